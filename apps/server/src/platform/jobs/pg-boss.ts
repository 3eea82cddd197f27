import { setMaxListeners } from 'node:events';
import PgBoss from 'pg-boss';
import type { SqlRunner } from '../../db/client';
import {
  checkDefinition,
  failureMessage,
  type JobData,
  type JobDefinition,
  type JobQueue,
  type JobQueueLog,
  type JobSender,
  keyedJobId,
  PermanentJobFailure,
  runWithTimeout,
  type SendOptions,
} from './queue';
import { readJobsReport } from './report';

// The job queue on PostgreSQL (decision 0047): pg-boss 10 in a schema of its own, on the app's own
// connection pool. pg-boss keeps the jobs and the schedules, sends each schedule's job once across
// all servers, retries with backoff, and hands a job whose server died to another once its time
// is up. This file only takes jobs (one at a time per kind and server) and reports on them.

export interface PgBossQueueOptions {
  sql: SqlRunner;
  log: JobQueueLog;
  /** Whether this server writes the schedules and takes part in sending their jobs. */
  schedules: boolean;
  /** pg-boss's schema; by default from the app's own (see jobsSchemaFor). */
  schema?: string;
  /** How often an idle kind asks for a job; 2 seconds (pg-boss's default). At least 0.5. */
  pollingIntervalSeconds?: number;
  /** How often the schedules are looked at (once across servers); 30 seconds. 1 to 45. */
  cronMonitorIntervalSeconds?: number;
  /** How often the jobs the schedules made are queued; 5 seconds. 1 to 45. */
  cronWorkerIntervalSeconds?: number;
  /** How often expired jobs are failed and old ones archived; 120 seconds. */
  maintenanceIntervalSeconds?: number;
  /** How long stop() waits for runs under way; 10 seconds by default. */
  stopGraceMs?: number;
}

/** Failed jobs stay in the job table (and in `npm run jobs`'s counts) for a week. */
const FAILED_KEPT_SECONDS = 7 * 24 * 3600;

/**
 * pg-boss's schema for the app's tables in `schema`: `pgboss` beside `public` (pg-boss's own
 * default), `<schema>_jobs` beside any other, so that each test file's schema, or a second
 * Mandap in the same database, has a queue of its own and never runs another's jobs.
 */
export function jobsSchemaName(schema: string | null): string {
  const name = schema === null || schema === 'public' ? 'pgboss' : `${schema}_jobs`;
  return checkedSchema(name);
}

/** A schema name pg-boss takes, and that can be written into SQL as it is. */
function checkedSchema(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,49}$/.test(name)) {
    throw new Error(
      `The job queue's schema would be "${name}": it must be up to 50 lowercase letters, digits ` +
        'and underscores. Work in a schema with a plain name (the search_path of DATABASE_URL).',
    );
  }
  return name;
}

/** pg-boss's schema for the tables this connection works in (its search_path). */
export async function jobsSchemaFor(sql: SqlRunner): Promise<string> {
  const [row] = await sql.query<{ schema: string | null }>('SELECT current_schema() AS schema');
  return jobsSchemaName(row?.schema ?? null);
}

// pg-boss runs its installation, migrations and maintenance as one text wrapped in BEGIN ... COMMIT.
// Sent as it is through a pool, a statement that fails in it (as pg-boss expects when two servers
// install at once) leaves that connection inside an aborted transaction, and the next query to
// borrow it fails. Its statements are run in a transaction of our own instead, rolled back on error.
const WRAPPED = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/;

/** pg-boss's database access through the app's SqlRunner (the same pool as the requests). */
function poolExecutor(sql: SqlRunner): PgBoss.Db {
  return {
    // pg-boss's own type: parameters of any SQL type.
    // biome-ignore lint/suspicious/noExplicitAny: the shape pg-boss declares for its executor
    async executeSql(text: string, values: any[]) {
      const wrapped = WRAPPED.exec(text);
      if (wrapped?.[1]) {
        const statements = wrapped[1];
        await sql.transaction((tx) => tx.exec(statements));
        return { rows: [] };
      }
      return { rows: await sql.query(text, values ?? []) };
    },
  };
}

