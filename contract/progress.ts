/**
 * How full a group is, in whole percent rounded down: a group shows 100 only once it has filled.
 * The API, the live event stream and the PWA all print this one figure, so they never disagree.
 */
export function progressPercentage(reservedUnits: number, groupSize: number): number {
  if (groupSize <= 0) return 0;
  return Math.min(100, Math.floor((reservedUnits * 100) / groupSize));
}
