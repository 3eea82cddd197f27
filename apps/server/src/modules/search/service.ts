import { CATEGORIES, type CategorySlug } from '@mandap/shared/catalogue/categories';
import { percentOff, rupeesToPaise } from '@mandap/shared/money';
import { isPriceUnit } from '@mandap/shared/price-units';
import {
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
  storefrontPath,
} from '@mandap/shared/schemas/marketplace';
import {
  allowedEdits,
  analyseText,
  cityFilterKeys,
  correctFromVocabulary,
  editDistance,
  interpretText,
  isCorrectable,
  knownCityOfKey,
  pickCorrection,
  singleEditVariants,
  type TermAlternatives,
  type TextFacts,
  type TextInterpretation,
  type WordCandidate,
} from '@mandap/shared/search/normalise';
import type { Db } from '../../db/client';
import { batchedReader } from '../../platform/batched-reader';
import { VersionedCache } from '../../platform/versioned-cache';
import * as repo from './repository';

/**
 * Bytes of search answers kept per server (each a page of cards and the facets, 5 to 15 KB): about
 * 4,000 answers, so the searches of a busy hour are asked of the database once per change of the
 * listings, not again each time they come round.
 */
export const SEARCH_CACHE_BYTES = 48 * 1024 * 1024;
/** Cities listed in the city facet, most listings first. */
export const CITY_FACET_SIZE = 30;

/** How much ranking a search may do (tests make it small to reach the bounded path). */
export interface RankLimits {
  /** Up to this many matches, every match is ranked. */
  exactRankLimit: number;
  /** Above it, this many matches by name, category or city are (repository.rankedWindow). */
  rankWindow: number;
  /** Up to this many matches, the window is found through the text index. */
  indexedMatches: number;
  /**
   * From this many matches in every category and city, a text's counts are kept by the database
   * (repository.keepText) instead of counted by every search of it that is not cached.
   */
  keptTextMatches: number;
}

// ts_rank costs about a microsecond a document on PostgreSQL and several on PGlite: a thousand
// is a few milliseconds on either.
// Up to 10,000 matches (a tenth of 100,000 listings) the text index finds them sooner than
// reading the newest listings until a window's worth turned up.
// Counting a text's matches by category and city at 100,000 listings on PostgreSQL: 'garden',
// 9,357 matches, 20-26 ms; 'wedding', 70,483, 130-180 ms. Read kept, under a millisecond.
export const RANK_LIMITS: RankLimits = {
  exactRankLimit: 1000,
  rankWindow: repo.RANK_WINDOW,
  indexedMatches: 10_000,
  keptTextMatches: 5_000,
};

/**
 * A search answer: its JSON ready to send (cached answers are not serialised again) and the
 * listings it shows, in order. Not the response itself: its hundred-odd objects, kept for every
 * cached answer, would be thousands more for the garbage collector to trace and copy.
 */
export interface SearchAnswer {
  listingIds: number[];
  body: Buffer;
}

/**
 * What one server keeps between searches, all of it tagged with the listings version: whole
 * answers, and the two costly parts of a search with many matches (its counts per category and
 * city, its ranked window), which the next page, another sort or a facet click reuse.
 */
export interface SearchCaches {
  answers: VersionedCache<SearchAnswer>;
  counts: VersionedCache<repo.FacetCountRow[]>;
  windows: VersionedCache<number[]>;
  /** How many listings use a word of the listings (capped), for typo corrections. */
  uses: VersionedCache<number>;
  /**
   * What the database said of a text's words ('w:' + word: '1' a word of the listings, '' not)
   * and city candidates ('c:' + candidate: the city's name, '' none): searches share words.
   */
  facts: VersionedCache<string>;
}

// Counts of a text hold a row per category and city it occurs in (up to a thousand or so), a
// window up to RANK_WINDOW ids: a few megabytes at most.
const COUNT_ENTRIES = 1000;
const WINDOW_ENTRIES = 100;
// A number per word: every word of a large marketplace's listings fits in a few megabytes.
const USES_ENTRIES = 100_000;