function sendOptions(definition: JobDefinition<JobData>) {
  return {
    retryLimit: definition.retry.limit,
    retryDelay: definition.retry.delaySeconds,
    retryBackoff: definition.retry.backoff,
    expireInSeconds: definition.timeoutSeconds,
  };
}

/** A pause that ends early when `wake` is called (a job was sent here) or the signal aborts. */
function pause(ms: number, signal: AbortSignal): { done: Promise<void>; wake: () => void } {
  let wake = () => {};
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      resolve();
    }
    wake = finish;
    signal.addEventListener('abort', finish, { once: true });
    // A queue stopped while it was starting: its workers begin with the signal already aborted,
    // which no 'abort' event will tell them (they would sleep out stop()'s whole grace).
    if (signal.aborted) finish();
  });
  return { done, wake };
}

/** The PostgreSQL queue: see the file's comment. */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const { sql, log } = options;
  const pollMs = (options.pollingIntervalSeconds ?? 2) * 1000;
  const stopGraceMs = options.stopGraceMs ?? 10_000;
  const definitions = new Map<string, JobDefinition<JobData>>();
  const stopping = new AbortController();
  const wakers = new Map<string, () => void>();
  const running = new Map<string, { name: string; id: string }>();
  const loops: Promise<void>[] = [];
  let boss: PgBoss | undefined;
  let schema: string | undefined;
  let starting: Promise<void> | undefined;

  async function ready(): Promise<PgBoss> {
    if (!starting) throw new Error('The job queue is not started');
    await starting;
    if (!boss) throw new Error('The job queue did not start');
    return boss;
  }

  async function fail(
    pg: PgBoss,
    job: PgBoss.JobWithMetadata<JobData>,
    error: unknown,
  ): Promise<void> {
    const message = failureMessage(error);
    const attempt = job.retryCount + 1;
    const attempts = job.retryLimit + 1;
    const forGood = error instanceof PermanentJobFailure || attempt >= attempts;
    if (error instanceof PermanentJobFailure) {
      // No retry can mend it: pg-boss retries while retry_count < retry_limit.
      await sql.query(
        `UPDATE ${schema}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`,
        [job.name, job.id],
      );
    }
    await pg.fail(job.name, job.id, { message });
    if (forGood) log.error({ job: job.name, attempt, attempts, reason: message }, 'job failed');
    else log.warn({ job: job.name, attempt, attempts, reason: message }, 'job failed, will retry');
  }

  async function work(pg: PgBoss, definition: JobDefinition<JobData>): Promise<void> {
    const { name } = definition;
    if (definition.notBeforeMsAfterStart) {
      await pause(definition.notBeforeMsAfterStart, stopping.signal).done;
    }
    while (!stopping.signal.aborted) {
      // pg-boss answers a failed fetch with no jobs; the next poll tries again.
      const [job] = await pg.fetch<JobData>(name, { batchSize: 1, includeMetadata: true });
      if (!job) {
        const idle = pause(pollMs, stopping.signal);
        wakers.set(name, idle.wake);
        await idle.done;
        continue;
      }
      running.set(job.id, { name, id: job.id });
      let failure: { error: unknown } | undefined;
      try {
        await runWithTimeout(
          definition,
          job.data ?? {},
          { number: job.retryCount + 1, last: job.retryCount >= job.retryLimit },
          stopping.signal,
        );
      } catch (error) {
        failure = { error };
      }
      running.delete(job.id);
      try {
        if (failure) await fail(pg, job, failure.error);
        else await pg.complete(name, job.id);
      } catch (error) {
        // The job stays active; past its time limit pg-boss fails it and it is retried.
        log.error({ job: name, err: error }, "a job's outcome could not be recorded");
      }
    }
  }

  async function begin(): Promise<void> {
    schema = options.schema ? checkedSchema(options.schema) : await jobsSchemaFor(sql);
    const pg = new PgBoss({
      db: poolExecutor(sql),
      schema,
      schedule: options.schedules,
      supervise: true,
      migrate: true,
      archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
      ...(options.cronMonitorIntervalSeconds
        ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds }
        : {}),
      ...(options.cronWorkerIntervalSeconds
        ? { cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds }
        : {}),
      ...(options.maintenanceIntervalSeconds
        ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }
        : {}),
    });
    pg.on('error', (error) => log.error({ err: error }, 'job queue error'));
    // One server at a time installs, migrates and sets up the queue. pg-boss's own lock does not
    // do: a server that waited on it can still miss the schema the other just made (PostgreSQL
    // reads the catalogue as it was when its transaction began) and fail on a duplicate.
    await sql.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`mandap jobs ${schema}`]);
      await setUp(pg);
    });
    boss = pg;
    // Each kind's worker listens for the stop once at a time (in its pause or its run): a dozen
    // kinds are not a leak, and Node's warning past ten listeners would say so at every start.
    setMaxListeners(definitions.size + 1, stopping.signal);
    for (const definition of definitions.values()) {
      loops.push(
        work(pg, definition).catch((error: unknown) => {
          log.error({ job: definition.name, err: error }, 'job worker stopped on an error');
        }),
      );
    }
  }

  async function setUp(pg: PgBoss): Promise<void> {
    await pg.start();
    for (const definition of definitions.values()) {
      const queueOptions = { name: definition.name, ...sendOptions(definition) };
      await pg.createQueue(definition.name, queueOptions);
      await pg.updateQueue(definition.name, queueOptions);
      if (!options.schedules) continue;
      // The newest server's schedules win; a kind that lost its schedule loses it here too.
      if (definition.schedule) {
        await pg.schedule(
          definition.name,
          definition.schedule.cron,
          {},
          { tz: definition.schedule.timezone ?? 'UTC', ...sendOptions(definition) },
        );
      } else {
        await pg.unschedule(definition.name);
      }
    }
  }

  async function send(name: string, data: JobData, sendOpts: SendOptions = {}): Promise<void> {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`No job is defined as ${name}`);
    if (stopping.signal.aborted) throw new Error(`The job queue has stopped: ${name} not sent`);
    const pg = await ready();
    await pg.send(name, data, {
      ...sendOptions(definition),
      ...(sendOpts.key === undefined ? {} : { id: keyedJobId(name, sendOpts.key) }),
    });
    // This server may take it at once rather than at its next poll.
    wakers.get(name)?.();
  }

  return {
    kind: 'pg-boss',

    define<T extends JobData>(definition: JobDefinition<T>): JobSender<T> {
      const general = definition as unknown as JobDefinition<JobData>;
      checkDefinition(general);
      if (!Number.isInteger(general.retry.delaySeconds)) {
        throw new Error(`Job ${general.name}: retry.delaySeconds must be whole on PostgreSQL`);
      }
      if (definitions.has(general.name)) throw new Error(`Job ${general.name} is defined twice`);
      if (starting) throw new Error(`Job ${general.name} is defined after start`);
      definitions.set(general.name, general);
      return (data, sendOpts) => send(general.name, data, sendOpts);
    },

    send,

    start() {
      starting ??= begin();
      return starting;
    },

    async stop() {
      if (stopping.signal.aborted) return;
      stopping.abort(new Error('The server is closing'));
      if (!starting) return;
      await starting.catch(() => undefined);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(loops),
        new Promise((resolve) => {
          timer = setTimeout(resolve, stopGraceMs);
        }),
      ]);
      clearTimeout(timer);
      if (!boss) return;
      // Runs that outlived the grace: failed now, so another server retries them at once rather
      // than after their time is up.
      for (const job of running.values()) {
        log.warn({ job: job.name, graceMs: stopGraceMs }, 'job still running at stop, given back');
        await boss
          .fail(job.name, job.id, { message: 'The server stopped while this job ran' })
          .catch((error: unknown) => log.error({ err: error }, 'a job could not be given back'));
      }
      await boss.stop({ graceful: false, wait: true });
    },

    async health() {
      await ready();
      const [row] = await sql.query<{ version: number }>(`SELECT version FROM ${schema}.version`);
      return { kind: 'pg-boss', schema, version: row?.version };
    },

    async report() {
      await ready();
      return readJobsReport(sql, schema as string);
    },
  };
}
