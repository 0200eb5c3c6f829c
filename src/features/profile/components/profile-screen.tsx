import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import type { User } from '../../../../contract/profile';
import { NoticePanel } from '../../../components/notice-panel';
import { ShopperScreen } from '../../../components/shopper-screen';
import { visuallyHidden } from '../../../components/visually-hidden';
import { profileTexts } from '../texts';
import { ProfileDetails } from './profile-details';

function ProfileFrame({ children }: { children: ReactNode }) {
  return (
    <ShopperScreen title={profileTexts.title} intro={profileTexts.intro} maxWidth={1040}>
      {children}
    </ShopperScreen>
  );
}

/**
 * docs/product.md §2's Profile screen with the shopper's loaded profile; `onSaved` follows a save, `more`
 * holds other features' sections (the route puts the passkeys there).
 */
export function ProfileScreen({
  user,
  onSaved,
  more,
}: {
  user: User;
  onSaved: () => void;
  more?: ReactNode;
}) {
  return (
    <ProfileFrame>
      <ProfileDetails user={user} onSaved={onSaved} more={more} />
    </ProfileFrame>
  );
}

export function ProfileScreenLoading() {
  return (
    <ProfileFrame>
      <ProfileSkeleton />
    </ProfileFrame>
  );
}

/** The profile did not load: docs/product.md §8's text and a retry. */
export function ProfileScreenError({ onRetry }: { onRetry: () => void }) {
  return (
    <ProfileFrame>
      <NoticePanel
        role="alert"
        headingLevel="h2"
        title={profileTexts.failedToLoad}
        action={
          <Button variant="contained" onClick={onRetry}>
            {profileTexts.retry}
          </Button>
        }
      />
    </ProfileFrame>
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
