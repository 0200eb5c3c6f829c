import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PageAssets, RenderPage } from '../../../contract/pages.ts';
import type { CatalogService, ListingCache } from '../catalog/service.ts';
import { readPageAssets } from './assets.ts';
import { serverCatalogReader } from './catalog-reader.ts';
import { loadRenderPage } from './renderer.ts';

/** A rendered public page, as sent: the same bytes for everyone until the catalogue changes. */
export type RenderedPage = {
  status: number;
  html: string;
  /** Where a redirect sends the browser: a path of this store. */
  location: string | null;
  etag: string;
  /** The page's own inline scripts (its data hand-over), for the Content-Security-Policy. */
  scriptHashes: string[];
  brotli: Buffer;
  gzip: Buffer;
};

export type PagesService = ReturnType<typeof createPagesService>;

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** 'sha256-…' of each inline script, which a policy of `script-src 'self'` would refuse. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Server rendering of the public pages (home, deals, categories, sign-in): the PWA's server entry
 * renders them with the catalogue read in process, and each rendered page is kept in the
 * listing cache, so it is rendered at most once per change of the catalogue (and per 2 s across
 * processes) and revalidated by its ETag.
 */
export function createPagesService({
  renderPage,
  assets,
  catalog,
  listingCache,
  publicUrl,
}: {
  renderPage: RenderPage;
  assets: PageAssets;
  catalog: CatalogService;
  listingCache: ListingCache;
  /** The store's public address, which share tags link to. */
  publicUrl: string;
}) {
  const reader = serverCatalogReader(catalog);
  // Compressed once per cached page rather than once per request.
  const sent = new WeakMap<object, RenderedPage | null>();

  async function render(url: string): Promise<string> {
    // A bare request: the page must not depend on who asks (no cookies, no credentials).
    const response = await renderPage({
      request: new Request(url),
      catalog: reader,
      assets,
      publicUrl,
    });
    if (!response) return JSON.stringify(null);
    return JSON.stringify({
      status: response.status,
      html: await response.text(),
      location: redirectPath(response, url),
    });
  }

  return {
    /** The page at `url` (origin included), or null when it is not a public page. */
    async page(url: string): Promise<RenderedPage | null> {
      const cached = await listingCache.page(`page:${url}`, () => render(url));
      const known = sent.get(cached);
      if (known !== undefined) return known;
      const rendered = JSON.parse(cached.body) as {
        status: number;
        html: string;
        location: string | null;
      } | null;
      const page = rendered && {
        ...rendered,
        etag: cached.etag,
        scriptHashes: inlineScriptHashes(rendered.html),
        brotli: brotliCompressSync(rendered.html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        }),
        gzip: gzipSync(rendered.html, { level: 6 }),
      };
      sent.set(cached, page);
      return page;
    },
  };
}

/**
 * The path a rendered redirect sends the browser to (the router's trailing-slash and refused
 * address redirects), always on this store: a redirect elsewhere, or none, is no redirect.
 */
function redirectPath(response: Response, url: string): string | null {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) return null;
  const target = new URL(location, url);
  if (target.origin !== new URL(url).origin) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * The pages of the build in `staticDir`, or null when it has no server entry or the entry cannot
 * be loaded: a broken server entry costs the first paint, never the store (every page is then the
 * shell, drawn in the browser).
 */
export async function createPages({
  staticDir,
  catalog,
  listingCache,
  publicUrl,
  log,
}: {
  staticDir: string;
  catalog: CatalogService;
  listingCache: ListingCache;
  publicUrl: string;
  log: { warn: (details: object, message: string) => void };
}): Promise<PagesService | null> {
  try {
    const renderPage = await loadRenderPage(staticDir);
    if (!renderPage) return null;
    return createPagesService({
      renderPage,
      assets: readPageAssets(staticDir),
      catalog,
      listingCache,
      publicUrl,
    });
  } catch (error) {
    log.warn({ err: error }, 'server rendering is off: its entry could not be loaded');
    return null;
  }
}
