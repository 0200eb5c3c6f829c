import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { EARLIEST_BIRTHDAY } from '../../../contract/constants.ts';
import type {
  DealAlertPaceChange,
  Notification,
  Role,
  UpdateProfileRequest,
  User,
} from '../../../contract/profile.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import { canonicalTimeZone } from '../../domain/quiet-hours.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { toWireUser } from './user-view.ts';

export { toWireLastAddress, toWireUser } from './user-view.ts';

export type ProfileService = ReturnType<typeof createProfileService>;

export function createProfileService({
  db,
  clock,
  roleOf,
}: {
  db: Db;
  clock: Clock;
  roleOf: (email: string) => Promise<Role>;
}) {
  async function requireUser(userId: number) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw notFound('Account not found');
    return row;
  }

  return {
    async getProfile(userId: number): Promise<User> {
      const row = await requireUser(userId);
      return toWireUser(row, await roleOf(row.email));
    },

    /** Replaces the fields the request carries, all or nothing; the e-mail never changes here. */
    async updateProfile(userId: number, change: UpdateProfileRequest): Promise<User> {
      const now = clock.now();
      const today = now.toISOString().slice(0, 10);
      const dateOfBirth = change.dateOfBirth === '' ? null : change.dateOfBirth;
      if (dateOfBirth && dateOfBirth >= today) {
        throw badRequest("Invalid field 'dateOfBirth': must be in the past");
      }
      if (dateOfBirth && dateOfBirth < EARLIEST_BIRTHDAY) {
        throw badRequest(`Invalid field 'dateOfBirth': must be on or after ${EARLIEST_BIRTHDAY}`);
      }
      const prefs = change.preferences;
      const [row] = await db
        .update(users)
        .set({
          updatedAt: now,
          ...(change.firstName === undefined ? {} : { firstName: change.firstName }),
          ...(change.lastName === undefined ? {} : { lastName: change.lastName }),
          ...(change.phone === undefined ? {} : { phone: change.phone || null }),
          ...(dateOfBirth === undefined ? {} : { dateOfBirth }),
          ...(prefs?.emailNotifications === undefined
            ? {}
            : { emailNotifications: prefs.emailNotifications }),
          ...(prefs?.smsNotifications === undefined
            ? {}
            : { smsNotifications: prefs.smsNotifications }),
          ...(prefs?.dealAlerts === undefined ? {} : { dealAlerts: prefs.dealAlerts }),
          ...(prefs?.dealAlertPace === undefined ? {} : storedPaceOf(prefs.dealAlertPace)),
          ...(prefs?.showInitials === undefined ? {} : { showInitials: prefs.showInitials }),
          ...(prefs?.categories === undefined ? {} : { favouriteCategories: prefs.categories }),
        })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw notFound('Account not found');
      return toWireUser(row, await roleOf(row.email));
    },

    /** One page of the shopper's notifications, newest first, and how many are unread in all. */
    async listNotifications(
      userId: number,
      page: { cursor?: string; limit: number; unreadOnly: boolean },
    ): Promise<{ notifications: Notification[]; nextCursor: string | null; unreadCount: number }> {
      const conditions: SQL[] = [eq(notifications.userId, userId)];
      if (page.unreadOnly) conditions.push(isNull(notifications.readAt));
      if (page.cursor !== undefined)
        conditions.push(lt(notifications.id, decodeNotificationCursor(page.cursor)));
      const rows = await db
        .select()
        .from(notifications)
        .where(and(...conditions))
        .orderBy(desc(notifications.id))
        .limit(page.limit + 1);
      const [unread] = await db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      const pageRows = rows.slice(0, page.limit);
      const last = pageRows.at(-1);
      return {
        notifications: pageRows.map(toWireNotification),
        nextCursor: rows.length > page.limit && last ? encodeNotificationCursor(last.id) : null,
        unreadCount: unread?.count ?? 0,
      };
    },

    /** Marks one of the shopper's own notifications read (keeping the first time); another's is 404. */
    async markNotificationRead(userId: number, id: number): Promise<Notification> {
      const [row] = await db
        .update(notifications)
        .set({
          readAt: sql`coalesce(${notifications.readAt}, ${clock.now().toISOString()}::timestamptz)`,
        })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      if (!row) throw notFound('Notification not found');
      return toWireNotification(row);
    },
  };
}

/** A pace from the wire as the account's columns, its time zone under Intl's own name. */
function storedPaceOf(pace: DealAlertPaceChange) {
  return {
    dealAlertsPerDay: pace.maxPerDay,
    quietHoursFrom: pace.quietHours?.from ?? null,
    quietHoursTo: pace.quietHours?.to ?? null,
    timeZone: canonicalTimeZone(pace.timeZone),
  };
}

function toWireNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    url: row.url,
    read: row.readAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function encodeNotificationCursor(id: number): string {
  return Buffer.from(`n${id}`).toString('base64url');
}

function decodeNotificationCursor(text: string): number {
  const match = /^n(\d{1,10})$/.exec(Buffer.from(text, 'base64url').toString());
  const id = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(id)) {
    throw badRequest("Invalid query parameter 'cursor': use the next_cursor of the previous page");
  }
  return id;
}
