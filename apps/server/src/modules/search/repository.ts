import { sql as drizzleSql } from 'drizzle-orm';
import type { Db, SqlRunner } from '../../db/client';

// The SQL of public search. Tables and triggers: migrations/0005_search.sql; the design:
// docs/decisions/0021-search.md. Every value reaches the database as a parameter.

/** What a search filters on, as the database sees it. */
export interface SearchFilters {
  /** A tsquery (see service.ts) every result matches, or null for no text. */
  tsquery: string | null;
  /** The same terms OR-ed: a result whose firm name, category or city has any of them. */
  anyTsquery: string | null;
  category: string | null;
  cityKeys: string[] | null;
  minPaise: number | null;
  maxPaise: number | null;
  features: string[];
  stars: number | null;
  /** A day ('YYYY-MM-DD'): listings booked that day are left out (issue 15). */
  eventDate: string | null;
  /** Whole stars: listings whose average rating (as shown, one decimal) is at least this (issue 16). */
  minRating: number | null;
}

const VERSION_SQL = 'SELECT version FROM listings_version';

/** The change counter of listings (migration 0005): moves when any listing or part changes. */
export async function readListingsVersion(db: Db | SqlRunner): Promise<number> {
  if ('exec' in db) {
    const [row] = await db.query<{ version: string | number }>(VERSION_SQL);
    return Number(row?.version ?? 0);
  }
  // Both drivers (node-postgres, PGlite) answer execute() with `{ rows }`.
  const result = (await db.execute(drizzleSql.raw(VERSION_SQL))) as unknown as {
    rows: { version: string | number }[];
  };
  return Number(result.rows[0]?.version ?? 0);
}

/**
 * Which words are words of the listings, and which candidates are cities of active listings.
 * search_words holds every word of 3 to 30 letters of every active listing (search_refresh adds
 * them when a listing is indexed), so one index probe answers for a correctable word; only a
 * longer word is looked for in the documents (asking them about every unknown word, i.e. every
 * typo, cost a scan of all documents). search_words may still hold a word no active listing
 * uses any more: see pruneStaleWords.
 */
// The longest word search_refresh keeps in search_words (migration 0005: '^[a-z]{3,30}$').
const WORD_MAX_LENGTH = 30;

export async function textFacts(sql: SqlRunner, words: string[], cityCandidates: string[]) {
  if (words.length === 0 && cityCandidates.length === 0) {
    return { knownWords: new Set<string>(), cities: new Map<string, string>() };
  }
  const rows = await sql.query<{ kind: 'word' | 'city'; value: string; name: string | null }>(
    `SELECT 'word' AS kind, w AS value, NULL AS name
     FROM unnest($1::text[]) AS w
     WHERE EXISTS (SELECT 1 FROM search_words s WHERE s.word = w)
        OR (length(w) > ${WORD_MAX_LENGTH}
            AND EXISTS (SELECT 1 FROM search_documents d WHERE d.doc @@ quote_literal(w)::tsquery))
     UNION ALL
     SELECT 'city', city_key, min(city)
     FROM search_facets WHERE city_key = ANY ($2::text[]) AND listings > 0
     GROUP BY city_key`,
    [words, cityCandidates],
  );
  return {
    knownWords: new Set(rows.filter((r) => r.kind === 'word').map((r) => r.value)),
    cities: new Map(rows.filter((r) => r.kind === 'city').map((r) => [r.value, r.name ?? r.value])),
  };
}

/**
 * Forgets those of `words` that no active listing uses any more (their listings were suspended,
 * refunded or edited), so they are corrected like any unknown word. Returns the words forgotten.
 */
export async function pruneStaleWords(sql: SqlRunner, words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const rows = await sql.query<{ word: string }>(
    `DELETE FROM search_words s
     WHERE s.word = ANY ($1::text[])
       AND NOT EXISTS (
         SELECT 1 FROM search_documents d WHERE d.doc @@ quote_literal(s.word)::tsquery
       )
     RETURNING s.word`,
    [words],
  );
  return rows.map((r) => r.word);
}

export type CorrectionCandidateRow = {
  token: string;
  word: string;
  similarity: number;
};

