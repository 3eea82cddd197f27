import { type Cron, cronMatches, parseCron } from './cron';
import {
  checkDefinition,
  failureMessage,
  type JobCounts,
  type JobData,
  type JobDefinition,
  type JobFailureReport,
  type JobQueue,
  type JobQueueLog,
  type JobSender,
  PermanentJobFailure,
  runWithTimeout,
  type SendOptions,
  scheduleText,
} from './queue';

// The job queue of the embedded database (decision 0047). PGlite is one connection in one
// process, and only one server runs on it, so the queue is a list in this process's memory: one
// job at a time, the schedules checked as pg-boss checks them, retries with pg-boss's backoff.
// What is queued is lost when the process ends; a schedule sends again at its next time.

export interface InProcessQueueOptions {
  log: JobQueueLog;
  /** Whether schedules send jobs (tests turn them on only where they test them). */
  schedules: boolean;
  /** How often the schedules are looked at; 30 seconds, as pg-boss. */
  cronCheckMs?: number;
  /** How long stop() waits for the run under way; 10 seconds by default. */
  stopGraceMs?: number;
}

interface Entry {
  name: string;
  data: JobData;
  key: string | undefined;
  /** Failed runs so far. */
  retryCount: number;
  /** Not before this time (ms since the epoch): a retry's backoff. */
  startAfter: number;
  seq: number;
}

const FAILURES_KEPT = 50;
const MINUTE_MS = 60_000;

interface Kind {
  definition: JobDefinition<JobData>;
  cron: Cron | undefined;
  /** The minute (ms since the epoch) its schedule last sent a job. */
  lastSlot: number;
  completed: number;
  failed: number;
}

