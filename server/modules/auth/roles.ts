import { eq } from 'drizzle-orm';
import type { Role } from '../../../contract/profile.ts';
import type { StaffRole } from '../../../contract/staff-access.ts';
import type { Db } from '../../db/client.ts';
import { staff, users } from '../../db/schema.ts';

/** A member of staff as the store knows them now: their account and the role they hold. */
export type StaffMemberNow = { userId: number; email: string; role: StaffRole };

/**
 * The store's staff: ADMIN_EMAILS are owners always, and the `staff` table names the others
 * (docs/decisions/0040). Read afresh each time it is asked, never from a token.
 */
export function staffDirectory(db: Db, adminEmails: readonly string[]) {
  const owners = new Set(adminEmails.map((email) => email.trim().toLowerCase()));
  return {
    /** The role the account holds now, null when it is not staff: one read by two primary keys. */
    async memberOf(userId: number): Promise<StaffMemberNow | null> {
      const [row] = await db
        .select({ email: users.email, role: staff.role })
        .from(users)
        .leftJoin(staff, eq(staff.email, users.email))
        .where(eq(users.id, userId));
      if (!row) return null;
      if (owners.has(row.email)) return { userId, email: row.email, role: 'owner' };
      return row.role ? { userId, email: row.email, role: row.role } : null;
    },

    /**
     * The role a token carries for the PWA, decided each time one is issued: 'admin' for any
     * member of staff (it only shows the Console link; the console asks GET /admin/me).
     */
    async roleOf(email: string): Promise<Role> {
      const address = email.toLowerCase();
      if (owners.has(address)) return 'admin';
      const [row] = await db
        .select({ role: staff.role })
        .from(staff)
        .where(eq(staff.email, address));
      return row ? 'admin' : 'shopper';
    },

    /** Whether the e-mail is an owner by ADMIN_EMAILS, whom the console cannot change. */
    isFixedOwner: (email: string): boolean => owners.has(email.toLowerCase()),
  };
}
export type StaffDirectory = ReturnType<typeof staffDirectory>;
