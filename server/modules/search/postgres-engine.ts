import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SearchEngine, SearchHits } from './engine.ts';

/** Words shorter than this have too few trigrams to tell a typo from another word. */
const MIN_TYPO_LENGTH = 4;
/** The folded word as a LIKE pattern of itself: its wildcards and the escape taken literally. */
const likePrefix = sql.raw(
  String.raw`replace(replace(replace(typed.folded, '\', '\\'), '%', '\%'), '_', '\_')`,
);
/**
 * How alike (pg_trgm similarity, 0 to 1) a known word must be to stand in for a typo: 'stonware'
 * is 0.58 like 'stoneware' but only 0.36 like 'stone', which would match unrelated deals.
 */
const TYPO_LIKENESS = 0.45;
/** Known words tried in place of a word that matches nothing as typed. */
const TYPO_ALTERNATIVES = 3;
/**
 * A typed word this long may hold two slips ('hedphnes' for 'headphones'), a shorter one only
 * one ('sneker' for 'sneakers'): such words share too few trigrams with theirs to pass the
 * likeness, so the edits are counted, against the known word's start (the word may go on), as
 * the offline search does.
 */
const TWO_EDITS_LENGTH = 8;

type HitsRow = {
  categories: SearchHits['categories'] | string;
  total: number | string;
  deal_ids: number[] | string;
};

/**
 * Search on the database itself: PostgreSQL full-text search over the weighted, accent-folded
 * documents in deal_search (GIN), every word also matching as a prefix; a word that begins no
 * known word is taken as a typo and replaced by the closest known words by trigram likeness or
 * few edits (pg_trgm and fuzzystrmatch over search_words). All words must match. Works the same
 * on PGlite and PostgreSQL.
 */
export function createPostgresSearchEngine({ db }: { db: Db }): SearchEngine {
  return {
    search: (request) => search(db, request),
    nearestWords: (words) => nearestWords(db, words),
  };
}

/** One page of the open deals matching every word, and how many match in each category. */
async function search(
  db: Db,
  { words, categoryId, offset, limit, now }: Parameters<SearchEngine['search']>[0],
): Promise<SearchHits> {
  if (words.length === 0) return { dealIds: [], total: 0, categories: [] };
  const result = await db.execute(sql`
    ${queryOfWords(words)},
    ${dealsMatching(now)},
    ${pageOfChosen(categoryId, limit, offset)}
  `);
  const [row] = (result as unknown as { rows: HitsRow[] }).rows;
  if (!row) return { dealIds: [], total: 0, categories: [] };
  return {
    dealIds: fromJson(row.deal_ids),
    total: Number(row.total),
    categories: fromJson(row.categories),
  };
}

/** The tsquery of the words, each word or, for a typo, its closest known words (CTE `query`). */
function queryOfWords(words: string[]) {
  return sql`
    with typed as (
      select ord, lower(unaccent(word)) as folded
      from unnest(${wordListOf(words)}::text[]) with ordinality as w(word, ord)
    ),
    alternatives as (
      select
        ord,
        quote_literal(folded) || ':*' || coalesce((
          select string_agg(' | ' || quote_literal(close.word), '')
          from (
            select known.word
            from search_words known
            cross join lateral (
              select case when length(typed.folded) >= ${TWO_EDITS_LENGTH} then 2 else 1 end
                as edits
            ) allowed
            where length(typed.folded) >= ${MIN_TYPO_LENGTH}
              and known.word % typed.folded
              and (
                similarity(known.word, typed.folded) >= ${TYPO_LIKENESS}
                or levenshtein_less_equal(
                  typed.folded,
                  left(known.word, length(typed.folded) + allowed.edits),
                  allowed.edits
                ) <= allowed.edits
              )
              and not exists (
                select 1 from search_words prefixed
                where prefixed.word like ${likePrefix} || '%'
              )
            order by known.word <-> typed.folded, known.word
            limit ${TYPO_ALTERNATIVES}
          ) close
        ), '') as terms
      from typed
    ),
    query as (
      select to_tsquery(
        'english',
        coalesce(string_agg('(' || terms || ')', ' & ' order by ord), '')
      ) as q
      from alternatives
    )`;
}

/** The open deals whose documents match `query`, with their rank (CTEs `found`, `matches`). */
function dealsMatching(now: Date) {
  return sql`
    -- The documents first, through the GIN index (the query as a scalar subquery is a
    -- parameter the index can take), then each one's deal by its key. Without statistics
    -- (PGlite runs no autovacuum to gather them) the planner would otherwise read every
    -- deal; 'offset 0' keeps it from merging the lookup into such a join.
    found as materialized (
      select deal_id, ts_rank(document, (select q from query)) as rank
      from deal_search
      where document @@ (select q from query)
    ),
    matches as (
      select found.deal_id as id, deal.expiry_date, deal.category_id, found.rank
      from found
      cross join lateral (
        select d.expiry_date, s.category_id
        from deals d
        join products p on p.id = d.product_id
        join subcategories s on s.id = p.subcategory_id
        where d.id = found.deal_id and d.status = 'active' and d.expiry_date > ${now}
          and (d.starts_at is null or d.starts_at <= ${now})
        offset 0
      ) deal
    )`;
}

/** The categories of all matches, their number in the chosen category, and one page of ids. */
function pageOfChosen(categoryId: number | null, limit: number, offset: number) {
  return sql`
    chosen as (
      select * from matches
      where ${categoryId}::int is null or category_id = ${categoryId}::int
    )
    select
      (
        select coalesce(
          json_agg(
            json_build_object('id', c.id, 'name', c.name, 'count', per.n)
            order by per.n desc, c.name
          ),
          '[]'
        )
        from (select category_id, count(*)::int as n from matches group by category_id) per
        join categories c on c.id = per.category_id
      ) as categories,
      (select count(*)::int from chosen) as total,
      (
        select coalesce(json_agg(slice.id order by slice.rank desc, slice.expiry_date, slice.id), '[]')
        from (
          select id, rank, expiry_date from chosen
          order by rank desc, expiry_date, id
          limit ${limit} offset ${offset}
        ) slice
      ) as deal_ids`;
}

/** Each typed word, or the known word closest to it when it begins none ("did you mean"). */
async function nearestWords(db: Db, words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const result = await db.execute(sql`
      select coalesce((
        select known.word
        from search_words known
        where length(typed.folded) >= ${MIN_TYPO_LENGTH}
          and known.word % typed.folded
          and not exists (
            select 1 from search_words prefixed where prefixed.word like ${likePrefix} || '%'
          )
        order by known.word <-> typed.folded, known.word
        limit 1
      ), typed.word) as word
      from (
        select word, lower(unaccent(word)) as folded, ord
        from unnest(${wordListOf(words)}::text[]) with ordinality as w(word, ord)
      ) typed
      order by typed.ord
    `);
  return (result as unknown as { rows: { word: string }[] }).rows.map((row) => row.word);
}

/** The words as a PostgreSQL text array literal, each quoted. */
const wordListOf = (words: string[]) =>
  `{${words.map((word) => `"${word.replaceAll(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** node-postgres parses json columns; PGlite through drizzle's execute may hand back the text. */
function fromJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
