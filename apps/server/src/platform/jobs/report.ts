import type { SqlRunner } from '../../db/client';
import type { JobCounts, JobFailureReport, JobsReport } from './queue';

// What is queued, running and failed, read from pg-boss's tables (the queue's `report()` and
// `npm run jobs`). pg-boss's own jobs (`__pgboss__…`, the schedules' go-between) are left out.

const FAILURES_SHOWN = 10;

/** Whether pg-boss is installed in `schema` (a server on PostgreSQL has started there). */
export async function jobsInstalled(sql: SqlRunner, schema: string): Promise<boolean> {
  const [row] = await sql.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [
    `${schema}.version`,
  ]);
  return Boolean(row?.found);
}

/** Each kind's counts by state, its schedule, and the newest failures for good. */
export async function readJobsReport(sql: SqlRunner, schema: string): Promise<JobsReport> {
  const [queues, schedules, counts, failed] = await Promise.all([
    sql.query<{ name: string }>(
      `SELECT name FROM ${schema}.queue WHERE name NOT LIKE '\\_\\_pgboss\\_\\_%' ORDER BY name`,
    ),
    sql.query<{ name: string; cron: string; timezone: string | null }>(
      `SELECT name, cron, timezone FROM ${schema}.schedule`,
    ),
    sql.query<{ name: string; state: string; jobs: number }>(
      `SELECT name, state::text AS state, count(*)::int AS jobs FROM ${schema}.job
       WHERE name NOT LIKE '\\_\\_pgboss\\_\\_%' GROUP BY name, state`,
    ),
    // Failed jobs move to the archive after a week; the newest are shown from both.
    sql.query<{
      name: string;
      at: Date;
      retry_count: number;
      retry_limit: number;
      message: string | null;
    }>(
      `SELECT name, completed_on AS at, retry_count, retry_limit,
              COALESCE(output->>'message', output->'value'->>'message') AS message
       FROM (SELECT name, completed_on, retry_count, retry_limit, output, state FROM ${schema}.job
             UNION ALL
             SELECT name, completed_on, retry_count, retry_limit, output, state FROM ${schema}.archive) j
       WHERE state = 'failed' AND name NOT LIKE '\\_\\_pgboss\\_\\_%'
       ORDER BY completed_on DESC LIMIT ${FAILURES_SHOWN}`,
    ),
  ]);
  const scheduleOf = new Map(schedules.map((s) => [s.name, `${s.cron} (${s.timezone ?? 'UTC'})`]));
  const jobs: JobCounts[] = queues.map(({ name }) => {
    const of = (state: string) =>
      counts.find((c) => c.name === name && c.state === state)?.jobs ?? 0;
    return {
      name,
      schedule: scheduleOf.get(name) ?? null,
      queued: of('created'),
      retrying: of('retry'),
      running: of('active'),
      failed: of('failed'),
      completed: of('completed'),
    };
  });
  const failures: JobFailureReport[] = failed.map((f) => ({
    name: f.name,
    at: new Date(f.at),
    // retry_count counts the retries that ran: the first run, then each retry.
    attempt: f.retry_count + 1,
    attempts: f.retry_limit + 1,
    message: f.message ?? '(no message)',
  }));
  return { jobs, failures };
}

function table(rows: string[][]): string {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          // The name and the schedule read left to right, the counts line up on the right.
          column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The report as `npm run jobs` prints it. */
export function formatJobsReport(report: JobsReport): string {
  const lines: string[] = [];
  if (report.jobs.length === 0) {
    lines.push('No kinds of job yet: a server creates them when it starts.');
  } else {
    lines.push(
      table([
        ['job', 'schedule', 'queued', 'retrying', 'running', 'failed', 'completed'],
        ...report.jobs.map((j) => [
          j.name,
          j.schedule ?? 'when sent',
          String(j.queued),
          String(j.retrying),
          String(j.running),
          String(j.failed),
          String(j.completed),
        ]),
      ]),
    );
  }
  lines.push('');
  if (report.failures.length === 0) {
    lines.push('No failed jobs kept.');
  } else {
    lines.push('Last failures, newest first:');
    for (const f of report.failures) {
      lines.push(
        `  ${f.at.toISOString()}  ${f.name}, attempt ${f.attempt} of ${f.attempts}: ${f.message}`,
      );
    }
  }
  return lines.join('\n');
}
