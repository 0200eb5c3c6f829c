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

interface ListFiltersProps {
  /** The free-text box: its label and the address key it fills. */
  text: { key: string; label: string; inputMode?: 'search' | 'email' | 'text' };
  selects: readonly FilterSelect[];
  values: Filters;
  /** Any change starts again from the first page. */
  onChange: (next: Filters) => void;
}

/** A list's filters: words (applied on Search / Enter) and choices (applied at once). */
export function ListFilters({ text, selects, values, onChange }: ListFiltersProps) {
  const [words, setWords] = useState(String(values[text.key] ?? ''));
  const apply = (changes: Filters) => onChange({ ...values, ...changes, page: undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ [text.key]: words.trim() || undefined });
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: `minmax(200px, 2fr) repeat(${selects.length}, minmax(140px, 1fr)) auto`,
        },
        gap: 1.5,
        alignItems: 'end',
        mb: 2,
      }}
    >
      <TextInput
        label={text.label}
        type="search"
        inputMode={text.inputMode ?? 'search'}
        value={words}
        onChange={(event) => setWords(event.target.value)}
      />
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
