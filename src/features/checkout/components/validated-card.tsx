import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PaymentMethod } from '../../../../contract/payments';
import { CheckIcon } from '../../../components/icons';
import { checkoutTexts } from '../texts';
import type { PaymentMethodFormProps } from './card-form-props';

interface ValidatedCardProps {
  method: PaymentMethod;
  disabled: boolean;
  onReset: () => void;
  /** Takes the focus when drawn: the Validate button the shopper pressed is gone. */
  takeFocus: boolean;
}

/**
 * docs/product.md §8's "validated" message, said here rather than in a toast: it sits with the card it is
 * about, for as long as that card is the one to pay with, and leaves with the checkout; a toast
 * outlived the step and was still up on the order confirmation. Then the card a form has
 * validated (brand and last 4), with the way back to another card.
 */
export function ValidatedCard({ method, disabled, onReset, takeFocus }: ValidatedCardProps) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) message.current?.focus();
  }, [takeFocus]);
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
      <Box sx={{ flex: 1 }}>
        <Typography ref={message} tabIndex={-1} sx={{ fontWeight: 700, outline: 'none' }}>
          {checkoutTexts.paymentValidated}
        </Typography>
        <Typography variant="body2">
          {checkoutTexts.cardValidated(method.card.brand, method.card.last4)}
        </Typography>
      </Box>
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
  // The card that was validated when the step opened (the shopper came back to it) leaves the
  // focus alone; one validated here replaces the button that had it.
  const [openedWith] = useState(validated);
  return (
    <>
      {validated ? (
        <ValidatedCard
          method={validated}
          disabled={disabled}
          onReset={onReset}
          takeFocus={validated !== openedWith}
        />
      ) : (
        children
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
    </>
  );
}
