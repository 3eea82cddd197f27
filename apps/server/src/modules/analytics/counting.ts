import type { Db } from '../../db/client';
import type { BatchedBufferLog } from '../../platform/batched-buffer';
import { type AppearanceRecorder, createAppearanceRecorder } from './appearances';
import { createViewRecorder, type ViewRecorder } from './views';

/** What a reply or a page showed: a storefront, or a page of search results. */
export type Shown = { storefront: number } | { searchResults: readonly number[] };

/** Who was shown it: a request (its address and user agent) is one. */
export interface Visit {
  ip: string;
  headers: { 'user-agent'?: string | undefined };
}

export interface Counting {
  /**
   * Counts what a visitor was shown, for analytics (R13): a storefront view (a visitor once a
   * day) or an appearance of each listing on a page of results; nothing for a bot. Never waits.
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
}

/** This server's counting of views and appearances, written in batches (decisions 0022, 0035). */
export function createCounting(options: CountingOptions): Counting {
  const views = createViewRecorder(options);
  const appearances = createAppearanceRecorder(options);
  return {
    count(visit, shown) {
      const userAgent = visit.headers['user-agent'];
      if ('storefront' in shown) views.record(shown.storefront, { ip: visit.ip, userAgent });
      else appearances.record(shown.searchResults, userAgent);
    },
    views,
    appearances,
    async close() {
      await Promise.all([views.close(), appearances.close()]);
    },
  };
}
