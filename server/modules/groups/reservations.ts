import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batches } from '../../db/schema.ts';
import { serviceUnavailable } from '../../http/errors.ts';

const MAX_ROUNDS = 200;

export type Reservation =
  | { ok: true; batchId: number; reservedUnits: number; size: number; filled: boolean }
  | { ok: false; unitsLeft: number };

/**
 * Reserves `quantity` units in the deal's open batch (opening one if none is open); never past
 * the group size, whatever the concurrency and however many processes run. A batch that reaches
 * its size becomes filled in the same statement. Must run inside the order's transaction.
 */
export async function reserveUnits(
  tx: Db,
  dealId: number,
  size: number,
  quantity: number,
  now: Date,
): Promise<Reservation> {
  // A batch filled by someone else between our read and our update sends us round again. Each
  // lost round means another shopper's reservation went through, so on a hot deal with small
  // groups many rounds can be lost in a row; the bound only stops a loop that makes no progress.
  for (let attempt = 0; attempt < MAX_ROUNDS; attempt++) {
    const batchId = await openBatchId(tx, dealId, size, now);
    const [reserved] = await tx
      .update(batches)
      .set({
        reservedUnits: sql`${batches.reservedUnits} + ${quantity}`,
        status: sql`case when ${batches.reservedUnits} + ${quantity} = ${batches.size} then 'filled' else 'open' end`,
        filledAt: sql`case when ${batches.reservedUnits} + ${quantity} = ${batches.size} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(
        and(
          eq(batches.id, batchId),
          eq(batches.status, 'open'),
          sql`${batches.reservedUnits} + ${quantity} <= ${batches.size}`,
        ),
      )
      .returning();
    if (reserved) {
      return {
        ok: true,
        batchId: reserved.id,
        reservedUnits: reserved.reservedUnits,
        size: reserved.size,
        filled: reserved.status === 'filled',
      };
    }
    const [current] = await tx.select().from(batches).where(eq(batches.id, batchId));
    if (current?.status === 'open')
      return { ok: false, unitsLeft: current.size - current.reservedUnits };
  }
  throw serviceUnavailable('This deal is very busy right now. Please try again in a moment.');
}

/** The open batch of the deal; opens one if there is none, settling a race through the partial unique index. */
async function openBatchId(tx: Db, dealId: number, size: number, now: Date): Promise<number> {
  const [open] = await tx
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.dealId, dealId), eq(batches.status, 'open')));
  if (open) return open.id;
  const [created] = await tx
    .insert(batches)
    .values({ dealId, size, reservedUnits: 0, status: 'open', createdAt: now })
    .onConflictDoNothing()
    .returning({ id: batches.id });
  if (created) return created.id;
  const [winner] = await tx
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.dealId, dealId), eq(batches.status, 'open')));
  if (!winner) throw new Error(`deal ${dealId} has no open batch after a conflicting insert`);
  return winner.id;
}

/** Gives a cancelled reservation's units back to its batch; only while that batch is still open. */
export async function releaseUnits(tx: Db, batchId: number, quantity: number): Promise<boolean> {
  const released = await tx
    .update(batches)
    .set({ reservedUnits: sql`${batches.reservedUnits} - ${quantity}` })
    .where(
      and(
        eq(batches.id, batchId),
        eq(batches.status, 'open'),
        sql`${batches.reservedUnits} >= ${quantity}`,
      ),
    )
    .returning({ id: batches.id });
  return released.length === 1;
}
