import type { Deal } from './catalog.ts';

/**
 * A deal's share image (its og:image) is drawn by the server; its address carries a version of
 * what the picture shows, worked out here for the page that links it (the PWA's head tags) and
 * the server that draws it alike.
 */

/** Bumped when the card's design changes (server/modules/share-images/render.ts). */
const SHARE_CARD_DESIGN = 2;

/** FNV-1a over UTF-16 code units: small, synchronous, the same in a browser and in Node. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * A short tag of everything the share image shows: the title, the prices and saving, how many
 * joined, whether the deal ended, the picture. A joined member or a new price is a new tag, so
 * chat apps, which keep a link's picture by its address, fetch the new one.
 */
export function shareImageVersion(deal: Deal): string {
  return fnv1a(
    JSON.stringify([
      SHARE_CARD_DESIGN,
      deal.title,
      deal.group_deal_price,
      deal.product.regular_price,
      deal.product.discount_percentage,
      deal.reservation_count,
      deal.total_units_needed,
      deal.status === 'active',
      deal.product.image_url,
    ]),
  );
}

/** The share image's path with its version: what a page's og:image links (after the origin). */
export function shareImagePath(deal: Deal): string {
  return `/api/v1/deals/${deal.id}/share-image.png?v=${shareImageVersion(deal)}`;
}
