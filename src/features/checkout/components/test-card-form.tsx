import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CHECKOUT_FIELD_MAX_LENGTHS } from '../../../../contract/constants';
import { TextInput } from '../../../components/form-controls';
import { formatCardNumber, formatCvc, formatExpiry } from '../../../lib/card-format';
import { checkoutTexts } from '../texts';
import { useTestCard, type CardField, type CardText } from '../use-test-card';
import { FormattedCardInput } from './formatted-card-input';
import type { PaymentMethodFormProps } from './card-form-props';
import { CardFormFrame } from './validated-card';

/** The card's fields in the order they are typed, and how each reads and formats. */
const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];
const CARD_LABELS: CardText = {
  number: checkoutTexts.cardNumber,
  expiry: checkoutTexts.expiry,
  cvc: checkoutTexts.cvc,
};
const CARD_FORMATS = { number: formatCardNumber, expiry: formatExpiry, cvc: formatCvc };
const CARD_AUTOCOMPLETE: CardText = { number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc' };
const CARD_PLACEHOLDERS: CardText = { number: '4242 4242 4242 4242', expiry: 'MM/YY', cvc: '123' };

/**
 * The built-in test provider's card form (README, Trying it out), plainly labelled: the card goes
 * to our own server's test provider, which keeps only brand, last 4 and expiry. No postal code:
 * the billing address is the shipping address.
 */
export function TestCardForm({ billing, disabled, onValidated, ...frame }: PaymentMethodFormProps) {
  const { name, setName, card, errors, failure, busy, validate, type } = useTestCard(
    billing,
    onValidated,
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TestCardsNotice />

      <CardFormFrame {...frame} disabled={disabled} failure={failure}>
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
          {CARD_FIELDS.map((field) => (
            <FormattedCardInput
              key={field}
              label={CARD_LABELS[field]}
              value={card[field]}
              format={CARD_FORMATS[field]}
              inputMode="numeric"
              autoComplete={CARD_AUTOCOMPLETE[field]}
              placeholder={CARD_PLACEHOLDERS[field]}
              error={Boolean(errors[field])}
              message={errors[field]}
              disabled={busy || disabled}
              onValue={(value) => type(field, value)}
            />
          ))}
          <Button
            variant="outlined"
            onClick={() => void validate()}
            disabled={busy || disabled}
            sx={{ gridColumn: '1 / -1', justifySelf: 'start', minHeight: 44 }}
          >
            {busy ? checkoutTexts.validating : checkoutTexts.validateCard}
          </Button>
        </Box>
      </CardFormFrame>
    </Box>
  );
}

/** Says plainly that no real card is charged, and which test cards do what. */
function TestCardsNotice() {
  return (
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
  );
}
