import path from 'node:path';
import { openDatabase, type SqlRunner } from '../apps/server/src/db/client';
import { migrate, readMigrations } from '../apps/server/src/db/migrate';
import { seedDemo } from '../apps/server/src/modules/demo/index';
import { localStorage } from '../apps/server/src/modules/media/index';

/**
 * Fills DATA_DIR's embedded database (or `databaseUrl`'s) and media folder with demo listings
 * as `npm run seed` does, then reads what the benchmark needs to know of them with `read`.
 */
export async function seededData<T>(
  options: {
    dataDir: string;
    databaseUrl?: string;
    listings: number;
    imagesPerCategory?: number;
    /** Applies the migrations up to this version only (a schema as an earlier commit had it). */
    migrationsUpTo?: number;
  },
  read: (sql: SqlRunner) => Promise<T>,
): Promise<{ found: T; seedSeconds: number }> {
  const database = await openDatabase({
    url: options.databaseUrl,
    pgliteDir: path.join(options.dataDir, 'db'),
  });
  try {
    const migrations = await readMigrations();
    const upTo = options.migrationsUpTo ?? Number.POSITIVE_INFINITY;
    await migrate(
      database.sql,
      migrations.filter((m) => m.version <= upTo),
    );
    const started = performance.now();
    await seedDemo({
      database,
      storage: localStorage(path.join(options.dataDir, 'media')),
      listings: options.listings,
      seed: 1,
      now: new Date(),
      imagesPerCategory: options.imagesPerCategory,
    });
    const seedSeconds = (performance.now() - started) / 1000;
    return { found: await read(database.sql), seedSeconds };
  } finally {
    await database.close();
  }
}

/** Brings `databaseUrl`'s database to this commit's schema. */
export async function migrated(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ url: databaseUrl });
  try {
    await migrate(database.sql, await readMigrations());
  } finally {
    await database.close();
  }
}
