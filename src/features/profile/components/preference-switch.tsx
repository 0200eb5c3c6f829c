import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import { useId } from 'react';

interface PreferenceSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A yes-or-no preference: its label and hint beside a switch. */
export function PreferenceSwitch({ label, hint, checked, onChange }: PreferenceSwitchProps) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
      <Box>
        <Box component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 600 }}>
          {label}
        </Box>
        <Box id={`${id}-hint`} sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
          {hint}
        </Box>
      </Box>
      <Switch
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-describedby': `${id}-hint` } }}
      />
    </Box>
  );
}
