import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '../../../../contract/payments';
import { formatMoney } from '../../../lib/format';
import { checkoutTexts } from '../texts';
import type { BuyerForm, OrderType } from '../types';
import type { PaymentProvider } from '../payment-provider';
import { PaymentMethodForm } from './payment-method-form';
import { StepActions } from './step-actions';
import { useOnline } from '../../../lib/use-online';

interface PaymentStepProps {
  form: BuyerForm;
  orderType: OrderType;
  totalCents: number;
  provider: Promise<PaymentProvider>;
  onRetryProvider: () => void;
  method: PaymentMethod | null;
  agreed: boolean;
  processing: boolean;
  termsError: string | null;
  failure: string | null;
  onMethod: (method: PaymentMethod | null) => void;
  onAgreed: (agreed: boolean) => void;
  onEditAddress: () => void;
  onBack: () => void;
  onPay: () => void;
}

/** Step 3: where it ships, the card, the terms, and Pay (disabled until card and terms). */
export function PaymentStep({
  form,
  orderType,
  totalCents,
  provider,
  onRetryProvider,
  method,
  agreed,
  processing,
  termsError,
  failure,
  onMethod,
  onAgreed,
  onEditAddress,
  onBack,
  onPay,
}: PaymentStepProps) {
  const online = useOnline();
  const amount = formatMoney(totalCents);
  const billing = {
    name: form.fullName.trim(),
    email: form.email.trim(),
    phone: form.phone.trim() || null,
    address: {
      line1: form.addressLine1.trim(),
      line2: form.addressLine2.trim() || null,
      city: form.city.trim(),
      state: form.state.trim(),
      postal_code: form.zipCode.trim(),
      country: form.country,
    },
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'flex-start',
          p: 2,
          bgcolor: 'action.hover',
          borderRadius: '12px',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{checkoutTexts.shipTo}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {form.fullName} · {form.email}
            <br />
            {[form.addressLine1, form.addressLine2].filter(Boolean).join(', ')}, {form.city},{' '}
            {form.state} {form.zipCode}, {form.country}
          </Typography>
        </Box>
        <Button size="small" onClick={onEditAddress} disabled={processing}>
          {checkoutTexts.edit}
        </Button>
      </Box>

      <PaymentMethodForm
        provider={provider}
        onRetry={onRetryProvider}
        billing={billing}
        validated={method}
        disabled={processing}
        onValidated={onMethod}
        onReset={() => onMethod(null)}
      />

      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={agreed}
              disabled={processing}
              onChange={(event) => onAgreed(event.target.checked)}
            />
          }
          label={checkoutTexts.terms}
        />
        {termsError && (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
            {termsError}
          </Typography>
        )}
      </Box>

      {!online && <Alert severity="info">{checkoutTexts.offline}</Alert>}
      {failure && (
        <Alert severity="error" role="alert">
          <strong>{checkoutTexts.paymentError}:</strong> {failure}
        </Alert>
      )}

      <StepActions>
        <Button onClick={onBack} disabled={processing}>
          {checkoutTexts.back}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={!method || !agreed || processing || !online}
          onClick={onPay}
        >
          {processing
            ? checkoutTexts.processing
            : orderType === 'group'
              ? checkoutTexts.reserve(amount)
              : checkoutTexts.pay(amount)}
        </Button>
      </StepActions>
    </Box>
  );
}
