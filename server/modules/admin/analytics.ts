import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { AnalyticsResponse } from '../../../contract/admin.ts';
import type { Db } from '../../db/client.ts';
import { batches, deals } from '../../db/schema.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { capturedByDay, countByDay, utcDay } from './daily-figures.ts';

const DAY_MS = 86_400_000;

type Figures = { filled: number; expired: number; revenueCents: number };

/** filled / (filled + expired), to four decimals; null when no group ended. */
export function fillRate(filled: number, expired: number): number | null {
  const ended = filled + expired;
  return ended === 0 ? null : Math.round((filled / ended) * 10_000) / 10_000;
}

/**
 * Groups filled, groups expired, the fill rate and the revenue captured over the last `days`
 * days (UTC, today included), with one row per day, empty days too. A group counts on the day
 * it filled or, for one that expired, on the day its deal expired; revenue on the day captured.
 */
export async function groupAnalytics(
  db: Db,
  now: Date,
  days: number,
): Promise<AnalyticsResponse['data']> {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(todayStart - (days - 1) * DAY_MS);

  const filled = await countByDay(db, batches, batches.filledAt, from, now);

  const expiredDay = utcDay(deals.expiryDate);
  const expired = await db
    .select({ day: expiredDay, count: sql<number>`count(*)::int` })
    .from(batches)
    .innerJoin(deals, eq(deals.id, batches.dealId))
    .where(
      and(eq(batches.status, 'expired'), gte(deals.expiryDate, from), lte(deals.expiryDate, now)),
    )
    .groupBy(expiredDay);

  const revenue = await capturedByDay(db, from, now);

  const byDay = new Map<string, Figures>();
  for (let day = 0; day < days; day++) {
    byDay.set(new Date(from.getTime() + day * DAY_MS).toISOString().slice(0, 10), {
      filled: 0,
      expired: 0,
      revenueCents: 0,
    });
  }
  for (const row of filled) {
    const figures = byDay.get(row.day);
    if (figures) figures.filled = row.n;
  }
  for (const row of expired) {
    const figures = byDay.get(row.day);
    if (figures) figures.expired = Number(row.count);
  }
  for (const row of revenue) {
    const figures = byDay.get(row.day);
    if (figures) figures.revenueCents = row.cents;
  }

  const totals: Figures = { filled: 0, expired: 0, revenueCents: 0 };
  for (const figures of byDay.values()) {
    totals.filled += figures.filled;
    totals.expired += figures.expired;
    totals.revenueCents += figures.revenueCents;
  }
  return {
    days,
    from: from.toISOString(),
    to: now.toISOString(),
    totals: toWire(totals),
    by_day: [...byDay].map(([date, figures]) => ({ date, ...toWire(figures) })),
  };
}

function toWire({ filled, expired, revenueCents }: Figures) {
  return {
    groups_filled: filled,
    groups_expired: expired,
    fill_rate: fillRate(filled, expired),
    revenue_cents: revenueCents,
    revenue: centsToDecimal(revenueCents),
  };
}
