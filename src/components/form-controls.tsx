import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/**
 * Light form controls: native <input> and <select> with a visible label and a message line
 * under the box. MUI's TextField would pull its Select, Menu, Popover and Modal into the
 * first load for one e-mail box (about 20 kB gzip).
 */

const fieldSx: SxProps<Theme> = {
  display: 'block',
  width: '100%',
  minHeight: 44,
  px: 1.5,
  py: 1,
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'text.secondary',
  borderRadius: '12px',
  '&:hover:not(:disabled)': { borderColor: 'text.primary' },
  '&:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: 0,
    borderColor: 'primary.main',
  },
  '&[aria-invalid="true"]': { borderColor: 'error.main' },
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  '&::placeholder': { color: 'text.secondary', opacity: 1 },
};

interface FieldFrameProps {
  id: string;
  label: string;
  message?: string | null;
  error?: boolean;
  /** Keep a line for the message so the layout does not jump when one appears. */
  reserveMessageSpace?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

function FieldFrame({
  id,
  label,
  message,
  error = false,
  reserveMessageSpace = false,
  sx,
  children,
}: FieldFrameProps) {
  return (
    <Box sx={sx}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'block', fontWeight: 600, fontSize: '0.875rem', mb: 0.5 }}
      >
        {label}
      </Box>
      {children}
      {(message || reserveMessageSpace) && (
        <Box
          component="p"
          id={`${id}-message`}
          role={error && message ? 'alert' : undefined}
          sx={{
            m: 0,
            mt: 0.5,
            minHeight: '1.4em',
            fontSize: '0.8125rem',
            color: error ? 'error.main' : 'text.secondary',
          }}
        >
          {message}
        </Box>
      )}
    </Box>
  );
}

/**
 * The look of a box that cannot be changed (a signed-in shopper's e-mail, on the profile and at
 * checkout alike): shaded, with a dashed border, so it never reads as a field to type in.
 */
export const lockedInputSx = { bgcolor: 'action.hover', borderStyle: 'dashed' } as const;

type TextInputProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  message?: string | null;
  error?: boolean;
  reserveMessageSpace?: boolean;
  containerSx?: SxProps<Theme>;
  /** Added to the box's own look (a code field's large spaced digits, say). */
  inputSx?: SxProps<Theme>;
};

export function TextInput({
  label,
  message,
  error = false,
  reserveMessageSpace,
  containerSx,
  inputSx,
  'aria-describedby': describedBy,
  ...input
}: TextInputProps) {
  const id = useId();
  const descriptions = [describedBy, message ? `${id}-message` : null].filter(Boolean).join(' ');
  return (
    <FieldFrame
      id={id}
      label={label}
      message={message}
      error={error}
      reserveMessageSpace={reserveMessageSpace}
      sx={containerSx}
    >
      <Box
        component="input"
        id={id}
        aria-invalid={error || undefined}
        aria-describedby={descriptions || undefined}
        sx={[fieldSx, ...(Array.isArray(inputSx) ? inputSx : [inputSx])]}
        {...input}
      />
    </FieldFrame>
  );
}

/** An e-mail box the browser can fill in: the shopper's address, never a username. */
export function EmailInput(props: Omit<TextInputProps, 'type' | 'name' | 'autoComplete'>) {
  return <TextInput type="email" name="email" autoComplete="email" {...props} />;
}

type SelectInputProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: string;
  containerSx?: SxProps<Theme>;
};

export function SelectInput({ label, containerSx, children, ...select }: SelectInputProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} sx={containerSx}>
      <Box component="select" id={id} sx={{ ...fieldSx, cursor: 'pointer' }} {...select}>
        {children}
      </Box>
    </FieldFrame>
  );
}
