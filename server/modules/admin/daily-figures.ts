import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { paymentCaptures } from '../../db/schema.ts';

/** The UTC day of a timestamp column, as YYYY-MM-DD. */
export const utcDay = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** How many rows of `table` have `column` in [from, to], per UTC day of it. */
export function countByDay(db: Db, table: PgTable, column: PgColumn, from: Date, to: Date) {
  const day = utcDay(column);
  return db
    .select({ day, n: count() })
    .from(table)
    .where(and(gte(column, from), lte(column, to)))
    .groupBy(day);
}

/** The money captured in [from, to], in cents per UTC day of its capture. */
export async function capturedByDay(db: Db, from: Date, to: Date) {
  const day = utcDay(paymentCaptures.capturedAt);
  const rows = await db
    .select({ day, cents: sql<string>`sum(${paymentCaptures.amountCents})::bigint` })
    .from(paymentCaptures)
    .where(
      and(
        eq(paymentCaptures.status, 'succeeded'),
        gte(paymentCaptures.capturedAt, from),
        lte(paymentCaptures.capturedAt, to),
      ),
    )
    .groupBy(day);
  return rows.map((row) => ({ day: row.day, cents: Number(row.cents) }));
}
