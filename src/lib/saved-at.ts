import { useSyncExternalStore } from 'react';
import { SAVED_AT_HEADER, SAVED_PAGE_META } from '../../sw/routing';

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

/** The read standing for the deals a server-rendered page brought in its HTML. */
const PAGE_DOCUMENT = 'document';

const parsedTime = (value: string | null | undefined) => {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? null : parsed;
};

function noteRead(read: string, savedAt: number | null): void {
  const page = currentPage();
  const reads = byPage.get(page) ?? new Map<string, number | null>();
  reads.set(read, savedAt);
  // A fresh read has replaced what the page's own HTML showed.
  if (savedAt === null) reads.delete(PAGE_DOCUMENT);
  byPage.set(page, reads);
  for (const listener of listeners) listener();
}

/**
 * Called by the API client for every GET it receives: a deal read served from the worker's
 * cache carries SAVED_AT_HEADER with the time it was fetched; a fresh answer replaces that.
 */
export function noteDealRead(requestUrl: string, headers: Headers): void {
  const url = new URL(requestUrl, 'http://localhost');
  if (!DEAL_READS.some((path) => path.test(url.pathname))) return;
  noteRead(url.pathname + url.search, parsedTime(headers.get(SAVED_AT_HEADER)));
}

/**
 * Called before a server-rendered page hydrates: a page the worker served from its saved copy
 * carries SAVED_PAGE_META with the time it was fetched, and its deals are as of then.
 */
export function noteSavedPage(): void {
  const meta = document.querySelector(`meta[name="${SAVED_PAGE_META}"]`);
  const savedAt = parsedTime(meta?.getAttribute('content'));
  if (savedAt !== null) noteRead(PAGE_DOCUMENT, savedAt);
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
