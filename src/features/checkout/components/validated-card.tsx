import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PaymentMethod } from '../../../../contract/payments';
import { CheckIcon } from '../../../components/icons';
import { checkoutTexts } from '../texts';
import type { PaymentMethodFormProps } from './payment-method-form';

interface ValidatedCardProps {
  method: PaymentMethod;
  disabled: boolean;
  onReset: () => void;
}

/** The card a form has validated (brand and last 4), with the way back to another card. */
export function ValidatedCard({ method, disabled, onReset }: ValidatedCardProps) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'success.main',
        borderRadius: '12px',
      }}
    >
      <CheckIcon sx={{ color: 'success.main' }} />
      <Typography sx={{ fontWeight: 700, flex: 1 }}>
        {checkoutTexts.cardValidated(method.card.brand, method.card.last4)}
      </Typography>
      <Button onClick={onReset} disabled={disabled}>
        {checkoutTexts.changeCard}
      </Button>
    </Box>
  );
}

/**
 * What every card form shows around its own fields: the validated card in their place once there
 * is one, and the last failure under them.
 */
export function CardFormFrame({
  validated,
  disabled,
  onReset,
  failure,
  children,
}: Pick<PaymentMethodFormProps, 'validated' | 'disabled' | 'onReset'> & {
  failure: string | null;
  children: ReactNode;
}) {
  return (
    <>
      {validated ? (
        <ValidatedCard method={validated} disabled={disabled} onReset={onReset} />
      ) : (
        children
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
    </>
  );
}
