import type { Deal } from '../contract/catalog.ts';
import type { SearchCategory, SearchResponse } from '../contract/search.ts';

/** The same page size as the server's, so paging links mean the same offline. */
const PAGE_SIZE = 24;
const MAX_WORDS = 8;

export type SavedSearchQuery = { q: string; category: number | null; page: number };

/** Lower-case, accents off ('Crème' is 'creme'), as the server folds its documents. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replaceAll('æ', 'ae')
    .replaceAll('œ', 'oe')
    .replaceAll('ø', 'o');
}

function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Edits (insert, delete, change, swap) from a to b, giving up past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** How well one typed word matches a word of the deal: 1 as typed or as a prefix, less for a typo. */
function wordMatch(typed: string, word: string): number {
  if (word.startsWith(typed)) return 1;
  if (typed.length < 4) return 0;
  const allowed = typed.length >= 8 ? 2 : 1;
  const distance = editDistance(typed, word.slice(0, typed.length + allowed), allowed);
  return distance <= allowed ? 0.7 - 0.1 * distance : 0;
}

type Fields = { heading: string[]; facets: string[]; body: string[] };

function fieldsOf(deal: Deal): Fields {
  const variationValues = deal.product.variations.flatMap((variation) =>
    Object.entries(variation)
      .filter(([key]) => !['id', 'image', 'image_url', 'upc_code'].includes(key))
      .map(([, value]) => value ?? ''),
  );
  return {
    heading: wordsOf(`${deal.title} ${deal.product.name}`),
    facets: wordsOf(`${deal.category.name} ${deal.subcategory.name} ${variationValues.join(' ')}`),
    body: wordsOf(`${deal.description} ${deal.product.description}`),
  };
}

/** Weighs a title match over a category or variation match over a description match. */
const FIELD_WEIGHTS: [keyof Fields, number][] = [
  ['heading', 1],
  ['facets', 0.4],
  ['body', 0.2],
];

/** The relevance of a deal for the typed words, or 0 when any word matches nothing. */
function relevance(fields: Fields, typedWords: string[]): number {
  let score = 0;
  for (const typed of typedWords) {
    let best = 0;
    for (const [field, weight] of FIELD_WEIGHTS) {
      for (const word of fields[field]) best = Math.max(best, wordMatch(typed, word) * weight);
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/**
 * Search as the server does it (every word, as typed, as a prefix or with a typo; accents and
 * case ignored; active deals only; most relevant first, then soonest to expire), over the deals
 * this device has saved.
 */
export function searchSavedDeals(
  saved: Deal[],
  query: SavedSearchQuery,
  now: Date,
): SearchResponse {
  const typedWords = [...new Set(wordsOf(query.q))].slice(0, MAX_WORDS);
  const matches: { deal: Deal; score: number; expiresAt: number }[] = [];
  const seen = new Set<number>();
  for (const deal of saved) {
    const expiresAt = Date.parse(deal.expiry_date);
    if (seen.has(deal.id) || deal.status !== 'active' || !(expiresAt > now.getTime())) continue;
    seen.add(deal.id);
    const score = typedWords.length === 0 ? 0 : relevance(fieldsOf(deal), typedWords);
    if (score > 0) matches.push({ deal, score, expiresAt });
  }
  matches.sort((a, b) => b.score - a.score || a.expiresAt - b.expiresAt || a.deal.id - b.deal.id);

  const perCategory = new Map<number, SearchCategory>();
  for (const { deal } of matches) {
    const entry = perCategory.get(deal.category.id) ?? { ...deal.category, count: 0 };
    entry.count += 1;
    perCategory.set(deal.category.id, entry);
  }
  const chosen = matches.filter(
    ({ deal }) => query.category === null || deal.category.id === query.category,
  );
  const start = (query.page - 1) * PAGE_SIZE;
  return {
    status: 'success',
    data: chosen.slice(start, start + PAGE_SIZE).map(({ deal }) => deal),
    total: chosen.length,
    page: query.page,
    page_size: PAGE_SIZE,
    categories: [...perCategory.values()].sort(
      (a, b) => b.count - a.count || a.name.localeCompare(b.name),
    ),
  };
}
