// `npm run reconcile`: settles payment orders still 'created' after 15 minutes by asking the
// provider whether they were paid (a checkout result or webhook that never arrived). The servers
// do the same every ten minutes (the reconcile-payments job, decision 0047); this is for running
// it by hand. Safe at any time: settling is idempotent.
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { migrate, readMigrations } from '../../db/migrate';
import { loadConfig } from '../../platform/config';
import { createNotifier } from '../notifications/index';
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
  // This command runs no job queue: the notice of each invoice it issues is stored (the vendor
  // sees it in the app), but its e-mail is not sent from here (decision 0074).
  const notifier = createNotifier({
    log: { info: () => {}, error: (obj, msg) => console.error(msg, obj) },
    sendEmail: async ({ notificationId }) => {
      console.info(
        `notification ${notificationId}: shown in the app; not e-mailed by this command`,
      );
    },
  });
  const result = await reconcile(database.db, config.business, notifier, payments, new Date());
  console.info(
    `reconcile (${payments.name}): ${result.checked} open orders checked, ${result.settled} settled`,
  );
} finally {
  await database.close();
}
