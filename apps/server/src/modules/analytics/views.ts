import { indianDate } from '@mandap/shared/dates';
import type { Db } from '../../db/client';
import { pruneViewsBefore } from './repository';
import {
  createVisitorRecorder,
  type VisitorRecorder,
  type VisitorRecorderOptions,
} from './visitors';

/**
 * User agents that are not a couple looking at a storefront: search and social crawlers, link
 * previews, audit tools (Lighthouse, PageSpeed), headless and automated browsers (our own
 * benchmarks and most scrapers, Cypress, Electron shells, jsdom), HTTP libraries and API tools
 * of every language (curl and libcurl, wget, Python, aiohttp, Go, Java, OkHttp, Node's fetch,
 * undici, axios, got, Deno, Bun, Dart, Ruby, Faraday, reqwest, Guzzle, RestSharp, PowerShell,
 * Postman, Insomnia, HTTPie, Thunder Client) and catalogue fetchers. `(?<!cu)bot` spares Cubot
 * phones. Decisions 0022 and 0056; the cases are in test/security/counting-integrity.test.ts.
 */
export const BOT_USER_AGENT =
  /(?<!cu)bot\b|crawl|spider|slurp|archiver|preview|facebookexternalhit|facebookcatalog|whatsapp|lighthouse|pagespeed|headless|phantomjs|puppeteer|playwright|selenium|webdriver|cypress|electron\/|jsdom|happy-?dom|prerender|mediapartners|inspectiontool|feedfetcher|uptime|pingdom|curl|wget\/|python|aiohttp|httpx|go-http-client|java\/|java-http-client|okhttp|^node\b|node-fetch|undici|axios|\bgot\b|deno\/|\bbun\/|\bdart\b|^ruby|faraday|reqwest|httpie|postman|insomnia|thunder client|guzzle|restsharp|powershell|libwww|httpclient|scrapy|autocannon|\bk6\//i;

/**
 * A browser's user agent: every browser people use (Chrome, Safari, Firefox, Edge, Samsung
 * Internet, UC, KaiOS, in-app browsers) starts with `Mozilla/5.0 (`; an HTTP client that sends
 * anything else, or nothing, is a script.
 */
const BROWSER_SHAPE = /^Mozilla\/5\.0 \(/;

// The answers for the user agents seen lately: a handful of browsers' agents make most requests,
// and a map lookup costs a fraction of the list's scan. Emptied when full (a script varying its
// agent fills it), so it stays small.
const answers = new Map<string, boolean>();
const ANSWERS_KEPT = 1000;

/** A visitor that is a person, as far as its user agent tells. */
export function isHumanUserAgent(userAgent: string | undefined): userAgent is string {
  if (userAgent === undefined) return false;
  const known = answers.get(userAgent);
  if (known !== undefined) return known;
  const human = BROWSER_SHAPE.test(userAgent) && !BOT_USER_AGENT.test(userAgent);
  if (answers.size >= ANSWERS_KEPT) answers.clear();
  answers.set(userAgent, human);
  return human;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Storefront views held in memory until written (decision 0022, 0056). */
export type ViewRecorder = VisitorRecorder;

/**
 * Forgets who was counted before yesterday (India), and the salts that could tie a hash to an
 * address or account: the prune-view-visitors job, hourly, once across servers (decision 0047).
 * Yesterday's visitors stay, for views recorded just before midnight and written after.
 */
export async function forgetOldVisitors(db: Db, now: Date): Promise<void> {
  await pruneViewsBefore(db, indianDate(new Date(now.getTime() - DAY_MS)));
}

/**
 * Storefront views for analytics (R13): a person once per listing and India day, written in
 * batches (decisions 0022, 0056). The buffer holds 10,000 listing-visitor-days by default.
 */
export function createViewRecorder(options: VisitorRecorderOptions): ViewRecorder {
  return createVisitorRecorder('view', 'storefront views', {
    ...options,
    maxPending: options.maxPending ?? 10_000,
  });
}
