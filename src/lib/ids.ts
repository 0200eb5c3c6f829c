/** A path segment as a positive whole id, or null ('12' -> 12; '12a', '0', '-3' -> null). */
export function parseId(segment: string): number | null {
  if (!/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
