import { useSyncExternalStore } from 'react';
import { SAVED_AT_HEADER } from '../../sw/routing';

/** Deal lists and deal detail: the reads whose saved copies a screen says the age of. */
const DEAL_READS = [
  /^\/api\/v1\/ecommerce\/active-deal$/,
  /^\/api\/v1\/ecommerce\/deals\/\d+$/,
  /^\/api\/v1\/(?:sub)?categories\/\d+\/deals$/,
];

/** For each page address: each deal read's URL and when its shown copy was saved (null: fresh). */
const byPage = new Map<string, Map<string, number | null>>();
const listeners = new Set<() => void>();

function currentPage(): string {
  return globalThis.location?.pathname ?? '/';
}

/**
 * Called by the API client for every GET it receives: a deal read served from the worker's
 * cache carries SAVED_AT_HEADER with the time it was fetched; a fresh answer replaces that.
 */
export function noteDealRead(requestUrl: string, headers: Headers): void {
  const url = new URL(requestUrl, 'http://localhost');
  if (!DEAL_READS.some((path) => path.test(url.pathname))) return;
  const header = headers.get(SAVED_AT_HEADER);
  const parsed = header === null ? Number.NaN : Date.parse(header);
  const savedAt = Number.isNaN(parsed) ? null : parsed;
  const page = currentPage();
  const reads = byPage.get(page) ?? new Map<string, number | null>();
  reads.set(url.pathname + url.search, savedAt);
  byPage.set(page, reads);
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * When the oldest saved copy of a deal read shown on `page` was fetched (ms since epoch), or
 * null when everything on it came fresh from the network.
 */
export function useSavedAt(page: string): number | null {
  return useSyncExternalStore(
    subscribe,
    () => {
      const times = [...(byPage.get(page)?.values() ?? [])].filter((t) => t !== null);
      return times.length === 0 ? null : Math.min(...times);
    },
    () => null,
  );
}

/** For each page address: as of when the shopper's own data it shows is (null: current). */
const ownDataByPage = new Map<string, number>();

/**
 * A screen of the shopper's own data (My Orders) says it shows a copy as of `asOf` (offline, or
 * the server unreachable), or null once what it shows is current again.
 */
export function noteOwnDataAsOf(page: string, asOf: number | null): void {
  if (ownDataByPage.get(page) === (asOf ?? undefined)) return;
  if (asOf === null) ownDataByPage.delete(page);
  else ownDataByPage.set(page, asOf);
  for (const listener of listeners) listener();
}

/** As of when the shopper's own data shown on `page` is, or null when it is current. */
export function useOwnDataAsOf(page: string): number | null {
  return useSyncExternalStore(
    subscribe,
    () => ownDataByPage.get(page) ?? null,
    () => null,
  );
}

/** Forgets every noted read (tests). */
export function resetSavedAt(): void {
  byPage.clear();
  ownDataByPage.clear();
  for (const listener of listeners) listener();
}
