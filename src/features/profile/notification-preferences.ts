import type { NotificationPreference } from './profile-draft';
import { profileTexts } from './texts';

/** The profile's yes-or-no notification preferences, in the order both view and form show them. */
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
