import { FAVOURITE_CATEGORIES } from '../../../contract/constants';
import type { FavouriteCategory, UpdateProfileRequest, User } from '../../../contract/profile';
import { paceChangeOf, paceDraftOf, type PaceDraft } from './deal-alert-pace';

/** The edit form's values: every field as the inputs hold it. */
export interface ProfileDraft {
  firstName: string;
  lastName: string;
  phone: string;
  dateOfBirth: string;
  emailNotifications: boolean;
  smsNotifications: boolean;
  dealAlerts: boolean;
  showInitials: boolean;
  pace: PaceDraft;
  categories: FavouriteCategory[];
}

export type NotificationPreference =
  'emailNotifications' | 'smsNotifications' | 'dealAlerts' | 'showInitials';

export function draftOf(user: User): ProfileDraft {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    emailNotifications: user.preferences.emailNotifications,
    smsNotifications: user.preferences.smsNotifications,
    dealAlerts: user.preferences.dealAlerts,
    showInitials: user.preferences.showInitials,
    pace: paceDraftOf(user.preferences.dealAlertPace),
    categories: [...user.preferences.categories],
  };
}

/** docs/product.md §7's PUT body: the whole form, blanks as null, categories in docs/product.md §5's order. */
export function updateOf(draft: ProfileDraft): UpdateProfileRequest {
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    phone: draft.phone.trim() || null,
    dateOfBirth: draft.dateOfBirth || null,
    preferences: {
      emailNotifications: draft.emailNotifications,
      smsNotifications: draft.smsNotifications,
      dealAlerts: draft.dealAlerts,
      dealAlertPace: paceChangeOf(draft.pace),
      showInitials: draft.showInitials,
      categories: FAVOURITE_CATEGORIES.filter((category) => draft.categories.includes(category)),
    },
  };
}

export function toggleCategory(
  categories: FavouriteCategory[],
  category: FavouriteCategory,
): FavouriteCategory[] {
  return categories.includes(category)
    ? categories.filter((chosen) => chosen !== category)
    : [...categories, category];
}
