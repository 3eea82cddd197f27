import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabase } from '../../test/helper';
import { openDatabase } from './client';
import { currentVersion, migrate, readMigrations } from './migrate';

describe('migrations', () => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database.close());
  afterEach(async () => {
    await database.sql.exec(
      'DROP TABLE IF EXISTS zz_first, zz_second; DELETE FROM schema_migrations WHERE version >= 9000',
    );
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function folder(files: Record<string, string>): Promise<string> {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mandap-migrations-'));
    for (const [name, sql] of Object.entries(files)) await writeFile(path.join(dir, name), sql);
    return dir;
  }

  it('applies the repository migrations in order, the same on both databases', async () => {
    const migrations = await readMigrations();
    expect(migrations.map((m) => m.version)).toEqual(
      [...migrations.map((m) => m.version)].sort((a, b) => a - b),
    );
    expect(database.migrationVersion).toBe(migrations.at(-1)?.version ?? 0);
  });

  it('applies each file once, and again only what is new', async () => {
    const first = await readMigrations(
      await folder({
        '9001_first.sql': 'CREATE TABLE zz_first (id int); INSERT INTO zz_first VALUES (1);',
      }),
    );
    expect(await migrate(database.sql, first)).toBe(9001);
    expect(await migrate(database.sql, first)).toBe(9001);
    const rows = await database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM zz_first');
    expect(rows[0]?.n).toBe(1);
  });

  it('rolls back a failing file whole and records nothing', async () => {
    const bad = await readMigrations(
      await folder({
        '9002_second.sql': 'CREATE TABLE zz_second (id int); SELECT * FROM no_such_table;',
      }),
    );
    await expect(migrate(database.sql, bad)).rejects.toThrow(/no_such_table/);
    const tables = await database.sql.query(
      "SELECT 1 FROM information_schema.tables WHERE table_name = 'zz_second'",
    );
    expect(tables).toEqual([]);
    expect(await currentVersion(database.sql)).toBe(database.migrationVersion);
  });

  it('accepts a gap in the numbers, and applies a file filling it later (branches merged)', async () => {
    const gap = await readMigrations(
      await folder({ '9003_second.sql': 'CREATE TABLE zz_second (id int);' }),
    );
    expect(await migrate(database.sql, gap)).toBe(9003);
    await rm(dir, { recursive: true, force: true });
    const filled = await readMigrations(
      await folder({
        '9001_first.sql': 'CREATE TABLE zz_first (id int);',
        '9003_second.sql': 'CREATE TABLE zz_second (id int);',
      }),
    );
    // 9001 arrives after 9003 was applied: it is applied, and 9003 is not run again.
    expect(await migrate(database.sql, filled)).toBe(9003);
    const applied = await database.sql.query<{ version: number }>(
      'SELECT version FROM schema_migrations WHERE version >= 9000 ORDER BY version',
    );
    expect(applied.map((row) => row.version)).toEqual([9001, 9003]);
  });

  it('refuses misnamed files and repeated versions', async () => {
    await expect(readMigrations(await folder({ 'first.sql': 'SELECT 1' }))).rejects.toThrow(
      /0001_name\.sql: first\.sql/,
    );
    await rm(dir, { recursive: true, force: true });
    await expect(
      readMigrations(await folder({ '0001_a.sql': 'SELECT 1', '0001_b.sql': 'SELECT 1' })),
    ).rejects.toThrow(/share version 1/);
  });
});

// Several servers started together (a deploy of many at once, issue 18) on a database nobody has
// migrated yet: each file must be applied exactly once, and none of them may fail on the others.
// Only PostgreSQL has several connections; PGlite belongs to one process.
describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations of servers starting together', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `test_start_${randomBytes(6).toString('hex')}`;
  async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }
  beforeAll(() => admin((client) => client.query(`CREATE SCHEMA ${schema}`)));
  afterAll(() => admin((client) => client.query(`DROP SCHEMA ${schema} CASCADE`)));

  it('applies each file once when four servers migrate a fresh database at the same time', async () => {
    const migrations = await readMigrations();
    const servers = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ url, searchPath: `${schema},public` })),
    );
    try {
      const versions = await Promise.all(servers.map((server) => migrate(server.sql, migrations)));
      const last = migrations.at(-1)?.version ?? 0;
      expect(versions).toEqual([last, last, last, last]);
      const applied = await servers[0]?.sql.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(applied?.map((row) => row.version)).toEqual(migrations.map((m) => m.version));
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });
});
