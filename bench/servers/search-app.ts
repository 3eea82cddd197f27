// The real Mandap app on an already seeded database (DATABASE_URL, or DATA_DIR's PGlite); prints
// the port. Used by the search and storefront benchmarks.
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrate, readMigrations } from '../../apps/server/src/db/migrate';
import { loadConfig } from '../../apps/server/src/platform/config';

const config = loadConfig({
  // Production needs the site's address; its pages' links are not what is measured.
  PUBLIC_URL: 'http://127.0.0.1',
  // Every request of a benchmark comes from 127.0.0.1: the search limit (decision 0058) is raised,
  // not turned off, so its counting is part of what is measured (0 in the environment: off).
  SEARCHES_PER_ADDRESS_PER_MINUTE: '1000000000',
  ...process.env,
  NODE_ENV: 'production',
  // Nothing of a benchmark sends e-mail anywhere.
  MAIL: 'log',
  PAYMENTS: 'sandbox',
  GRIEVANCE_OFFICER_NAME: 'Bench Grievance Officer',
  GRIEVANCE_OFFICER_EMAIL: 'grievances@mandap.example',
  GRIEVANCE_OFFICER_ADDRESS: 'Bench address, 1 Test Road, Bengaluru 560001',
  INVOICES: 'specimen',
  LOG_LEVEL: 'silent',
  ID_GUARD: 'off',
  PORT: '0',
});
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
const migrationVersion = await migrate(database.sql, await readMigrations());
const app = await buildApp({ config, database, migrationVersion, clock: () => new Date() });
await app.listen({ host: '127.0.0.1', port: 0 });
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
