// `npm run reconcile`: settles payment orders still 'created' after 15 minutes by asking the
// provider whether they were paid (a checkout result or webhook that never arrived). The servers
// do the same every ten minutes (the reconcile-payments job, decision 0047); this is for running
// it by hand. Safe at any time: settling is idempotent.
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { migrate, readMigrations } from '../../db/migrate';
import { loadConfig } from '../../platform/config';
import { paymentSetup } from './provider-setup';
import { reconcile } from './service';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
try {
  await migrate(database.sql, await readMigrations());
  const { payments } = await paymentSetup(config);
  const result = await reconcile(database.db, config.business, payments, new Date());
  console.info(
    `reconcile (${payments.name}): ${result.checked} open orders checked, ${result.settled} settled`,
  );
} finally {
  await database.close();
}
