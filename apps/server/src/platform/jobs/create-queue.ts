import type { Database } from '../../db/client';
import { createInProcessQueue } from './in-process';
import { createPgBossQueue, type PgBossQueueOptions } from './pg-boss';
import type { JobQueue, JobQueueLog } from './queue';

export interface JobQueueOptions {
  log: JobQueueLog;
  /** Whether schedules send jobs from this server; off under NODE_ENV=test unless asked. */
  schedules: boolean;
  /** How long stop() waits for runs under way. */
  stopGraceMs?: number;
  /** PostgreSQL only: pg-boss's schema and intervals (tests shorten them). */
  pgBoss?: Omit<PgBossQueueOptions, 'sql' | 'log' | 'schedules' | 'stopGraceMs'>;
}

/** pg-boss on PostgreSQL, the in-process runner on the embedded PGlite (decision 0047). */
export function createJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const { log, schedules, stopGraceMs } = options;
  if (database.kind === 'postgresql') {
    return createPgBossQueue({ sql: database.sql, log, schedules, stopGraceMs, ...options.pgBoss });
  }
  return createInProcessQueue({ log, schedules, stopGraceMs });
}
