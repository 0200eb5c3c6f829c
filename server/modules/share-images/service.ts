import fs from 'node:fs/promises';
import path from 'node:path';
import { shareImageVersion } from '../../../contract/share-image.ts';
import type { CatalogService } from '../catalog/service.ts';
import { shareCardOf } from './card.ts';
import type { ShareCard } from './card.ts';
import { createDrawingThread } from './drawing-thread.ts';

/** Pictures larger than this are left off the card rather than held in memory to draw. */
const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

const pictureTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/**
 * A deal's share image as it stands now: its version (what pages link it by) and tag at once,
 * its bytes drawn only when needed.
 */
export type ShareImage = { version: string; etag: string; png(): Promise<Buffer> };

export type ShareImagesService = ReturnType<typeof createShareImagesService>;

/**
 * Share images are drawn on the server (70–450 ms of CPU each, on a thread of their own), so each
 * deal's latest drawing is kept, keyed by the version of what the card shows: a new title, price
 * or member draws it afresh. Requests for a drawing under way wait for that one drawing. Only
 * the most recently asked-for deals are kept.
 */
export function createShareImagesService({
  catalog,
  staticDir,
  maxEntries = 200,
}: {
  catalog: CatalogService;
  /** The built PWA, whose images/ folder holds the deals' pictures. */
  staticDir: string;
  maxEntries?: number;
}) {
  const drawings = new Map<number, { version: string; png: Promise<Buffer> }>();
  const thread = createDrawingThread();

  function draw(dealId: number, version: string, card: ShareCard, imageUrl: string) {
    const hit = drawings.get(dealId);
    // Re-inserting keeps the map in least-recently-used order.
    drawings.delete(dealId);
    if (hit && hit.version === version) {
      drawings.set(dealId, hit);
      return hit.png;
    }
    const png = pictureDataUri(staticDir, imageUrl).then((picture) => thread.draw(card, picture));
    const entry = { version, png };
    drawings.set(dealId, entry);
    png.catch(() => {
      if (drawings.get(dealId) === entry) drawings.delete(dealId);
    });
    const oldest = drawings.keys().next();
    if (drawings.size > maxEntries && !oldest.done) drawings.delete(oldest.value);
    return png;
  }

  return {
    /** The deal's current image; an unknown deal is a 404 (from the catalogue). */
    async imageOf(dealId: number): Promise<ShareImage> {
      const deal = await catalog.getDeal(dealId);
      const card = shareCardOf(deal);
      const version = shareImageVersion(deal);
      return {
        version,
        etag: `"${dealId}-${version}"`,
        png: () => draw(dealId, version, card, deal.product.image_url),
      };
    },
    /** Stops the drawing thread, when the server closes. */
    close: () => thread.close(),
  };
}

/**
 * The deal's picture as a data: URI, read from the built PWA's images/ folder. A picture that
 * lives elsewhere (another host) is left off: the server fetches nothing on a visitor's behalf.
 */
async function pictureDataUri(staticDir: string, imageUrl: string): Promise<string | null> {
  if (!imageUrl.startsWith('/images/')) return null;
  const imagesDir = path.resolve(staticDir, 'images');
  const file = path.resolve(staticDir, `.${path.posix.normalize(imageUrl)}`);
  const type = pictureTypes[path.extname(file).toLowerCase()];
  if (!type || !file.startsWith(imagesDir + path.sep)) return null;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile() || stat.size > MAX_PICTURE_BYTES) return null;
    return `data:${type};base64,${(await fs.readFile(file)).toString('base64')}`;
  } catch {
    // A missing picture still leaves a card worth sharing.
    return null;
  }
}
