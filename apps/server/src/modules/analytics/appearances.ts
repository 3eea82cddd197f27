import { indianDate } from '@mandap/shared/dates';
import type { Db } from '../../db/client';
import { type BatchedBufferLog, createBatchedBuffer } from '../../platform/batched-buffer';
import { type AppearanceRow, addAppearances } from './repository';
import { isHumanUserAgent } from './views';

export interface AppearanceRecorder {
  /**
   * Counts one appearance of each listing shown on a page of search results, today (India);
   * nothing for a bot (the user agents storefront views do not count). Never waits.
   */
  record(listingIds: readonly number[], userAgent: string | undefined): void;
  /** Writes what was recorded so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
  /** Listing-days waiting for the next write. */
  readonly pending: number;
}

export interface AppearanceRecorderOptions {
  db: Db;
  clock: () => Date;
  /** How often the counts are written; 5 seconds by default. */
  flushEveryMs?: number;
  /** Most listing-days held between writes; appearances of others are dropped (and logged). */
  maxPending?: number;
  log?: BatchedBufferLog;
}

/**
 * Search appearances for analytics (R13), off the search's path: `record` adds one to a count
 * per listing and day in memory; a timer adds the counts to listing_daily_stats in one upsert
 * every few seconds and at close. Each server adds its own counts, so several servers sum up.
 * Decision 0035.
 */
export function createAppearanceRecorder(options: AppearanceRecorderOptions): AppearanceRecorder {
  const { db, clock } = options;
  const buffer = createBatchedBuffer<AppearanceRow>({
    write: (batch) => addAppearances(db, batch),
    flushEveryMs: options.flushEveryMs ?? 5000,
    // A key is a listing and a day, about a hundred bytes: 20,000 of them is a couple of MB.
    maxPending: options.maxPending ?? 20_000,
    label: 'search appearances',
    log: options.log,
  });
  return {
    record(listingIds, userAgent) {
      if (listingIds.length === 0 || !isHumanUserAgent(userAgent)) return;
      const day = indianDate(clock());
      for (const listingId of new Set(listingIds)) {
        buffer.put(`${listingId}\n${day}`, (held) => {
          if (held === undefined) return { listingId, day, count: 1 };
          held.count += 1;
          return held;
        });
      }
    },
    flush: () => buffer.flush(),
    close: () => buffer.close(),
    get pending() {
      return buffer.pending;
    },
  };
}
