import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppParts, assembleApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { migrate, readMigrations } from '../src/db/migrate';
import { type Config, loadConfig } from '../src/platform/config';
import { jobsSchemaName } from '../src/platform/jobs/pg-boss';
import { startSmtpServer } from './smtp';

export interface TestDatabase extends Database {
  migrationVersion: number;
}

// Any constant: only test files of one run share it.
const EXTENSIONS_LOCK_KEY = 727_275;

/**
 * Extensions belong to a whole database, not a schema: made in `public` once, so a migration run
 * in a test's own schema finds them there (its CREATE EXTENSION IF NOT EXISTS does nothing) and
 * dropping that schema cannot take them away from test files still running. The lock keeps test
 * files starting together from creating them twice.
 */
async function ensureExtensions(admin: pg.Client): Promise<void> {
  await admin.query('SELECT pg_advisory_lock($1)', [EXTENSIONS_LOCK_KEY]);
  try {
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    await admin.query('CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public');
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [EXTENSIONS_LOCK_KEY]);
  }
}

/**
 * A DATA_DIR whose embedded database (`<dataDir>/db`) is migrated already, as a server leaves it:
 * started from test/global-setup.ts's migrated files, so a command run on it (or the test) skips
 * initdb and the migrations, seconds each on a busy machine.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const migrated = inject('migratedPglite');
  const database = await openDatabase({
    pgliteDir: path.join(dataDir, 'db'),
    pgliteData: migrated ? new Blob([await readFile(migrated)]) : undefined,
  });
  try {
    await migrate(database.sql, await readMigrations());
  } finally {
    await database.close();
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, started from the files of one
 * migrated by test/global-setup.ts, or, when TEST_DATABASE_URL is set, a schema of its own on that
 * PostgreSQL server, dropped on close.
 */
export async function testDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const migrated = inject('migratedPglite');
    const database = await openDatabase({
      pgliteData: migrated ? new Blob([await readFile(migrated)]) : undefined,
    });
    // Nothing left to apply on a migrated copy: this only reads the version in force.
    const migrationVersion = await migrate(database.sql, await readMigrations());
    return { ...database, migrationVersion };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await ensureExtensions(admin);
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  // `public` after the test's own schema: the extensions live there, for every test file.
  const database = await openDatabase({ url, searchPath: `${schema},public` });
  const migrationVersion = await migrate(database.sql, await readMigrations());
  return {
    ...database,
    migrationVersion,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      // The job queue (pg-boss) of an app on this schema keeps its tables beside it (0047).
      await cleanup.query(`DROP SCHEMA IF EXISTS ${jobsSchemaName(schema)} CASCADE`);
      await cleanup.end();
    },
  };
}

/**
 * How another process (a child server, the jobs command) reaches a PostgreSQL test database:
 * TEST_DATABASE_URL with the database's own schema first in its search_path.
 */
export async function databaseUrlOf(database: TestDatabase): Promise<string> {
  const [row] = await database.sql.query<{ schema: string }>('SELECT current_schema() AS schema');
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.searchParams.set('options', `-c search_path=${row?.schema},public`);
  return url.toString();
}

/** A clock tests can move: starts at the real time, moves only when told. */
export class TestClock {
  private current = new Date();
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** The database and clock of each app buildTestApp made, for helpers given only the app. */
const testApps = new WeakMap<FastifyInstance, { database: TestDatabase; clock: () => Date }>();

/**
 * Remembers the database and clock of an app a test built itself, so that helpers given only the
 * app (signedIn verifying an address) reach them; buildTestApp does it for its apps.
 */
export function rememberTestApp(
  app: FastifyInstance,
  database: TestDatabase,
  clock: () => Date,
): void {
  testApps.set(app, { database, clock });
}

/** The database and clock an app of buildTestApp (or rememberTestApp) runs on. */
export function testAppOf(app: FastifyInstance): { database: TestDatabase; clock: () => Date } {
  const found = testApps.get(app);
  if (!found) throw new Error('this app was not made by buildTestApp');
  return found;
}

export interface TestApp {
  app: FastifyInstance;
  /** What the app was built from: its counting, job queue, storage, notifier… */
  parts: AppParts;
  clock: TestClock;
  database: TestDatabase;
  config: Config;
  tempDir: string;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database, with its own data folder and no web build unless given.
 * `overrides` replace parts of the config the environment cannot reach: `passwordHashing:
 * 'owasp'` for the tests of the hashing itself (NODE_ENV=test hashes cheaply).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-test-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: tempDir,
      WEB_DIST_DIR: path.join(tempDir, 'no-web-build'),
      // OCR costs seconds an image: only the tests of the ID check turn it on.
      ID_GUARD: 'off',
      // Every test searches from 127.0.0.1, many times a minute: the limit's own tests set theirs
      // (test/security/search-limits.test.ts). Counted all the same.
      SEARCHES_PER_ADDRESS_PER_MINUTE: '1000000',
      ...env,
    }),
    ...overrides,
  };
  const database = await testDatabase();
  const clock = new TestClock();
  const { app, parts } = await assembleApp({
    config,
    database,
    migrationVersion: database.migrationVersion,
    clock: clock.now,
  });
  await app.ready();
  rememberTestApp(app, database, clock.now);
  return {
    app,
    parts,
    clock,
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

/**
 * A test app whose e-mail goes to a real SMTP server of its own on loopback, its links naming
 * https://mandap.example (`env` adds or overrides settings). `close` closes the app first: it
 * closes its pooled SMTP connections, which the server would wait for.
 */
export async function mailingTestApp(env: Record<string, string> = {}) {
  const smtp = await startSmtpServer();
  const app = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Mandap <no-reply@mandap.example>',
    PUBLIC_URL: 'https://mandap.example/',
    ...env,
  });
  return {
    app,
    smtp,
    async close() {
      await app.close();
      await smtp.close();
    },
  };
}
