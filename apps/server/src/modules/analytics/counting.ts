import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../../db/client';
import type { BatchedBufferLog } from '../../platform/batched-buffer';
import type { SessionInfo } from '../../platform/guards';
import { SESSION_COOKIE } from '../../platform/session-cookie';
import { isRendererRequest } from '../../platform/ssr';
import { type AppearanceRecorder, createAppearanceRecorder } from './appearances';
import { createViewRecorder, isHumanUserAgent, type ViewRecorder } from './views';
import { type AccountsOfSessions, networkOf, type Who } from './visitors';

/** What a reply or a page showed: a storefront, or a page of search results. */
export type Shown = { storefront: number } | { searchResults: readonly number[] };

/** Who was shown it: a request (its address, headers, and session if looked up) is one. */
export interface Visit {
  ip: string;
  headers: IncomingHttpHeaders;
  /** The session, when the route looked it up already (guards.ts' `sessionOf`). */
  sessionCache?: SessionInfo | null | undefined;
}

export interface Counting {
  /**
   * Counts what a person was shown, for analytics (R13): a storefront view or an appearance of
   * each listing on a page of results, once per person, listing and India day; nothing for a bot,
   * for a source past its pages a minute, or for the renderer's own API calls. Never waits.
   * The one place views and appearances are counted, for API replies and public pages alike.
   */
  count(visit: Visit, shown: Shown): void;
  /** The storefront views held in memory until written (tests flush and read them). */
  readonly views: ViewRecorder;
  /** The search appearances held in memory until written. */
  readonly appearances: AppearanceRecorder;
  /** Writes what is left. */
  close(): Promise<void>;
}

export interface CountingOptions {
  db: Db;
  clock: () => Date;
  log?: BatchedBufferLog;
  /** Pages one source may have counted in a minute (COUNTED_PAGES_PER_MINUTE); 60 by default. */
  countedPagesPerMinute?: number;
  /** Resolves session tokens to accounts when a batch is written (the accounts module). */
  accountsOf?: AccountsOfSessions;
}

/** Most sources followed in a minute: a flood from more addresses than this counts no more. */
const MAX_SOURCES = 100_000;

/**
 * Counts at most `perMinute` pages a clock minute from each source, on this server: a script
 * reading storefront after storefront from one network stops counting at once, a person never
 * reaches it. Per server on purpose: it costs a map lookup, not a database round trip, and the
 * once-a-day rule that keeps the figures (counted_visitors) is shared by every server.
 */
function burstGuard(perMinute: number, clock: () => Date): (source: string) => boolean {
  let minute = Number.NaN;
  let seen = new Map<string, number>();
  return (source) => {
    const now = Math.floor(clock().getTime() / 60_000);
    if (now !== minute) {
      minute = now;
      seen = new Map();
    }
    const pages = seen.get(source) ?? 0;
    if (pages >= perMinute || (pages === 0 && seen.size >= MAX_SOURCES)) return false;
    seen.set(source, pages + 1);
    return true;
  };
}

/** The session token of a Cookie header, found without parsing the whole header. */
function sessionTokenOf(cookie: string | undefined): string | undefined {
  if (cookie === undefined) return undefined;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const token = part.slice(eq + 1).trim();
      return token === '' ? undefined : token;
    }
  }
  return undefined;
}

/** Who a visit is: the account when known, a session token to resolve later, and the network. */
function whoOf(visit: Visit, network: string): Who {
  const session = visit.sessionCache;
  if (session) {
    const account = session.role === 'vendor' ? session.vendorId : session.userId;
    return { network, account: `${session.role}:${account}` };
  }
  // Looked up already and found none: the token (if any) is no live session.
  if (session === null) return { network };
  return { network, sessionToken: sessionTokenOf(visit.headers.cookie) };
}

/** This server's counting of views and appearances, written in batches (decisions 0022, 0035, 0056). */
export function createCounting(options: CountingOptions): Counting {
  const views = createViewRecorder(options);
  const appearances = createAppearanceRecorder(options);
  const allow = burstGuard(options.countedPagesPerMinute ?? 60, options.clock);
  return {
    count(visit, shown) {
      if ('searchResults' in shown && shown.searchResults.length === 0) return;
      if (isRendererRequest(visit.headers)) return;
      if (!isHumanUserAgent(visit.headers['user-agent'])) return;
      const network = networkOf(visit.ip);
      if (!allow(network)) return;
      const who = whoOf(visit, network);
      if ('storefront' in shown) views.record([shown.storefront], who);
      else appearances.record(shown.searchResults, who);
    },
    views,
    appearances,
    async close() {
      await Promise.all([views.close(), appearances.close()]);
    },
  };
}
