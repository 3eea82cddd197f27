// The real Mandap app (in-memory PGlite, no logging) on a free port; prints the port.
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrate, readMigrations } from '../../apps/server/src/db/migrate';
import { loadConfig } from '../../apps/server/src/platform/config';

const config = loadConfig({
  // Production needs the site's address; its pages' links are not what is measured.
  PUBLIC_URL: 'http://127.0.0.1',
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
  PORT: '0',
  // One address asks everything: the search limit (decision 0058) raised, still counted.
  SEARCHES_PER_ADDRESS_PER_MINUTE: '1000000000',
});
const database = await openDatabase({});
const migrationVersion = await migrate(database.sql, await readMigrations());
const app = await buildApp({ config, database, migrationVersion, clock: () => new Date() });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
