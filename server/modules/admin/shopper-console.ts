import { and, asc, count, eq, ilike, isNotNull, isNull, notExists, or } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, SUBSCRIBERS_CSV_COLUMNS } from '../../../contract/admin-console.ts';
import type {
  ShoppersQuery,
  ShoppersResponse,
  SubscribersResponse,
} from '../../../contract/admin-console.ts';
import type { Db } from '../../db/client.ts';
import { emailSubscribers, orders, users } from '../../db/schema.ts';
import { csvLine } from './csv.ts';
import { containing } from './like.ts';
import { readOrderRows } from './order-console.ts';

/** The most shoppers one search finds, and the most orders shown with each. */
const MAX_MATCHES = 500;
const ORDERS_PER_SHOPPER = 50;

/** A subscriber who gets deal alerts now: confirmed by the mailed link and not unsubscribed since. */
export const currentSubscriber = and(
  isNotNull(emailSubscribers.confirmedAt),
  isNull(emailSubscribers.unsubscribedAt),
);

type Match = {
  userId: number | null;
  email: string;
  name: string;
  createdAt: Date | null;
  isDemo: boolean;
};

/**
 * GET /admin/shoppers?q=: accounts whose e-mail contains `q`, and guests (checkouts with no
 * account) with such an e-mail, by e-mail, each with their latest orders and whether they
 * subscribe to deal alerts.
 */
export async function findShoppers(
  db: Db,
  query: ShoppersQuery,
): Promise<ShoppersResponse['data']> {
  const pattern = containing(query.q);
  const accounts = await db
    .select()
    .from(users)
    .where(ilike(users.email, pattern))
    .orderBy(asc(users.email))
    .limit(MAX_MATCHES);
  const guests = await db
    .selectDistinct({ email: orders.buyerEmail })
    .from(orders)
    .where(
      and(
        isNull(orders.userId),
        ilike(orders.buyerEmail, pattern),
        notExists(
          db.select({ id: users.id }).from(users).where(eq(users.email, orders.buyerEmail)),
        ),
      ),
    )
    .orderBy(asc(orders.buyerEmail))
    .limit(MAX_MATCHES);
  const matches: Match[] = [
    ...accounts.map((user) => ({
      userId: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      createdAt: user.createdAt,
      isDemo: user.isDemo,
    })),
    ...guests.map((guest) => ({
      userId: null,
      email: guest.email,
      name: '',
      createdAt: null,
      isDemo: false,
    })),
  ].sort((a, b) => a.email.localeCompare(b.email));
  const pageRows = matches.slice((query.page - 1) * ADMIN_PAGE_SIZE, query.page * ADMIN_PAGE_SIZE);
  const rows = [];
  for (const match of pageRows) {
    const [subscribed] = await db
      .select({ id: emailSubscribers.id })
      .from(emailSubscribers)
      .where(and(eq(emailSubscribers.email, match.email), currentSubscriber));
    rows.push({
      user_id: match.userId,
      email: match.email,
      name: match.name,
      created_at: match.createdAt?.toISOString() ?? null,
      subscribed: subscribed !== undefined,
      is_demo: match.isDemo,
      orders: await readOrderRows(
        db,
        match.userId === null
          ? eq(orders.buyerEmail, match.email)
          : or(eq(orders.userId, match.userId), eq(orders.buyerEmail, match.email)),
        ORDERS_PER_SHOPPER,
      ),
    });
  }
  return { rows, total: matches.length, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

/** GET /admin/subscribers: how many e-mails get deal alerts now, and how many left (an address
 * still waiting for its confirmation is neither). */
export async function subscriberCounts(db: Db): Promise<SubscribersResponse['data']> {
  const [subscribed] = await db
    .select({ n: count() })
    .from(emailSubscribers)
    .where(currentSubscriber);
  const [left] = await db
    .select({ n: count() })
    .from(emailSubscribers)
    .where(isNotNull(emailSubscribers.unsubscribedAt));
  return { subscribers: subscribed?.n ?? 0, unsubscribed: left?.n ?? 0 };
}

const CSV_PAGE = 1_000;

/** GET /admin/subscribers/export.csv: every current subscriber, oldest first, read in pages. */
export async function* subscribersCsv(db: Db): AsyncGenerator<string> {
  yield csvLine(SUBSCRIBERS_CSV_COLUMNS);
  for (let offset = 0; ; offset += CSV_PAGE) {
    const rows = await db
      .select()
      .from(emailSubscribers)
      .where(currentSubscriber)
      .orderBy(asc(emailSubscribers.id))
      .limit(CSV_PAGE)
      .offset(offset);
    for (const row of rows) yield csvLine([row.email, row.subscribedAt.toISOString()]);
    if (rows.length < CSV_PAGE) return;
  }
}
