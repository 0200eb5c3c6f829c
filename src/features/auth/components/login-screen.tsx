import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LogoMark } from '../../../components/icons';
import { authTexts } from '../texts';
import { LoginForm } from './login-form';
import { SignInPitch } from './sign-in-pitch';

/**
 * docs/product.md §2's standalone login page ('welcome back'). Phones get the form alone; wider screens set
 * it beside why signing in is worth it.
 */
export function LoginScreen({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <Box
      sx={{
        maxWidth: 960,
        mx: 'auto',
        my: { xs: 1, md: 4 },
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        borderRadius: '28px',
        overflow: 'hidden',
        border: { xs: 0, md: 1 },
        borderColor: { md: 'divider' },
        bgcolor: { md: 'background.paper' },
      }}
    >
      <SignInPitch />
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, sm: 4, md: 6 },
          borderRadius: { xs: '24px', md: 0 },
          border: { md: 0 },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <LogoMark sx={{ fontSize: 44, mb: 2, display: { md: 'none' } }} />
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}
        >
          {authTexts.pageTitle}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3, display: { md: 'none' } }}>
          {authTexts.pageIntro}
        </Typography>
        <Box sx={{ mt: { md: 3 } }}>
          <LoginForm onSignedIn={onSignedIn} autoFocus />
        </Box>
      </Paper>
    </Box>
  );
}
