import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { GroupMember } from '../../../contract/orders.ts';
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

/** One live reservation of a group, as `memberRowsOf` reads them. */
type MemberRow = {
  userId: number | null;
  buyerEmail: string;
  quantity: number;
  firstName: string | null;
  lastName: string | null;
};

/**
 * The live reservations of the group whose id is `batchId`, in the order they were made, as one
 * JSON value: a column of the statement that reads the orders, so their groups cost no second
 * round trip. Null when the group has none.
 */
export const memberRowsOf = (batchId: SQL | AnyColumn) => sql<MemberRow[] | null>`(
  select json_agg(json_build_object('userId', m.user_id, 'buyerEmail', m.buyer_email,
    'quantity', m.quantity, 'firstName', u.first_name, 'lastName', u.last_name) order by m.id)
  from ${orders} m left join ${users} u on u.id = m.user_id
  where m.batch_id = ${batchId}
    and m.status not in (${sql.join(
      LEFT_GROUP.map((status) => sql`${status}`),
      sql`, `,
    )}))`;

/**
 * Who is in a group, one entry per shopper in the order they first joined, with the units they
 * hold. Only initials leave this function.
 */
export function groupMembersOf(rows: MemberRow[] | null): Member[] {
  const members: Member[] = [];
  for (const row of rows ?? []) {
    const shopper = shopperKey(row.userId, row.buyerEmail);
    const known = members.find((member) => member.shopper === shopper);
    if (known) known.units += row.quantity;
    else
      members.push({
        shopper,
        initials: initialsOf(row.firstName ?? '', row.lastName ?? '', row.buyerEmail),
        units: row.quantity,
      });
  }
  return members;
}

/** The group as the shopper `reader` sees it: themselves marked, the others by initials. */
export function membersFor(members: Member[] | undefined, reader: string): GroupMember[] {
  return (members ?? []).map(({ shopper, initials, units }) => ({
    initials,
    units,
    you: shopper === reader,
  }));
}
