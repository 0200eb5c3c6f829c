import type { Db } from '../server/db/client.ts';
import { allocateDealIds } from '../server/db/deal-ids.ts';
import { batches, categories, deals, products, subcategories } from '../server/db/schema.ts';

const CHUNK = 500;

/**
 * Inserts `count` active deals over ten categories, in chunks, for measuring at scale; with
 * `partlyReserved` each deal's open group already holds some units, as in a live store.
 */
export async function insertManyDeals(
  db: Db,
  count: number,
  now: Date,
  { partlyReserved = true } = {},
): Promise<void> {
  const subcategoryIds = await insertShelves(db, 10, (c) => ({
    category: `Bench category ${c}`,
    subcategory: `Bench subcategory ${c}`,
    featuredRank: c + 1,
  }));
  for (let start = 0; start < count; start += CHUNK) {
    const size = Math.min(CHUNK, count - start);
    const insertedProducts = await db
      .insert(products)
      .values(
        Array.from({ length: size }, (_, i) => ({
          name: `Bench product ${start + i}`,
          description: 'A product made for measuring listings at scale.',
          regularPriceCents: 2_000 + ((start + i) % 50) * 100,
          discountPercentage: 40,
          imageUrl: '/images/products/bench.svg',
          variations: [
            {
              id: 'v1',
              image: null,
              image_url: null,
              upc_code: '000000000001',
              size: 'M',
              color: 'Blue',
            },
          ],
          subcategoryId: subcategoryIds[(start + i) % subcategoryIds.length] ?? 0,
        })),
      )
      .returning({ id: products.id });
    const ids = await allocateDealIds(db, size);
    const insertedDeals = await db
      .insert(deals)
      .values(
        insertedProducts.map((product, i) => ({
          ...(ids[i] ?? { id: 0, encodedId: '' }),
          title: `Buy 3 Get 1 Free: Bench product ${start + i}`,
          description: 'Bench deal',
          groupDealPriceCents: 1_200,
          totalUnitsNeeded: 4,
          expiryDate: new Date(now.getTime() + (2 + ((start + i) % 300)) * 3_600_000),
          productId: product.id,
        })),
      )
      .returning({ id: deals.id });
    if (!partlyReserved) continue;
    await db.insert(batches).values(
      insertedDeals.map((deal, i) => ({
        dealId: deal.id,
        size: 4,
        reservedUnits: (start + i) % 4,
      })),
    );
  }
}

/** `count` categories of one subcategory each, named by `shelf`, to spread bench deals over. */
export async function insertShelves(
  db: Db,
  count: number,
  shelf: (index: number) => { category: string; subcategory: string; featuredRank?: number },
): Promise<number[]> {
  const subcategoryIds: number[] = [];
  for (let c = 0; c < count; c++) {
    const names = shelf(c);
    const [category] = await db
      .insert(categories)
      .values({
        name: names.category,
        image: '/images/categories/electronics.svg',
        featuredRank: names.featuredRank ?? null,
      })
      .returning({ id: categories.id });
    if (!category) throw new Error('category not inserted');
    const [subcategory] = await db
      .insert(subcategories)
      .values({ categoryId: category.id, name: names.subcategory })
      .returning({ id: subcategories.id });
    if (!subcategory) throw new Error('subcategory not inserted');
    subcategoryIds.push(subcategory.id);
  }
  return subcategoryIds;
}