/** The caches of one server. */
export function createSearchCaches(answerBytes = SEARCH_CACHE_BYTES): SearchCaches {
  return {
    answers: new VersionedCache(answerBytes, (answer) => answer.body.length),
    counts: new VersionedCache(COUNT_ENTRIES),
    windows: new VersionedCache(WINDOW_ENTRIES),
    uses: new VersionedCache(USES_ENTRIES),
    facts: new VersionedCache(USES_ENTRIES),
  };
}

/** One server's search: its caches, and one read of the listings version per event-loop turn. */
export interface Searcher {
  answer(query: SearchQuery): Promise<SearchAnswer>;
}

export function createSearcher(db: Db): Searcher {
  const caches = createSearchCaches();
  const version = batchedReader(() => listingsVersion(db));
  return { answer: (query) => searchListings(db, caches, query, version) };
}

/** Caches and the version they are read at, for one search. */
interface Memo {
  caches: SearchCaches;
  version: number;
}

/** How one search runs: caches (or none), and its limits of ranking. */
interface Run {
  memo: Memo | undefined;
  limits: RankLimits;
}

/**
 * The version of the listings: a number that moves whenever any listing, its features, prices
 * or media change (any code path: triggers keep it). Cheap; read it on every request and drop
 * what was cached under another number.
 */
export function listingsVersion(db: Db): Promise<number> {
  return repo.readListingsVersion(db);
}

/**
 * Brings the planner's statistics and the visibility map of the search tables up to date: now
 * and then on PGlite, which has no autovacuum to do it (routes.ts). Without them the planner goes
 * on costing the tables as they were when empty or small.
 */
export async function analyseSearchTables(db: Db): Promise<void> {
  await repo.vacuumAnalyse(db);
}

/** The key a query is cached under: the same search typed differently is one entry. */
export function searchCacheKey(query: SearchQuery): string {
  return JSON.stringify([
    query.q ? analyseText(query.q).tokens.join(' ') : '',
    query.category ?? '',
    query.city ? cityFilterKeys(query.city).sort() : '',
    query.minPrice ?? '',
    query.maxPrice ?? '',
    [...new Set(query.features ?? [])].sort(),
    query.stars ?? '',
    query.eventDate ?? '',
    query.minRating ?? '',
    query.sort,
    query.page,
    query.pageSize,
  ]);
}

/**
 * Public search of active listings (R4, R12): cached per listings version. `version` reads the
 * current version (routes share one read among the requests of an event-loop turn).
 */
export async function searchListings(
  db: Db,
  caches: SearchCaches,
  query: SearchQuery,
  version: () => Promise<number> = () => listingsVersion(db),
): Promise<SearchAnswer> {
  const current = await version();
  return caches.answers.get(searchCacheKey(query), current, async () => {
    const response = await runSearch(db, query, { caches, version: current });
    return {
      listingIds: response.results.map((result) => result.listingId),
      body: Buffer.from(JSON.stringify(response)),
    };
  });
}

/** The search itself; uncached unless given caches and the version to read them at. */
export async function runSearch(
  db: Db,
  query: SearchQuery,
  memo?: Memo,
  limits: RankLimits = RANK_LIMITS,
): Promise<SearchResponse> {
  const run: Run = { memo, limits };
  const explicitCityKeys = query.city ? cityFilterKeys(query.city) : undefined;
  let text = query.q ? await readText(db, query.q, memo) : null;
  let read = text?.interpret({ category: query.category, cityKeys: explicitCityKeys }) ?? null;
  let outcome = await searchWith(db, query, read, explicitCityKeys, run);

  // Nothing found: perhaps a word was taken as known that only listings no longer shown used.
  // Such words are forgotten and the text read again, which may now correct them.
  if (outcome.total === 0 && query.q && text && text.knownWords.length > 0) {
    const forgotten = await repo.pruneStaleWords(db, text.knownWords);
    // Kept facts may still hold a word an earlier search forgot: read afresh.
    if (forgotten.length > 0 || memo !== undefined) {
      text = await readText(db, query.q, undefined);
      read = text.interpret({ category: query.category, cityKeys: explicitCityKeys });
      outcome = await searchWith(db, query, read, explicitCityKeys, run);
    }
  }

  // A city or category read from the text that leaves nothing ('Agra Sweets' of Delhi, typed
  // as a name): the text is searched as typed instead.
  if (outcome.total === 0 && text && read && (read.city || read.category)) {
    const literal = text.interpret({
      category: query.category,
      cityKeys: explicitCityKeys,
      readFilters: false,
    });
    const second = await searchWith(db, query, literal, explicitCityKeys, run);
    if (second.total > 0) outcome = second;
  }
  return outcome;
}

