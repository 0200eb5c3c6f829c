import type { CatalogReader } from '../../contract/pages';

/** What every route's loader is given: where the catalogue is read from. */
export interface AppRouterContext {
  /** The API in the browser; the catalogue service itself when the server renders a page. */
  catalog: CatalogReader;
  /**
   * The router draws the whole document (<html>, <head> with the route's tags, <body>): true
   * on the server and in the browser hydrating a server-rendered page; false when the browser
   * renders into the shell's #root (the shopper's own screens, offline).
   */
  document: boolean;
  /**
   * The store's public address (PUBLIC_URL), for the absolute links of a deal's share tags:
   * the server render sets it; the browser, leaving it out, uses the address it is at.
   */
  publicUrl?: string;
}
