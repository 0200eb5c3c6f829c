export { progressPercentage } from '../../contract/progress.ts';

export type StoredDealStatus = 'active' | 'inactive' | 'expired';

const HOUR_MS = 3_600_000;

/** A deal whose expiry date has passed is expired, whatever its stored status says. */
export function effectiveDealStatus(
  stored: StoredDealStatus,
  expiryDate: Date,
  now: Date,
): StoredDealStatus {
  if (stored === 'active' && expiryDate.getTime() <= now.getTime()) return 'expired';
  return stored;
}

/** Hours left until expiry, to two decimals, never negative. */
export function expiryLeftHours(expiryDate: Date, now: Date): number {
  const hours = (expiryDate.getTime() - now.getTime()) / HOUR_MS;
  return hours <= 0 ? 0 : Math.floor(hours * 100) / 100;
}

/**
 * A deal's counts describe its open batch: with none open, nobody has reserved yet and the
 * whole group is available.
 */
export function batchProgress(
  groupSize: number,
  openBatchReservedUnits: number | null,
): { reservationCount: number; remainingUnits: number } {
  const reserved = openBatchReservedUnits ?? 0;
  return { reservationCount: reserved, remainingUnits: groupSize - reserved };
}
