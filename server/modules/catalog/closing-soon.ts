import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { batches, deals } from '../../db/schema.ts';
import type { DealRow } from './deal-row.ts';

/** A group closes "within the hour" from this long before its deal's expiry. */
export const LAST_HOUR_MS = 3_600_000;

/**
 * Whether a listed deal's open group is about to close at `asOf` (docs/product.md §2): the deal
 * is open and either in its last hour or one unit short of a full group. Listings put these
 * first (docs/decisions/0045-groups-about-to-close-first.md). A deal nobody has joined has no
 * open batch and needs its whole group, at least two units (docs/architecture.md §3), so it is
 * about to close only in its last hour.
 */
export function closingSoon(asOf: Date): SQL<boolean> {
  const anHourOn = new Date(asOf.getTime() + LAST_HOUR_MS);
  const condition = and(
    eq(deals.status, 'active'),
    gt(deals.expiryDate, asOf),
    or(
      lte(deals.expiryDate, anHourOn),
      // The open batch's units left, as the listing shows them (remaining_units).
      sql`${deals.totalUnitsNeeded} - ${batches.reservedUnits} = 1`,
    ),
  );
  // Without an open batch the comparison is null, which must read as "not closing", not sort first.
  return sql<boolean>`coalesce(${condition}, false)`;
}

/** `closingSoon` of one deal row as read, for the cursor after it: the same rule in the same terms. */
export function isClosingSoon(
  row: Pick<DealRow, 'status' | 'expiryDate' | 'totalUnitsNeeded' | 'openBatchReservedUnits'>,
  asOf: Date,
): boolean {
  const msLeft = row.expiryDate.getTime() - asOf.getTime();
  const oneUnitShort =
    row.openBatchReservedUnits !== null && row.totalUnitsNeeded - row.openBatchReservedUnits === 1;
  return row.status === 'active' && msLeft > 0 && (msLeft <= LAST_HOUR_MS || oneUnitShort);
}
