import { and, asc, eq, inArray } from 'drizzle-orm';
import type { GroupMembersResponse } from '../../../contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import { batches, orders, users } from '../../db/schema.ts';

/** The most initials a deal page shows; the rest are "+N". */
export const SHOWN_INITIALS = 8;
const HOUR_MS = 3_600_000;

/** A member's initials: 'Ada Lovelace' -> 'AL'; null without a name to take them from. */
function initialsOf(firstName: string, lastName: string): string | null {
  const letters = [firstName, lastName]
    .map((name) => Array.from(name.trim())[0] ?? '')
    .join('')
    .toLocaleUpperCase('en');
  return letters === '' ? null : letters;
}

/**
 * The members of a deal's open group as the deal page shows them: a member is an order waiting
 * in the group. A guest, a shopper without a name and one who hides their initials count among
 * the others. Demo shoppers are counted apart too, so the page can say they are not real.
 */
export async function groupMembers(
  db: Db,
  dealId: number,
  now: Date,
): Promise<GroupMembersResponse['data']> {
  const rows = await db
    .select({
      joinedAt: orders.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      showInitials: users.showInitials,
      isDemo: users.isDemo,
    })
    .from(orders)
    .innerJoin(batches, eq(batches.id, orders.batchId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(batches.dealId, dealId),
        eq(batches.status, 'open'),
        inArray(orders.status, ['pending_charge', 'payment_action_required']),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const initials = rows
    .flatMap((row) =>
      row.showInitials ? [initialsOf(row.firstName ?? '', row.lastName ?? '')] : [],
    )
    .filter((shown) => shown !== null)
    .slice(0, SHOWN_INITIALS);
  const hourAgo = now.getTime() - HOUR_MS;
  return {
    joinedLastHour: rows.filter((row) => row.joinedAt.getTime() > hourAgo).length,
    initials,
    others: rows.length - initials.length,
    demo: rows.filter((row) => row.isDemo === true).length,
  };
}
