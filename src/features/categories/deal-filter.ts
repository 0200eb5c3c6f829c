/** What the home category strip selects; the home screen turns it into a deal listing. */
export type DealFilter =
  { kind: 'all' } | { kind: 'expiring' } | { kind: 'category'; categoryId: number; name: string };

/** docs/product.md §9: Expiring Soon means 24 hours or fewer left. */
export const EXPIRING_SOON_HOURS = 24;

export function isExpiringSoon(expiryLeftHours: number): boolean {
  return expiryLeftHours > 0 && expiryLeftHours <= EXPIRING_SOON_HOURS;
}

export function sameFilter(a: DealFilter, b: DealFilter): boolean {
  if (a.kind === 'category' && b.kind === 'category') return a.categoryId === b.categoryId;
  return a.kind === b.kind;
}
