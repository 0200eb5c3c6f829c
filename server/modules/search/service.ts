import { inArray } from 'drizzle-orm';
import type { Deal } from '../../../contract/catalog.ts';
import { SEARCH_PAGE_SIZE } from '../../../contract/search.ts';
import type { SearchQuery, SearchResponse } from '../../../contract/search.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { Db } from '../../db/client.ts';
import { deals } from '../../db/schema.ts';
import { selectDealRows, toWireDeal } from '../catalog/service.ts';
import type { DealRow } from '../catalog/service.ts';
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
    const rows: DealRow[] = await selectDealRows(db, inArray(deals.id, ids));
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
      const words = queryWords(query.q);
      const hits = await engine.search({
        words,
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
        ...(hits.categories.length === 0 ? await didYouMean(words, now) : {}),
      };
    },
  };

  /**
   * The nearest words to a query that found nothing in any category, when they find deals: a
   * query further from the catalogue than a typo is forgiven still shows the shopper a way on.
   */
  async function didYouMean(words: string[], now: Date): Promise<{ did_you_mean?: string }> {
    const nearest = await engine.nearestWords(words);
    if (nearest.every((word, index) => word === words[index])) return {};
    const found = await engine.search({
      words: nearest,
      categoryId: null,
      offset: 0,
      limit: 1,
      now,
    });
    return found.total > 0 ? { did_you_mean: nearest.join(' ') } : {};
  }
}
