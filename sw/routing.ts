/** How the worker answers a request; `null` leaves it to the browser as if there were no worker. */
export type Strategy = 'catalogue' | 'image' | 'search' | 'network-only' | null;

export const SEARCH_PATH = '/api/v1/products/search';

/** Catalogue reads a shopper may browse offline: network first, then the last copy kept. */
const cataloguePaths = [
  /^\/api\/v1\/ecommerce\/active-deal$/,
  /^\/api\/v1\/ecommerce\/deals\/\d+$/,
  /^\/api\/v1\/categories\/dropdown$/,
  /^\/api\/v1\/categories\/\d+(?:\/deals)?$/,
  /^\/api\/v1\/subcategories\/\d+(?:\/deals)?$/,
  /^\/api\/v1\/getfeatured$/,
];

/**
 * Which strategy serves a request. Only GETs of our own origin are ever cached; everything a
 * shopper owns (auth, orders, checkout, payments, profile) and every write goes to the network
 * only, so no shopper's data lands in a cache.
 */
export function strategyFor(url: URL, method: string, origin: string): Strategy {
  if (url.origin !== origin) return null;
  const isApi = url.pathname.startsWith('/api/');
  if (method !== 'GET') return isApi ? 'network-only' : null;
  if (cataloguePaths.some((path) => path.test(url.pathname))) return 'catalogue';
  // Results are not kept (each query is its own address): offline, the saved deals are searched.
  if (url.pathname === SEARCH_PATH) return 'search';
  if (isApi) return 'network-only';
  if (url.pathname.startsWith('/images/')) return 'image';
  return null;
}

/** The header a response served from the worker's cache carries: when it was fetched. */
export const SAVED_AT_HEADER = 'x-bogo-saved-at';

/** The meta tag a page served from the worker's cache carries: when it was fetched. */
export const SAVED_PAGE_META = 'bogo-saved-at';

/**
 * A saved copy of a server-rendered page, marked with when it was fetched (`fetchedAt`, an HTTP
 * date): the page's deals are as of then, and the PWA says so (src/lib/saved-at.ts).
 */
export function markSavedPage(html: string, fetchedAt: string | null): string {
  const time = fetchedAt === null ? Number.NaN : Date.parse(fetchedAt);
  if (Number.isNaN(time)) return html;
  const meta = `<meta name="${SAVED_PAGE_META}" content="${new Date(time).toISOString()}">`;
  return html.replace('<head>', `<head>${meta}`);
}

/**
 * The header of search results the worker made from saved deals while offline: how many saved
 * deals it searched.
 */
export const OFFLINE_SEARCH_HEADER = 'x-bogo-offline-search';
