import { and, eq, inArray } from 'drizzle-orm';
import type { Deal } from '../../../contract/catalog.ts';
import { SEARCH_PAGE_SIZE } from '../../../contract/search.ts';
import type { SearchQuery, SearchResponse } from '../../../contract/search.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { Db } from '../../db/client.ts';
import { batches, categories, deals, products, subcategories } from '../../db/schema.ts';
import { toWireDeal } from '../catalog/deal-row.ts';
import type { DealRow } from '../catalog/deal-row.ts';
import type { SearchEngine } from './engine.ts';
import { queryWords } from './query-words.ts';

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService({
  db,
  clock,
  engine,
}: {
  db: Db;
  clock: Clock;
  engine: SearchEngine;
}) {
  /** The deals of `ids` in the deal shape of every listing, in the order of `ids`. */
  async function dealsInOrder(ids: number[], now: Date): Promise<Deal[]> {
    if (ids.length === 0) return [];
    const rows: DealRow[] = await db
      .select({
        id: deals.id,
        encodedId: deals.encodedId,
        title: deals.title,
        description: deals.description,
        status: deals.status,
        groupDealPriceCents: deals.groupDealPriceCents,
        totalUnitsNeeded: deals.totalUnitsNeeded,
        expiryDate: deals.expiryDate,
        shareCount: deals.shareCount,
        productId: deals.productId,
        productName: products.name,
        productDescription: products.description,
        regularPriceCents: products.regularPriceCents,
        discountPercentage: products.discountPercentage,
        imageUrl: products.imageUrl,
        variations: products.variations,
        categoryId: categories.id,
        categoryName: categories.name,
        subcategoryId: subcategories.id,
        subcategoryName: subcategories.name,
        openBatchReservedUnits: batches.reservedUnits,
      })
      .from(deals)
      .innerJoin(products, eq(products.id, deals.productId))
      .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .leftJoin(batches, and(eq(batches.dealId, deals.id), eq(batches.status, 'open')))
      .where(inArray(deals.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toWireDeal(row, now)] : [];
    });
  }

  return {
    /** One page of active deals matching the query, most relevant first, with counts. */
    async search(query: SearchQuery): Promise<SearchResponse> {
      const now = clock.now();
      const hits = await engine.search({
        words: queryWords(query.q),
        categoryId: query.category ?? null,
        offset: (query.page - 1) * SEARCH_PAGE_SIZE,
        limit: SEARCH_PAGE_SIZE,
        now,
      });
      return {
        status: 'success',
        data: await dealsInOrder(hits.dealIds, now),
        total: hits.total,
        page: query.page,
        page_size: SEARCH_PAGE_SIZE,
        categories: hits.categories,
      };
    },
  };
}
