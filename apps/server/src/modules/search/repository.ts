import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isLockTimeout } from '../../db/errors';
import { listParam, preparedRows, queryRows } from '../../db/query';

// The SQL of public search. Tables and triggers: migrations/0005_search.sql; the design:
// docs/decisions/0021-search.md. Every value reaches the database as a parameter.

/** What a search filters on, as the database sees it. */
export interface SearchFilters {
  /** A tsquery (see service.ts) every result matches, or null for no text. */
  tsquery: string | null;
  /**
   * What ts_rank scores the matches with: the same terms with every alternative as the synonyms
   * give it (`tsquery` leaves out phrases another alternative finds anyway, which match the same
   * documents but weigh in a rank).
   */
  rankTsquery: string | null;
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

/** The change counter of listings (migration 0005): moves when any listing or part changes. */
export async function readListingsVersion(db: Db): Promise<number> {
  const [row] = await preparedRows<{ version: string | number }>(
    db,
    sql`SELECT version FROM listings_version`,
  );
  return Number(row?.version ?? 0);
}

/**
 * The planner's statistics and the visibility map of the search tables. VACUUM too: counts by
 * price are read from an index alone only for pages the visibility map knows to be all visible.
 */
export async function vacuumAnalyse(db: Db): Promise<void> {
  await db.execute(
    sql`VACUUM (ANALYZE) search_documents, search_facets, search_category_prices, search_words,
      search_text_counts`,
  );
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
export const WORD_MAX_LENGTH = 30;

export async function textFacts(db: Db, words: string[], cityCandidates: string[]) {
  if (words.length === 0 && cityCandidates.length === 0) {
    return { knownWords: new Set<string>(), cities: new Map<string, string>() };
  }
  const rows = await preparedRows<FactRow>(
    db,
    sql`WITH known AS (${knownWordsOf(words)})
     SELECT 'word' AS kind, w AS value, NULL AS name FROM known
     UNION ALL
     ${citiesOf(cityCandidates)}`,
  );
  return factsOf(rows);
}

type FactRow = { kind: 'word' | 'city'; value: string; name: string | null };

/** Those of `words` that are words of the listings, as rows of one column, w. */
function knownWordsOf(words: string[]): SQL {
  return sql`SELECT w FROM unnest(${listParam(words)}::text[]) AS w
     WHERE EXISTS (SELECT 1 FROM search_words s WHERE s.word = w)
     ${
       // Planning the documents' lookup costs more than running the rest: only when it can apply.
       words.some((w) => w.length > WORD_MAX_LENGTH)
         ? sql`OR (length(w) > ${sql.raw(String(WORD_MAX_LENGTH))}
            AND EXISTS (SELECT 1 FROM search_documents d WHERE d.doc @@ quote_literal(w)::tsquery))`
         : sql.empty()
     }`;
}

/** The city keys among `cityCandidates` that active listings are in, with a name: kind 'city'. */
function citiesOf(cityCandidates: string[]): SQL {
  return sql`SELECT 'city', city_key, min(city)
     FROM search_facets WHERE city_key = ANY (${listParam(cityCandidates)}::text[]) AND listings > 0
     GROUP BY city_key`;
}

function factsOf(rows: readonly FactRow[]) {
  return {
    knownWords: new Set(rows.filter((r) => r.kind === 'word').map((r) => r.value)),
    cities: new Map(rows.filter((r) => r.kind === 'city').map((r) => [r.value, r.name ?? r.value])),
  };
}

/**
 * Forgets those of `words` that no active listing uses any more (their listings were suspended,
 * refunded or edited), so they are corrected like any unknown word. Returns the words forgotten.
 */
export async function pruneStaleWords(db: Db, words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const rows = await queryRows<{ word: string }>(
    db,
    sql`DELETE FROM search_words s
     WHERE s.word = ANY (${listParam(words)}::text[])
       AND NOT EXISTS (
         SELECT 1 FROM search_documents d WHERE d.doc @@ quote_literal(s.word)::tsquery
       )
     RETURNING s.word`,
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
 * letter missing, doubled, swapped) and its nearest words by trigram distance (GiST). In the same
 * query, the uses (wordUses) of the variants found, except those in `knownUses`: a variant is one
 * edit away, so it is among the nearest candidates, whose uses a correction is decided by
 * (service.ts); counting them here saves a round trip for almost every typo (issue 33).
 */
export async function correctionCandidates(
  db: Db,
  tokens: string[],
  variants: { token: string; word: string }[],
  knownUses: readonly string[] = [],
): Promise<Candidates> {
  const rows = await preparedRows<CandidateRow>(
    db,
    sql`WITH ${candidatesOf(sql`unnest(${listParam(tokens)}::text[]) AS t (token)`, variants, knownUses)}
     ${CANDIDATE_ROWS}`,
  );
  return candidatesFrom(rows);
}

/**
 * textFacts and correctionCandidates in one statement, for a search whose words are new to the
 * server (issue 33): which of `words` are known, which `cityCandidates` are cities, and the
 * candidates of those of `tokens` (words that would be corrected from the database were they
 * unknown, with their `variants`) that are not known. A typo then costs one round trip fewer;
 * a known token costs its variants' transfer and nothing more.
 */
export async function textFactsAndCandidates(
  db: Db,
  words: string[],
  cityCandidates: string[],
  tokens: string[],
  variants: { token: string; word: string }[],
  knownUses: readonly string[] = [],
): Promise<ReturnType<typeof factsOf> & { candidates: Candidates }> {
  const rows = await preparedRows<
    | (FactRow & { [column in keyof CandidateRow]: null })
    | ({ kind: 'candidate'; value: null; name: null } & CandidateRow)
  >(
    db,
    sql`WITH known AS (${knownWordsOf(words)}),
     ${candidatesOf(
       sql`(SELECT token FROM unnest(${listParam(tokens)}::text[]) AS u (token)
         WHERE NOT EXISTS (SELECT 1 FROM known k WHERE k.w = u.token)) t`,
       variants,
       knownUses,
       sql`WHERE NOT EXISTS (SELECT 1 FROM known k WHERE k.w = v.token)`,
     )}
     SELECT 'word' AS kind, w AS value, NULL AS name,
       NULL AS token, NULL AS word, NULL::float8 AS similarity, NULL::int AS uses
     FROM known
     UNION ALL
     SELECT c.*, NULL, NULL, NULL, NULL FROM (${citiesOf(cityCandidates)}) c
     UNION ALL
     SELECT 'candidate', NULL, NULL, r.* FROM (${CANDIDATE_ROWS}) r`,
  );
  const facts: FactRow[] = [];
  const candidates: CandidateRow[] = [];
  for (const r of rows) {
    if (r.kind === 'candidate') candidates.push(r);
    else facts.push(r);
  }
  return { ...factsOf(facts), candidates: candidatesFrom(candidates) };
}

type CandidateRow = CorrectionCandidateRow & { uses: number | null };

/** Candidate corrections and the uses counted with them. */
export interface Candidates {
  rows: CorrectionCandidateRow[];
  uses: Map<string, number>;
}

/**
 * The candidates of the tokens `asked` (a FROM item with a column token) as CTEs: `hits`, their
 * variants that are words of the listings (those `variantFilter`, a WHERE on v.token, keeps);
 * `candidates`, those and each token's nearest words by trigram distance; `counted`, the uses of
 * the variants found, except those in `knownUses`. A filter on the variants' tokens, not a join:
 * a join changed the plan of the variants' lookups, 40% slower.
 */
function candidatesOf(
  asked: SQL,
  variants: { token: string; word: string }[],
  knownUses: readonly string[],
  variantFilter: SQL = sql.empty(),
) {
  const variantTokens = listParam(variants.map((v) => v.token));
  const variantWords = listParam(variants.map((v) => v.word));
  return sql`hits AS (
       SELECT v.token, v.word
       FROM unnest(${variantTokens}::text[], ${variantWords}::text[]) AS v (token, word)
       JOIN search_words w ON w.word = v.word
       ${variantFilter}
     ), candidates AS (
       SELECT token, word FROM hits
       UNION
       SELECT t.token, k.word
       FROM ${asked}
       CROSS JOIN LATERAL (
         SELECT word FROM search_words ORDER BY word <-> t.token LIMIT 8
       ) k
     ), counted AS (
       SELECT h.word, ${usesOf(sql.raw('h.word'))} AS uses
       FROM (SELECT DISTINCT word FROM hits) h
       WHERE h.word <> ALL (${listParam(knownUses)}::text[])
     )`;
}

/** The rows of candidatesOf's CTEs: token, word, similarity, uses (null where not counted). */
const CANDIDATE_ROWS = sql`SELECT c.token, c.word, similarity(c.word, c.token)::float8 AS similarity, n.uses
     FROM candidates c LEFT JOIN counted n ON n.word = c.word`;

function candidatesFrom(rows: readonly CandidateRow[]): Candidates {
  const uses = new Map<string, number>();
  for (const r of rows) if (r.uses !== null) uses.set(r.word, Number(r.uses));
  return {
    rows: rows.map((r) => ({ token: r.token, word: r.word, similarity: Number(r.similarity) })),
    uses,
  };
}

/** How many listings are counted when telling a common word from a rare one. */
export const USES_CAP = 100;

/**
 * How many active listings use each word, counted up to USES_CAP: a correction prefers a common
 * word, and never offers one no listing uses. A few milliseconds a word (the text index lists
 * all its documents before the count stops), so callers keep the answers (service.ts).
 */
export async function wordUses(db: Db, words: string[]): Promise<Map<string, number>> {
  const rows = await preparedRows<{ word: string; uses: number }>(
    db,
    sql`SELECT w AS word, ${usesOf(sql.raw('w'))} AS uses
     FROM unnest(${listParam(words)}::text[]) AS w`,
  );
  return new Map(rows.map((r) => [r.word, Number(r.uses)]));
}

/** How many active listings use the word in `word` (a column), up to USES_CAP. */
function usesOf(word: SQL): SQL {
  return sql`(SELECT count(*) FROM (
       SELECT 1 FROM search_documents d WHERE d.doc @@ quote_literal(${word})::tsquery
       LIMIT ${sql.raw(String(USES_CAP))}
     ) u)::int`;
}

/** The conditions of a search; `without` leaves out a facet's own filter. */
function conditions(
  f: SearchFilters,
  without: { category?: boolean; city?: boolean } = {},
  textAsFilter = false,
  priceAsFilter = false,
): SQL[] {
  const out: SQL[] = [];
  if (f.tsquery !== null) {
    // `IS TRUE` hides the match from the planner's index choice: it is then checked on the rows
    // another index found rather than looked up in the (large, for a common word) text index.
    const match = sql`d.doc @@ ${f.tsquery}::tsquery`;
    out.push(textAsFilter ? sql`(${match}) IS TRUE` : match);
  }
  if (f.category !== null && !without.category) out.push(sql`d.category = ${f.category}`);
  if (f.cityKeys !== null && !without.city) out.push(inCities(f.cityKeys));
  // `IS TRUE`, as for the text: checked on the rows the order's index gives, not looked up.
  for (const price of priceConditions(f, sql.raw('d.from_price_paise'))) {
    out.push(priceAsFilter ? sql`(${price}) IS TRUE` : price);
  }
  if (f.features.length > 0) out.push(sql`d.features @> ${listParam(f.features)}::text[]`);
  if (f.stars !== null) out.push(sql`d.star_rating = ${f.stars}`);
  // Listings without reviews have no average (null) and so never pass.
  if (f.minRating !== null) out.push(sql`d.rating_avg >= ${f.minRating}`);
  if (f.eventDate !== null) {
    out.push(
      sql`NOT EXISTS (SELECT 1 FROM listing_booked_dates b
        WHERE b.listing_id = d.listing_id AND b.day = ${f.eventDate}::date)`,
    );
  }
  return out;
}

/**
 * A city filter. One key is compared as one value, not as a list: only then can an index on
 * (..., city_key, listed_at ...) give its rows in order (a list's rows come key by key), which
 * a page of a category in a city reads (migration 0038).
 */
function inCities(cityKeys: readonly string[]): SQL {
  return cityKeys.length === 1
    ? sql`d.city_key = ${cityKeys[0]}`
    : sql`d.city_key = ANY (${listParam(cityKeys)}::text[])`;
}

function where(conds: SQL[]): SQL {
  return conds.length === 0 ? sql.empty() : sql`WHERE ${sql.join(conds, sql` AND `)}`;
}

export interface FacetCountRow {
  category: string;
  /** Null: the category's listings in every city (read where no city filter applies). */
  cityKey: string | null;
  /** A spelling of the city vendors used. */
  city: string;
  count: number;
}

/** Whether no features, stars, event date or rating are asked for. */
function noOtherFilters(f: SearchFilters): boolean {
  return (
    f.features.length === 0 && f.stars === null && f.eventDate === null && f.minRating === null
  );
}

/** Whether no filter but category, city and price is set (no text either). */
function onlyCategoryCityPrice(f: SearchFilters): boolean {
  return f.tsquery === null && noOtherFilters(f);
}

/** Whether a text is matched with no filter but category and city. */
function onlyTextCategoryCity(f: SearchFilters): boolean {
  return f.tsquery !== null && f.minPaise === null && f.maxPaise === null && noOtherFilters(f);
}

/**
 * Whether a search's counts are read by price (priceCounts): a search by category and price,
 * perhaps a city, nothing else.
 */
export function countsByPrice(f: SearchFilters): boolean {
  return (
    onlyCategoryCityPrice(f) && f.category !== null && (f.minPaise !== null || f.maxPaise !== null)
  );
}

function priceConditions(f: Pick<SearchFilters, 'minPaise' | 'maxPaise'>, column: SQL): SQL[] {
  const out: SQL[] = [];
  if (f.minPaise !== null) out.push(sql`${column} >= ${f.minPaise}`);
  if (f.maxPaise !== null) out.push(sql`${column} <= ${f.maxPaise}`);
  return out;
}

/** One part of the counts of a search by price (priceCounts). */
export type PricePart =
  /** One category's listings in the range, per city (search_documents_category_price_city_idx). */
  | { kind: 'category'; category: string }
  /** The chosen cities' listings in the range, per category (search_documents_city_price_idx). */
  | { kind: 'cities'; cityKeys: string[] }
  /** Every category's listings in the range, in all cities (search_category_prices). */
  | { kind: 'totals' };

/**
 * Parts of the counts of a search by category and price, in one query: each read from an index
 * alone or from search_category_prices, touching only the rows it counts however many listings
 * the range holds in all. Each part is shared by every search that needs it (the category's by
 * its searches in any city, a city's by searches of any category), so the search service keeps
 * them apart.
 */
export async function priceCounts(
  db: Db,
  f: Pick<SearchFilters, 'minPaise' | 'maxPaise'>,
  parts: readonly PricePart[],
): Promise<FacetCountRow[][]> {
  const inRange = priceConditions(f, sql.raw('d.from_price_paise'));
  const counted = parts.map((part, i) => {
    if (part.kind === 'totals') {
      return sql`SELECT ${i}::int AS part, p.category, NULL::text AS city_key,
          sum(p.listings)::int AS count
        FROM search_category_prices p
        ${where(priceConditions(f, sql.raw('p.from_price_paise')))}
        GROUP BY p.category HAVING sum(p.listings) > 0`;
    }
    const which =
      part.kind === 'category' ? sql`d.category = ${part.category}` : inCities(part.cityKeys);
    return sql`SELECT ${i}::int AS part, d.category, d.city_key, count(*)::int AS count
      FROM search_documents d ${where([which, ...inRange])} GROUP BY d.category, d.city_key`;
  });
  const rows = await preparedRows<{
    part: number;
    category: string;
    city_key: string | null;
    city: string | null;
    count: number;
  }>(
    db,
    sql`SELECT g.part, g.category, g.city_key, g.count,
       (SELECT f.city FROM search_facets f WHERE f.category = g.category AND f.city_key = g.city_key) AS city
     FROM (${sql.join(counted, sql` UNION ALL `)}) g`,
  );
  const out = parts.map((): FacetCountRow[] => []);
  for (const r of rows) {
    out[Number(r.part)]?.push({
      category: r.category,
      cityKey: r.city_key,
      city: r.city ?? r.city_key ?? '',
      count: Number(r.count),
    });
  }
  return out;
}

/**
 * Listings per category and city for a search with its category and city filters left out;
 * the caller sums them into the total and the two facets (each facet ignoring its own filter).
 * With `narrow` and both filters given, only rows that count for one of them are read; without
 * it the rows serve any choice of category and city. A search by category and city alone reads
 * the maintained counts instead of the documents; those know nothing of booked days, so a search
 * for an event date always counts the documents. (A search by category and price is counted by
 * priceCounts.)
 */
export async function facetCounts(
  db: Db,
  f: SearchFilters,
  narrow: boolean,
): Promise<FacetCountRow[]> {
  const either: SQL[] = [];
  if (narrow && f.category !== null && f.cityKeys !== null) {
    either.push(sql`(d.category = ${f.category} OR ${inCities(f.cityKeys)})`);
  }
  const onlyCategoryAndCity =
    onlyCategoryCityPrice(f) && f.minPaise === null && f.maxPaise === null;
  type Row = { category: string; city_key: string | null; city: string; count: number };
  // A category without a city, narrowly: its cities, and the other categories' totals (rather
  // than every category's every city, 800 rows at 100,000 listings).
  const categoryOnly = narrow && f.category !== null && f.cityKeys === null;
  const rows =
    onlyCategoryAndCity && categoryOnly
      ? await preparedRows<Row>(
          db,
          sql`SELECT d.category, d.city_key, d.city, d.listings AS count
         FROM search_facets d WHERE d.listings > 0 AND d.category = ${f.category}
         UNION ALL
         SELECT d.category, NULL, '', sum(d.listings)::int
         FROM search_facets d WHERE d.listings > 0 AND d.category <> ${f.category}
         GROUP BY d.category`,
        )
      : onlyCategoryAndCity
        ? await preparedRows<Row>(
            db,
            sql`SELECT d.category, d.city_key, d.city, d.listings AS count
         FROM search_facets d ${where([sql`d.listings > 0`, ...either])}`,
          )
        : await queryRows<Row>(
            db,
            sql`SELECT g.category, g.city_key, coalesce(f.city, g.city_key) AS city, g.count
         FROM (${
           onlyTextCategoryCity(f)
             ? textGroups(f, false)
             : sql`SELECT d.category, d.city_key, count(*)::int AS count
           FROM search_documents d
           ${where([...conditions(f, { category: true, city: true }), ...either])}
           GROUP BY d.category, d.city_key`
         }) g
         LEFT JOIN search_facets f ON f.category = g.category AND f.city_key = g.city_key`,
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
  /** The unit of the cheapest row (migration 0034); null without prices. */
  priceUnit: string | null;
  features: string[];
  coverThumbKey: string | null;
  /** One decimal, null without reviews (migration 0012 keeps it from listing_ratings). */
  ratingAverage: number | null;
  ratingCount: number;
};

// The first few ticked features shown on a card: as JSON, which the drivers read with
// JSON.parse, where a text[] is read a character at a time (2% of a new search's server time).
const CARD_FEATURES = 3;

const CARD_COLUMNS = sql.raw(`d.listing_id AS id, d.firm_name AS "firmName", d.category, d.city,
  d.district, d.state, d.star_rating AS "starRating", d.from_price_paise AS "fromPricePaise",
  d.mrp_paise AS "mrpPaise", d.from_price_unit AS "priceUnit", array_to_json(d.features[1:${CARD_FEATURES}]) AS features,
  d.cover_thumb_key AS "coverThumbKey", d.rating_avg::float8 AS "ratingAverage",
  d.rating_count AS "ratingCount"`);

function cards(rows: CardRow[]): CardRow[] {
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    features: r.features ?? [],
    ratingAverage: r.ratingAverage === null ? null : Number(r.ratingAverage),
    ratingCount: Number(r.ratingCount),
  }));
}

/** 'browse': every listing matches alike (no text), so complete ones first, then newest. */
export type PageOrder = 'rank' | 'browse' | 'newest' | 'price_asc' | 'price_desc' | 'rating';

/**
 * How much an incomplete listing's (no photo or no price) text rank counts: for the same match
 * it ranks below a complete one, while a clearly better match still comes first (decision 0079).
 * search_documents.complete is a stored column (migration 0034), so this reads no other table.
 */
const RANK_WEIGHT = sql.raw('CASE WHEN d.complete THEN 1.0 ELSE 0.5 END');

const ORDER_BY: Record<Exclude<PageOrder, 'rank'>, SQL> = {
  // search_documents_complete_listed_idx and its category and city siblings (migration 0034).
  browse: sql`d.complete DESC, d.listed_at DESC, d.listing_id DESC`,
  newest: sql`d.listed_at DESC, d.listing_id DESC`,
  price_asc: sql`d.from_price_paise ASC NULLS LAST, d.listed_at DESC, d.listing_id DESC`,
  price_desc: sql`d.from_price_paise DESC NULLS LAST, d.listed_at DESC, d.listing_id DESC`,
  // Best average first, more reviews first among equals, listings without reviews last
  // (search_documents_rating_idx, migration 0012).
  rating: sql`d.rating_avg DESC NULLS LAST, d.rating_count DESC, d.listed_at DESC, d.listing_id DESC`,
};

/** Best match first: ts_rank weighed by completeness, then complete, then newest. */
function rankOrder(tsquery: string): SQL {
  return sql`ts_rank(d.doc, ${tsquery}::tsquery) * ${RANK_WEIGHT} DESC, d.complete DESC,
    d.listed_at DESC, d.listing_id DESC`;
}

/**
 * Up to this many matches of a search by price are all read and sorted for a page; more are
 * read in the page's order until the page is full (resultPage).
 */
export const SORTED_MATCHES = 1000;

/**
 * One page of result cards in the given order; 'rank' ranks every match (a modest number).
 * `matches`, the search's total, decides how a page of a search by price is read when its order
 * is not the price's: few matches are all read through the price indexes and sorted; many are
 * found by walking the order's index, the price checked on each row, which fills a page soon when
 * they are many. The planner cannot tell the two apart without per-category price statistics,
 * which cost more to plan with than such a page costs to read (migration 0037).
 */
export async function resultPage(
  db: Db,
  f: SearchFilters,
  order: PageOrder,
  limit: number,
  offset: number,
  matches?: number,
): Promise<CardRow[]> {
  const orderBy =
    order === 'rank' && f.rankTsquery !== null
      ? rankOrder(f.rankTsquery)
      : ORDER_BY[order === 'rank' ? 'browse' : order];
  const byPrice = (f.minPaise !== null || f.maxPaise !== null) && f.tsquery === null;
  const priceOrder = order === 'price_asc' || order === 'price_desc';
  const choose = byPrice && !priceOrder && matches !== undefined;
  // A category in chosen cities is a few hundred listings at most, read in order from
  // search_documents_category_city_complete_idx (migration 0038): the price is checked on them.
  // Left to the planner, it ANDs the category's thousands of index entries with the city's
  // prices instead, 5 to 10 times as long.
  const inPair = byPrice && f.category !== null && f.cityKeys !== null;
  // OFFSET 0 keeps the order out of the inner query: it reads the few matches the cheapest way.
  const from =
    choose && matches <= SORTED_MATCHES && !inPair
      ? sql`(SELECT d.* FROM search_documents d ${where(conditions(f))} OFFSET 0) d`
      : sql`search_documents d ${where(conditions(f, {}, false, choose || inPair))}`;
  // Without text, a page's plan is the same whatever its category, city or price, so it is
  // prepared; but a price without a category is planned for its range (a generic plan would walk
  // the order's index for a range that holds five listings), and features, stars, a rating or a
  // day for what they are, as any text is (decision 0085).
  const planned = !onlyCategoryCityPrice(f) || (byPrice && f.category === null);
  const read = planned ? queryRows : preparedRows;
  return cards(
    await read<CardRow>(
      db,
      sql`SELECT ${CARD_COLUMNS} FROM ${from} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
    ),
  );
}

/**
 * A text's matches per category and city (columns category, city_key, count and, with `ctids`,
 * the matches' row addresses): read from search_text_counts when the text's counts are kept
 * there (migration 0039), counted otherwise. Only for a text matched with no other filter
 * (onlyTextCategoryCity): the kept counts are of the text alone. A kept text's addresses are not
 * kept: its `ctids` are null.
 */
function textGroups(f: SearchFilters, ctids: boolean): SQL {
  const q = sql`${f.tsquery}::tsquery`;
  return sql`SELECT c.category, c.city_key, c.listings AS count${ctids ? sql`, NULL::tid[] AS ctids` : sql``}
       FROM search_text_counts c WHERE c.query = ${q} AND c.listings > 0
       UNION ALL
       SELECT d.category, d.city_key, count(*)::int AS count${ctids ? sql`, array_agg(d.ctid) AS ctids` : sql``}
       FROM search_documents d
       WHERE d.doc @@ ${q} AND NOT EXISTS (SELECT 1 FROM search_kept_texts k WHERE k.query = ${q})
       GROUP BY d.category, d.city_key`;
}

/** What textCountsAndPage says of a text whose counts could be kept (textGroups). */
export interface Keeping {
  /** Whether the text's counts are kept. */
  kept: boolean;
  /** Whether no search has said for a day that it read them (search_kept_texts.asked_at). */
  askedLongAgo: boolean;
  /** The text's matches in every category and city. */
  matches: number;
}

/**
 * facetCounts of a text search (every category and city) and, where its matches in the chosen
 * category and cities are at most `rankLimit`, its page ranked (resultPage 'rank'): one
 * statement, so a text new to the server costs one round trip fewer (issue 33). `page` is null
 * when the matches are more (the caller reads the page the bounded way), and its part is not run;
 * and null when the text's counts are kept (textGroups), whose rows' addresses are not.
 * The text index is searched once: the counts keep each group's row addresses (ctid, the same
 * rows within one statement), and the page reads the chosen groups' rows at those addresses,
 * ranks them and keeps the page's rows before numbering them. Keeping all matches in a table
 * instead cost a very common text ('wedding', 70,000 matches at 100,000 listings) a fifth more.
 *
 * With nothing but the text to match, the statement is prepared: its plan then reads the text
 * index whatever the text (a generic plan expects few matches). Planned for 'wedding', PostgreSQL
 * reads every document instead and matches each one's text, 60% longer than through the index,
 * whose matches need no second look (decision 0085, sixth round). `keeping` is then set.
 */
export async function textCountsAndPage(
  db: Db,
  f: SearchFilters,
  limit: number,
  offset: number,
  rankLimit: number,
): Promise<{ counts: FacetCountRow[]; page: CardRow[] | null; keeping: Keeping | null }> {
  const rank = f.rankTsquery ?? f.tsquery;
  if (rank === null) throw new Error('textCountsAndPage counts a text search');
  // The chosen category and cities, among the counts.
  const chosen: SQL[] = [];
  if (f.category !== null) chosen.push(sql`g.category = ${f.category}`);
  if (f.cityKeys !== null) chosen.push(sql`g.city_key = ANY (${listParam(f.cityKeys)}::text[])`);
  const keepable = onlyTextCategoryCity(f);
  const read = keepable ? preparedRows : queryRows;
  const [row] = await read<{
    counts: FacetCountRow[] | null;
    matches: number;
    page: (CardRow & { position: number })[] | null;
    askedLongAgo: boolean | null;
  }>(
    db,
    sql`WITH g AS (${
      keepable
        ? textGroups(f, true)
        : sql`SELECT d.category, d.city_key, count(*)::int AS count, array_agg(d.ctid) AS ctids
       FROM search_documents d ${where(conditions(f, { category: true, city: true }))}
       GROUP BY d.category, d.city_key`
    }), n AS (SELECT coalesce(sum(g.count), 0)::int AS n FROM g ${where(chosen)})
     SELECT
       (SELECT json_agg(c) FROM (
          SELECT g.category, g.city_key AS "cityKey", coalesce(f.city, g.city_key) AS city, g.count
          FROM g LEFT JOIN search_facets f ON f.category = g.category AND f.city_key = g.city_key
        ) c) AS counts,
       (SELECT n FROM n) AS matches,
       (SELECT json_agg(p ORDER BY p.position) FROM (
          SELECT ${CARD_COLUMNS}, row_number() OVER (ORDER BY ${rankOrder(rank)}) AS position
          FROM (
            SELECT d.* FROM search_documents d
            WHERE (SELECT n FROM n) <= ${rankLimit} AND d.ctid = ANY (ARRAY(
              SELECT t.id FROM g CROSS JOIN LATERAL unnest(g.ctids) AS t (id) ${where(chosen)}
            ))
            ORDER BY ${rankOrder(rank)} LIMIT ${limit} OFFSET ${offset}
          ) d
        ) p) AS page,
       ${
         keepable
           ? sql`(SELECT k.asked_at < now() - interval '1 day'
                  FROM search_kept_texts k WHERE k.query = ${f.tsquery}::tsquery)`
           : sql`NULL::boolean`
       } AS "askedLongAgo"`,
  );
  const counts = (row?.counts ?? []).map((r) => ({ ...r, count: Number(r.count) }));
  // Null when the text is not kept.
  const askedLongAgo = row?.askedLongAgo ?? null;
  const kept = askedLongAgo !== null;
  const ranked = row !== undefined && row.matches <= rankLimit && !kept;
  return {
    counts,
    page: ranked ? cards((row.page ?? []).map(({ position: _, ...card }) => card)) : null,
    keeping: keepable
      ? {
          kept,
          askedLongAgo: askedLongAgo === true,
          matches: counts.reduce((sum, r) => sum + r.count, 0),
        }
      : null,
  };
}

/** How many texts' counts are kept at most (search_keep_text): each costs every write a match. */
export const MAX_KEPT_TEXTS = 64;

/**
 * Starts keeping the counts of text `tsquery` (migration 0039's search_keep_text): it counts the
 * text once more, with writers of search_documents waiting. False when it could not (the texts
 * kept are as many as MAX_KEPT_TEXTS, or a long write held the table for over a second).
 */
export async function keepText(db: Db, tsquery: string): Promise<boolean> {
  try {
    const [row] = await queryRows<{ kept: boolean }>(
      db,
      sql`SELECT search_keep_text(${tsquery}::tsquery, ${MAX_KEPT_TEXTS}) AS kept`,
    );
    return row?.kept === true;
  } catch (error) {
    // Waiting for the table's lock timed out: the text is counted as before.
    if (isLockTimeout(error)) return false;
    throw error;
  }
}

/** Says that a search read text `tsquery`'s kept counts (search_kept_texts.asked_at). */
export async function keptTextAsked(db: Db, tsquery: string): Promise<void> {
  await db.execute(
    sql`UPDATE search_kept_texts SET asked_at = now() WHERE query = ${tsquery}::tsquery`,
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
  db: Db,
  f: SearchFilters,
  size = RANK_WINDOW,
  /**
   * Whether the text's matches are few enough to be looked up in the text index (then sorted
   * by date); otherwise the newest documents are read until the window is full, which is quick
   * when the matches are many and slow when they are few.
   */
  fewMatches = false,
  /**
   * Whether the text's matches in every category and city are few enough to be read whole. With
   * no other filter but category and city, the name, category and city are then checked on each
   * match, not looked up in their own index, which lists every document with any of the text's
   * words there (13,000 for 'Anand Banquet Hall', three times as long as reading its 1,254
   * matches).
   */
  fewTextMatches = false,
): Promise<number[]> {
  if (f.tsquery === null || f.anyTsquery === null) return [];
  const conds = conditions(f, {}, !fewMatches);
  const head = sql`d.head_doc @@ ${f.anyTsquery}::tsquery`;
  const headChecked = fewTextMatches && onlyTextCategoryCity(f);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT d.listing_id AS id FROM (
       SELECT d.listing_id, d.listed_at, d.doc, d.complete FROM search_documents d
       ${where([...conds, headChecked ? sql`(${head}) IS TRUE` : head])}
       ORDER BY d.listed_at DESC, d.listing_id DESC LIMIT ${size}
     ) d
     ORDER BY ${rankOrder(f.rankTsquery ?? f.tsquery)}`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Matches outside the ranked window, complete ones first and newest first among them: the tail
 * of a very long result list.
 */
export async function newestExcept(
  db: Db,
  f: SearchFilters,
  except: number[],
  limit: number,
  offset: number,
): Promise<number[]> {
  const conds = [...conditions(f), sql`d.listing_id <> ALL (${listParam(except)}::bigint[])`];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT d.listing_id AS id FROM search_documents d ${where(conds)}
     ORDER BY ${ORDER_BY.browse} LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Result cards of these listings, in the order of `ids`. */
export async function cardsByIds(db: Db, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = cards(
    await preparedRows<CardRow>(
      db,
      sql`SELECT ${CARD_COLUMNS} FROM search_documents d
       WHERE d.listing_id = ANY (${listParam(ids)}::bigint[])`,
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
  db: Db,
  listingId: number,
  options: { excludeIds: number[]; bookedOn: string | null; limit: number },
): Promise<CardRow[]> {
  const { bookedOn } = options;
  return cards(
    await queryRows<CardRow>(
      db,
      sql`SELECT ${CARD_COLUMNS}
       FROM search_documents s
       JOIN search_documents d ON d.category = s.category AND d.city_key = s.city_key
       WHERE s.listing_id = ${listingId} AND d.listing_id <> s.listing_id
         AND d.listing_id <> ALL (${listParam(options.excludeIds)}::bigint[])
         AND (${bookedOn}::date IS NULL OR NOT EXISTS (
           SELECT 1 FROM listing_booked_dates b
           WHERE b.listing_id = d.listing_id AND b.day = ${bookedOn}::date
         ))
       ORDER BY abs(d.from_price_paise - s.from_price_paise) ASC NULLS LAST,
         d.listed_at DESC, d.listing_id DESC
       LIMIT ${options.limit}`,
    ),
  );
}

/**
 * Adds searches counted on this server to their clients' rows of one window (migration 0019),
 * and reads back the totals, every server's searches included: of the clients added to and of
 * `watched` (clients this server adds nothing for this time but wants the total of). Rows are
 * written in the clients' order, so two servers adding at once never wait on each other in a
 * cycle.
 */
export async function addSearchCounts(
  db: Db,
  windowStart: Date,
  added: readonly { client: string; hits: number }[],
  watched: readonly string[],
): Promise<Map<string, number>> {
  const sorted = [...added].sort((a, b) =>
    a.client < b.client ? -1 : a.client > b.client ? 1 : 0,
  );
  const rows = await queryRows<{ client: string; hits: number }>(
    db,
    sql`WITH added AS (
          INSERT INTO search_rate_counts AS c (window_start, client, hits)
          SELECT ${windowStart.toISOString()}::timestamptz, a.client, a.hits
          FROM unnest(${listParam(sorted.map((a) => a.client))}::text[],
                      ${listParam(sorted.map((a) => a.hits))}::int[]) WITH ORDINALITY
               AS a(client, hits, n)
          ORDER BY a.n
          ON CONFLICT (window_start, client) DO UPDATE SET hits = c.hits + excluded.hits
          RETURNING c.client, c.hits
        )
        SELECT client, hits FROM added
        UNION ALL
        SELECT client, hits FROM search_rate_counts
        WHERE window_start = ${windowStart.toISOString()}::timestamptz
          AND client = ANY (${listParam(watched)}::text[])`,
  );
  return new Map(rows.map((row) => [row.client, Number(row.hits)]));
}

/** Forgets the search counts of windows that started before `before`. */
export async function pruneSearchCounts(db: Db, before: Date): Promise<void> {
  await db.execute(
    sql`DELETE FROM search_rate_counts WHERE window_start < ${before.toISOString()}::timestamptz`,
  );
}