function cached<T>(
  memo: Memo | undefined,
  pick: (caches: SearchCaches) => VersionedCache<T>,
  key: unknown,
  compute: () => Promise<T>,
): Promise<T> {
  if (!memo) return compute();
  return pick(memo.caches).get(JSON.stringify(key), memo.version, compute);
}

interface ReadText {
  /** The correctable words taken as words of the listings. */
  knownWords: string[];
  interpret(explicit: Parameters<typeof interpretText>[2]): TextInterpretation;
}

/**
 * Unknown words of one search looked up in the database for a correction, at most: each costs a
 * trigram index search and the counting of up to 8 candidates' uses, a few milliseconds each, so
 * ten random words cost hundreds (issue 27, decision 0058). Couples' typos come one or two to a
 * search; further unknown words are searched as typed (a text of ten unknown words finds nothing
 * either way).
 */
export const MAX_CORRECTED_WORDS = 3;

/** Candidates read along with the facts of words new to this server, and for which tokens. */
interface EarlyCandidates {
  tokens: ReadonlySet<string>;
  found: repo.Candidates;
}

/**
 * repository.textFacts, each word's and candidate's answer kept per listings version. With
 * caches, the words new to this server that would be corrected from the database were they
 * unknown (a typo is always such a word) have their candidates read in the same statement
 * (issue 33): `early`.
 */
async function textFacts(
  db: Db,
  words: string[],
  cityCandidates: string[],
  memo: Memo | undefined,
): Promise<{ knownWords: Set<string>; cities: Map<string, string>; early?: EarlyCandidates }> {
  if (!memo) return repo.textFacts(db, words, cityCandidates);
  const keys = [...words.map((w) => `w:${w}`), ...cityCandidates.map((c) => `c:${c}`)];
  let early: EarlyCandidates | undefined;
  const answers = await memo.caches.facts.getMany(keys, memo.version, async (missing) => {
    const asked = (prefix: string) =>
      missing.filter((k) => k.startsWith(prefix)).map((k) => k.slice(2));
    const [newWords, newCandidates] = [asked('w:'), asked('c:')];
    const tokens = newWords.filter((w) => correctedByDatabase(w, correctFromVocabulary(w)));
    let found: { knownWords: Set<string>; cities: Map<string, string> };
    if (tokens.length > 0 && tokens.length <= MAX_CORRECTED_WORDS) {
      const both = await withCandidates(tokens, memo, (variants, knownUses) =>
        repo.textFactsAndCandidates(db, newWords, newCandidates, tokens, variants, knownUses),
      );
      early = { tokens: new Set(tokens), found: both.candidates };
      found = both.answer;
    } else {
      found = await repo.textFacts(db, newWords, newCandidates);
    }
    return new Map([
      ...newWords.map((w): [string, string] => [`w:${w}`, found.knownWords.has(w) ? '1' : '']),
      ...newCandidates.map((c): [string, string] => [`c:${c}`, found.cities.get(c) ?? '']),
    ]);
  });
  return {
    knownWords: new Set(words.filter((w) => answers.get(`w:${w}`) === '1')),
    cities: new Map(
      cityCandidates.flatMap((c): [string, string][] => {
        const name = answers.get(`c:${c}`);
        return name ? [[c, name]] : [];
      }),
    ),
    early,
  };
}

