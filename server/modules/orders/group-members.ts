import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { GroupMember } from '../../../contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';

/** A shopper in a group: whom they are (to mark the reader), how they show and what they hold. */
interface Member {
  shopper: string;
  initials: string;
  units: number;
}

/** Reservations that left their group hold no place in it. */
const LEFT_GROUP = ['cancelled', 'reservation_expired'];

/** The same shopper whether signed in or not: their account, else the e-mail a guest gave. */
export function shopperKey(userId: number | null, buyerEmail: string): string {
  return userId === null ? `email:${buyerEmail.toLowerCase()}` : `user:${userId}`;
}

/** 'Ada Lovelace' -> 'AL'; with no name, the first letter of the e-mail: never more of it. */
export function initialsOf(firstName: string, lastName: string, email: string): string {
  const first = (text: string) => Array.from(text.trim())[0]?.toUpperCase() ?? '';
  const named = first(firstName) + first(lastName);
  return named || first(email.replace(/[^\p{L}\p{N}]/gu, '')) || '?';
}

/**
 * Who is in each of the groups `batchIds`, one entry per shopper in the order they first joined,
 * with the units they hold. Only initials leave this function.
 */
export async function readGroupMembers(db: Db, batchIds: number[]): Promise<Map<number, Member[]>> {
  const groups = new Map<number, Member[]>();
  if (batchIds.length === 0) return groups;
  const rows = await db
    .select({
      batchId: orders.batchId,
      userId: orders.userId,
      buyerEmail: orders.buyerEmail,
      quantity: orders.quantity,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(inArray(orders.batchId, batchIds), notInArray(orders.status, LEFT_GROUP)))
    .orderBy(asc(orders.id));
  for (const row of rows) {
    if (row.batchId === null) continue;
    const members = groups.get(row.batchId) ?? [];
    const shopper = shopperKey(row.userId, row.buyerEmail);
    const known = members.find((member) => member.shopper === shopper);
    if (known) known.units += row.quantity;
    else
      members.push({
        shopper,
        initials: initialsOf(row.firstName ?? '', row.lastName ?? '', row.buyerEmail),
        units: row.quantity,
      });
    groups.set(row.batchId, members);
  }
  return groups;
}

/** The group as the shopper `reader` sees it: themselves marked, the others by initials. */
export function membersFor(members: Member[] | undefined, reader: string): GroupMember[] {
  return (members ?? []).map(({ shopper, initials, units }) => ({
    initials,
    units,
    you: shopper === reader,
  }));
}
