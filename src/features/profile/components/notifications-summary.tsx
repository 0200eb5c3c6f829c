import Box from '@mui/material/Box';
import type { User } from '../../../../contract/profile';
import { Pill } from '../../../components/pill';
import { NOTIFICATION_PREFERENCES } from '../notification-preferences';
import { profileTexts } from '../texts';

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

/** The notification preferences read-only: On or Off for each, then the deal-alert pace. */
export function NotificationsSummary({ user }: { user: User }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
      {NOTIFICATION_PREFERENCES.map(({ key, label, hint }) => (
        <Box
          key={key}
          sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}
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
  );
}
