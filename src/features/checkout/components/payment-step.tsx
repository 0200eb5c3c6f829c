import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '../../../../contract/payments';
import { formatMoney } from '../../../lib/format';
import type { CheckoutData } from '../../../lib/storage';
import { cartTotals } from '../checkout-model';
import { useOnline } from '../../../lib/use-online';
import type { useLoadedProvider } from '../payment-provider';
import { checkoutTexts } from '../texts';
import type { BuyerForm, OrderType } from '../types';
import type { PaymentChoices } from '../use-payment-choices';
import type { usePlaceOrder } from '../use-place-order';
import { PaymentMethodForm } from './payment-method-form';
import { StepActions } from './step-actions';

interface PaymentStepProps {
  data: CheckoutData;
  form: BuyerForm;
  provider: ReturnType<typeof useLoadedProvider>;
  choices: PaymentChoices;
  order: Pick<ReturnType<typeof usePlaceOrder>, 'processing' | 'done' | 'failure' | 'resetFailure'>;
  /** Back to the shipping step, from Back or from the address's Edit. */
  onBack: () => void;
  onPay: () => void;
}

/** Step 3: where it ships, the card, the terms, and Pay (disabled until card and terms). */
export function PaymentStep(props: PaymentStepProps) {
  const { form, provider, choices, order } = props;
  const online = useOnline();
  const processing = order.processing || order.done;
  const chooseMethod = (method: PaymentMethod | null) => {
    choices.setMethod(method);
    order.resetFailure();
  };
  return (
    <Box component="section" aria-label={checkoutTexts.paymentTitle}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {checkoutTexts.paymentTitle}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <ShipTo form={form} disabled={processing} onEdit={props.onBack} />
        <PaymentMethodForm
          provider={provider.provider}
          onRetry={provider.retry}
          billing={billingOf(form)}
          validated={choices.method}
          disabled={processing}
          onValidated={chooseMethod}
          onReset={() => chooseMethod(null)}
        />
        <TermsAgreement choices={choices} disabled={processing} />
        {!online && <Alert severity="info">{checkoutTexts.offline}</Alert>}
        {order.failure && (
          <Alert severity="error" role="alert">
            <strong>{checkoutTexts.paymentError}:</strong> {order.failure}
          </Alert>
        )}
        <StepActions>
          <Button onClick={props.onBack} disabled={processing}>
            {checkoutTexts.back}
          </Button>
          <Button
            variant="contained"
            size="large"
            disabled={!choices.method || !choices.agreed || processing || !online}
            onClick={props.onPay}
          >
            {payLabel(processing, props.data.type, formatMoney(cartTotals(props.data).totalCents))}
          </Button>
        </StepActions>
      </Box>
    </Box>
  );
}

function payLabel(processing: boolean, orderType: OrderType, amount: string): string {
  if (processing) return checkoutTexts.processing;
  return orderType === 'group' ? checkoutTexts.reserve(amount) : checkoutTexts.pay(amount);
}

/** The card provider's billing details: the buyer form, trimmed, with empty optionals as null. */
function billingOf(form: BuyerForm) {
  return {
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
}

function ShipTo({
  form,
  disabled,
  onEdit,
}: {
  form: BuyerForm;
  disabled: boolean;
  onEdit: () => void;
}) {
  return (
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
      <Button size="small" onClick={onEdit} disabled={disabled}>
        {checkoutTexts.edit}
      </Button>
    </Box>
  );
}

function TermsAgreement({ choices, disabled }: { choices: PaymentChoices; disabled: boolean }) {
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={choices.agreed}
            disabled={disabled}
            onChange={(event) => choices.agree(event.target.checked)}
          />
        }
        label={checkoutTexts.terms}
      />
      {choices.termsError && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {choices.termsError}
        </Typography>
      )}
    </Box>
  );
}
