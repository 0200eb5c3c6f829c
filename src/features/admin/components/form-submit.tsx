import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface FormSubmitProps {
  /** Why the form was refused, shown above the button. */
  problem: string | null;
  sending: boolean;
  color?: 'primary' | 'error';
  children: ReactNode;
}

/** A console form's refusal and its submit button, kept apart from the boxes above them. */
export function FormSubmit({ problem, sending, color = 'primary', children }: FormSubmitProps) {
  return (
    <>
      {problem && (
        <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
          {problem}
        </Alert>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          color={color}
          disabled={sending}
          sx={{ minHeight: 48 }}
        >
          {children}
        </Button>
      </Box>
    </>
  );
}
