import { createHash } from 'node:crypto';
import { cronMatches, parseCron } from './cron';

// Work that runs beside the requests (issue 18, decision 0047): hourly sweeps, payment
// reconciliation, notification e-mails, forgetting yesterday's view visitors. One interface, two
// runners: pg-boss on PostgreSQL (cron once across all servers), and in-process on the embedded
// PGlite (one job at a time). A job's data is JSON.

export type JobData = Record<string, unknown>;

export interface JobContext {
  /** Aborts when the server closes or the job runs past its time: stop between two steps. */
  signal: AbortSignal;
  /** 1 for the first run, 2 for the first retry... */
  attempt: number;
  /** No retry follows if this run fails. */
  lastAttempt: boolean;
}

export interface JobRetry {
  /** Retries after the first run: 2 means three runs at most. */
  limit: number;
  /**
   * Seconds before a retry. With backoff, retry n (from 1) waits between delay × 2^(n-1) and
   * twice that (pg-boss's formula, jitter included). Whole seconds on PostgreSQL (pg-boss).
   */
  delaySeconds: number;
  backoff: boolean;
}

export interface JobDefinition<T extends JobData> {
  /** The queue's name, and what `npm run jobs` lists: lowercase words joined by hyphens. */
  name: string;
  /** Does the work; a throw fails this run (retried as `retry` says, unless PermanentJobFailure). */
  run(data: T, context: JobContext): Promise<void>;
  retry: JobRetry;
  /**
   * How long a run may take. Past it the run is counted failed (and retried), and on PostgreSQL a
   * job whose server died under it is given to another server once this time has passed.
   */
  timeoutSeconds: number;
  /** Sent by the queue itself at these times, once across all servers (5-field cron). */
  schedule?: { cron: string; timezone?: string };
  /**
   * This server takes jobs of this kind only once it has been running this long: work too heavy
   * for a server just started (a deploy, a restart under load), which another server, or this
   * one a little later, takes instead.
   */
  notBeforeMsAfterStart?: number;
}

/** Queues one job of a defined kind. */
export type JobSender<T extends JobData> = (data: T, options?: SendOptions) => Promise<void>;

export interface SendOptions {
  /** One job per key: a second send with the same key is dropped while the first is kept. */
  key?: string;
}

/** Thrown by a job whose failure no retry can mend (an address the mail server refuses). */
export class PermanentJobFailure extends Error {}

export interface JobCounts {
  name: string;
  /** The schedule as written, with its time zone; null: sent on demand. */
  schedule: string | null;
  queued: number;
  /** Failed and waiting for a retry. */
  retrying: number;
  running: number;
  /** Failed for good, and still kept (PostgreSQL: 7 days). */
  failed: number;
  /** Done, and still kept (PostgreSQL: 12 hours; in-process: since the server started). */
  completed: number;
}

export interface JobFailureReport {
  name: string;
  at: Date;
  attempt: number;
  attempts: number;
  message: string;
}

export interface JobsReport {
  jobs: JobCounts[];
  /** The newest failures for good, newest first. */
  failures: JobFailureReport[];
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Declares a kind of job, before start; returns what queues one. */
  define<T extends JobData>(definition: JobDefinition<T>): JobSender<T>;
  /** Queues a job of a defined kind by name (a scheduled job now, from a test or a script). */
  send(name: string, data: JobData, options?: SendOptions): Promise<void>;
  /** Creates the queues, writes the schedules and starts taking jobs. */
  start(): Promise<void>;
  /**
   * Takes no more jobs, aborts the signal of those under way and waits for them up to the
   * queue's grace; a run still going after it is counted failed (and retried).
   */
  stop(): Promise<void>;
  /** What /api/health reports as 'queue'; rejects when the queue cannot be reached. */
  health(): Promise<Record<string, unknown>>;
  /** Each kind's counts and the newest failures: what `npm run jobs` prints. */
  report(): Promise<JobsReport>;
}

export interface JobQueueLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Checks a definition the same way for both runners; throws a message naming what is wrong. */
export function checkDefinition(definition: JobDefinition<JobData>): void {
  const { name, retry, timeoutSeconds, schedule } = definition;
  if (!NAME.test(name)) {
    throw new Error(`Job name "${name}" must be lowercase words joined by hyphens`);
  }
  if (!Number.isInteger(retry.limit) || retry.limit < 0) {
    throw new Error(`Job ${name}: retry.limit must be a whole number, 0 or more`);
  }
  if (!(retry.delaySeconds >= 0)) throw new Error(`Job ${name}: retry.delaySeconds must be >= 0`);
  if (!(timeoutSeconds >= 1 && timeoutSeconds < 24 * 3600)) {
    throw new Error(`Job ${name}: timeoutSeconds must be at least 1 and under a day`);
  }
  if (schedule) {
    const cron = parseCron(schedule.cron);
    // An unknown time zone fails here, at start-up, rather than at the first check.
    try {
      cronMatches(cron, new Date(), schedule.timezone);
    } catch {
      throw new Error(`Job ${name}: "${schedule.timezone}" is not a time zone (Asia/Kolkata, UTC)`);
    }
  }
}

/** The schedule as `npm run jobs` shows it. */
export function scheduleText(schedule: JobDefinition<JobData>['schedule']): string | null {
  return schedule ? `${schedule.cron} (${schedule.timezone ?? 'UTC'})` : null;
}

/**
 * The job id a key stands for, as a UUID: the same key always gives the same id, so the queue's
 * primary key drops a second job with it.
 */
export function keyedJobId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  // Shaped as a version-5-like UUID (the version and variant digits set), which PostgreSQL takes.
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16) + hex.slice(17, 20),
    hex.slice(20, 32),
  ].join('-');
}

/** What a failed run leaves in the queue: its message, nothing of its stack or its fields. */
export function failureMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** A run that takes too long: its signal aborts, and this error fails it. */
export function timeoutError(name: string, seconds: number): Error {
  return new Error(`Job ${name} took longer than its ${seconds} s and was stopped`);
}

/**
 * Runs one job with its time limit: the run's own signal aborts on `stopping` or past the limit.
 * Resolves when the run settles or the limit passes, whichever is first.
 */
export async function runWithTimeout<T extends JobData>(
  definition: JobDefinition<T>,
  data: T,
  attempt: { number: number; last: boolean },
  stopping: AbortSignal,
): Promise<void> {
  const controller = new AbortController();
  const onStop = () => controller.abort(stopping.reason);
  if (stopping.aborted) onStop();
  else stopping.addEventListener('abort', onStop, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = timeoutError(definition.name, definition.timeoutSeconds);
      controller.abort(error);
      reject(error);
    }, definition.timeoutSeconds * 1000);
  });
  try {
    await Promise.race([
      definition.run(data, {
        signal: controller.signal,
        attempt: attempt.number,
        lastAttempt: attempt.last,
      }),
      limit,
    ]);
  } finally {
    clearTimeout(timer);
    stopping.removeEventListener('abort', onStop);
  }
}
