/**
 * The console's screens keep their filters in the address. One small reader for all of them:
 * it sits in the route tree (validateSearch is not split into the screen's chunk), so it must
 * cost the shopper's first load next to nothing.
 */
export type PickedSearch<Key extends string> = Partial<Record<Key, string>> & { page?: number };

export function pickSearch<Key extends string>(
  search: Record<string, unknown>,
  keys: readonly Key[],
): PickedSearch<Key> {
  const picked: PickedSearch<Key> = {};
  for (const key of keys) {
    const value = search[key];
    if ((typeof value === 'string' && value !== '') || typeof value === 'number')
      picked[key] = String(value) as (typeof picked)[Key];
  }
  const page = Number(search.page);
  picked.page = Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined;
  return picked;
}

/** Each filtered screen's keys in the address, besides the page. */
const listKeys = {
  deals: ['status', 'category', 'q'],
  orders: ['status', 'type', 'q'],
  shoppers: ['q'],
  audit: ['actor', 'action', 'entity', 'from', 'to'],
  groups: ['deal'],
} as const;

type ListName = keyof typeof listKeys;

/** What a filtered screen's address holds: `ListSearch<'orders'>` is `{ status?, type?, q?, page? }`. */
export type ListSearch<List extends ListName> = PickedSearch<(typeof listKeys)[List][number]>;

/**
 * The options every filtered console list shares, spread into its route: its filters (and the
 * page) read from the address, a load for each change of them, and never a list kept from
 * before an operator's action.
 */
export function filteredList<List extends ListName>(list: List) {
  return {
    validateSearch: (search: Record<string, unknown>): ListSearch<List> =>
      pickSearch(search, listKeys[list]),
    loaderDeps: ({ search }: { search: ListSearch<List> }) => search,
    staleTime: 0,
  };
}
