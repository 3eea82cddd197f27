// `npm run seed -- --listings N [--seed S]` fills the database `npm start` uses (DATA_DIR's
// embedded PGlite, or DATABASE_URL) and its media folder with N active demo listings;
// `npm run seed -- --remove` takes every demo vendor, listing and file away again. Decision 0022.
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { migrate, readMigrations } from '../../db/migrate';
import { type Config, ConfigError, loadConfig } from '../../platform/config';
import { serverHoldingEmbeddedDatabase } from '../../platform/embedded-database';
import { createMediaStorage } from '../media/index';
import { removeDemo, seedDemo } from './seed';
import { parseSeedCommand, USAGE, UsageError } from './seed-args';

/** A seed that would do harm now; nothing wrong with the command line. */
class Refused extends Error {}

/** Seeding the embedded database under a running server would corrupt it. */
async function refuseIfServerRunsOnPglite(config: Config): Promise<void> {
  const origin = await serverHoldingEmbeddedDatabase(config);
  if (origin) {
    throw new Refused(
      `Mandap is running at ${origin} on the embedded database in ${config.dataDir}. ` +
        'Stop it first (Ctrl+C), seed, then start it again.',
    );
  }
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

async function main(): Promise<void> {
  const command = parseSeedCommand(process.argv.slice(2));
  if (command === 'help') {
    console.info(USAGE);
    return;
  }
  const config = loadConfig();
  await refuseIfServerRunsOnPglite(config);
  const where = config.databaseUrl
    ? `PostgreSQL (${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname})`
    : `the embedded database in ${path.join(config.dataDir, 'db')}`;
  const mediaWhere =
    config.media.storage === 's3'
      ? `the S3 bucket ${config.media.s3.bucket}`
      : path.join(config.dataDir, 'media');
  console.info(`Demo data in ${where}, media in ${mediaWhere}`);
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  try {
    await migrate(database.sql, await readMigrations());
    const storage = await createMediaStorage(config.media, config.dataDir);
    const started = performance.now();
    if (command.remove) {
      const removed = await removeDemo({ database, storage });
      console.info(
        `Removed ${removed.listings.toLocaleString('en-IN')} demo listings of ` +
          `${removed.vendors.toLocaleString('en-IN')} demo vendors and ` +
          `${removed.files.toLocaleString('en-IN')} media files in ${seconds(started)}.`,
      );
    }
    if (command.listings !== undefined) {
      const total = command.listings;
      const seeding = performance.now();
      console.info(`Adding ${total.toLocaleString('en-IN')} demo listings (seed ${command.seed})…`);
      const summary = await seedDemo({
        database,
        storage,
        listings: total,
        seed: command.seed,
        now: new Date(),
        progress: (done) =>
          console.info(
            `  ${done.toLocaleString('en-IN')} / ${total.toLocaleString('en-IN')} ` +
              `(${Math.round((done / total) * 100)}%) ${seconds(seeding)}`,
          ),
      });
      const categories = Object.entries(summary.categories)
        .sort(([, a], [, b]) => (b ?? 0) - (a ?? 0))
        .map(([slug, n]) => `${slug} ${n}`)
        .join(', ');
      console.info(
        [
          `Added ${summary.listings.toLocaleString('en-IN')} active demo listings in ${seconds(seeding)}` +
            (summary.before > 0
              ? ` (${(summary.before + summary.listings).toLocaleString('en-IN')} demo listings now).`
              : '.'),
          `  ${Object.keys(summary.categories).length} categories: ${categories}`,
          `  ${summary.cities} cities, ${summary.prices.toLocaleString('en-IN')} price rows, ` +
            `${summary.images.toLocaleString('en-IN')} images (${summary.files.toLocaleString('en-IN')} files)`,
          'Remove them with: npm run seed -- --remove',
        ].join('\n'),
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(error instanceof ConfigError || error instanceof Refused ? error.message : error);
  process.exit(1);
});
