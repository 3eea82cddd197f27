import { type SQL, sql } from 'drizzle-orm';
import { type Db, parseInt8 } from './client';

// bigint and timestamptz, by their type ids (pg_type).
const PARSERS = new Map<number, (text: string) => unknown>([
  [20, parseInt8],
  [1184, (text) => new Date(text)],
]);

// What both drivers (node-postgres, PGlite) answer execute() with.
interface DriverResult {
  rows: Record<string, unknown>[];
  fields: { name: string; dataTypeID: number }[];
}

/**
 * The rows of our own SQL, run on `db`: the database, or the handle of a transaction, which the
 * query is then part of. drizzle runs it with its own parsers, which leave bigint as text on
 * node-postgres and every date and time as text on both drivers (it maps its own columns); the
 * rows here read as the pools of client.ts read them: a bigint is a number (parseInt8), a
 * timestamptz a Date. A date, a timestamp without zone or an interval stays text: select it as
 * text (`::text`, `to_char`) so both drivers agree.
 */
export async function queryRows<T extends Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as DriverResult;
  const parsed = result.fields.flatMap((field) => {
    const parse = PARSERS.get(field.dataTypeID);
    return parse ? [{ name: field.name, parse }] : [];
  });
  if (parsed.length > 0) {
    for (const row of result.rows) {
      for (const { name, parse } of parsed) {
        const value = row[name];
        // PGlite reads a bigint as a number already.
        if (typeof value === 'string') row[name] = parse(value);
      }
    }
  }
  return result.rows as T[];
}

/**
 * A list as one parameter (`= ANY (${listParam(ids)}::bigint[])`): drizzle's sql template spreads
 * a bare array into `($1, $2, …)`.
 */
export function listParam(values: readonly unknown[]): SQL {
  return sql`${sql.param(values)}`;
}
