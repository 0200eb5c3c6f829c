import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../../../contract/pages.ts';

/** Where scripts/pwa-build.ts puts the server entry, inside the build it belongs to. */
export const SERVER_ENTRY = path.join('server', 'entry-server.js');

/**
 * The built server entry of the PWA in `staticDir`, or null when the build has none (then every
 * page is the shell, drawn in the browser).
 */
export async function loadRenderPage(staticDir: string): Promise<RenderPage | null> {
  const file = path.join(staticDir, SERVER_ENTRY);
  if (!fs.existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage };
  if (typeof entry.renderPage !== 'function') {
    throw new Error(`${file} does not export renderPage`);
  }
  return entry.renderPage;
}
