import Box from '@mui/material/Box';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { CardElement } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent, StripeCardElementOptions } from '@stripe/stripe-js';
import { useId, useMemo, useState } from 'react';
import { checkoutTexts } from '../texts';

interface StripeCardFieldProps {
  /** Stripe's own words for what is wrong with the card, shown under the box. */
  error: string | null;
  disabled: boolean;
  onChange: (event: StripeCardElementChangeEvent) => void;
}

/**
 * Stripe's CardElement (number, expiry, CVC in Stripe's own frame; postal code hidden, the
 * billing address goes with the payment method) dressed like the store's other boxes: a label
 * above, a focus ring, the error under it. The frame's inputs carry Stripe's own labels; the
 * group around them is named by ours, and the label's `for` lets Stripe.js focus the card on a
 * click.
 */
export function StripeCardField({ error, disabled, onChange }: StripeCardFieldProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const elementId = `${id}-card`;
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;

  const options = useCardElementOptions(disabled);

  return (
    <Box>
      <Box
        component="label"
        id={labelId}
        htmlFor={elementId}
        sx={{ display: 'block', fontWeight: 600, fontSize: '0.875rem', mb: 0.5 }}
      >
        {checkoutTexts.cardDetails}
      </Box>
      <Box
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? messageId : undefined}
        sx={cardBoxSx(Boolean(error), focused, disabled)}
      >
        <CardElement
          id={elementId}
          options={options}
          onChange={onChange}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
      </Box>
      {error && (
        <Box
          component="p"
          id={messageId}
          role="alert"
          sx={{ m: 0, mt: 0.5, fontSize: '0.8125rem', color: 'error.main' }}
        >
          {error}
        </Box>
      )}
    </Box>
  );
}

/** The frame cannot see the page's CSS: its look is handed over as options. */
function useCardElementOptions(disabled: boolean) {
  const theme = useTheme();
  return useMemo<StripeCardElementOptions>(
    () => ({
      hidePostalCode: true,
      disabled,
      style: {
        base: {
          color: theme.palette.text.primary,
          fontFamily: theme.typography.fontFamily,
          fontSize: '16px',
          iconColor: theme.palette.text.secondary,
          '::placeholder': { color: theme.palette.text.secondary },
        },
        invalid: { color: theme.palette.error.main, iconColor: theme.palette.error.main },
      },
    }),
    [theme, disabled],
  );
}

/** The box around Stripe's frame, drawn like the store's other boxes in each of their states. */
function cardBoxSx(error: boolean, focused: boolean, disabled: boolean): SxProps<Theme> {
  return {
    display: 'flex',
    alignItems: 'center',
    minHeight: 44,
    px: 1.5,
    py: 1,
    bgcolor: 'background.paper',
    border: 1,
    borderColor: error ? 'error.main' : focused ? 'primary.main' : 'text.secondary',
    borderRadius: '12px',
    outline: focused ? '2px solid' : 'none',
    outlineColor: 'primary.main',
    opacity: disabled ? 0.6 : 1,
    ...(!error && !focused && !disabled && { '&:hover': { borderColor: 'text.primary' } }),
    '& > div': { flex: 1 },
  };
}