/**
 * Whether an unknown correctable word is looked up in the database for a correction (up to
 * MAX_CORRECTED_WORDS a search): not when a synonym's or city's word (`vocabulary`) is one edit
 * away, and not when no word of search_words is within a typo's reach of it (asking would cost a
 * trigram search and a thousand variants for nothing).
 */
function correctedByDatabase(word: string, vocabulary: string | undefined): boolean {
  if (vocabulary !== undefined && editDistance(word, vocabulary, 1) === 1) return false;
  return word.length <= repo.WORD_MAX_LENGTH + allowedEdits(word);
}

/**
 * Reads the candidate corrections of `tokens` with `read`, given their single-edit variants and
 * the words whose uses are kept already (not counted again). Typos of different words meet the
 * same candidates again and again: each word's uses are counted once per version of the
 * listings. The variants found are counted with the candidates; other candidates' as readText
 * needs them. `candidates.uses` holds the kept uses too.
 */
async function withCandidates<T extends { candidates: repo.Candidates }>(
  tokens: string[],
  memo: Memo | undefined,
  read: (variants: { token: string; word: string }[], knownUses: string[]) => Promise<T>,
): Promise<{ answer: T; candidates: repo.Candidates }> {
  const variants = tokens.flatMap((token) =>
    singleEditVariants(token).map((word) => ({ token, word })),
  );
  const kept = memo
    ? memo.caches.uses.peek(
        variants.map((v) => v.word),
        memo.version,
      )
    : new Map<string, number>();
  const answer = await read(variants, [...kept.keys()]);
  memo?.caches.uses.put(answer.candidates.uses, memo.version);
  return {
    answer,
    candidates: {
      rows: answer.candidates.rows,
      uses: new Map([...kept, ...answer.candidates.uses]),
    },
  };
}

/** Asks the database what it needs to know about a text's words, once; then reads it. */
async function readText(db: Db, q: string, memo: Memo | undefined): Promise<ReadText> {
  const analysis = analyseText(q);
  // Only a word that could be corrected needs to be known to be a word of the listings.
  const correctable = analysis.words.filter(isCorrectable);
  const facts = await textFacts(db, correctable, analysis.cityCandidates, memo);
  const corrections = new Map<string, string>();
  const toDatabase: string[] = [];
  const fromVocabulary = new Map<string, string>();
  for (const word of analysis.words) {
    if (facts.knownWords.has(word) || !isCorrectable(word)) continue;
    const vocabulary = correctFromVocabulary(word);
    if (!correctedByDatabase(word, vocabulary) || toDatabase.length >= MAX_CORRECTED_WORDS) {
      // Then only the synonyms' and cities' own words, which cost no query.
      if (vocabulary !== undefined) corrections.set(word, vocabulary);
      continue;
    }
    if (vocabulary !== undefined) fromVocabulary.set(word, vocabulary);
    toDatabase.push(word);
  }
  if (toDatabase.length > 0) {
    // The candidates read with the facts (textFacts' `early`), and the others' now.
    const early = facts.early;
    const found = early?.found.rows.filter((r) => toDatabase.includes(r.token)) ?? [];
    const uses = new Map(early?.found.uses);
    const late = toDatabase.filter((token) => !early?.tokens.has(token));
    if (late.length > 0) {
      const { candidates } = await withCandidates(late, memo, async (variants, knownUses) => ({
        candidates: await repo.correctionCandidates(db, late, variants, knownUses),
      }));
      found.push(...candidates.rows);
      for (const [word, n] of candidates.uses) uses.set(word, n);
    }
    // Only a candidate within a typo's reach can be picked (pickCorrection): the trigram
    // neighbours of a random word are far from it, and counting their uses cost most of such a
    // search (issue 27, finding 9), for nothing.
    const rows = found
      .map((r) => ({ ...r, distance: editDistance(r.token, r.word, allowedEdits(r.token)) }))
      .filter((r) => r.word !== r.token && r.distance <= allowedEdits(r.token));
    const count = (missing: string[]) => repo.wordUses(db, missing);
    // pickCorrection takes the fewest edits first and weighs uses only among equals, skipping a
    // word no listing uses: so only the nearest candidates' uses are counted, the next nearest
    // only if none of those is used, and none where a synonym or city is as near (issue 33).
    const pending = new Map(
      toDatabase.map((token) => [token, nearestFirst(rows, token, fromVocabulary.get(token))]),
    );
    while (pending.size > 0) {
      const asked = [...pending.values()].flatMap((groups) => groups[0] ?? []);
      const words = [...new Set(asked)].filter((word) => !uses.has(word));
      if (words.length > 0) {
        const counted = memo
          ? await memo.caches.uses.getMany(words, memo.version, count)
          : await count(words);
        for (const [word, n] of counted) uses.set(word, n);
      }
      for (const [token, groups] of pending) {
        const nearest = groups.shift() ?? [];
        if (groups.length === 0 || nearest.some((word) => (uses.get(word) ?? 0) > 0)) {
          pending.delete(token);
        }
      }
    }
    for (const token of toDatabase) {
      const candidates: WordCandidate[] = rows
        .filter((r) => r.token === token)
        .map((r) => ({ word: r.word, similarity: r.similarity, uses: uses.get(r.word) ?? 0 }));
      const vocabulary = fromVocabulary.get(token);
      // A synonym or city beats a listing's word as far off: it is what couples usually mean.
      if (vocabulary) candidates.push({ word: vocabulary, uses: Infinity, similarity: 1 });
      const best = pickCorrection(token, candidates);
      if (best) corrections.set(token, best);
    }
  }
  const allFacts: TextFacts = { cities: facts.cities, corrections };
  return {
    knownWords: [...facts.knownWords],
    interpret: (explicit) => interpretText(q, allFacts, explicit),
  };
}

