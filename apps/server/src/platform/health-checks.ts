import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * What /api/health asks about (issue 18): each part a server depends on (database, media
 * storage, job queue) adds a check when it is set up; a check resolves with what it wants to
 * report (a version, a kind) or rejects when its part cannot be reached.
 */
export interface HealthCheck {
  name: string;
  check(): Promise<Record<string, unknown>>;
  /** How long the check may take before it counts as failing; HEALTH_CHECK_TIMEOUT_MS by default. */
  timeoutMs?: number;
}

export interface HealthChecks {
  add(check: HealthCheck): void;
  /** Every check, in the order added. */
  readonly all: readonly HealthCheck[];
}

/** A check's failure in words fit for anyone to read: what is wrong, without internals. */
export class HealthProblem extends Error {}

/**
 * Long enough for a database or a bucket under load, short enough that a monitor (which waits
 * 10 s or so) hears which part hangs rather than timing out on the whole reply.
 */
export const HEALTH_CHECK_TIMEOUT_MS = 3000;

// The reply's own fields: a check may not take their names.
const RESERVED_NAMES = new Set(['status', 'message']);

/** The database's check: a query, and what it is (PGlite or PostgreSQL, migration version). */
export function databaseCheck(database: Database, migrationVersion: number): HealthCheck {
  return {
    name: 'database',
    async check() {
      await database.db.execute(sql`SELECT 1`);
      return { kind: database.kind, migrationVersion };
    },
  };
}

export function createHealthChecks(): HealthChecks {
  const all: HealthCheck[] = [];
  return {
    add(check) {
      if (RESERVED_NAMES.has(check.name)) {
        throw new Error(`Health check name ${check.name} is taken by the reply's own field`);
      }
      if (all.some((known) => known.name === check.name)) {
        throw new Error(`Health check ${check.name} is added twice`);
      }
      all.push(check);
    },
    all,
  };
}

export type CheckReport =
  | ({ status: 'ok' } & Record<string, unknown>)
  | { status: 'failing'; error: string };

export interface HealthReport {
  healthy: boolean;
  /** Each check's report under its name, in the order the checks were added. */
  checks: Record<string, CheckReport>;
}

export interface HealthLog {
  warn(obj: object, msg: string): void;
}

// An error code is safe to show and says something (ECONNREFUSED, 57P01, NoSuchBucket); a
// message may carry a host name, a bucket, a query.
const SHOWABLE_CODE = /^[A-Za-z0-9_.-]{2,40}$/;

function publicError(error: unknown): string {
  if (error instanceof HealthProblem) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && SHOWABLE_CODE.test(code)) return `failed (${code})`;
  return 'failed; the server log has the details';
}

class TimedOut extends Error {}

async function runOne(check: HealthCheck, log: HealthLog | undefined): Promise<CheckReport> {
  const limitMs = check.timeoutMs ?? HEALTH_CHECK_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), limitMs);
  });
  const running = check.check();
  // A check that answers after its time is up must not become an unhandled rejection.
  running.catch(() => {});
  try {
    const details = await Promise.race([running, late]);
    // `status` first in the reply, and not a check's to change.
    return Object.assign({ status: 'ok' as const }, details, { status: 'ok' as const });
  } catch (error) {
    if (error instanceof TimedOut) {
      log?.warn({ check: check.name, limitMs }, 'health check did not answer in time');
      return { status: 'failing', error: `did not answer within ${limitMs / 1000} s` };
    }
    log?.warn({ check: check.name, err: error }, 'health check failed');
    return { status: 'failing', error: publicError(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check at once, each within its time limit; healthy when all of them pass. */
export async function runHealthChecks(
  checks: HealthChecks,
  log?: HealthLog,
): Promise<HealthReport> {
  const reports = await Promise.all(checks.all.map((check) => runOne(check, log)));
  const entries = checks.all.map((check, i) => [check.name, reports[i]] as const);
  return {
    healthy: reports.every((report) => report.status === 'ok'),
    checks: Object.fromEntries(entries) as Record<string, CheckReport>,
  };
}
