import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlRunner } from './client';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const FILE_PATTERN = /^(\d{4})_[a-z0-9_]+\.sql$/;
// Any constant works; it only has to be the same for every server sharing the database.
const MIGRATION_LOCK_KEY = 727_274;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The SQL files of a folder, in version order; a misnamed file or a repeated version is an error. */
export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_PATTERN.exec(file);
    if (!match?.[1]) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) {
      throw new Error(`Two migrations share version ${version}`);
    }
    migrations.push({ version, name: file, sql: await readFile(path.join(dir, file), 'utf8') });
  }
  return migrations;
}

/**
 * Applies the migrations not yet applied, each in its own transaction, under an advisory lock so
 * that several servers starting at once apply each file exactly once. Returns the version now in force.
 */
export async function migrate(sql: SqlRunner, migrations: Migration[]): Promise<number> {
  // Under the lock too: two servers creating the table at once on a fresh PostgreSQL database
  // both pass IF NOT EXISTS, and the second fails on a duplicate key in pg_type.
  await sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  for (const migration of migrations) {
    await sql.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (done.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
  return currentVersion(sql);
}

/** The highest migration version applied, 0 when none. */
export async function currentVersion(sql: SqlRunner): Promise<number> {
  const rows = await sql.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  return rows[0]?.version ?? 0;
}
