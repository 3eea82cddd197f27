import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabase } from '../../test/helper';
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
