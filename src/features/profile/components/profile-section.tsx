import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface ProfileSectionProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** One card of the profile (details, categories, notifications), a labelled region. */
export function ProfileSection({ title, intro, children }: ProfileSectionProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: '24px' }}
    >
      <Typography id={titleId} component="h2" variant="h6">
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {intro}
        </Typography>
      )}
      <Box sx={{ mt: 2.5 }}>{children}</Box>
    </Paper>
  );
}
