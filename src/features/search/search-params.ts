/** Mirrors the API's limits (contract/search.ts), without bringing zod into the bundle. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_MAX_PAGE = 40;

/** The address of the results page: /search?q=...&category=...&page=... */
export type SearchParams = { q: string; category?: number | undefined; page?: number | undefined };

function positiveInteger(value: unknown, max: number): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max
    ? number
    : undefined;
}

/**
 * Reads the results page's address leniently: a hand-edited or stale address shows the closest
 * sensible page (no filter, the first page, the query cut to size) rather than an error.
 */
export function parseSearchParams(search: Record<string, unknown>): SearchParams {
  const raw = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q) : '';
  const q = raw.trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
  const category = positiveInteger(search.category, 2_147_483_647);
  const page = positiveInteger(search.page, SEARCH_MAX_PAGE);
  // Every key is returned, undefined ones too: the router merges this over the raw address, so a
  // key left out would keep its unchecked value.
  return { q, category, page: page === 1 ? undefined : page };
}
