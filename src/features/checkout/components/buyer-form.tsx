import Box from '@mui/material/Box';
import { CHECKOUT_FIELD_MAX_LENGTHS } from '../../../../contract/constants';
import { lockedInputSx, SelectInput, TextInput } from '../../../components/form-controls';
import type { BuyerErrors } from '../checkout-model';
import { checkoutTexts } from '../texts';
import type { BuyerForm } from '../types';

interface BuyerFormFieldsProps {
  form: BuyerForm;
  errors: BuyerErrors;
  /** docs/product.md §5: the e-mail is read-only when signed in. */
  emailLocked: boolean;
  onChange: (field: keyof BuyerForm, value: string) => void;
}

const COUNTRIES: [string, string][] = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
];

type TextField = Exclude<keyof BuyerForm, 'country'>;

/** Step 2: docs/product.md §3's buyer form with docs/product.md §5's required-field texts under each box. */
export function BuyerFormFields({ form, errors, emailLocked, onChange }: BuyerFormFieldsProps) {
  const field = (name: TextField, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      name={name}
      value={form[name]}
      maxLength={CHECKOUT_FIELD_MAX_LENGTHS[name]}
      error={Boolean(errors[name])}
      message={errors[name]}
      onChange={(event) => onChange(name, event.target.value)}
      {...extra}
    />
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {field('fullName', checkoutTexts.fullName, { autoComplete: 'name', required: true })}
      {field('email', checkoutTexts.email, {
        type: 'email',
        autoComplete: 'email',
        required: true,
        readOnly: emailLocked,
        ...(emailLocked ? { inputSx: lockedInputSx } : {}),
        ...(emailLocked && !errors.email ? { message: checkoutTexts.emailLocked } : {}),
      })}
      {field('phone', checkoutTexts.phone, { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
      {field('addressLine1', checkoutTexts.addressLine1, {
        autoComplete: 'address-line1',
        required: true,
      })}
      {field('addressLine2', checkoutTexts.addressLine2, { autoComplete: 'address-line2' })}
      {field('city', checkoutTexts.city, { autoComplete: 'address-level2', required: true })}
      {field('state', checkoutTexts.state, { autoComplete: 'address-level1', required: true })}
      {field('zipCode', checkoutTexts.zipCode, { autoComplete: 'postal-code', required: true })}
      <SelectInput
        label={checkoutTexts.country}
        name="country"
        autoComplete="country"
        value={form.country}
        onChange={(event) => onChange('country', event.target.value)}
      >
        {(COUNTRIES.some(([code]) => code === form.country)
          ? COUNTRIES
          : [...COUNTRIES, [form.country, form.country] as [string, string]]
        ).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectInput>
    </Box>
  );
}
