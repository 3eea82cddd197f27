// What storefront views (analytics/views.ts) and search appearances (appearances.ts) share:
// counting kept off the request's path. A request only touches an in-memory map; a timer writes
// it in one statement every few seconds, at half of its cap at once, and at close. Decisions 0022
// and 0035.

export interface BatchedBufferLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What the buffer holds under one key: what was given for it, and the items put since. */
export interface BufferedGroup<G> {
  group: G;
  items: Set<number>;
}

export interface BatchedBufferOptions<G> {
  /** Writes one batch in one statement; what it throws is logged and the batch is lost. */
  write(batch: BufferedGroup<G>[]): Promise<void>;
  /** How often the buffer is written. */
  flushEveryMs: number;
  /** Most items held between writes; a new item beyond it is dropped (and the drop logged). */
  maxPending: number;
  /** What the buffer holds, for the log ('storefront views'). */
  label: string;
  log?: BatchedBufferLog | undefined;
}

export interface BatchedBuffer<G> {
  /**
   * Adds `items` (listings) to those held under `key` (a person on a day), whose group is made by
   * `make` when the key is new. Never waits. A new item is dropped when the buffer is full, and
   * everything once the buffer is closed. A request puts a page of listings for one person: one
   * string key a page, and a number a listing (a key a listing cost a string built and hashed for
   * each).
   */
  put(key: string, items: Iterable<number>, make: () => G): void;
  /** Writes what is held so far (after any write under way). */
  flush(): Promise<void>;
  /** Stops the timer, refuses new values and writes what is left. */
  close(): Promise<void>;
  /** Items waiting for the next write. */
  readonly pending: number;
}

/** A bounded in-memory buffer written in batches by a timer (see the file's comment). */
export function createBatchedBuffer<G>(options: BatchedBufferOptions<G>): BatchedBuffer<G> {
  const { write, maxPending, label, log } = options;
  let buffer = new Map<string, BufferedGroup<G>>();
  let held = 0;
  let dropped = 0;
  let running: Promise<void> | null = null;
  let closed = false;

  async function flush(): Promise<void> {
    while (running) await running.catch(() => undefined);
    if (dropped > 0) {
      log?.warn({ dropped }, `${label} dropped: the buffer was full`);
      dropped = 0;
    }
    if (held === 0) return;
    const batch = [...buffer.values()];
    buffer = new Map();
    held = 0;
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
      log?.error({ err: error }, `${label} could not be written`);
    });

  const timer = setInterval(flushLogged, options.flushEveryMs);
  timer.unref();

  return {
    put(key, items, make) {
      if (closed) return;
      let entry = buffer.get(key);
      for (const item of items) {
        if (entry?.items.has(item)) continue;
        if (held >= maxPending) {
          dropped += 1;
          continue;
        }
        if (entry === undefined) {
          entry = { group: make(), items: new Set() };
          buffer.set(key, entry);
        }
        entry.items.add(item);
        held += 1;
        // Half full: write now rather than wait for the timer, so a burst is not dropped.
        if (held === maxPending >> 1 && !running) {
          void flushLogged();
          // The write took the buffer: the rest of the page goes into the new one.
          entry = undefined;
        }
      }
    },
    flush,
    async close() {
      closed = true;
      clearInterval(timer);
      await flushLogged();
    },
    get pending() {
      return held;
    },
  };
}
