import { createHmac, randomBytes } from 'node:crypto';
import { indianDate } from '@mandap/shared/dates';
import type { Db } from '../../db/client';
import { type BatchedBufferLog, createBatchedBuffer } from '../../platform/batched-buffer';
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

const DAY_MS = 24 * 60 * 60 * 1000;

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
  db: Db;
  clock: () => Date;
  /** How often the buffer is written; 5 seconds by default. */
  flushEveryMs?: number;
  /** Most views held between flushes; beyond it, views are dropped (and logged). */
  maxPending?: number;
  log?: BatchedBufferLog;
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
 * Forgets who was counted before yesterday (India), and the salts that could tie a hash to an
 * address: the prune-view-visitors job, hourly, once across servers (decision 0047). Yesterday's
 * visitors stay, for views recorded just before midnight and written after.
 */
export async function forgetOldVisitors(db: Db, now: Date): Promise<void> {
  await pruneViewsBefore(db, indianDate(new Date(now.getTime() - DAY_MS)));
}

/**
 * Storefront views for analytics (R13), kept off the request's path: `record` only adds to a
 * bounded in-memory buffer (duplicates collapse there), and a timer writes it in one statement
 * every few seconds and at close. A visitor is a keyed hash of (day, address, user agent) with a
 * per-day salt from the database, so several servers count a visitor once and no address is
 * stored (decision 0022).
 */
export function createViewRecorder(options: ViewRecorderOptions): ViewRecorder {
  const { db, clock, log } = options;
  const salts = new Map<string, string>();

  async function saltOf(day: string): Promise<string> {
    const known = salts.get(day);
    if (known) return known;
    const salt = await daySalt(db, day, randomBytes(32).toString('base64url'));
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
    await insertViews(db, rows);
  }

  const buffer = createBatchedBuffer<Pending>({
    write,
    flushEveryMs: options.flushEveryMs ?? 5000,
    maxPending: options.maxPending ?? 10_000,
    label: 'storefront views',
    log,
  });

  return {
    record(listingId, { ip, userAgent }) {
      if (!isHumanUserAgent(userAgent)) return;
      const day = indianDate(clock());
      const agent = userAgent.slice(0, MAX_USER_AGENT);
      // A visitor seen already today (and not written yet) collapses into the view held.
      buffer.put(
        `${listingId}\n${day}\n${ip}\n${agent}`,
        (held) => held ?? { listingId, day, ip, userAgent: agent },
      );
    },
    flush: () => buffer.flush(),
    close: () => buffer.close(),
    get pending() {
      return buffer.pending;
    },
  };
}
