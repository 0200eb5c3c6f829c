import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CheckIcon, LockIcon, LogoMark } from '../../../components/icons';
import { authTexts } from '../texts';
import { LoginForm } from './login-form';

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
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          gap: 4,
          p: 5,
          color: '#fff',
          background: 'linear-gradient(145deg, #C2410C 0%, #9A3412 55%, #7C2D12 100%)',
        }}
      >
        <LogoMark sx={{ fontSize: 56 }} />
        <Box>
          <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.2 }}>
            {authTexts.pitchTitle}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 1.5 }}
          >
            {authTexts.pitchPoints.map((point) => (
              <Box
                component="li"
                key={point}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', fontSize: '1.05rem' }}
              >
                <CheckIcon
                  sx={{
                    mt: '2px',
                    p: '3px',
                    borderRadius: '50%',
                    bgcolor: 'rgba(255,255,255,0.2)',
                  }}
                />
                {point}
              </Box>
            ))}
          </Box>
        </Box>
        <Typography
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, opacity: 0.9 }}
        >
          <LockIcon fontSize="small" />
          {authTexts.pageIntro}
        </Typography>
      </Box>

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
