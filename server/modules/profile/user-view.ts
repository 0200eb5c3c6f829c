import type { LastAddress, Role, User } from '../../../contract/profile.ts';
import { favouriteCategory } from '../../../contract/profile.ts';
import type { lastAddresses, users } from '../../db/schema.ts';

/** A stored account as the wire's User (docs/product.md §3), with its id and role. */
export function toWireUser(row: typeof users.$inferSelect, role: Role): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    role,
    preferences: {
      emailNotifications: row.emailNotifications,
      smsNotifications: row.smsNotifications,
      dealAlerts: row.dealAlerts,
      dealAlertPace: {
        maxPerDay: row.dealAlertsPerDay,
        quietHours:
          row.quietHoursFrom !== null && row.quietHoursTo !== null
            ? { from: row.quietHoursFrom, to: row.quietHoursTo }
            : null,
        timeZone: row.timeZone,
      },
      showInitials: row.showInitials,
      // A category docs/product.md later drops must not break the profile of whoever chose it.
      categories: row.favouriteCategories.flatMap((name) => {
        const parsed = favouriteCategory.safeParse(name);
        return parsed.success ? [parsed.data] : [];
      }),
    },
  };
}

export function toWireLastAddress(row: typeof lastAddresses.$inferSelect): LastAddress {
  return {
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    country: row.country,
  };
}
