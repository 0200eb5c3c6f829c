import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import { cardHasExpired, EXPIRED_CARD_MESSAGE } from '../../../../contract/card-expiry';
import { CHECKOUT_FIELD_MAX_LENGTHS } from '../../../../contract/constants';
import { serverMessage } from '../../../api/client';
import { TextInput } from '../../../components/form-controls';
import {
  cardDigits,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  parseExpiry,
} from '../../../lib/card-format';
import { showToast } from '../../../lib/toast';
import { createTestPaymentMethod } from '../api/create-test-payment-method';
import { cardFieldErrorOf, shopperMessageOf, type CardErrors } from '../server-field-errors';
import { checkoutTexts } from '../texts';
import { FormattedCardInput } from './formatted-card-input';
import type { PaymentMethodFormProps } from './payment-method-form';
import { ValidatedCard } from './validated-card';

/** The card fields' own mistakes, before anything is sent; an expired card is one of them. */
function cardErrorsOf(number: string, expiry: string, cvc: string, now: Date): CardErrors {
  const errors: CardErrors = {};
  const exp = parseExpiry(expiry);
  if (!/^\d{12,19}$/.test(cardDigits(number))) errors.number = checkoutTexts.cardNumberInvalid;
  if (!exp) errors.expiry = checkoutTexts.expiryInvalid;
  else if (cardHasExpired(exp.month, exp.year, now)) errors.expiry = EXPIRED_CARD_MESSAGE;
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = checkoutTexts.cvcInvalid;
  return errors;
}

/**
 * The built-in test provider's card form (DESIGN.md 4), plainly labelled: the card goes to our
 * own server's test provider, which keeps only brand, last 4 and expiry. No postal code: the
 * billing address is the shipping address.
 */
export function TestCardForm({
  billing,
  validated,
  disabled,
  onValidated,
  onReset,
}: PaymentMethodFormProps) {
  const [name, setName] = useState(billing.name ?? '');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function validate() {
    setFailure(null);
    const exp = parseExpiry(expiry);
    const next = cardErrorsOf(number, expiry, cvc, new Date());
    setErrors(next);
    if (Object.keys(next).length > 0 || !exp) return;
    setBusy(true);
    try {
      const method = await createTestPaymentMethod({
        card: { number: cardDigits(number), exp_month: exp.month, exp_year: exp.year, cvc },
        billing_details: { ...billing, name: name.trim() || billing.name },
      });
      if (!method?.id) throw new Error('No payment method id');
      // The full number leaves the page's state once it has served its purpose.
      setNumber('');
      setCvc('');
      onValidated(method);
      showToast(checkoutTexts.paymentValidated, 'success');
    } catch (error) {
      const message = serverMessage(error);
      // A field the server refused is marked under that field, in the form's words.
      const field = message ? cardFieldErrorOf(message) : null;
      if (field) setErrors(field);
      else
        setFailure(
          shopperMessageOf(message) ??
            (isHTTPError(error) ? checkoutTexts.paymentMethodFailed : checkoutTexts.unexpected),
        );
    } finally {
      setBusy(false);
    }
  }

  const clear = (field: keyof CardErrors) =>
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity="warning" icon={false}>
        <Typography component="h3" sx={{ fontWeight: 800, mb: 0.5 }}>
          {checkoutTexts.testPaymentsTitle}
        </Typography>
        <Typography variant="body2">{checkoutTexts.testCardsIntro}</Typography>
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {checkoutTexts.testCards.map((card) => (
            <Typography component="li" variant="body2" key={card.number}>
              <Box component="code" sx={{ fontWeight: 700 }}>
                {card.number}
              </Box>{' '}
              {card.outcome}
            </Typography>
          ))}
        </Box>
      </Alert>

      {validated ? (
        <ValidatedCard method={validated} disabled={disabled} onReset={onReset} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' },
            // Name and number take whole rows; expiry and CVC share one.
            '& > :nth-of-type(1)': { gridColumn: '1 / -1' },
            '& > :nth-of-type(2)': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
          }}
        >
          <TextInput
            label={checkoutTexts.cardName}
            value={name}
            autoComplete="cc-name"
            maxLength={CHECKOUT_FIELD_MAX_LENGTHS.fullName}
            disabled={busy || disabled}
            onChange={(event) => setName(event.target.value)}
          />
          <FormattedCardInput
            label={checkoutTexts.cardNumber}
            value={number}
            format={formatCardNumber}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            error={Boolean(errors.number)}
            message={errors.number}
            disabled={busy || disabled}
            onValue={(value) => {
              setNumber(value);
              clear('number');
            }}
          />
          <FormattedCardInput
            label={checkoutTexts.expiry}
            value={expiry}
            format={formatExpiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            error={Boolean(errors.expiry)}
            message={errors.expiry}
            disabled={busy || disabled}
            onValue={(value) => {
              setExpiry(value);
              clear('expiry');
            }}
          />
          <FormattedCardInput
            label={checkoutTexts.cvc}
            value={cvc}
            format={formatCvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            error={Boolean(errors.cvc)}
            message={errors.cvc}
            disabled={busy || disabled}
            onValue={(value) => {
              setCvc(value);
              clear('cvc');
            }}
          />
          <Button
            variant="outlined"
            onClick={() => void validate()}
            disabled={busy || disabled}
            sx={{ gridColumn: '1 / -1', justifySelf: 'start', minHeight: 44 }}
          >
            {busy ? checkoutTexts.validating : checkoutTexts.validateCard}
          </Button>
        </Box>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
    </Box>
  );
}
