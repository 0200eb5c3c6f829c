import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LogoMark } from './icons';

interface NoticePanelProps {
  title: string;
  text?: string;
  /** The way on: a button or link. */
  action?: ReactNode;
  /** 'alert' announces the panel when it appears (load failures). */
  role?: 'alert' | 'status';
  headingLevel?: 'h1' | 'h2';
}

/** A calm, centred message with one way on: errors, empty results and finished actions. */
export function NoticePanel({ title, text, action, role, headingLevel = 'h1' }: NoticePanelProps) {
  return (
    <Paper
      variant="outlined"
      role={role}
      sx={{
        maxWidth: 560,
        mx: 'auto',
        my: { xs: 4, md: 8 },
        p: { xs: 3, md: 5 },
        borderRadius: '24px',
        textAlign: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <LogoMark sx={{ fontSize: 56 }} />
      <Typography component={headingLevel} variant="h5">
        {title}
      </Typography>
      {text && <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Paper>
  );
}
