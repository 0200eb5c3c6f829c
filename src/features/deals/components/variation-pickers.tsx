import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dealTexts } from '../texts';
import type { UnitSelections, VariationAttribute } from '../variations';
import { VariationSelect } from './variation-select';

interface VariationPickersProps {
  attributes: readonly VariationAttribute[];
  quantity: number;
  selections: UnitSelections;
  onChange: (unit: number, attribute: string, value: string) => void;
  disabled?: boolean;
}

/** One row of pickers per unit of the chosen quantity (docs/product.md §2), each row a labelled group. */
export function VariationPickers({
  attributes,
  quantity,
  selections,
  onChange,
  disabled = false,
}: VariationPickersProps) {
  if (attributes.length === 0) return null;
  return (
    <Box>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 1 }}>
        {dealTexts.chooseVariations}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {Array.from({ length: quantity }, (_, unit) => (
          <Box
            key={unit}
            component="fieldset"
            sx={{
              m: 0,
              p: 1.5,
              pt: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: '12px',
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.5,
              minWidth: 0,
            }}
          >
            <Box component="legend" sx={{ px: 0.5, fontWeight: 700, fontSize: '0.875rem' }}>
              {dealTexts.unitLabel(unit + 1)}
            </Box>
            {attributes.map((attribute) => (
              <VariationSelect
                key={attribute.name}
                attribute={attribute}
                value={selections[unit]?.[attribute.name] ?? ''}
                onChange={(value) => onChange(unit, attribute.name, value)}
                disabled={disabled}
                minWidth={140}
              />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
