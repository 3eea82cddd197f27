import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client';
import { createJobQueue } from '../src/platform/jobs/create-queue';
import type { JobQueue, JobQueueLog } from '../src/platform/jobs/queue';

// Job queues for the tests of jobs (decision 0047): the queue the app would make on this
// database, with pg-boss's intervals at their shortest, in a schema of its own.

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  obj: object;
  msg: string;
}

/** A job queue log that keeps its lines. */
export function capturingJobLog(): { log: JobQueueLog; lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    log: {
      info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
      warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
      error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
    },
  };
}

export interface TestQueue {
  queue: JobQueue;
  /** pg-boss's schema on PostgreSQL; undefined on PGlite. */
  schema: string | undefined;
  /** Stops the queue and, on PostgreSQL, drops its schema. */
  close(): Promise<void>;
}

/**
 * The job queue `createJobQueue` makes for `database` (pg-boss or in-process), fast: pg-boss polls
 * every half second and looks at its schedules every second. On PostgreSQL it lives in `schema`
 * (a new one by default), so that it never takes the jobs of an app on the same database.
 */
export function testJobQueue(
  database: Database,
  options: { log?: JobQueueLog; schedules?: boolean; schema?: string; stopGraceMs?: number } = {},
): TestQueue {
  const schema =
    database.kind === 'postgresql'
      ? (options.schema ?? `test_jobs_${randomBytes(6).toString('hex')}`)
      : undefined;
  const queue = createJobQueue(database, {
    log: options.log ?? capturingJobLog().log,
    schedules: options.schedules ?? false,
    stopGraceMs: options.stopGraceMs ?? 5000,
    pgBoss: {
      ...(schema ? { schema } : {}),
      pollingIntervalSeconds: 0.5,
      cronMonitorIntervalSeconds: 1,
      cronWorkerIntervalSeconds: 1,
      maintenanceIntervalSeconds: 1,
    },
  });
  return {
    queue,
    schema,
    async close() {
      await queue.stop();
      if (schema && !options.schema)
        await database.sql.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}
