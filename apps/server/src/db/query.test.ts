import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabase } from '../../test/helper';
import { listParam, queryRows } from './query';

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
