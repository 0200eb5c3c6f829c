import Box from '@mui/material/Box';
import type { User } from '../../../../contract/profile';
import { Pill } from '../../../components/pill';
import { profileTexts } from '../texts';
import { DetailsSummary } from './details-summary';
import { NotificationsSummary } from './notifications-summary';
import { ProfileSection } from './profile-section';

/** The profile read-only: what the shopper sees until they choose Edit. */
export function ProfileView({ user }: { user: User }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, minWidth: 0 }}>
      <ProfileSection title={profileTexts.detailsTitle}>
        <DetailsSummary user={user} />
      </ProfileSection>

      <ProfileSection title={profileTexts.categoriesTitle} intro={profileTexts.categoriesIntro}>
        {user.preferences.categories.length === 0 ? (
          <Box sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            {profileTexts.noCategories}
          </Box>
        ) : (
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {user.preferences.categories.map((category) => (
              <li key={category}>
                <Pill tone="primary" size="medium">
                  {category}
                </Pill>
              </li>
            ))}
          </Box>
        )}
      </ProfileSection>

      <ProfileSection title={profileTexts.notificationsTitle}>
        <NotificationsSummary user={user} />
      </ProfileSection>
    </Box>
  );
}
