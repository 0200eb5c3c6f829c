import Box from '@mui/material/Box';

/** The user menu button's round avatar with the shopper's initial. */
export function AccountInitial({ initial }: { initial: string }) {
  // The letter is drawn by CSS, not written as text: it is decoration, and as text it
  // would make the button's visible label ("E Emma") differ from its name ("Account: Emma").
  return (
    <Box
      component="span"
      aria-hidden
      data-initial={initial}
      sx={{
        '&::before': { content: 'attr(data-initial)' },
        width: 36,
        height: 36,
        borderRadius: '50%',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 800,
        fontSize: '1rem',
        flexShrink: 0,
      }}
    />
  );
}
