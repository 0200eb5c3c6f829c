import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { AddIcon, RemoveIcon } from '../../../components/icons';
import { dealTexts } from '../texts';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** docs/product.md §5: from 1 to `max` (the deal's remaining units); each button disables at its bound. */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const labelId = useId();
  const hintId = useId();
  const upper = Math.max(1, max);
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Typography id={labelId} component="span" sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
        {dealTexts.quantity}
      </Typography>
      <Box
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 999,
          p: 0.5,
        }}
      >
        <IconButton
          aria-label={dealTexts.decreaseQuantity}
          disabled={disabled || value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          <RemoveIcon />
        </IconButton>
        <Box
          component="output"
          aria-live="polite"
          sx={{ minWidth: 48, textAlign: 'center', fontWeight: 800, fontSize: '1.25rem' }}
        >
          {value}
        </Box>
        <IconButton
          aria-label={dealTexts.increaseQuantity}
          disabled={disabled || value >= upper}
          onClick={() => onChange(Math.min(upper, value + 1))}
        >
          <AddIcon />
        </IconButton>
      </Box>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {dealTexts.quantityHint(upper)}
      </Typography>
    </Box>
  );
}
