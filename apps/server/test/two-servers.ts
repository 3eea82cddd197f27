import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assembleApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { rememberTestApp, type TestApp } from './helper';

/**
 * A second Mandap server beside `first` (issue 18): an app of its own (its own memory, data folder
 * and, on PostgreSQL, its own connection pool) on the first one's database and clock. PGlite
 * belongs to one process, so there the two apps share its one handle; each still keeps in memory
 * only what it kept before, so a limit counted in memory is not shared on either database.
 */
export async function secondServer(first: TestApp): Promise<TestApp> {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-second-'));
  const url = process.env.TEST_DATABASE_URL;
  let own: Database | null = null;
  if (url) {
    const [row] = await first.database.sql.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    );
    own = await openDatabase({ url, searchPath: `${row?.schema},public` });
  }
  const database = {
    ...(own ?? first.database),
    migrationVersion: first.database.migrationVersion,
    // The first server closes a shared PGlite; a pool of our own is ours to close.
    close: async () => own?.close(),
  };
  const config = { ...first.config, dataDir: tempDir };
  const { app, parts } = await assembleApp({
    config,
    database,
    migrationVersion: database.migrationVersion,
    clock: first.clock.now,
  });
  await app.ready();
  rememberTestApp(app, first.database, first.clock.now);
  return {
    app,
    parts,
    clock: first.clock,
    database,
    config,
    tempDir,
    async close() {
      await app.close();
      await database.close();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}
