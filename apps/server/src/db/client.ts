import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(...)`: what a write that must join a transaction takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgresql';

/** What the migrator needs: run a whole SQL file, and ask simple questions. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn inside one transaction on one connection. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /**
   * Outside any drizzle transaction: for the migrator, pg-boss and tests' set-up. Services and
   * repositories take `db` (raw SQL through db/query.ts), so a transaction covers all they do.
   */
  sql: SqlRunner;
  close(): Promise<void>;
  /**
   * PGlite only: its files as a tarball, from which `pgliteData` starts another database (the
   * tests migrate one database and start each test file from it, decision 0053).
   */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite. */
  url?: string | undefined;
  /** Folder for PGlite's files; when absent (tests), PGlite keeps everything in memory. */
  pgliteDir?: string | undefined;
  /**
   * PGlite starts from these files (a `dumpDataDir()`) instead of empty ones: in memory, or in a
   * new `pgliteDir` (the command-line tests' data folders).
   */
  pgliteData?: Blob | undefined;
  /**
   * PostgreSQL only: the schema search_path to work in (tests give each file its own schema,
   * followed by `public` where the database-wide extensions live).
   */
  searchPath?: string | undefined;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite (on disk or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.searchPath);
  return openPglite(options.pgliteDir, options.pgliteData);
}

async function openPglite(dir: string | undefined, data: Blob | undefined): Promise<Database> {
  if (dir) await mkdir(path.dirname(dir), { recursive: true });
  // Search (migration 0005) needs trigram matching and accent folding.
  const extensions = { pg_trgm, unaccent };
  const loaded = data ? { loadDataDir: data } : {};
  const client = dir
    ? await PGlite.create(dir, { extensions, ...loaded })
    : await PGlite.create({ extensions, ...loaded });
  const runner = (target: Pick<PGlite, 'exec' | 'query'>): SqlRunner => ({
    async exec(text) {
      await target.exec(text);
    },
    async query<T extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const result = await target.query<T>(text, params);
      return result.rows;
    },
    transaction: (fn) => client.transaction((tx) => fn(runner(tx))),
  });
  return {
    kind: 'pglite',
    // The two drizzle flavours differ only in their driver's result type.
    db: drizzlePglite(client, { schema }) as unknown as Db,
    sql: runner(client),
    close: () => client.close(),
    // Uncompressed: loading it is what each test file waits for.
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

const INT8_OID = 20;

/**
 * A bigint as a JavaScript number: ids, counts and prices (paise, up to ₹10 crore) are all far
 * below 2^53. node-postgres returns bigint as text; PGlite returns numbers already, and our own
 * SQL (search's cards, prices) reads the same on both. A value a number cannot hold exactly is an
 * error, never a silently rounded price.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint out of number range: ${text}`);
  return value;
}

/** node-postgres's parsers, with bigint read as a number; for our own SQL (drizzle maps its own). */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Where db/query.ts's preparedRows runs a statement given the database's `db`: a pool of its own
 * whose connections always keep a prepared statement's generic plan (decision 0088). Not for a
 * transaction's handle, which is not here: its statements run on its own connection.
 */
const genericPlans = new WeakMap<Db, Db>();

/** The database to prepare a statement on (see genericPlans): `db` itself when it has none. */
export function preparingDb(db: Db): Db {
  return genericPlans.get(db) ?? db;
}

async function openPostgres(url: string, searchPath?: string): Promise<Database> {
  const poolOf = (settings: string[]) =>
    new pg.Pool({
      connectionString: url,
      max: 10,
      types: pgTypes,
      // No JIT: our queries are short, and PostgreSQL compiles any it costs above 100,000 (a
      // search's typo candidates with their counts), which took 50 ms of a 70 ms query.
      options: [
        '-c jit=off',
        ...settings,
        ...(searchPath ? [`-c search_path=${searchPath}`] : []),
      ].join(' '),
    });
  const pool = poolOf([]);
  // preparedRows' pool (genericPlans). With plan_cache_mode auto, PostgreSQL planned some of
  // those statements again on every run, 0.4-1.5 ms each (its estimate for the generic plan
  // higher than for the plans made for the values). Its connections open as first needed.
  const generic = poolOf(['-c plan_cache_mode=force_generic_plan']);
  // Fail at start-up, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const clientRunner = (client: pg.PoolClient): SqlRunner => ({
    async exec(text) {
      await client.query(text);
    },
    async query<T extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      return (await client.query<T>(text, params)).rows;
    },
    transaction: (fn) => fn(clientRunner(client)),
  });
  const sql: SqlRunner = {
    async exec(text) {
      await pool.query(text);
    },
    async query<T extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      return (await pool.query<T>(text, params)).rows;
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientRunner(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
  };
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  genericPlans.set(db, drizzleNodePg(generic, { schema }) as unknown as Db);
  return {
    kind: 'postgresql',
    db,
    sql,
    close: async () => {
      await Promise.all([pool.end(), generic.end()]);
    },
  };
}
