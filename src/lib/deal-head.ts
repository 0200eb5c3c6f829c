import type { Deal } from '../../contract/catalog';
import { shareImagePath } from '../../contract/share-image';
import { formatMoney, percentOff, toCents } from './format';
import { jsonLdScript, pageTitle, shortDescription, STORE_NAME } from './page-head';
import type { PageHead } from './page-head';

/** '$24.00 each when 2 join (save 50%) · 1 of 2 joined': what a link preview says of a deal. */
export function dealSummary(deal: Deal): string {
  const priceCents = toCents(deal.group_deal_price);
  const saving = percentOff(
    deal.product.discount_percentage,
    toCents(deal.product.regular_price),
    priceCents,
  );
  const size = deal.total_units_needed;
  const offer = `${formatMoney(priceCents)} each when ${size} ${size === 1 ? 'joins' : 'join'}`;
  const joined = `${deal.reservation_count} of ${size} joined`;
  return `${offer}${saving > 0 ? ` (save ${saving}%)` : ''} · ${joined}`;
}

/** schema.org's word for whether the deal can still be joined. */
function availability(deal: Deal): string {
  if (deal.status !== 'active') return 'https://schema.org/Discontinued';
  return deal.remaining_units > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/** A picture's address as another site must write it: absolute. */
function absolute(origin: string, href: string): string {
  return /^https?:\/\//i.test(href) ? href : `${origin}${href}`;
}

/**
 * A deal page's head: its title, and the tags chat apps and social sites unfurl an invite link
 * with (Open Graph, Twitter) plus schema.org Product/Offer data for search engines. `origin` is
 * the store's address (see storeOrigin). Values are escaped where they are written: React
 * escapes attributes, jsonLdScript the structured data.
 */
export function dealHead(deal: Deal, origin: string): PageHead {
  const title = pageTitle(deal.title);
  const summary = dealSummary(deal);
  const url = `${origin}/deal/${deal.encoded_id}`;
  // Versioned by what the picture shows: a chat app keeps a link's picture by its address.
  const image = `${origin}${shareImagePath(deal)}`;
  const about = deal.description || deal.product.description;
  return {
    meta: [
      { title },
      { name: 'description', content: shortDescription(`${summary}. ${about}`) },
      { property: 'og:site_name', content: STORE_NAME },
      { property: 'og:type', content: 'product' },
      { property: 'og:title', content: deal.title },
      { property: 'og:description', content: summary },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: `${deal.title}: ${summary}` },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: deal.title },
      { name: 'twitter:description', content: summary },
      { name: 'twitter:image', content: image },
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: [
      jsonLdScript({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: deal.title,
        description: shortDescription(about, 500),
        image: [image, absolute(origin, deal.product.image_url)],
        category: deal.category.name,
        offers: {
          '@type': 'Offer',
          price: deal.group_deal_price,
          priceCurrency: 'USD',
          availability: availability(deal),
          priceValidUntil: deal.expiry_date.slice(0, 10),
          url,
        },
      }),
    ],
  };
}
