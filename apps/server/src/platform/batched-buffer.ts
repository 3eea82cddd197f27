// What storefront views (analytics/views.ts) and search appearances (appearances.ts) share:
// counting kept off the request's path. A request only touches an in-memory map; a timer writes
// it in one statement every few seconds, at half of its cap at once, and at close. Decisions 0022
// and 0035.

export interface BatchedBufferLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface BatchedBufferOptions<V> {
  /** Writes one batch in one statement; what it throws is logged and the batch is lost. */
  write(batch: V[]): Promise<void>;
  /** How often the buffer is written. */
  flushEveryMs: number;
  /** Most keys held between writes; a new key beyond it is dropped (and the drop logged). */
  maxPending: number;
  /** What the buffer holds, for the log ('storefront views'). */
  label: string;
  log?: BatchedBufferLog | undefined;
}

export interface BatchedBuffer<V> {
  /**
   * Sets the value under `key` to `update(held)`, `held` being what the key holds now
   * (undefined for a new key). Never waits. A new key is dropped when the buffer is full, and
   * everything once the buffer is closed.
   */
  put(key: string, update: (held: V | undefined) => V): void;
  /** Writes what is held so far (after any write under way). */
  flush(): Promise<void>;
  /** Stops the timer, refuses new values and writes what is left. */
  close(): Promise<void>;
  /** Keys waiting for the next write. */
  readonly pending: number;
}

/** A bounded in-memory buffer written in batches by a timer (see the file's comment). */
export function createBatchedBuffer<V>(options: BatchedBufferOptions<V>): BatchedBuffer<V> {
  const { write, maxPending, label, log } = options;
  let buffer = new Map<string, V>();
  let dropped = 0;
  let running: Promise<void> | null = null;
  let closed = false;

  async function flush(): Promise<void> {
    while (running) await running.catch(() => undefined);
    if (dropped > 0) {
      log?.warn({ dropped }, `${label} dropped: the buffer was full`);
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
      log?.error({ err: error }, `${label} could not be written`);
    });

  const timer = setInterval(flushLogged, options.flushEveryMs);
  timer.unref();

  return {
    put(key, update) {
      if (closed) return;
      const held = buffer.get(key);
      if (held === undefined && buffer.size >= maxPending) {
        dropped += 1;
        return;
      }
      buffer.set(key, update(held));
      // Half full: write now rather than wait for the timer, so a burst is not dropped.
      if (held === undefined && buffer.size === maxPending >> 1 && !running) void flushLogged();
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
