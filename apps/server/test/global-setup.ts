import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrate, readMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite's files (dumpDataDir), which each test file's database starts from. */
    migratedPglite: string | null;
  }
}

/**
 * On PGlite, migrates one database once and hands its files to the test files: a fresh PGlite
 * spends seconds in initdb before its migrations, loading those files about one (decision 0053).
 * On PostgreSQL a schema migrated per file costs less than a database copied from a template
 * (whose drop waits for a checkpoint), so nothing is made here.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('migratedPglite', null);
    return async () => {};
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mandap-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openDatabase({});
  try {
    await migrate(database.sql, await readMigrations());
    const data = await database.dumpDataDir?.();
    if (!data) throw new Error('PGlite gave no dump of its files');
    await writeFile(file, Buffer.from(await data.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('migratedPglite', file);
  return () => rm(dir, { recursive: true, force: true });
}