/**
 * A typo's candidate words grouped by their edits from it, nearest first, up to the group a
 * synonym or city word (`vocabulary`) is as near as: beyond it no listing's word can win.
 */
function nearestFirst(
  rows: readonly { token: string; word: string; distance: number }[],
  token: string,
  vocabulary: string | undefined,
): string[][] {
  const limit =
    vocabulary === undefined ? Number.POSITIVE_INFINITY : editDistance(token, vocabulary);
  const byDistance = new Map<number, string[]>();
  for (const r of rows) {
    if (r.token !== token || r.distance >= limit) continue;
    byDistance.set(r.distance, [...(byDistance.get(r.distance) ?? []), r.word]);
  }
  return [...byDistance.entries()].sort(([a], [b]) => a - b).map(([, words]) => words);
}

async function searchWith(
  db: Db,
  query: SearchQuery,
  read: TextInterpretation | null,
  explicitCityKeys: string[] | undefined,
  run: Run,
): Promise<SearchResponse> {
  const terms = read?.terms ?? [];
  const filters: repo.SearchFilters = {
    tsquery: terms.length > 0 ? allOf(terms.map(withoutImplied)) : null,
    rankTsquery: terms.length > 0 ? allOf(terms) : null,
    anyTsquery: terms.length > 0 ? anyOf(terms.map(withoutImplied)) : null,
    category: query.category ?? read?.category ?? null,
    cityKeys: explicitCityKeys ?? read?.city?.keys ?? null,
    minPaise: query.minPrice === undefined ? null : rupeesToPaise(query.minPrice),
    maxPaise: query.maxPrice === undefined ? null : rupeesToPaise(query.maxPrice),
    features: [...new Set(query.features ?? [])],
    stars: query.stars ?? null,
    eventDate: query.eventDate ?? null,
    minRating: query.minRating ?? null,
  };

  const offset = (query.page - 1) * query.pageSize;
  const both = await countsWithPage(db, filters, query, offset, run);
  const counts =
    both?.counts ??
    (repo.countsByPrice(filters) && filters.category !== null
      ? await priceCounts(db, filters, filters.category, run)
      : await textCounts(db, filters, run));
  const { total, facets } = summarise(counts, filters);
  const rows =
    total <= offset
      ? []
      : (both?.page ??
        (await page(db, pageFilters(filters, counts), query, { total, offset, counts }, run)));

  const interpretedAs =
    read && (read.category || read.city || read.corrected)
      ? { q: read.text, category: read.category, city: read.city?.name ?? null }
      : null;
  return {
    total,
    page: query.page,
    pageSize: query.pageSize,
    results: rows.map(toResult),
    facets,
    interpretedAs,
  };
}

