import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DealAlertAudience } from '../../../contract/admin-console.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions, users } from '../../db/schema.ts';

/** The category a deal's alert is about: shoppers follow it by name, browsers by id. */
export type AlertCategory = { id: number; name: string };

/**
 * Signed-in shoppers a deal's alert goes to: deal alerts on and the category among those they
 * follow. The fan-out and the console's count both use this, so what the operator is told is
 * what is sent.
 */
export const shopperFollowsCategory = ({ name }: AlertCategory) =>
  and(
    eq(users.dealAlerts, true),
    sql`${users.favouriteCategories} @> ${JSON.stringify([name])}::jsonb`,
  );

/**
 * Browsers subscribed without an account that a deal's alert is pushed to: the categories saved
 * with the subscription include the deal's. A shopper's own browsers are reached through the
 * shopper instead.
 */
export const visitorFollowsCategory = ({ id }: AlertCategory) =>
  and(
    isNull(pushSubscriptions.userId),
    sql`${pushSubscriptions.categories} @> ${JSON.stringify([id])}::jsonb`,
  );

/** Counts who an alert about the category goes to, by the fan-out's own rules. */
export async function dealAlertAudience(
  db: Db,
  category: AlertCategory,
): Promise<DealAlertAudience> {
  const [shoppers] = await db
    .select({ n: count() })
    .from(users)
    .where(shopperFollowsCategory(category));
  const [browsers] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(visitorFollowsCategory(category));
  return { category: category.name, shoppers: shoppers?.n ?? 0, browsers: browsers?.n ?? 0 };
}