/** The in-process queue: see the file's comment. */
export function createInProcessQueue(options: InProcessQueueOptions): JobQueue {
  const { log } = options;
  const stopGraceMs = options.stopGraceMs ?? 10_000;
  const kinds = new Map<string, Kind>();
  const waiting: Entry[] = [];
  const failures: JobFailureReport[] = [];
  const stopping = new AbortController();
  let running: Entry | undefined;
  let startedAt: number | undefined;
  let loop: Promise<void> | undefined;
  let cronTimer: NodeJS.Timeout | undefined;
  let seq = 0;
  let wake: (() => void) | undefined;

  function notBefore(kind: Kind): number {
    return (startedAt ?? Number.POSITIVE_INFINITY) + (kind.definition.notBeforeMsAfterStart ?? 0);
  }

  /** The job to run now (the earliest due, first come first served), or when one will be due. */
  function next(now: number): { due: Entry } | { at: number } {
    let at = Number.POSITIVE_INFINITY;
    let due: Entry | undefined;
    for (const entry of waiting) {
      const kind = kinds.get(entry.name) as Kind;
      const from = Math.max(entry.startAfter, notBefore(kind));
      if (from <= now) {
        if (!due || entry.seq < due.seq) due = entry;
      } else {
        at = Math.min(at, from);
      }
    }
    return due ? { due } : { at };
  }

  /** Waits until `at`, or until a job is sent or the queue stops. */
  function sleep(at: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = Number.isFinite(at)
        ? setTimeout(() => resolve(), Math.max(0, at - Date.now()))
        : undefined;
      timer?.unref();
      wake = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
    });
  }

  async function runOne(entry: Entry): Promise<void> {
    const kind = kinds.get(entry.name) as Kind;
    const { definition } = kind;
    const attempts = definition.retry.limit + 1;
    const attempt = entry.retryCount + 1;
    waiting.splice(waiting.indexOf(entry), 1);
    running = entry;
    try {
      await runWithTimeout(
        definition,
        entry.data,
        { number: attempt, last: attempt >= attempts },
        stopping.signal,
      );
      kind.completed += 1;
    } catch (error) {
      const message = failureMessage(error);
      if (attempt < attempts && !(error instanceof PermanentJobFailure)) {
        const { delaySeconds, backoff } = definition.retry;
        // pg-boss's formula: retry n waits delay × 2^(n-1), plus up to as much again at random.
        const delay = backoff
          ? delaySeconds * 2 ** entry.retryCount * (1 + Math.random())
          : delaySeconds;
        entry.retryCount += 1;
        entry.startAfter = Date.now() + delay * 1000;
        waiting.push(entry);
        log.warn({ job: entry.name, attempt, attempts, reason: message }, 'job failed, will retry');
      } else {
        kind.failed += 1;
        failures.unshift({ name: entry.name, at: new Date(), attempt, attempts, message });
        failures.length = Math.min(failures.length, FAILURES_KEPT);
        log.error({ job: entry.name, attempt, attempts, reason: message }, 'job failed');
      }
    } finally {
      running = undefined;
    }
  }

  async function work(): Promise<void> {
    while (!stopping.signal.aborted) {
      const found = next(Date.now());
      if ('due' in found) await runOne(found.due);
      else await sleep(found.at);
    }
  }

  function queue(name: string, data: JobData, key: string | undefined): void {
    if (key !== undefined) {
      const held = [...waiting, ...(running ? [running] : [])];
      if (held.some((e) => e.name === name && e.key === key)) return;
    }
    seq += 1;
    waiting.push({ name, data, key, retryCount: 0, startAfter: Date.now(), seq });
    wake?.();
  }

  /** Sends each scheduled job whose minute this is, once per minute (as pg-boss's cron does). */
  function checkSchedules(): void {
    const now = new Date();
    const slot = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
    for (const [name, kind] of kinds) {
      if (!kind.cron || kind.lastSlot === slot) continue;
      if (!cronMatches(kind.cron, now, kind.definition.schedule?.timezone)) continue;
      kind.lastSlot = slot;
      queue(name, {}, `schedule ${slot}`);
    }
  }

  async function send(name: string, data: JobData, sendOptions: SendOptions = {}): Promise<void> {
    if (!kinds.has(name)) throw new Error(`No job is defined as ${name}`);
    if (startedAt === undefined) throw new Error(`The job queue is not started: ${name} not sent`);
    if (stopping.signal.aborted) throw new Error(`The job queue has stopped: ${name} not sent`);
    queue(name, data, sendOptions.key);
  }

  return {
    kind: 'in-process',

    define<T extends JobData>(definition: JobDefinition<T>): JobSender<T> {
      const general = definition as unknown as JobDefinition<JobData>;
      checkDefinition(general);
      if (kinds.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
      if (startedAt !== undefined) throw new Error(`Job ${definition.name} is defined after start`);
      kinds.set(definition.name, {
        definition: general,
        cron: definition.schedule ? parseCron(definition.schedule.cron) : undefined,
        lastSlot: 0,
        completed: 0,
        failed: 0,
      });
      return (data, sendOptions) => send(definition.name, data, sendOptions);
    },

    send,

    async start() {
      if (startedAt !== undefined) return;
      startedAt = Date.now();
      loop = work();
      if (options.schedules) {
        checkSchedules();
        cronTimer = setInterval(checkSchedules, options.cronCheckMs ?? 30_000);
        cronTimer.unref();
      }
    },

    async stop() {
      if (stopping.signal.aborted) return;
      stopping.abort(new Error('The server is closing'));
      clearInterval(cronTimer);
      wake?.();
      if (!loop) return;
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), stopGraceMs);
      });
      const under = running;
      const outcome = await Promise.race([loop.then(() => 'done' as const), graceOver]);
      clearTimeout(timer);
      if (outcome === 'late' && under) {
        log.warn(
          { job: under.name, graceMs: stopGraceMs },
          'job still running at stop, left behind',
        );
      }
      if (waiting.length > 0) {
        log.warn({ jobs: waiting.length }, 'jobs queued in memory are dropped at stop');
      }
    },

    async health() {
      return {
        kind: 'in-process',
        queued: waiting.length,
        running: running ? 1 : 0,
        failed: [...kinds.values()].reduce((sum, kind) => sum + kind.failed, 0),
      };
    },

    async report() {
      const jobs: JobCounts[] = [...kinds.entries()].map(([name, kind]) => ({
        name,
        // The schedule in force: none when this queue does not send them (as in tests).
        schedule: options.schedules ? scheduleText(kind.definition.schedule) : null,
        queued: waiting.filter((e) => e.name === name && e.retryCount === 0).length,
        retrying: waiting.filter((e) => e.name === name && e.retryCount > 0).length,
        running: running?.name === name ? 1 : 0,
        failed: kind.failed,
        completed: kind.completed,
      }));
      jobs.sort((a, b) => a.name.localeCompare(b.name));
      return { jobs, failures: [...failures] };
    },
  };
}