/**
 * Words of the listings a typo may stand for: exact lookups of its single-edit variants (a
 * letter missing, doubled, swapped) and its nearest words by trigram distance (GiST).
 */
export async function correctionCandidates(
  sql: SqlRunner,
  tokens: string[],
  variants: { token: string; word: string }[],
): Promise<CorrectionCandidateRow[]> {
  const rows = await sql.query<CorrectionCandidateRow>(
    `WITH candidates AS (
       SELECT v.token, v.word
       FROM unnest($1::text[], $2::text[]) AS v (token, word)
       JOIN search_words w ON w.word = v.word
       UNION
       SELECT t.token, k.word
       FROM unnest($3::text[]) AS t (token)
       CROSS JOIN LATERAL (
         SELECT word FROM search_words ORDER BY word <-> t.token LIMIT 8
       ) k
     )
     SELECT c.token, c.word, similarity(c.word, c.token)::float8 AS similarity
     FROM candidates c`,
    [variants.map((v) => v.token), variants.map((v) => v.word), tokens],
  );
  return rows.map((r) => ({ ...r, similarity: Number(r.similarity) }));
}

/** How many listings are counted when telling a common word from a rare one. */
export const USES_CAP = 100;

/**
 * How many active listings use each word, counted up to USES_CAP: a correction prefers a common
 * word, and never offers one no listing uses. A few milliseconds a word (the text index lists
 * all its documents before the count stops), so callers keep the answers (service.ts).
 */
