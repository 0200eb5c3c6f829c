import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import { serverMessage } from '../../../api/client';
import { TextInput } from '../../../components/form-controls';
import { showToast } from '../../../lib/toast';
import { createTestPaymentMethod } from '../api/create-test-payment-method';
import { checkoutTexts } from '../texts';
import type { PaymentMethodFormProps } from './payment-method-form';
import { ValidatedCard } from './validated-card';

interface CardErrors {
  number?: string;
  expiry?: string;
  cvc?: string;
}

function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, monthText = '', yearText = ''] = match;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 ? { month, year } : null;
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
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function validate() {
    setFailure(null);
    const digits = number.replace(/[\s-]/g, '');
    const exp = parseExpiry(expiry);
    const next: CardErrors = {};
    if (!/^\d{12,19}$/.test(digits)) next.number = checkoutTexts.cardNumberInvalid;
    if (!exp) next.expiry = checkoutTexts.expiryInvalid;
    if (!/^\d{3,4}$/.test(cvc.trim())) next.cvc = checkoutTexts.cvcInvalid;
    setErrors(next);
    if (Object.keys(next).length > 0 || !exp) return;
    setBusy(true);
    try {
      const method = await createTestPaymentMethod({
        card: { number: digits, exp_month: exp.month, exp_year: exp.year, cvc: cvc.trim() },
        billing_details: billing,
      });
      if (!method?.id) throw new Error('No payment method id');
      // The full number leaves the page's state once it has served its purpose.
      setNumber('');
      setCvc('');
      onValidated(method);
      showToast(checkoutTexts.paymentValidated, 'success');
    } catch (error) {
      const message = serverMessage(error);
      setFailure(
        message ??
          (isHTTPError(error) ? checkoutTexts.paymentMethodFailed : checkoutTexts.unexpected),
      );
    } finally {
      setBusy(false);
    }
  }

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
            '& > :first-of-type': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
          }}
        >
          <TextInput
            label={checkoutTexts.cardNumber}
            value={number}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            error={Boolean(errors.number)}
            message={errors.number}
            disabled={busy || disabled}
            onChange={(event) => setNumber(event.target.value)}
          />
          <TextInput
            label={checkoutTexts.expiry}
            value={expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="12/34"
            error={Boolean(errors.expiry)}
            message={errors.expiry}
            disabled={busy || disabled}
            onChange={(event) => setExpiry(event.target.value)}
          />
          <TextInput
            label={checkoutTexts.cvc}
            value={cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            error={Boolean(errors.cvc)}
            message={errors.cvc}
            disabled={busy || disabled}
            onChange={(event) => setCvc(event.target.value)}
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
