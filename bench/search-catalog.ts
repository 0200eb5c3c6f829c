import type { Db } from '../server/db/client.ts';
import { allocateDealIds } from '../server/db/deal-ids.ts';
import { deals, products } from '../server/db/schema.ts';
import { insertShelves } from './bulk-catalog.ts';

const CHUNK = 500;
const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ven', 'tor', 'sel', 'dun', 'bri', 'quo', 'fen', 'ash'];
const SYLLABLE_COUNT = SYLLABLES.length;
const MATERIALS = [
  'Stoneware',
  'Bamboo',
  'Copper',
  'Linen',
  'Walnut',
  'Ceramic',
  'Merino',
  'Steel',
];
const THINGS = [
  'Mug Set',
  'Kettle',
  'Lantern',
  'Blanket',
  'Backpack',
  'Headphones',
  'Planter',
  'Jacket',
];

/** A made-up brand per number, like the demo catalogue's: 'Kalomi', 'Venselra', ... */
export function brandOf(n: number): string {
  const parts = [
    n % SYLLABLE_COUNT,
    Math.floor(n / SYLLABLE_COUNT) % SYLLABLE_COUNT,
    Math.floor(n / SYLLABLE_COUNT ** 2) % SYLLABLE_COUNT,
  ];
  const word = parts.map((i) => SYLLABLES[i] ?? '').join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** How many different brands the catalogue has: each appears about count / BRANDS times. */
export const BRANDS = SYLLABLE_COUNT ** 3;

export function productName(n: number): string {
  return `${brandOf(n % BRANDS)} ${MATERIALS[n % MATERIALS.length]} ${THINGS[Math.floor(n / 7) % THINGS.length]}`;
}

/**
 * Inserts `count` active deals with varied product names over ten categories, in chunks: a store
 * whose searches match a few deals each, as shoppers' searches do, however large it grows.
 */
export async function insertSearchableDeals(db: Db, count: number, now: Date): Promise<void> {
  const subcategoryIds = await insertShelves(db, 10, (c) => ({
    category: `Search bench category ${c}`,
    subcategory: `Shelf ${c}`,
  }));
  for (let start = 0; start < count; start += CHUNK) {
    const size = Math.min(CHUNK, count - start);
    const inserted = await db
      .insert(products)
      .values(
        Array.from({ length: size }, (_, i) => ({
          name: productName(start + i),
          description: 'Made to last, packed with care, and better bought together.',
          regularPriceCents: 2_000 + ((start + i) % 50) * 100,
          discountPercentage: 40,
          imageUrl: '/images/products/bench.svg',
          variations: [{ id: 'v1', image: null, image_url: null, upc_code: null, color: 'Sage' }],
          subcategoryId: subcategoryIds[(start + i) % subcategoryIds.length] ?? 0,
        })),
      )
      .returning({ id: products.id, name: products.name });
    const ids = await allocateDealIds(db, size);
    await db.insert(deals).values(
      inserted.map((product, i) => ({
        ...(ids[i] ?? { id: 0, encodedId: '' }),
        title: `Buy 1 Get 1 Free: ${product.name}`,
        description: 'Two for the price of one when the group fills.',
        groupDealPriceCents: 1_200,
        totalUnitsNeeded: 2,
        expiryDate: new Date(now.getTime() + (2 + ((start + i) % 300)) * 3_600_000),
        productId: product.id,
      })),
    );
  }
}
