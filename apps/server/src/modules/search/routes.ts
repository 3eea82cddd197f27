import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { placeOfReadablePath } from '@mandap/shared/catalogue/readable-paths';
import { ErrorReplySchema, fieldErrorsOf } from '@mandap/shared/schemas/errors';
import {
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_MESSAGES,
  SEARCH_SORTS,
  SearchQuerySchema,
  type SearchResponse,
  SearchResponseSchema,
} from '@mandap/shared/schemas/marketplace';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database, Db } from '../../db/client';
import { HttpError, validationIssues } from '../../platform/errors';
import type { Counting } from '../analytics/index';
import { SEARCH_WINDOW_MS, type SearchLimit } from './rate-limit';
import { analyseSearchTables, listingsVersion, type Searcher } from './service';

const SCALAR_PARAMS = [
  'q',
  'category',
  'city',
  'minPrice',
  'maxPrice',
  'stars',
  'eventDate',
  'minRating',
  'sort',
  'page',
  'pageSize',
] as const;

// What each parameter takes, for the cases the schema's own messages do not cover ('abc' for a
// number): a 400 always says what would have been right.
const PARAM_HELP: Record<string, string> = {
  q: SEARCH_MESSAGES.tooLong,
  category: 'There is no such service category.',
  city: 'City can be at most 80 characters.',
  minPrice: 'Prices are whole rupees, for example 5000.',
  maxPrice: 'Prices are whole rupees, for example 5000.',
  features: "Each feature is one of the category's feature names, at most 20 at once.",
  stars: 'Hotel stars are 2, 3, 4 or 5.',
  eventDate: 'The event date is a day written YYYY-MM-DD, for example 2026-12-05.',
  minRating: 'The lowest rating is a whole number of stars, 1 to 5.',
  sort: `Sort is one of ${SEARCH_SORTS.join(', ')}.`,
  page: 'Page is a whole number from 1 to 1000.',
  pageSize: `pageSize is a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}.`,
};

// Control characters (a NUL byte cannot even be stored) are never part of a search.
const CONTROL = /\p{Cc}/u;

/**
 * Before the schema sees the query: a scalar parameter given twice is refused (which one would
 * we use?), control characters are refused, and empty values count as not given, so a form that
 * sends `city=` searches every city instead of failing.
 */
async function tidyQuery(request: FastifyRequest): Promise<void> {
  request.query = tidySearchQuery(request.query);
}

/** tidyQuery's rules on a parsed query string; throws the 400 it would answer. */
function tidySearchQuery(query: unknown): Record<string, unknown> {
  const raw = (query ?? {}) as Record<string, unknown>;
  const tidy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && CONTROL.test(v))) {
      throw new HttpError(400, `${key} cannot contain control characters.`, {
        fieldErrors: { [key]: 'Control characters are not allowed.' },
      });
    }
    if (Array.isArray(value) && (SCALAR_PARAMS as readonly string[]).includes(key)) {
      throw new HttpError(400, `Give ${key} only once.`, {
        fieldErrors: { [key]: `Give ${key} only once.` },
      });
    }
    const kept = values.filter((v) => !(typeof v === 'string' && v.trim() === ''));
    if (kept.length === 0) continue;
    tidy[key] = Array.isArray(value) ? kept : kept[0];
  }
  return tidy;
}

/** The /Vendors search page's path (not a storefront under it). */
const SEARCH_PAGE = /^\/vendors\/?$/i;

/**
 * The listings a search page (`/Vendors?…`, or a readable one such as
 * `/Vendors/in/jaipur/photographers`, which carries its city and category in the path) shows,
 * for a page served from the page cache, which never reaches GET /api/search (its render did):
 * its query string read as the API reads it, the answer from the search cache. Null for a path
 * that is no search page; none for a query the API would refuse.
 */
export async function searchPageListingIds(
  searcher: Searcher,
  pathname: string,
  query: unknown,
): Promise<number[] | null> {
  const place = SEARCH_PAGE.test(pathname) ? {} : placeOfReadablePath(pathname);
  if (place === null) return null;
  let parsed: ReturnType<typeof SearchQuerySchema.safeParse>;
  try {
    parsed = SearchQuerySchema.safeParse(tidySearchQuery({ ...(query as object), ...place }));
  } catch {
    return [];
  }
  if (!parsed.success) return [];
  return (await searcher.answer(parsed.data)).listingIds;
}

