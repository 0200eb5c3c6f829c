import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckIcon, LockIcon, LogoMark } from '../../../components/icons';
import { authTexts } from '../texts';

/** The login page's wide-screen panel: why signing in is worth it. Hidden on phones. */
export function SignInPitch() {
  return (
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
            <PitchPoint key={point} point={point} />
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
  );
}

function PitchPoint({ point }: { point: string }) {
  return (
    <Box
      component="li"
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
  );
}
