import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batches } from '../../db/schema.ts';

export type ResizeOutcome = { kind: 'resized' } | { kind: 'locked'; reservedUnits: number };

/**
 * Gives the deal's open group a new size in the caller's transaction, only while nobody has
 * reserved in it: a shopper's reservation was made against the size they saw.
 */
export async function resizeOpenGroup(
  tx: Db,
  dealId: number,
  size: number,
): Promise<ResizeOutcome> {
  const [open] = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.dealId, dealId), eq(batches.status, 'open')))
    .for('update');
  if (open && open.reservedUnits > 0) return { kind: 'locked', reservedUnits: open.reservedUnits };
  if (open) await tx.update(batches).set({ size }).where(eq(batches.id, open.id));
  return { kind: 'resized' };
}
