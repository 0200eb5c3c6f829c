import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { User } from '../../../../contract/profile';
import { Pill } from '../../../components/pill';
import { formatIsoDate } from '../../../lib/format';
import type { NotificationPreference } from '../profile-draft';
import { profileTexts } from '../texts';
import { EmailText } from './email-text';
import { ProfileSection } from './profile-section';

export const NOTIFICATION_PREFERENCES: readonly {
  key: NotificationPreference;
  label: string;
  hint: string;
}[] = [
  {
    key: 'emailNotifications',
    label: profileTexts.emailNotifications,
    hint: profileTexts.emailNotificationsHint,
  },
  {
    key: 'smsNotifications',
    label: profileTexts.smsNotifications,
    hint: profileTexts.smsNotificationsHint,
  },
  { key: 'dealAlerts', label: profileTexts.dealAlerts, hint: profileTexts.dealAlertsHint },
  { key: 'showInitials', label: profileTexts.showInitials, hint: profileTexts.showInitialsHint },
];

/** The deal-alert pace as the shopper reads it: label and value, one line each. */
function paceOf(user: User): [string, string][] {
  const { maxPerDay, quietHours, timeZone } = user.preferences.dealAlertPace;
  return [
    [profileTexts.dealAlertsPerDay, profileTexts.dealAlertsPerDayChoice(maxPerDay)],
    [
      profileTexts.quietHours,
      quietHours ? profileTexts.quietWindow(quietHours.from, quietHours.to) : profileTexts.off,
    ],
    [profileTexts.timeZone, timeZone?.replaceAll('_', ' ') ?? profileTexts.notSet],
  ];
}

/** The profile read-only: what the shopper sees until they choose Edit. */
export function ProfileView({ user }: { user: User }) {
  const details: [string, ReactNode][] = [
    [profileTexts.firstName, user.firstName || null],
    [profileTexts.lastName, user.lastName || null],
    [profileTexts.email, <EmailText email={user.email} />],
    [profileTexts.phone, user.phone],
    [profileTexts.dateOfBirth, user.dateOfBirth ? formatIsoDate(user.dateOfBirth) : null],
  ];

  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, minWidth: 0 }}>
      <ProfileSection title={profileTexts.detailsTitle}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 3,
            rowGap: 2,
          }}
        >
          {details.map(([label, value]) => (
            <Box key={label} sx={{ minWidth: 0 }}>
              <Box
                component="dt"
                sx={{ fontSize: '0.8125rem', fontWeight: 600, color: 'text.secondary' }}
              >
                {label}
              </Box>
              <Box
                component="dd"
                sx={{
                  m: 0,
                  mt: 0.25,
                  fontSize: '1.05rem',
                  overflowWrap: 'anywhere',
                  color: value ? 'text.primary' : 'text.secondary',
                  fontStyle: value ? 'normal' : 'italic',
                }}
              >
                {value ?? profileTexts.notSet}
              </Box>
            </Box>
          ))}
        </Box>
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
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          {NOTIFICATION_PREFERENCES.map(({ key, label, hint }) => (
            <Box
              key={key}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 2,
              }}
            >
              <Box component="dt" sx={{ m: 0 }}>
                <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {label}
                </Box>
                <Box
                  component="span"
                  sx={{ display: 'block', fontSize: '0.875rem', color: 'text.secondary' }}
                >
                  {hint}
                </Box>
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                <Pill tone={user.preferences[key] ? 'success' : 'neutral'}>
                  {user.preferences[key] ? profileTexts.on : profileTexts.off}
                </Pill>
              </Box>
            </Box>
          ))}
          {paceOf(user).map(([label, value]) => (
            <Box key={label}>
              <Box component="dt" sx={{ m: 0, fontWeight: 600 }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere' }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      </ProfileSection>
    </Box>
  );
}
