import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AttributeDraft, DealErrors } from '../deal-draft';
import { adminTexts } from '../texts';

interface AttributesFieldProps {
  attributes: AttributeDraft[];
  errors: DealErrors;
  onChange: (attributes: AttributeDraft[]) => void;
}

/** The product's variation attributes (size, colour…) and their values. */
export function AttributesField({ attributes, errors, onChange }: AttributesFieldProps) {
  const change = (index: number, next: Partial<AttributeDraft>) =>
    onChange(
      attributes.map((attribute, at) => (at === index ? { ...attribute, ...next } : attribute)),
    );
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mt: 1, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700 }}>
        {adminTexts.variations}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {adminTexts.variationsHelp}
      </Typography>
      {attributes.map((attribute, index) => {
        const error = errors[`attribute-${index}`];
        return (
          <Box
            key={index}
            role="group"
            aria-label={adminTexts.attribute(index + 1)}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr auto' },
              gap: 1,
              alignItems: 'start',
              mb: 1,
            }}
          >
            <TextField
              label={adminTexts.attributeName}
              value={attribute.name}
              error={Boolean(error)}
              helperText={error ?? ' '}
              onChange={(event) => change(index, { name: event.target.value })}
            />
            <TextField
              label={adminTexts.attributeValues}
              value={attribute.values}
              onChange={(event) => change(index, { values: event.target.value })}
            />
            <Button
              color="error"
              onClick={() => onChange(attributes.filter((_, at) => at !== index))}
              aria-label={adminTexts.removeAttribute(
                attribute.name || adminTexts.attribute(index + 1),
              )}
              sx={{ minHeight: 56 }}
            >
              ✕
            </Button>
          </Box>
        );
      })}
      <Button
        variant="outlined"
        onClick={() => onChange([...attributes, { name: '', values: '' }])}
      >
        {adminTexts.addAttribute}
      </Button>
    </Box>
  );
}
