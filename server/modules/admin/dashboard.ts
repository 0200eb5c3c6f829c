import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DashboardResponse, DealAtRisk } from '../../../contract/admin-console.ts';
import type { Db } from '../../db/client.ts';
import { batches, deals, emailSubscribers, orders } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { fillRate } from './analytics.ts';
import { capturedByDay, countByDay, refundedByDay } from './daily-figures.ts';
import { currentSubscriber } from './shopper-console.ts';
import { adminTexts } from './texts.ts';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
const AT_RISK = 5;

/** The period asked for: from/to as given, else the 30 days up to now; 400 naming a bad bound. */
export function dashboardPeriod(now: Date, from?: string, to?: string): { from: Date; to: Date } {
  const end = to ? new Date(to) : now;
  const start = from ? new Date(from) : new Date(end.getTime() - DEFAULT_DAYS * DAY_MS);
  if (start.getTime() > end.getTime()) throw badRequest(adminTexts.periodReversed);
  if (end.getTime() - start.getTime() > MAX_DAYS * DAY_MS)
    throw badRequest(adminTexts.periodTooLong(MAX_DAYS));
  return { from: start, to: end };
}

/** Every UTC day the period touches, as YYYY-MM-DD. */
function daysOf(from: Date, to: Date): string[] {
  const days: string[] = [];
  const first = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let at = first; at <= to.getTime(); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

type DayFigures = DashboardResponse['data']['by_day'][number];

/**
 * The dashboard's figures for [from, to], all read from the database: money captured and
 * refunded, orders placed, groups filled and failed (expired, or cancelled by an operator), the
 * median time from a group's start to its filling, subscribers now, a row per UTC day, and the
 * active deals nearest to filling and to expiring.
 */
export async function dashboard(
  db: Db,
  now: Date,
  period: { from: Date; to: Date },
): Promise<DashboardResponse['data']> {
  const { from, to } = period;
  const byDay = new Map<string, DayFigures>(
    daysOf(from, to).map((date) => [
      date,
      { date, gross_sales_cents: 0, orders: 0, groups_filled: 0, refunds_cents: 0 },
    ]),
  );
  const add = (day: string, field: Exclude<keyof DayFigures, 'date'>, value: number) => {
    const figures = byDay.get(day);
    if (figures) figures[field] += value;
  };

  for (const row of await capturedByDay(db, from, to)) add(row.day, 'gross_sales_cents', row.cents);
  for (const row of await countByDay(db, orders, orders.createdAt, from, to))
    add(row.day, 'orders', row.n);
  for (const row of await countByDay(db, batches, batches.filledAt, from, to))
    add(row.day, 'groups_filled', row.n);

  const refundRows = await refundedByDay(db, from, to);
  for (const row of refundRows) add(row.day, 'refunds_cents', row.cents);

  const [failed] = await db
    .select({ n: count() })
    .from(batches)
    .innerJoin(deals, eq(deals.id, batches.dealId))
    .where(
      and(
        eq(batches.status, 'expired'),
        or(
          and(
            isNotNull(batches.cancelledAt),
            gte(batches.cancelledAt, from),
            lte(batches.cancelledAt, to),
          ),
          and(isNull(batches.cancelledAt), gte(deals.expiryDate, from), lte(deals.expiryDate, to)),
        ),
      ),
    );
  const [median] = await db
    .select({
      seconds: sql<
        string | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${batches.filledAt} - ${batches.createdAt}))`,
    })
    .from(batches)
    .where(and(gte(batches.filledAt, from), lte(batches.filledAt, to)));
  const [subscribers] = await db
    .select({ n: count() })
    .from(emailSubscribers)
    .where(currentSubscriber);

  const days = [...byDay.values()];
  const sum = (field: Exclude<keyof DayFigures, 'date'>) =>
    days.reduce((total, day) => total + day[field], 0);
  const groupsFilled = sum('groups_filled');
  const groupsFailed = failed?.n ?? 0;
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    gross_sales_cents: sum('gross_sales_cents'),
    orders: sum('orders'),
    groups_filled: groupsFilled,
    groups_failed: groupsFailed,
    fill_rate: fillRate(groupsFilled, groupsFailed),
    median_seconds_to_fill: median?.seconds == null ? null : Math.round(Number(median.seconds)),
    refunds_cents: sum('refunds_cents'),
    refunds_count: refundRows.reduce((total, row) => total + row.n, 0),
    subscribers: subscribers?.n ?? 0,
    by_day: days,
    ...(await dealsAtRisk(db, now)),
  };
}

async function dealsAtRisk(db: Db, now: Date) {
  const reserved = sql<number>`coalesce(${batches.reservedUnits}, 0)`;
  const columns = {
    id: deals.id,
    encodedId: deals.encodedId,
    title: deals.title,
    reserved,
    size: deals.totalUnitsNeeded,
    expiryDate: deals.expiryDate,
  };
  const active = and(eq(deals.status, 'active'), gt(deals.expiryDate, now));
  const openBatch = and(eq(batches.dealId, deals.id), eq(batches.status, 'open'));
  const toWire = (row: {
    id: number;
    encodedId: string;
    title: string;
    reserved: number;
    size: number;
    expiryDate: Date;
  }): DealAtRisk => ({
    id: row.id,
    encoded_id: row.encodedId,
    title: row.title,
    reserved_units: Number(row.reserved),
    total_units_needed: row.size,
    expiry_date: row.expiryDate.toISOString(),
  });
  const filling = await db
    .select(columns)
    .from(deals)
    .innerJoin(batches, openBatch)
    .where(and(active, gt(batches.reservedUnits, 0)))
    .orderBy(desc(sql`${batches.reservedUnits}::float / ${batches.size}`), asc(deals.expiryDate))
    .limit(AT_RISK);
  const expiring = await db
    .select(columns)
    .from(deals)
    .leftJoin(batches, openBatch)
    .where(active)
    .orderBy(asc(deals.expiryDate), asc(deals.id))
    .limit(AT_RISK);
  return { closest_to_filling: filling.map(toWire), closest_to_expiring: expiring.map(toWire) };
}
