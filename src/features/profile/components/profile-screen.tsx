import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { NoticePanel } from '../../../components/notice-panel';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useProfile } from '../api/get-profile';
import { profileTexts } from '../texts';
import { ProfileDetails } from './profile-details';

/** SPEC 2's Profile screen: loads the shopper's profile and shows it, or why not with a retry. */
export function ProfileScreen() {
  const profile = useProfile();
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
        {profileTexts.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: { xs: 2, md: 3 } }}>
        {profileTexts.intro}
      </Typography>
      {profile.status === 'loading' && <ProfileSkeleton />}
      {profile.status === 'error' && (
        <NoticePanel
          role="alert"
          headingLevel="h2"
          title={profileTexts.failedToLoad}
          action={
            <Button variant="contained" onClick={profile.retry}>
              {profileTexts.retry}
            </Button>
          }
        />
      )}
      {profile.status === 'success' && <ProfileDetails user={profile.data} />}
    </Box>
  );
}

function ProfileSkeleton() {
  return (
    <Box
      role="status"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '300px 1fr' },
        alignItems: 'start',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {profileTexts.loading}
      </Box>
      <Skeleton variant="rounded" height={240} sx={{ borderRadius: '24px' }} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Skeleton variant="rounded" height={260} sx={{ borderRadius: '24px' }} />
        <Skeleton variant="rounded" height={160} sx={{ borderRadius: '24px' }} />
      </Box>
    </Box>
  );
}
