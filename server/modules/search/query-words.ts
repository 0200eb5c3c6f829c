/** More words than this narrow nothing further and only cost the database time. */
export const MAX_QUERY_WORDS = 8;

/**
 * The words of what a shopper typed: letters and digits of any script, lower-cased, each once.
 * Punctuation separates words ('mug-set' is 'mug' and 'set'); accents stay for the database to
 * fold the same way it folded the deals.
 */
export function queryWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}