export async function wordUses(sql: SqlRunner, words: string[]): Promise<Map<string, number>> {
  const rows = await sql.query<{ word: string; uses: number }>(
    `SELECT w AS word, (SELECT count(*) FROM (
         SELECT 1 FROM search_documents d WHERE d.doc @@ quote_literal(w)::tsquery LIMIT ${USES_CAP}
       ) u)::int AS uses
     FROM unnest($1::text[]) AS w`,
    [words],
  );
  return new Map(rows.map((r) => [r.word, Number(r.uses)]));
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The conditions of a search; `without` leaves out a facet's own filter. */
function conditions(
  p: Params,
  f: SearchFilters,
  without: { category?: boolean; city?: boolean } = {},
  textAsFilter = false,
): string[] {
  const out: string[] = [];
  if (f.tsquery !== null) {
    // `IS TRUE` hides the match from the planner's index choice: it is then checked on the rows
    // another index found rather than looked up in the (large, for a common word) text index.
    const match = `d.doc @@ ${p.add(f.tsquery)}::tsquery`;
    out.push(textAsFilter ? `(${match}) IS TRUE` : match);
  }
  if (f.category !== null && !without.category) out.push(`d.category = ${p.add(f.category)}`);
  if (f.cityKeys !== null && !without.city) {
    out.push(`d.city_key = ANY (${p.add(f.cityKeys)}::text[])`);
  }
  if (f.minPaise !== null) out.push(`d.from_price_paise >= ${p.add(f.minPaise)}`);
  if (f.maxPaise !== null) out.push(`d.from_price_paise <= ${p.add(f.maxPaise)}`);
  if (f.features.length > 0) out.push(`d.features @> ${p.add(f.features)}::text[]`);
  if (f.stars !== null) out.push(`d.star_rating = ${p.add(f.stars)}`);
  // Listings without reviews have no average (null) and so never pass.
  if (f.minRating !== null) out.push(`d.rating_avg >= ${p.add(f.minRating)}`);
  if (f.eventDate !== null) {
    out.push(
      `NOT EXISTS (SELECT 1 FROM listing_booked_dates b
        WHERE b.listing_id = d.listing_id AND b.day = ${p.add(f.eventDate)}::date)`,
    );
  }
  return out;
}

function where(conds: string[]): string {
  return conds.length === 0 ? '' : `WHERE ${conds.join(' AND ')}`;
}

export interface FacetCountRow {
  category: string;
  cityKey: string;
  /** A spelling of the city vendors used. */
  city: string;
  count: number;
}

/**
 * Listings per category and city for a search with its category and city filters left out;
 * the caller sums them into the total and the two facets (each facet ignoring its own filter).
 * With `narrow` and both filters given, only rows that count for one of them are read; without
 * it the rows serve any choice of category and city. A search by category and city alone reads
 * the maintained counts instead of the documents; those know nothing of booked days, so a search
 * for an event date always counts the documents.
 */
export async function facetCounts(
  sql: SqlRunner,
  f: SearchFilters,
  narrow: boolean,
): Promise<FacetCountRow[]> {
  const p = new Params();
  const either: string[] = [];
  if (narrow && f.category !== null && f.cityKeys !== null) {
    either.push(
      `(d.category = ${p.add(f.category)} OR d.city_key = ANY (${p.add(f.cityKeys)}::text[]))`,
    );
  }
  const onlyCategoryAndCity =
    f.tsquery === null &&
    f.minPaise === null &&
    f.maxPaise === null &&
    f.features.length === 0 &&
    f.stars === null &&
    f.eventDate === null &&
    f.minRating === null;
  const rows = onlyCategoryAndCity
    ? await sql.query<{ category: string; city_key: string; city: string; count: number }>(
        `SELECT d.category, d.city_key, d.city, d.listings AS count
         FROM search_facets d ${where(['d.listings > 0', ...either])}`,
        p.values,
      )
    : await sql.query<{ category: string; city_key: string; city: string; count: number }>(
        `SELECT g.category, g.city_key, coalesce(f.city, g.city_key) AS city, g.count
         FROM (
           SELECT d.category, d.city_key, count(*)::int AS count
           FROM search_documents d
           ${where([...conditions(p, f, { category: true, city: true }), ...either])}
           GROUP BY d.category, d.city_key
         ) g
         LEFT JOIN search_facets f ON f.category = g.category AND f.city_key = g.city_key`,
        p.values,
      );
  return rows.map((r) => ({
    category: r.category,
    cityKey: r.city_key,
    city: r.city,
    count: Number(r.count),
  }));
}

export type CardRow = {
  id: number;
  firmName: string;
  category: string;
  city: string;
  district: string;
  state: string;
  starRating: number | null;
  fromPricePaise: number | null;
  mrpPaise: number | null;
  features: string[];
  coverThumbKey: string | null;
  /** One decimal, null without reviews (migration 0012 keeps it from listing_ratings). */
  ratingAverage: number | null;
  ratingCount: number;
};

// The first few ticked features shown on a card.
const CARD_FEATURES = 3;

const CARD_COLUMNS = `d.listing_id AS id, d.firm_name AS "firmName", d.category, d.city,
  d.district, d.state, d.star_rating AS "starRating", d.from_price_paise AS "fromPricePaise",
  d.mrp_paise AS "mrpPaise", d.features[1:${CARD_FEATURES}] AS features,
  d.cover_thumb_key AS "coverThumbKey", d.rating_avg::float8 AS "ratingAverage",
  d.rating_count AS "ratingCount"`;

function cards(rows: CardRow[]): CardRow[] {
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    features: r.features ?? [],
    ratingAverage: r.ratingAverage === null ? null : Number(r.ratingAverage),
    ratingCount: Number(r.ratingCount),
  }));
}

export type PageOrder = 'rank' | 'newest' | 'price_asc' | 'price_desc' | 'rating';

const ORDER_BY: Record<Exclude<PageOrder, 'rank'>, string> = {
  newest: 'd.listed_at DESC, d.listing_id DESC',
  price_asc: 'd.from_price_paise ASC NULLS LAST, d.listed_at DESC, d.listing_id DESC',
  price_desc: 'd.from_price_paise DESC NULLS LAST, d.listed_at DESC, d.listing_id DESC',
  // Best average first, more reviews first among equals, listings without reviews last
  // (search_documents_rating_idx, migration 0012).
  rating: 'd.rating_avg DESC NULLS LAST, d.rating_count DESC, d.listed_at DESC, d.listing_id DESC',
};

/** One page of result cards in the given order; 'rank' ranks every match (a modest number). */
export async function resultPage(
  sql: SqlRunner,
  f: SearchFilters,
  order: PageOrder,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  const p = new Params();
  const conds = conditions(p, f);
  const orderBy =
    order === 'rank' && f.tsquery !== null
      ? `ts_rank(d.doc, ${p.add(f.tsquery)}::tsquery) DESC, d.listed_at DESC, d.listing_id DESC`
      : ORDER_BY[order === 'rank' ? 'newest' : order];
  return cards(
    await sql.query<CardRow>(
      `SELECT ${CARD_COLUMNS} FROM search_documents d ${where(conds)}
       ORDER BY ${orderBy} LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`,
      p.values,
    ),
  );
}

