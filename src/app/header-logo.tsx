import Box from '@mui/material/Box';
import { LogoMark } from '../components/icons';
import { TextLink } from '../components/router-links';
import { useCanInstall } from '../features/install/install-prompt';
import { appTexts } from './texts';

/** The header's home link: the mark, and the wordmark where it fits. */
export function HeaderLogo() {
  // On a phone the Install action only fits beside the mark without the wordmark; keeping the
  // wordmark would wrap it and push the whole page down when the browser offers the install.
  const canInstall = useCanInstall();
  return (
    <TextLink
      to="/"
      aria-label={appTexts.homeLink}
      underline="none"
      sx={{
        gridArea: 'logo',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: '8px',
        justifySelf: 'start',
      }}
    >
      <LogoMark sx={{ fontSize: 36 }} />
      <Box
        component="span"
        sx={{
          display: { xs: canInstall ? 'none' : 'inline', sm: 'inline' },
          // Under 360 px the wordmark and the actions do not fit one row: the mark stays.
          '@media (max-width: 359.95px)': { display: 'none' },
          fontWeight: 800,
          fontSize: '1.2rem',
          letterSpacing: '-0.01em',
          whiteSpace: 'nowrap',
        }}
      >
        BOGO{' '}
        <Box component="span" sx={{ color: 'primary.main' }}>
          Together
        </Box>
      </Box>
    </TextLink>
  );
}
