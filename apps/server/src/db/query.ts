import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, parseInt8, preparingDb } from './client';

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
  return parsedRows<T>((await db.execute(query)) as unknown as DriverResult);
}

// drizzle's own dialect compiles a query the same way (no casing options are set: client.ts).
const dialect = new PgDialect();
// A name per statement text: node-postgres refuses one name for two texts. The texts are our own
// statements' shapes (which filters a search has): dozens.
const statementNames = new Map<string, string>();

/**
 * queryRows for a statement whose best plan does not depend on its values (a search by category
 * and city, a word's lookup): on PostgreSQL it is prepared once per connection, so that
 * PostgreSQL parses and plans it once, on connections that always keep its generic plan
 * (client.ts preparingDb, decision 0088; in a transaction, on the transaction's connection,
 * where PostgreSQL keeps the generic plan after five runs when that costs no more). Planning a
 * statement on search_documents, with its many indexes to weigh, costs more than running many
 * of them (issue 33). Not for a statement on text (a tsquery): how many documents a word matches
 * decides its plan. On PGlite, which prepares no statement by name, it is queryRows.
 */
export async function preparedRows<T extends Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (name === undefined) {
    name = `mandap_${statementNames.size + 1}`;
    statementNames.set(built.sql, name);
  }
  // What db.execute does, with a name: the same driver, parsers and result.
  const prepared = preparingDb(db)._.session.prepareQuery(built, undefined, name, false);
  return parsedRows<T>((await prepared.execute()) as unknown as DriverResult);
}

function parsedRows<T extends Record<string, unknown>>(result: DriverResult): T[] {
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
