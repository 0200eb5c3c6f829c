import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_PRICE_TIERS } from '../../../../contract/tier-ladder';
import type { DealErrors } from '../deal-draft';
import type { TierDraft } from '../tier-draft';
import { adminTexts } from '../texts';

interface PriceTiersFieldProps {
  tiers: TierDraft[];
  errors: DealErrors;
  onChange: (tiers: TierDraft[]) => void;
}

/** The deal's price ladder (docs/decisions/0034): units and a price each, one rung per row. */
export function PriceTiersField({ tiers, errors, onChange }: PriceTiersFieldProps) {
  const change = (index: number, next: Partial<TierDraft>) =>
    onChange(tiers.map((tier, at) => (at === index ? { ...tier, ...next } : tier)));
  const numeric = (inputMode: 'numeric' | 'decimal') => ({
    slotProps: { htmlInput: { inputMode, autoComplete: 'off' } },
  });
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mt: 1, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700 }}>
        {adminTexts.priceTiers}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {adminTexts.priceTiersHelp}
      </Typography>
      {tiers.map((tier, index) => {
        const error = errors[`tier-${index}`];
        return (
          <Box
            key={index}
            role="group"
            aria-label={adminTexts.tier(index + 1)}
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr 1fr auto',
              gap: 1,
              alignItems: 'start',
              mb: 1,
            }}
          >
            <TextField
              label={adminTexts.tierUnits}
              value={tier.units}
              error={Boolean(error)}
              helperText={error ?? ' '}
              onChange={(event) => change(index, { units: event.target.value })}
              {...numeric('numeric')}
            />
            <TextField
              label={adminTexts.tierPrice}
              value={tier.price}
              error={Boolean(error)}
              onChange={(event) => change(index, { price: event.target.value })}
              {...numeric('decimal')}
            />
            <Button
              color="error"
              onClick={() => onChange(tiers.filter((_, at) => at !== index))}
              aria-label={adminTexts.removeTier(index + 1)}
              sx={{ minHeight: 56 }}
            >
              ✕
            </Button>
          </Box>
        );
      })}
      <Button
        variant="outlined"
        disabled={tiers.length >= MAX_PRICE_TIERS}
        onClick={() => onChange([...tiers, { units: '', price: '' }])}
      >
        {adminTexts.addTier}
      </Button>
    </Box>
  );
}
