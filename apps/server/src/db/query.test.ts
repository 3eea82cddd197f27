import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabase } from '../../test/helper';
import { listParam, preparedRows, queryRows } from './query';

// Our own SQL through drizzle's handle reads the same on PGlite and PostgreSQL, and as the
// drivers' own parsers read it (db/client.ts).

let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

describe('queryRows', () => {
  it('reads a bigint as a number and a timestamptz as a Date, on both databases', async () => {
    const rows = await queryRows<{ big: number; at: Date; day: string; n: number }>(
      database.db,
      sql`SELECT 9007199254740991::bigint AS big,
            '2026-11-26 18:38:35.123456+00'::timestamptz AS at,
            '2026-11-26'::date::text AS day, 7::int AS n`,
    );
    expect(rows).toEqual([
      { big: 9007199254740991, at: new Date('2026-11-26T18:38:35.123Z'), day: '2026-11-26', n: 7 },
    ]);
  });

  it('passes a list as one parameter, empty or not', async () => {
    const read = (ids: number[]) =>
      queryRows<{ id: number }>(
        database.db,
        sql`SELECT id FROM unnest(${listParam(ids)}::bigint[]) AS id ORDER BY id`,
      );
    expect(await read([3, 1, 2])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(await read([])).toEqual([]);
  });
});

describe('preparedRows', () => {
  const typed = (n: number) =>
    sql`SELECT (9007199254740990 + ${n})::bigint AS big,
          '2026-11-26 18:38:35.123456+00'::timestamptz AS at,
          '2026-11-26'::date::text AS day, ${n}::int AS n`;

  it('reads as queryRows does, on both databases', async () => {
    for (const n of [1, 0]) {
      const rows = await preparedRows(database.db, typed(n));
      expect(rows).toEqual(await queryRows(database.db, typed(n)));
      expect(rows).toEqual([
        {
          big: 9007199254740990 + n,
          at: new Date('2026-11-26T18:38:35.123Z'),
          day: '2026-11-26',
          n,
        },
      ]);
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'prepares a statement once per connection on PostgreSQL, whatever its values',
    async () => {
      // A transaction: one connection, whose prepared statements pg_prepared_statements lists.
      const runs = await database.db.transaction(async (tx) => {
        for (const ids of [[3, 1], [2], []]) {
          const rows = await preparedRows<{ id: number }>(
            tx,
            sql`SELECT id FROM unnest(${listParam(ids)}::bigint[]) AS id ORDER BY id`,
          );
          expect(rows.map((r) => r.id)).toEqual([...ids].sort());
        }
        return queryRows<{ runs: number }>(
          tx,
          sql`SELECT (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements
              WHERE statement LIKE 'SELECT id FROM unnest($1::bigint[])%'`,
        );
      });
      expect(runs).toEqual([{ runs: 3 }]);
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'plans it once on PostgreSQL, keeping the generic plan from its first run (decision 0088)',
    async () => {
      // One at a time, the prepared statements share one connection of their pool.
      const list = (ids: number[]) =>
        sql`SELECT id + 0 AS id FROM unnest(${listParam(ids)}::bigint[]) AS id ORDER BY id`;
      for (const ids of [[3, 1], [2], [], [5]]) {
        const rows = await preparedRows<{ id: number }>(database.db, list(ids));
        expect(rows.map((r) => r.id)).toEqual([...ids].sort());
      }
      const plans = await preparedRows<{ generic: number; custom: number }>(
        database.db,
        sql`SELECT generic_plans::int AS generic, custom_plans::int AS custom
            FROM pg_prepared_statements WHERE statement LIKE 'SELECT id + 0 AS id FROM unnest%'`,
      );
      // With plan_cache_mode auto, the first five runs would each have been planned anew.
      expect(plans).toEqual([{ generic: 4, custom: 0 }]);
      // A statement whose plan depends on its values (queryRows: a text search) is still planned
      // for them.
      const [mode] = await queryRows<{ mode: string }>(
        database.db,
        sql`SELECT current_setting('plan_cache_mode') AS mode`,
      );
      expect(mode?.mode).toBe('auto');
    },
  );
});
