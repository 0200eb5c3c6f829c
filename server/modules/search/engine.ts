/** What the search engine is asked: the shopper's words, where to look, and which slice. */
export type SearchRequest = {
  /** Lower-cased words of the query, each once, in the order typed. */
  words: string[];
  categoryId: number | null;
  offset: number;
  limit: number;
  /** Deals expiring at or before this moment are not for sale and never match. */
  now: Date;
};

export type SearchHits = {
  /** The requested slice of matching deal ids, most relevant first, then soonest to expire. */
  dealIds: number[];
  /** Matches in the requested category (or in all of them). */
  total: number;
  /** Matches per category, whichever category was requested. */
  categories: { id: number; name: string; count: number }[];
};

/**
 * Finds active deals for a query. The service depends on this alone, so a dedicated search
 * engine can take over from the database without its callers noticing.
 */
export type SearchEngine = {
  search(request: SearchRequest): Promise<SearchHits>;
  /**
   * The words with each one that begins no known word replaced by the nearest known word, for
   * a "did you mean" when a query finds nothing; words it knows nothing near stay as typed.
   */
  nearestWords(words: string[]): Promise<string[]>;
};
