import { z } from 'zod';
import { deal } from './catalog.ts';
import { countInQuery, idParam, storedText } from './common.ts';

/** Deals on one page of search results. */
export const SEARCH_PAGE_SIZE = 24;
/** The deepest results page anyone is sent to; past it the query wants narrowing, not paging. */
export const SEARCH_MAX_PAGE = 40;
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** GET /products/search: what the shopper typed (trimmed), an optional category and a page. */
export const searchQuery = z
  .object({
    q: storedText({ error: 'is required' })
      .trim()
      .min(1, 'must not be empty')
      .max(SEARCH_QUERY_MAX_LENGTH, `must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
    category: idParam.optional(),
    page: countInQuery(SEARCH_MAX_PAGE, 1),
  })
  .strict();
export type SearchQuery = z.infer<typeof searchQuery>;

/** A category that has matches, with how many: the results page's filter chips. */
export const searchCategory = z.object({ id: z.number(), name: z.string(), count: z.number() });
export type SearchCategory = z.infer<typeof searchCategory>;

/**
 * Active deals matching the query, most relevant first, then soonest to expire. `total` counts
 * the matches in the chosen category; `categories` counts them per category, whichever is chosen.
 */
export const searchResponse = z.object({
  status: z.literal('success'),
  data: z.array(deal),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  categories: z.array(searchCategory),
  /**
   * Only when nothing matched: the query with each unknown word replaced by the nearest known
   * word, offered only when it finds deals ("did you mean").
   */
  did_you_mean: z.string().optional(),
});
export type SearchResponse = z.infer<typeof searchResponse>;
