import type { Db } from '../../db/client';
import * as repo from './repository';

// Searches per client address and minute, counted by every server together (issue 27, decision
// 0058). A search only touches memory: this server's count of the client, plus every server's
// total as last read from PostgreSQL. About once a second each server adds its new counts to one
// row per client and minute (search_rate_counts) in one statement and reads the totals back, so
// servers see each other's searches within a second or two. Search is answered thousands of
// times a second; a database write per search would cost more than the search.
// PGlite belongs to one process, so every app on it is in this process: there the count is one
// map per database handle, and nothing goes to the database.

/** The window searches are counted in: a minute of the clock, the same on every server. */
export const SEARCH_WINDOW_MS = 60_000;

// The count that clients beyond maxClients share: no address looks like it.
const OVERFLOW = '*';

export interface SearchLimitLog {
  warn(obj: object, msg: string): void;
}

export interface SearchLimitOptions {
  db: Db;
  /**
   * Where servers meet: `database` (PostgreSQL: counts added up there every second), or
   * `process` (PGlite: every app on this handle counts in one map).
   */
  sharedThrough: 'database' | 'process';
  clock: () => Date;
  log?: SearchLimitLog | undefined;
  /** How often counts go to the database and totals come back; by default every second. */
  flushEveryMs?: number;
  /**
   * Most clients counted apart in one window (about 100 bytes each); beyond it new clients share
   * one count, so a flood from more addresses than this is limited as one client.
   */
  maxClients?: number;
}

export interface SearchLimit {
  /**
   * Counts a search of `client` (a key: an IPv4 address, an IPv6 /64) that may make `max` a
   * window: its searches in this window so far on every server (as far as this one knows), this
   * one included, and the milliseconds until the window ends. Never waits.
   */
  hit(client: string, max: number): { current: number; ttl: number };
  /** Adds this server's new counts to the database and reads the totals back (tests call it). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

interface ClientCount {
  /** Every server's searches in this window as last read from the database, ours included. */
  shared: number;
  /** Ours being added to the database now. */
  sending: number;
  /** Ours not yet added. */
  pending: number;
  /** What the client may make in a window, when last counted. */
  max: number;
}

/** The counts of one minute. */
interface Window {
  start: number;
  clients: Map<string, ClientCount>;
}

// The windows of the apps on each PGlite handle (sharedThrough 'process').
const PROCESS_WINDOWS = new WeakMap<Db, Window>();

/** Search counts shared through the database or the process (see the file's comment). */
export function createSearchLimit(options: SearchLimitOptions): SearchLimit {
  const { db, clock, log } = options;
  const maxClients = options.maxClients ?? 100_000;
  const throughDatabase = options.sharedThrough === 'database';
  let own: Window = { start: 0, clients: new Map() };
  let prunedBefore = 0;
  let running: Promise<void> | null = null;

  /** The window of `start`, a new one when the minute turned. */
  function windowOf(start: number): Window {
    const current = throughDatabase ? own : (PROCESS_WINDOWS.get(db) ?? own);
    if (current.start === start) return current;
    // A new minute starts from nothing; what was not written of the last one no longer matters.
    const next: Window = { start, clients: new Map() };
    if (throughDatabase) own = next;
    else PROCESS_WINDOWS.set(db, next);
    return next;
  }

  function hit(client: string, max: number): { current: number; ttl: number } {
    const now = clock().getTime();
    const { start, clients } = windowOf(now - (now % SEARCH_WINDOW_MS));
    let key = client;
    let count = clients.get(key);
    if (!count && clients.size >= maxClients) {
      key = OVERFLOW;
      count = clients.get(key);
    }
    if (!count) {
      count = { shared: 0, sending: 0, pending: 0, max };
      clients.set(key, count);
    }
    count.pending += 1;
    count.max = max;
    return {
      current: count.shared + count.sending + count.pending,
      ttl: start + SEARCH_WINDOW_MS - now,
    };
  }

  async function exchange(start: number, counts: Map<string, ClientCount>): Promise<void> {
    const added: { client: string; hits: number }[] = [];
    const watched: string[] = [];
    for (const [client, count] of counts) {
      if (count.pending > 0) {
        count.sending = count.pending;
        count.pending = 0;
        added.push({ client, hits: count.sending });
      } else if (count.shared * 2 >= count.max) {
        // Nothing new here, but near its limit: the other servers' searches decide the next one.
        watched.push(client);
      }
    }
    const prune = start > prunedBefore;
    if (added.length === 0 && watched.length === 0 && !prune) return;
    try {
      if (added.length > 0 || watched.length > 0) {
        const totals = await repo.addSearchCounts(db, new Date(start), added, watched);
        for (const [client, hits] of totals) {
          const count = counts.get(client);
          if (count) count.shared = Math.max(count.shared, hits);
        }
      }
      if (prune) {
        // Once a minute per server: the rows of minutes before the last one are of no use.
        await repo.pruneSearchCounts(db, new Date(start - SEARCH_WINDOW_MS));
        prunedBefore = start;
      }
    } catch (error) {
      // Added again next time; meanwhile each server still counts what it sees.
      for (const { client, hits } of added) {
        const count = counts.get(client);
        if (count) count.pending += hits;
      }
      throw error;
    } finally {
      for (const { client } of added) {
        const count = counts.get(client);
        if (count) count.sending = 0;
      }
    }
  }

  async function flush(): Promise<void> {
    if (!throughDatabase) return;
    while (running) await running.catch(() => undefined);
    if (own.start === 0) return;
    const exchanging = exchange(own.start, own.clients);
    running = exchanging;
    try {
      await exchanging;
    } finally {
      if (running === exchanging) running = null;
    }
  }

  const flushLogged = () =>
    flush().catch((error: unknown) => {
      log?.warn({ err: error }, 'search counts could not be shared');
    });
  const timer = throughDatabase ? setInterval(flushLogged, options.flushEveryMs ?? 1000) : null;
  timer?.unref();

  return {
    hit,
    flush,
    async close() {
      if (timer) clearInterval(timer);
      await flushLogged();
    },
  };
}
