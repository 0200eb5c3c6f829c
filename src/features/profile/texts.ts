import { EARLIEST_BIRTHDAY } from '../../../contract/constants';

/** The profile screen's words: SPEC 8's texts and our own labels, shared with tests. */
export const profileTexts = {
  title: 'My Profile',
  intro: 'Your details, the deals you care about and how we reach you.',
  failedToLoad: 'Failed to load profile',
  failedToLoadToast: 'Unable to load your profile information',
  failedToUpdate: 'Failed to update profile',
  retry: 'Try Again',
  edit: 'Edit profile',
  save: 'Save changes',
  cancel: 'Cancel',
  loading: 'Loading your profile…',

  detailsTitle: 'Personal details',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  emailLocked: 'You sign in with this address, so it cannot be changed here.',
  phone: 'Phone',
  dateOfBirth: 'Date of birth',
  dateOfBirthFuture: 'Enter a date of birth in the past',
  dateOfBirthTooEarly: `Enter a date of birth from ${EARLIEST_BIRTHDAY.slice(0, 4)} on`,
  dateOfBirthInvalid: 'Enter a full date of birth (day, month and year)',
  phoneInvalid: 'Enter a phone number: digits, spaces and + ( ) - .',
  checkFields: 'Please check the fields marked above',
  notSet: 'Not set',

  categoriesTitle: 'Favourite categories',
  categoriesIntro: 'We put deals from these first and tell you when new ones open.',
  noCategories: 'None chosen yet',

  notificationsTitle: 'Notifications',
  emailNotifications: 'Email notifications',
  emailNotificationsHint:
    'Deal alerts and group reminders by e-mail; mail about your orders and payments always comes',
  smsNotifications: 'SMS notifications',
  smsNotificationsHint: 'Text messages when your group fills',
  dealAlerts: 'Deal alerts',
  dealAlertsHint: 'New deals in your favourite categories',
  on: 'On',
  off: 'Off',
  memberSince: 'Signed in as',
} as const;
