import type { Category, Deal, DealListResponse, SubcategoryDetail } from './catalog.ts';

/**
 * Between the server and the PWA's server entry (src/entry-server.tsx), which the server runs to
 * render the public pages. Types only: the server imports the built entry at run time.
 */

/** Page size of the listings: six rows of the four-column desktop grid. */
export const LISTING_PAGE_SIZE = 24;

/** Which listing: all active deals (optionally one category's), a category's or a subcategory's. */
export type DealListSource =
  | { kind: 'active'; categoryId?: number }
  | { kind: 'category'; categoryId: number }
  | { kind: 'subcategory'; subcategoryId: number };

/**
 * The catalogue reads a page's loaders make. In the browser they are calls to the API; on the
 * server they are the catalogue service itself, in process. Either answers what the API would
 * answer; a failure carries the status and message the API would send (`status`, `message`).
 */
export interface CatalogReader {
  dealPage(
    source: DealListSource,
    cursor: string | null,
    signal?: AbortSignal,
  ): Promise<DealListResponse>;
  deal(dealId: number, signal?: AbortSignal): Promise<Deal>;
  category(categoryId: number, signal?: AbortSignal): Promise<Category>;
  subcategory(subcategoryId: number, signal?: AbortSignal): Promise<SubcategoryDetail>;
  /** The featured categories in their featured order, as GET /getfeatured lists them. */
  featuredCategories(signal?: AbortSignal): Promise<Category[]>;
}

/** The built files a rendered page links: the entry's script, its preloads and stylesheets. */
export interface PageAssets {
  /** The PWA's entry module, e.g. /assets/index-abc.js. */
  entry: string;
  /** Every page's modules to preload (the entry's static imports). */
  preloads: string[];
  /** The built stylesheets (one for the whole app), inlined in the page. */
  styles: { href: string; css: string }[];
  /** Modules by route id that its screen needs, preloaded when the route is on the page. */
  routeModules: Record<string, string[]>;
}

export interface RenderPageInput {
  /** The page's address as the shopper asked for it; never its cookies or credentials. */
  request: Request;
  catalog: CatalogReader;
  assets: PageAssets;
  /**
   * The store's public address (PUBLIC_URL, no trailing slash), for the absolute links of share
   * tags: never the Host a request names, which anyone can set.
   */
  publicUrl: string;
}

/**
 * The rendered page, or null when the address is not a public page (the shopper's own screens
 * are rendered in the browser from the shell).
 */
export type RenderPage = (input: RenderPageInput) => Promise<Response | null>;