/**
 * The filters a page is read with: the chosen city's spellings cut to those the counts found
 * matches under (a city has several, its listings mostly one). The same matches; but a single
 * spelling is compared as one value, and a category's listings in it are then read in order from
 * an index, the page's rows only (repository.inCities, migration 0038).
 */
function pageFilters(
  filters: repo.SearchFilters,
  counts: repo.FacetCountRow[],
): repo.SearchFilters {
  if (filters.cityKeys === null) return filters;
  const used = new Set(
    counts
      .filter((r) => r.count > 0 && (filters.category === null || r.category === filters.category))
      .map((r) => r.cityKey),
  );
  return { ...filters, cityKeys: filters.cityKeys.filter((key) => used.has(key)) };
}

/**
 * Counts of a search other than by price. Counts that are kept are read for every category and
 * city at once, so that the same search in another category or city (or with a facet clicked)
 * costs nothing: 'wedding jaipur' and 'wedding' share them. An uncached search without text
 * reads only the rows its own category and city need.
 */
function textCounts(db: Db, filters: repo.SearchFilters, run: Run): Promise<repo.FacetCountRow[]> {
  const narrow = filters.tsquery === null && run.memo === undefined;
  const countKey = narrow ? filters : everyCategoryAndCity(filters);
  return cached(
    run.memo,
    (c) => c.counts,
    countKey,
    () => repo.facetCounts(db, filters, narrow),
  );
}

/** The key of counts kept for every category and city. */
function everyCategoryAndCity(filters: repo.SearchFilters): repo.SearchFilters {
  return { ...filters, category: null, cityKeys: null };
}

/**
 * A text searched by relevance whose counts are not kept: its counts, and its page when its
 * matches are few enough to rank them all, in one statement (repository.textCountsAndPage). The
 * counts are kept as textCounts keeps them. Undefined for any other search.
 */
async function countsWithPage(
  db: Db,
  filters: repo.SearchFilters,
  query: SearchQuery,
  offset: number,
  run: Run,
): Promise<{ counts: repo.FacetCountRow[]; page: repo.CardRow[] | null } | undefined> {
  if (filters.tsquery === null || query.sort !== 'relevance') return undefined;
  const key = JSON.stringify(everyCategoryAndCity(filters));
  const memo = run.memo;
  if (memo && memo.caches.counts.peek([key], memo.version).size > 0) return undefined;
  const both = await repo.textCountsAndPage(
    db,
    filters,
    query.pageSize,
    offset,
    run.limits.exactRankLimit,
  );
  memo?.caches.counts.put(new Map([[key, both.counts]]), memo.version);
  const keeping = both.keeping;
  if (keeping && !keeping.kept && keeping.matches >= run.limits.keptTextMatches) {
    await repo.keepText(db, filters.tsquery);
  } else if (keeping?.askedLongAgo) {
    await repo.keptTextAsked(db, filters.tsquery);
  }
  return both;
}

/**
 * Counts of a search by category C and price, from parts each kept on its own (issue 33): C's
 * listings in the range per city (the city facet), and either the chosen cities' listings per
 * category or, without a city, every category's total in the range (the category facet). The
 * same category or city in the same range, searched again with another city, category, sort or
 * page, reads nothing.
 */
