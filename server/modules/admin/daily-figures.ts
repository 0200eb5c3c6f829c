import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { paymentCaptures, refunds } from '../../db/schema.ts';

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

/** A table of money movements that succeed or not: captures, refunds. */
type MoneyMovements = PgTable & { status: PgColumn; amountCents: PgColumn };

/** The money that moved successfully in [from, to]: cents and movements per UTC day of `at`. */
async function succeededCentsByDay(
  db: Db,
  table: MoneyMovements,
  at: PgColumn,
  from: Date,
  to: Date,
) {
  const day = utcDay(at);
  const rows = await db
    .select({ day, cents: sql<string>`sum(${table.amountCents})::bigint`, n: count() })
    .from(table)
    .where(and(eq(table.status, 'succeeded'), gte(at, from), lte(at, to)))
    .groupBy(day);
  return rows.map((row) => ({ ...row, cents: Number(row.cents) }));
}

/** The money captured in [from, to], in cents per UTC day of its capture. */
export const capturedByDay = (db: Db, from: Date, to: Date) =>
  succeededCentsByDay(db, paymentCaptures, paymentCaptures.capturedAt, from, to);

/** The money refunded in [from, to], in cents per UTC day the refund settled. */
export const refundedByDay = (db: Db, from: Date, to: Date) =>
  succeededCentsByDay(db, refunds, refunds.settledAt, from, to);
