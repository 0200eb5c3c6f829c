import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { SelectInput, TextInput } from '../../../components/form-controls';
import { adminTexts } from '../texts';

export interface Filters {
  [key: string]: string | number | undefined;
  page?: number;
}

export interface FilterSelect {
  key: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A box the operator types into: words, or a calendar day. */
export interface FilterBox {
  key: string;
  label: string;
  type?: 'search' | 'date';
  inputMode?: 'search' | 'email' | 'text';
}

export interface ListFiltersProps {
  boxes: readonly FilterBox[];
  selects?: readonly FilterSelect[];
  values: Filters;
  /** Any change starts again from the first page. */
  onChange: (next: Filters) => void;
}

/** A list's filters: typed boxes (applied on Search / Enter) and choices (applied at once). */
export function ListFilters({ boxes, selects = [], values, onChange }: ListFiltersProps) {
  const [typed, setTyped] = useState(() =>
    Object.fromEntries(boxes.map((box) => [box.key, String(values[box.key] ?? '')])),
  );
  const apply = (changes: Filters) => onChange({ ...values, ...changes, page: undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(Object.fromEntries(boxes.map((box) => [box.key, typed[box.key]?.trim() || undefined])));
  };
  const fields = boxes.length + selects.length;
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: fields > 1 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr) auto',
          // One row when it fits; a longer set (the audit log's) in rows of three.
          lg:
            fields > 3
              ? 'repeat(3, minmax(0, 1fr))'
              : `minmax(200px, 2fr) repeat(${fields - 1}, minmax(0, 1fr)) auto`,
        },
        gap: 1.5,
        alignItems: 'end',
        mb: 2,
      }}
    >
      {boxes.map((box) => (
        <TextInput
          key={box.key}
          label={box.label}
          type={box.type ?? 'search'}
          inputMode={box.type === 'date' ? undefined : (box.inputMode ?? 'search')}
          value={typed[box.key] ?? ''}
          onChange={(event) =>
            setTyped((current) => ({ ...current, [box.key]: event.target.value }))
          }
        />
      ))}
      {selects.map((select) => (
        <SelectInput
          key={select.key}
          label={select.label}
          value={String(values[select.key] ?? '')}
          onChange={(event) => apply({ [select.key]: event.target.value || undefined })}
        >
          <option value="">{adminTexts.all}</option>
          {select.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectInput>
      ))}
      <Button type="submit" variant="contained" sx={{ minHeight: 44 }}>
        {adminTexts.search}
      </Button>
    </Box>
  );
}
