import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batches } from '../../db/schema.ts';
import { giveBackStock, takeStock } from './stock.ts';

export type ResizeOutcome =
  | { kind: 'resized' }
  | { kind: 'locked'; reservedUnits: number }
  /** The deal's stock cannot set aside the open group's new size. */
  | { kind: 'sold-out' };

/**
 * Gives the deal's open group a new size in the caller's transaction, only while nobody has
 * reserved in it (a shopper's reservation was made against the size they saw) and only on
 * stock for it; on 'sold-out' the caller must roll its transaction back.
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
  if (!open) return { kind: 'resized' };
  // The group sets aside its new size instead of its old one
  // (docs/decisions/0037-stock-set-aside-by-the-group.md).
  await giveBackStock(tx, dealId, open.size);
  if (!(await takeStock(tx, dealId, size))) return { kind: 'sold-out' };
  await tx.update(batches).set({ size }).where(eq(batches.id, open.id));
  return { kind: 'resized' };
}
