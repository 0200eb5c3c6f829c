import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../adapters/clock.ts';

/** A listing page serialised once, with the entity tag a browser revalidates against. */
export type CachedPage = { body: string; etag: string };

export type ListingCache = {
  /** The page stored under `key`, produced at most once per key while a fresh copy exists. */
  page(key: string, produce: () => Promise<string>): Promise<CachedPage>;
  /** Drops every page, for when a deal changes in this process. */
  clear(): void;
};

/**
 * Listings are read far more often than deals change, so their serialised pages are kept for a
 * short while. Changes made by this process clear it at once; changes made by another process
 * show within `ttlMs`.
 */
export function createListingCache({
  clock,
  ttlMs = 2_000,
  maxEntries = 200,
}: {
  clock: Clock;
  ttlMs?: number;
  maxEntries?: number;
}): ListingCache {
  const entries = new Map<string, { page: Promise<CachedPage>; expiresAt: number }>();
  let generation = 0;

  return {
    page(key, produce) {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.page;

      const startedIn = generation;
      const page = produce().then((body) => ({ body, etag: entityTag(body) }));
      // A page produced before a clear() may hold old data: serve it to its waiters only.
      entries.set(key, { page, expiresAt: now + ttlMs });
      const forget = () => {
        if (entries.get(key)?.page === page) entries.delete(key);
      };
      page.then(() => {
        if (generation !== startedIn) forget();
      }, forget);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      return page;
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}

/** Sends `key`'s page (produced when there is no fresh copy), or 304 when the browser has it. */
export async function sendCachedPage(
  cache: ListingCache,
  key: string,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  produce: () => Promise<unknown>,
) {
  const page = await cache.page(key, async () => JSON.stringify(await produce()));
  reply.header('etag', page.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(page.body);
}

function entityTag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
