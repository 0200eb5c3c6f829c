/**
 * The console's screens keep their filters in the address. One small reader for all of them:
 * it sits in the route tree (validateSearch is not split into the screen's chunk), so it must
 * cost the shopper's first load next to nothing.
 */
export function pickSearch<Key extends string>(
  search: Record<string, unknown>,
  keys: readonly Key[],
): Partial<Record<Key, string>> & { page?: number } {
  const picked: Partial<Record<Key, string>> & { page?: number } = {};
  for (const key of keys) {
    const value = search[key];
    if ((typeof value === 'string' && value !== '') || typeof value === 'number')
      picked[key] = String(value) as (typeof picked)[Key];
  }
  const page = Number(search.page);
  picked.page = Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined;
  return picked;
}