/** How many matches by firm name, category or city a text with very many matches ranks. */
export const RANK_WINDOW = 1000;

/**
 * The ranking of a text with very many matches, bounded. A word in the firm name, category or
 * city weighs more than any number of mentions in a description, so those matches come first:
 * the newest RANK_WINDOW of them are ranked by ts_rank (however common the word, at most that
 * many documents are ranked); the caller follows them with the other matches, newest first.
 * Returns the ranked ids, best first.
 */
export async function rankedWindow(
  sql: SqlRunner,
  f: SearchFilters,
  size = RANK_WINDOW,
  /**
   * Whether the text's matches are few enough to be looked up in the text index (then sorted
   * by date); otherwise the newest documents are read until the window is full, which is quick
   * when the matches are many and slow when they are few.
   */
  fewMatches = false,
): Promise<number[]> {
  if (f.tsquery === null || f.anyTsquery === null) return [];
  const p = new Params();
  const conds = conditions(p, f, {}, !fewMatches);
  const any = p.add(f.anyTsquery);
  const q = p.add(f.tsquery);
  const rows = await sql.query<{ id: number }>(
    `SELECT w.listing_id AS id FROM (
       SELECT d.listing_id, d.listed_at, d.doc FROM search_documents d
       ${where([...conds, `d.head_doc @@ ${any}::tsquery`])}
       ORDER BY d.listed_at DESC, d.listing_id DESC LIMIT ${p.add(size)}
     ) w
     ORDER BY ts_rank(w.doc, ${q}::tsquery) DESC, w.listed_at DESC, w.listing_id DESC`,
    p.values,
  );
  return rows.map((r) => Number(r.id));
}

/** Matches outside the ranked window, newest first: the tail of a very long result list. */
export async function newestExcept(
  sql: SqlRunner,
  f: SearchFilters,
  except: number[],
  limit: number,
  offset: number,
): Promise<number[]> {
  const p = new Params();
  const conds = [...conditions(p, f), `d.listing_id <> ALL (${p.add(except)}::bigint[])`];
  const rows = await sql.query<{ id: number }>(
    `SELECT d.listing_id AS id FROM search_documents d ${where(conds)}
     ORDER BY d.listed_at DESC, d.listing_id DESC LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`,
    p.values,
  );
  return rows.map((r) => Number(r.id));
}

/** Result cards of these listings, in the order of `ids`. */
export async function cardsByIds(sql: SqlRunner, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = cards(
    await sql.query<CardRow>(
      `SELECT ${CARD_COLUMNS} FROM search_documents d WHERE d.listing_id = ANY ($1::bigint[])`,
      [ids],
    ),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Active listings like `listingId` (issue 15): the same category and city, the closest starting
 * price first (those without prices last), leaving out `excludeIds` and, given a day, listings
 * booked that day.
 */
export async function similarCards(
  sql: SqlRunner,
  listingId: number,
  options: { excludeIds: number[]; bookedOn: string | null; limit: number },
): Promise<CardRow[]> {
  return cards(
    await sql.query<CardRow>(
      `SELECT ${CARD_COLUMNS}
       FROM search_documents s
       JOIN search_documents d ON d.category = s.category AND d.city_key = s.city_key
       WHERE s.listing_id = $1 AND d.listing_id <> s.listing_id
         AND d.listing_id <> ALL ($2::bigint[])
         AND ($3::date IS NULL OR NOT EXISTS (
           SELECT 1 FROM listing_booked_dates b WHERE b.listing_id = d.listing_id AND b.day = $3::date
         ))
       ORDER BY abs(d.from_price_paise - s.from_price_paise) ASC NULLS LAST,
         d.listed_at DESC, d.listing_id DESC
       LIMIT $4`,
      [listingId, options.excludeIds, options.bookedOn, options.limit],
    ),
  );
}