async function priceCounts(
  db: Db,
  filters: repo.SearchFilters,
  category: string,
  run: Run,
): Promise<repo.FacetCountRow[]> {
  const range = { minPaise: filters.minPaise, maxPaise: filters.maxPaise };
  const parts: repo.PricePart[] = [
    { kind: 'category', category },
    filters.cityKeys === null ? { kind: 'totals' } : { kind: 'cities', cityKeys: filters.cityKeys },
  ];
  const memo = run.memo;
  // Uncached, both parts in one query; cached, each part on its own.
  const [own = [], others = []] = memo
    ? await Promise.all(
        parts.map((p) =>
          memo.caches.counts.get(JSON.stringify(['price', range, p]), memo.version, async () => {
            const [rows = []] = await repo.priceCounts(db, range, [p]);
            return rows;
          }),
        ),
      )
    : await repo.priceCounts(db, range, parts);
  // C's own listings are counted in `own`, in every city.
  return [...own, ...others.filter((r) => r.category !== category)];
}

async function page(
  db: Db,
  filters: repo.SearchFilters,
  query: SearchQuery,
  { total, offset, counts }: { total: number; offset: number; counts: repo.FacetCountRow[] },
  run: Run,
): Promise<repo.CardRow[]> {
  const limit = query.pageSize;
  // Without text every listing matches alike: complete ones (a photo and a price) first.
  const sort = query.sort === 'relevance' && filters.tsquery === null ? 'browse' : query.sort;
  if (sort !== 'relevance') return repo.resultPage(db, filters, sort, limit, offset, total);
  if (total <= run.limits.exactRankLimit) {
    return repo.resultPage(db, filters, 'rank', limit, offset);
  }
  // Very common words: rank the matches by name, category or city (bounded), then the rest
  // newest first.
  const ranked = await cached(
    run.memo,
    (c) => c.windows,
    filters,
    () =>
      repo.rankedWindow(
        db,
        filters,
        run.limits.rankWindow,
        total <= run.limits.indexedMatches,
        // The counts of a text are every category's and city's.
        counts.reduce((sum, r) => sum + r.count, 0) <= run.limits.indexedMatches,
      ),
  );
  let ids = ranked.slice(offset, offset + limit);
  if (ids.length < limit) {
    const tail = await repo.newestExcept(
      db,
      filters,
      ranked,
      limit - ids.length,
      Math.max(0, offset - ranked.length),
    );
    ids = [...ids, ...tail];
  }
  return repo.cardsByIds(db, ids);
}

const CATEGORY_ORDER = new Map(CATEGORIES.map((c, i) => [c.slug as string, i]));

/** The total and the two facets from counts per category and city (each facet without its own filter). */
function summarise(
  counts: repo.FacetCountRow[],
  f: repo.SearchFilters,
): Pick<SearchResponse, 'total' | 'facets'> {
  const inCity = (r: repo.FacetCountRow) =>
    f.cityKeys === null || (r.cityKey !== null && f.cityKeys.includes(r.cityKey));
  const inCategory = (r: repo.FacetCountRow) => f.category === null || r.category === f.category;
  let total = 0;
  const byCategory = new Map<string, number>();
  const byCity = new Map<string, { city: string; count: number; selected: boolean }>();
  for (const r of counts) {
    if (inCity(r) && inCategory(r)) total += r.count;
    if (inCity(r)) byCategory.set(r.category, (byCategory.get(r.category) ?? 0) + r.count);
    if (inCategory(r) && r.cityKey !== null) {
      // Aliases of a known city count as the city (Bangalore and Bengaluru are one).
      const name = knownCityOfKey(r.cityKey)?.name ?? r.city.trim();
      const entry = byCity.get(name) ?? { city: name, count: 0, selected: false };
      entry.count += r.count;
      entry.selected ||= f.cityKeys?.includes(r.cityKey) ?? false;
      byCity.set(name, entry);
    }
  }
  const categories = [...byCategory]
    .filter(([slug, count]) => count > 0 && CATEGORY_ORDER.has(slug))
    .sort(([a, x], [b, y]) => y - x || (CATEGORY_ORDER.get(a) ?? 0) - (CATEGORY_ORDER.get(b) ?? 0))
    // Only catalogue slugs are kept just above; the column holds nothing else (R2).
    .map(([slug, count]) => ({ slug: slug as CategorySlug, count }));
  const cities = [...byCity.values()]
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city));
  const shown = cities.slice(0, CITY_FACET_SIZE);
  // The chosen city stays in its facet even when it is not among the largest.
  for (const c of cities.slice(CITY_FACET_SIZE)) if (c.selected) shown.push(c);
  return {
    total,
    facets: { categories, cities: shown.map(({ city, count }) => ({ city, count })) },
  };
}

