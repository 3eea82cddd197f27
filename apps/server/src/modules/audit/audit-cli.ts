// `npm run audit -- verify` (issue 28, decision 0060): walks the audit log's hash chain in the
// database `npm start` uses (DATABASE_URL, or DATA_DIR's embedded PGlite) and prints
// "audit log intact: N rows", or names the first row that was changed, removed or put in another's
// place. It only reads. Exit status: 0 intact, 1 broken, 2 not checked (say why).
import { access } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { queryRows } from '../../db/query';
import { ConfigError, loadConfig } from '../../platform/config';
import { serverHoldingEmbeddedDatabase } from '../../platform/embedded-database';
import { chainReportText, verifyAuditChain } from './service';

const USAGE = [
  'Usage: npm run audit -- verify',
  '',
  '  verify   checks that the audit log is whole: every row as it was written, none removed.',
  '           Prints "audit log intact: N rows" (exit 0) or the first row that is not (exit 1).',
].join('\n');

/** Nothing was checked: a wrong command line, or a database this command cannot open now. */
class NotChecked extends Error {}

/** What verify says on the embedded database while a server holds it. */
function heldText(origin: string, dbDir: string): string {
  return [
    `Mandap is running at ${origin} on the embedded database (PGlite in ${dbDir}).`,
    'That database belongs to the server process while it runs: no other process can open it,',
    'so the audit log was not checked. To verify it: stop the server (Ctrl+C), run',
    '`npm run audit -- verify`, then start the server again.',
    '',
    'With DATABASE_URL set (PostgreSQL), verify runs beside running servers.',
  ].join('\n');
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'verify' || rest.length > 0) {
    throw new NotChecked(
      command === undefined || command === 'help' || command === '--help'
        ? USAGE
        : `Unknown command: ${[command, ...rest].join(' ')}\n\n${USAGE}`,
    );
  }
  const config = loadConfig();
  const dbDir = path.join(config.dataDir, 'db');
  let where: string;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    where = `PostgreSQL ${url.host}${url.pathname}`;
  } else {
    const origin = await serverHoldingEmbeddedDatabase(config);
    if (origin) throw new NotChecked(heldText(origin, dbDir));
    const exists = await access(dbDir).then(
      () => true,
      () => false,
    );
    // Opening a folder that is not there would make an empty database in it.
    if (!exists) throw new NotChecked(`No embedded database in ${dbDir} yet: nothing to verify.`);
    where = `the embedded database in ${dbDir}`;
  }
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: dbDir });
  try {
    const [table] = await queryRows<{ name: string | null }>(
      database.db,
      sql`SELECT to_regclass('audit_log')::text AS name`,
    );
    if (!table?.name) {
      throw new NotChecked(
        `No audit log in ${where}: a server of this version makes it when it starts (migration 0020).`,
      );
    }
    console.info(`Verifying the audit log in ${where}…`);
    const report = await verifyAuditChain(database.db);
    console.info(chainReportText(report));
    return report.intact ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof NotChecked || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error);
    process.exit(2);
  },
);
