import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createSearchLimit, SEARCH_WINDOW_MS, type SearchLimit } from './rate-limit';

// The search counts of decision 0058, two counters on one database as two servers would have
// them (the PostgreSQL way, here on either database).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

function pair(): [SearchLimit, SearchLimit] {
  const options = {
    db: t.database.db,
    clock: t.clock.now,
    sharedThrough: 'database',
    flushEveryMs: 3_600_000,
  } as const;
  return [createSearchLimit(options), createSearchLimit(options)];
}

function toNextWindow(): void {
  const now = t.clock.now().getTime();
  t.clock.advance(SEARCH_WINDOW_MS - (now % SEARCH_WINDOW_MS) + 1);
}

async function rows(): Promise<{ client: string; hits: number }[]> {
  return t.database.sql.query(
    'SELECT client, hits FROM search_rate_counts ORDER BY window_start, client',
  );
}

describe('search counts shared through the database', () => {
  it('add up what each server counted, and tell each the total', async () => {
    const [one, two] = pair();
    try {
      toNextWindow();
      for (let i = 0; i < 3; i += 1) one.hit('192.0.2.1', 100);
      two.hit('192.0.2.1', 100);
      two.hit('192.0.2.2', 100);
      // Each knows only its own until they exchange.
      expect(two.hit('192.0.2.1', 100).current).toBe(2);
      await one.flush();
      await two.flush();
      expect(await rows()).toEqual(
        expect.arrayContaining([
          { client: '192.0.2.1', hits: 5 },
          { client: '192.0.2.2', hits: 1 },
        ]),
      );
      expect(two.hit('192.0.2.1', 100).current).toBe(6);
      // One knew 3, far from its limit: it learns the total with its next search.
      expect(one.hit('192.0.2.1', 100).current).toBe(4);
      await one.flush();
      // 3 + 2 + its 4th, and this one: two's last search is still in two's memory.
      expect(one.hit('192.0.2.1', 100).current).toBe(7);
      await two.flush();
      await one.flush();
      expect(one.hit('192.0.2.1', 100).current).toBe(9);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('read back a client near its limit even when this server has nothing new', async () => {
    const [one, two] = pair();
    try {
      toNextWindow();
      for (let i = 0; i < 3; i += 1) one.hit('192.0.2.3', 6);
      await one.flush();
      for (let i = 0; i < 3; i += 1) two.hit('192.0.2.3', 6);
      await two.flush();
      await one.flush();
      expect(one.hit('192.0.2.3', 6).current).toBe(7);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('start each minute from nothing, and forget the minutes before the last', async () => {
    const [one, two] = pair();
    try {
      toNextWindow();
      one.hit('192.0.2.4', 100);
      await one.flush();
      toNextWindow();
      expect(one.hit('192.0.2.4', 100)).toMatchObject({ current: 1 });
      await one.flush();
      toNextWindow();
      one.hit('192.0.2.4', 100);
      await one.flush();
      // This minute's row and the last one's stay; older ones go.
      const left = await t.database.sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM search_rate_counts WHERE window_start < $1',
        [new Date(t.clock.now().getTime() - 2 * SEARCH_WINDOW_MS).toISOString()],
      );
      expect(left[0]?.n).toBe(0);
      // The time left is the rest of the minute.
      const { ttl } = two.hit('192.0.2.4', 100);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(SEARCH_WINDOW_MS);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
