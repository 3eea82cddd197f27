// `npm run jobs`: what the job queue holds (decision 0047), read from pg-boss's tables in the
// database DATABASE_URL names: each kind of job with how many are queued, retrying, running,
// failed and completed, its schedule, and the newest failures with their messages. It changes
// nothing. On the embedded PGlite there is no queue to read from outside the server: it says so.
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { ConfigError, loadConfig } from '../config';
import { jobsSchemaFor } from './pg-boss';
import { formatJobsReport, jobsInstalled, readJobsReport } from './report';

/** What `npm run jobs` says on the embedded database, where the queue lives inside the server. */
function embeddedJobsText(dataDir: string): string {
  return [
    `Mandap is set up on the embedded database (PGlite in ${path.join(dataDir, 'db')}).`,
    'There, jobs run inside the server process, one at a time, and are kept in its memory: the',
    'hourly sweeps of sessions and media, payment reconciliation every ten minutes, notification',
    'e-mails (with SMTP_URL) and the pruning of storefront visitors. No other process can read',
    'them (the server holds that database folder), so nothing is listed here; failures are in the',
    "server's log.",
    '',
    'With DATABASE_URL set (PostgreSQL), jobs are kept in the database and run once across all',
    'servers, and this command lists what is queued, running and failed.',
  ].join('\n');
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.info(embeddedJobsText(config.dataDir));
    return;
  }
  const url = new URL(config.databaseUrl);
  const database = await openDatabase({ url: config.databaseUrl });
  try {
    const schema = await jobsSchemaFor(database.sql);
    const where = `PostgreSQL ${url.host}${url.pathname}, schema ${schema}`;
    if (!(await jobsInstalled(database.sql, schema))) {
      console.info(
        `No job queue in ${where} yet: the first server started with this DATABASE_URL makes it.`,
      );
      return;
    }
    const report = await readJobsReport(database.sql, schema);
    console.info(`Jobs in ${where}, at ${new Date().toISOString()}\n`);
    console.info(formatJobsReport(report));
    console.info(
      '\nCounted from the jobs the queue keeps: completed ones for 12 hours, failed ones for 7 days.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
