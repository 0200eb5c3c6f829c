import { ADMIN_DEAL_SORTS, ADMIN_ORDER_SORTS } from '../../../contract/admin-limits';

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
  deals: ['status', 'category', 'q', 'sort'],
  orders: ['status', 'type', 'fulfilment', 'q', 'sort'],
  shoppers: ['q'],
  audit: ['actor', 'action', 'entity', 'from', 'to'],
  groups: ['deal'],
  subscribers: ['deal'],
} as const;

type ListName = keyof typeof listKeys;

/** The columns each list may be sorted by, on the server (none: the list is not sorted). */
export const LIST_SORTS = {
  deals: ADMIN_DEAL_SORTS,
  orders: ADMIN_ORDER_SORTS,
} as const satisfies Partial<Record<ListName, readonly string[]>>;

const sortsOf = (list: ListName): readonly string[] =>
  list in LIST_SORTS ? LIST_SORTS[list as keyof typeof LIST_SORTS] : [];

/** What a filtered screen's address holds: `ListSearch<'orders'>` is `{ status?, type?, q?, page? }`. */
export type ListSearch<List extends ListName> = PickedSearch<(typeof listKeys)[List][number]>;

/**
 * The options every filtered console list shares, spread into its route: its filters (and the
 * page) read from the address, a load for each change of them, and never a list kept from
 * before an operator's action.
 */
export function filteredList<List extends ListName>(list: List) {
  return {
    validateSearch: (search: Record<string, unknown>): ListSearch<List> => {
      const picked = pickSearch(search, listKeys[list]);
      // An address naming a column the list cannot be sorted by shows the list unsorted. Set,
      // not deleted: the parent routes pass the address's own `sort` through otherwise.
      const { sort } = picked as { sort?: string };
      if (sort && !sortsOf(list).includes(sort.replace(/^-/, '')))
        return { ...picked, sort: undefined } as ListSearch<List>;
      return picked;
    },
    loaderDeps: ({ search }: { search: ListSearch<List> }) => search,
    staleTime: 0,
  };
}