/** A refused search says what the parameter takes where zod's own words would not help. */
function validationFailure(error: Error): HttpError {
  if (!hasZodFastifySchemaValidationErrors(error)) return new HttpError(400, error.message);
  const issues = validationIssues(error).map(({ path, message }) => {
    const ours = !/^(Invalid|Too (small|big))/.test(message);
    return { path, message: (ours ? message : PARAM_HELP[path[0] ?? '']) ?? 'Invalid value' };
  });
  const fieldErrors = fieldErrorsOf(issues, 1);
  const first = Object.values(fieldErrors)[0] ?? 'Please check the search.';
  return new HttpError(400, first, { fieldErrors });
}

/** How often PGlite's search statistics are refreshed, if any listing changed meanwhile. */
export const STATISTICS_EVERY_MS = 10 * 60_000;

/**
 * PGlite has no autovacuum: without this its planner would go on costing the search tables as
 * they were when the server first started (PostgreSQL's autovacuum does it there).
 */
export function keepStatisticsFresh(app: FastifyInstance, db: Db, everyMs: number): void {
  let analysedAt: number | undefined;
  const timer = setInterval(async () => {
    try {
      const version = await listingsVersion(db);
      if (version === analysedAt) return;
      await analyseSearchTables(db);
      analysedAt = version;
    } catch (error) {
      app.log.warn({ err: error }, 'could not refresh the search statistics');
    }
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** @fastify/rate-limit's store, counting in a SearchLimit (shared by every server). */
function storeOf(limit: SearchLimit): FastifyRateLimitStoreCtor {
  return class SharedSearchCounts implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      _timeWindow: number,
      max: number,
    ): void {
      callback(null, limit.hit(key, max));
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** 429: the address's searches of this minute are used up; the wait in words and Retry-After. */
function tooManySearches(ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new HttpError(
    429,
    SEARCH_MESSAGES.tooManySearches(seconds),
    { kind: 'rate_limited' },
    { 'retry-after': String(seconds) },
  );
}

export interface SearchRoutesOptions {
  database: Database;
  searcher: Searcher;
  counting: Counting;
  /** Where searches are counted per client (createSearchLimit). */
  searchLimit: SearchLimit;
  /** Searches one client address (IPv6: its /64) may make in a minute; 0: no limit. */
  searchesPerMinute: number;
}

/** GET /api/search: public search of active listings; registered in the /api scope. */
export async function searchRoutes(
  app: FastifyInstance,
  { database, searcher, counting, searchLimit, searchesPerMinute }: SearchRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  if (database.kind === 'pglite') keepStatisticsFresh(app, database.db, STATISTICS_EVERY_MS);
  const limited = searchesPerMinute > 0;
  if (limited) {
    // Counted before anything else is read of the request (onRequest), by the client's address
    // as Fastify reads it (TRUST_PROXY), an IPv6 address by its /64: one home or office network.
    await app.register(fastifyRateLimit, {
      global: false,
      store: storeOf(searchLimit),
      ipv6Subnet: 64,
      errorResponseBuilder: (_request, context) => tooManySearches(context.ttl),
    });
  }

  r.get(
    '/search',
    {
      schema: {
        summary:
          'Search active listings by text, category, city, price, features, stars and event date',
        description:
          'Public. Text matching ignores case and accents, knows synonyms and Hindi names ' +
          '(mehendi, halwai, शामियाना...), corrects small typos, and reads a city or a category ' +
          'typed in the text (`interpretedAs` says so). Prices are whole rupees against the ' +
          "lowest offer price of a listing's price rows. `features` may be repeated. " +
          '`eventDate` (YYYY-MM-DD) leaves out listings booked that day. Facets count per ' +
          'category and per city, each without its own filter. See docs/api.md.',
        tags: ['marketplace'],
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorReplySchema, 429: ErrorReplySchema },
      },
      attachValidation: true,
      preValidation: tidyQuery,
      config: limited
        ? { rateLimit: { max: searchesPerMinute, timeWindow: SEARCH_WINDOW_MS } }
        : {},
    },
    async (request, reply) => {
      if (request.validationError) throw validationFailure(request.validationError);
      const answer = await searcher.answer(request.query);
      // Counted for analytics, cached answers too; only an in-memory increment here.
      counting.count(request, { searchResults: answer.listingIds });
      // A listing must show (or go) the moment it is paid, refunded or suspended.
      reply.header('cache-control', 'no-cache');
      // Sent as prepared bytes (Fastify sends a Buffer as it is): a cached answer is not
      // serialised again. The bytes are JSON.stringify of a SearchResponse (service.ts).
      reply.header('content-type', 'application/json; charset=utf-8');
      return reply.send(answer.body as unknown as SearchResponse);
    },
  );
}