function toResult(row: repo.CardRow): SearchResult {
  const discounted =
    row.fromPricePaise !== null && row.mrpPaise !== null && row.mrpPaise > row.fromPricePaise;
  return {
    listingId: row.id,
    firmName: row.firmName,
    // Only catalogue slugs are ever stored: the server assigns them from the form's route (R2).
    category: row.category as CategorySlug,
    city: row.city,
    district: row.district,
    state: row.state,
    coverImageUrl: row.coverThumbKey ? `/media/${row.coverThumbKey}` : null,
    fromPricePaise: row.fromPricePaise,
    mrpPaise: discounted ? row.mrpPaise : null,
    offPercent:
      discounted && row.mrpPaise !== null && row.fromPricePaise !== null
        ? percentOff(row.mrpPaise, row.fromPricePaise)
        : null,
    // Rows priced before units existed are per event (migration 0034).
    priceUnit:
      row.fromPricePaise === null ? null : isPriceUnit(row.priceUnit) ? row.priceUnit : 'event',
    features: row.features,
    starRating: row.starRating,
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    url: storefrontPath(row.id, row.firmName),
  };
}

// tsquery text. Tokens hold only letters, marks and digits (searchTokens), and are quoted anyway.
function lexeme(token: string): string {
  return `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function phrase(tokens: string[]): string {
  return tokens.length === 1
    ? lexeme(tokens[0] as string)
    : `(${tokens.map(lexeme).join(' <-> ')})`;
}

function anyAlternative(term: TermAlternatives): string {
  return term.length === 1 ? phrase(term[0] ?? []) : `(${term.map(phrase).join(' | ')})`;
}

/**
 * A term's alternatives less those another of them implies: a document with 'band baja' has
 * 'band', so where 'band' is an alternative, 'band baja' finds nothing more. The text index looks
 * up every phrase's words and then checks each found document's positions, so a synonym group's
 * phrases cost a search several times what its single words do, for the same documents
 * (issue 33).
 */
export function withoutImplied(term: TermAlternatives): TermAlternatives {
  const within = (shorter: string[], longer: string[]) =>
    shorter.length < longer.length &&
    longer.some((_, i) => shorter.every((token, j) => longer[i + j] === token));
  return term.filter((alternative) => !term.some((other) => within(other, alternative)));
}

/** Every term, each by any of its alternatives. */
function allOf(terms: TermAlternatives[]): string {
  return terms.map(anyAlternative).join(' & ');
}

/** Any alternative of any term. */
function anyOf(terms: TermAlternatives[]): string {
  return terms.flat().map(phrase).join(' | ');
}

/** Search cards of active listings, in the order of `ids`; inactive or unknown ids are left out. */
export async function listingCards(db: Db, ids: number[]): Promise<SearchResult[]> {
  return (await repo.cardsByIds(db, ids)).map(toResult);
}

/**
 * Up to `limit` active listings similar to `listingId` (same category and city, closest in
 * price), leaving out `excludeIds` and listings booked on `bookedOn` (issue 15's enquiry step).
 */
export async function similarListings(
  db: Db,
  listingId: number,
  options: { excludeIds: number[]; bookedOn: string | null; limit: number },
): Promise<SearchResult[]> {
  return (await repo.similarCards(db, listingId, options)).map(toResult);
}
