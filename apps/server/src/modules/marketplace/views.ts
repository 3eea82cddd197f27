import { createHmac, randomBytes } from 'node:crypto';
import type { SqlRunner } from '../../db/client';
import { daySalt, insertViews, pruneViewsBefore, type ViewRow } from './repository';

/**
 * User agents that are not a couple looking at a storefront: search and social crawlers, link
 * previews, audit tools (Lighthouse, PageSpeed), headless and automated browsers (our own
 * benchmarks and most scrapers), and HTTP libraries. `(?<!cu)bot` spares Cubot phones.
 * Decision 0022.
 */
export const BOT_USER_AGENT =
  /(?<!cu)bot\b|crawl|spider|slurp|archiver|preview|facebookexternalhit|whatsapp|lighthouse|pagespeed|headless|phantomjs|puppeteer|playwright|selenium|prerender|mediapartners|inspectiontool|feedfetcher|uptime|pingdom|curl\/|wget\/|python|go-http-client|java\/|okhttp|node-fetch|undici|axios|libwww|httpclient|scrapy|autocannon|\bk6\//i;

/** A visitor that is a person, as far as its user agent tells. An empty one is a script. */
export function isHumanUserAgent(userAgent: string | undefined): userAgent is string {
  return userAgent !== undefined && userAgent.trim() !== '' && !BOT_USER_AGENT.test(userAgent);
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in India (IST, no daylight saving) of an instant: YYYY-MM-DD. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export interface ViewRecorder {
  /** Counts a storefront view, at most once per visitor, listing and day; never waits. */
  record(listingId: number, visitor: { ip: string; userAgent: string | undefined }): void;
  /** Writes what was recorded so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
  /** Views waiting for the next flush. */
  readonly pending: number;
}

export interface ViewRecorderOptions {
  sql: SqlRunner;
  clock: () => Date;
  /** How often the buffer is written; 5 seconds by default. */
  flushEveryMs?: number;
  /** Most views held between flushes; beyond it, views are dropped (and logged). */
  maxPending?: number;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

interface Pending {
  listingId: number;
  day: string;
  ip: string;
  userAgent: string;
}

// A longer user agent is junk or an attack; its prefix identifies the browser as well.
const MAX_USER_AGENT = 400;
const SALTS_KEPT = 3;

/**
 * Storefront views for analytics (R13), kept off the request's path: `record` only adds to a
 * bounded in-memory buffer (duplicates collapse there), and a timer writes it in one statement
 * every few seconds and at close. A visitor is a keyed hash of (day, address, user agent) with a
 * per-day salt from the database, so several servers count a visitor once and no address is
 * stored (decision 0022).
 */
export function createViewRecorder(options: ViewRecorderOptions): ViewRecorder {
  const { sql, clock, log } = options;
  const maxPending = options.maxPending ?? 10_000;
  let buffer = new Map<string, Pending>();
  let dropped = 0;
  let running: Promise<void> | null = null;
  let closed = false;
  let prunedFor: string | null = null;
  const salts = new Map<string, string>();

  async function saltOf(day: string): Promise<string> {
    const known = salts.get(day);
    if (known) return known;
    const salt = await daySalt(sql, day, randomBytes(32).toString('base64url'));
    salts.set(day, salt);
    for (const old of [...salts.keys()].sort().slice(0, -SALTS_KEPT)) salts.delete(old);
    return salt;
  }

  async function write(batch: Pending[]): Promise<void> {
    const rows: ViewRow[] = [];
    for (const view of batch) {
      const visitor = createHmac('sha256', await saltOf(view.day))
        .update(`${view.ip}\n${view.userAgent}`)
        .digest('base64url')
        .slice(0, 22);
      rows.push({ listingId: view.listingId, day: view.day, visitor });
    }
    await insertViews(sql, rows);
    const today = istDay(clock());
    if (prunedFor !== today) {
      // Yesterday's visitors stay, for views recorded just before midnight and flushed after.
      await pruneViewsBefore(sql, istDay(new Date(clock().getTime() - DAY_MS)));
      prunedFor = today;
    }
  }

  async function flush(): Promise<void> {
    while (running) await running.catch(() => undefined);
    if (dropped > 0) {
      log?.warn({ dropped }, 'storefront views dropped: the buffer was full');
      dropped = 0;
    }
    if (buffer.size === 0) return;
    const batch = [...buffer.values()];
    buffer = new Map();
    const writing = write(batch);
    running = writing;
    try {
      await writing;
    } finally {
      if (running === writing) running = null;
    }
  }

  const flushLogged = () =>
    flush().catch((error: unknown) => {
      log?.error({ err: error }, 'storefront views could not be written');
    });

  const timer = setInterval(flushLogged, options.flushEveryMs ?? 5000);
  timer.unref();

  return {
    record(listingId, { ip, userAgent }) {
      if (closed || !isHumanUserAgent(userAgent)) return;
      const day = istDay(clock());
      const agent = userAgent.slice(0, MAX_USER_AGENT);
      const key = `${listingId}\n${day}\n${ip}\n${agent}`;
      if (buffer.has(key)) return;
      if (buffer.size >= maxPending) {
        dropped += 1;
        return;
      }
      buffer.set(key, { listingId, day, ip, userAgent: agent });
      // Half full: write now rather than wait for the timer, so a burst is not dropped.
      if (buffer.size === maxPending >> 1 && !running) void flushLogged();
    },
    flush,
    async close() {
      closed = true;
      clearInterval(timer);
      await flushLogged();
    },
    get pending() {
      return buffer.size;
    },
  };
}
