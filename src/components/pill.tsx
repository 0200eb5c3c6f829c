import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type PillTone = 'primary' | 'secondary' | 'warning' | 'success' | 'neutral' | 'onColour';

const tones: Record<PillTone, SxProps<Theme>> = {
  primary: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  secondary: { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  warning: { bgcolor: 'warning.main', color: 'warning.contrastText' },
  success: { border: 1, borderColor: 'success.main', color: 'success.main' },
  neutral: {
    bgcolor: 'background.paper',
    color: 'text.primary',
    border: 1,
    borderColor: 'divider',
  },
  onColour: { bgcolor: '#fff', color: '#7C2D12' },
};

interface PillProps {
  tone: PillTone;
  icon?: ReactNode;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A small label (percent off, badges). Plain text, not a control; lighter than MUI's Chip. */
export function Pill({ tone, icon, size = 'small', sx, children }: PillProps) {
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: size === 'small' ? 1 : 1.5,
          height: size === 'small' ? 24 : 32,
          borderRadius: 999,
          fontSize: size === 'small' ? '0.8125rem' : '0.95rem',
          fontWeight: 700,
          lineHeight: 1,
          whiteSpace: 'nowrap',
          '& svg': { fontSize: size === 'small' ? 16 : 20 },
        },
        tones[tone],
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {icon}
      {children}
    </Box>
  );
}
