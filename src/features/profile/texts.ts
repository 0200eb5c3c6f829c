import type { FavouriteCategory } from '../../../contract/profile';

/** SPEC 5: the favourite categories a shopper may pick (the server accepts exactly these). */
export const FAVOURITE_CATEGORIES: readonly FavouriteCategory[] = [
  'Electronics',
  'Fashion',
  'Food & Drink',
  'Sports',
  'Beauty',
  'Home & Living',
];

/** The server's length limits (contract/profile), kept here so zod stays out of the bundle. */
export const NAME_MAX_LENGTH = 50;
export const PHONE_MAX_LENGTH = 20;

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
  notSet: 'Not set',

  categoriesTitle: 'Favourite categories',
  categoriesIntro: 'We put deals from these first and tell you when new ones open.',
  noCategories: 'None chosen yet',

  notificationsTitle: 'Notifications',
  emailNotifications: 'Email notifications',
  emailNotificationsHint: 'Order updates and receipts by e-mail',
  smsNotifications: 'SMS notifications',
  smsNotificationsHint: 'Text messages when your group fills',
  dealAlerts: 'Deal alerts',
  dealAlertsHint: 'New deals in your favourite categories',
  on: 'On',
  off: 'Off',
  memberSince: 'Signed in as',
} as const;
