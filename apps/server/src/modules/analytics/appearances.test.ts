import { rm } from 'node:fs/promises';
import { addDays, indianDate } from '@mandap/shared/dates';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { activeListing } from '../../../test/contact';
import { buildTestApp, type TestApp } from '../../../test/helper';
import type { Db } from '../../db/client';
import { createAppearanceRecorder } from './appearances';

// Search appearances (R13, decisions 0035 and 0056): each listing on a page of results answered
// counts once per person and day, held in memory and written in batches into
// listing_daily_stats.appearances.

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DAY = 24 * 60 * 60 * 1000;
const person = { network: '203.0.113.40' };

let t: TestApp;
let vendor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  vendor = await signedIn(t.app, 'vendor');
});
afterAll(() => t.close());

async function appearances(app: TestApp, listingId: number) {
  return app.database.sql.query<{ day: string; appearances: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, appearances FROM listing_daily_stats
     WHERE listing_id = $1 ORDER BY day`,
    [listingId],
  );
}

function search(app: TestApp, query: string, userAgent = CHROME, remoteAddress = '203.0.113.30') {
  return app.app.inject({
    method: 'GET',
    url: `/api/search?${query}`,
    remoteAddress,
    headers: { 'user-agent': userAgent },
  });
}

const dialect = new PgDialect();

/** The database handle, telling `statements` of every query it runs (a real database below). */
function watched(db: Db, statements: { text: string; params: unknown[] }[]): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (query: SQL) => {
        const { sql, params } = dialect.sqlToQuery(query);
        statements.push({ text: sql, params });
        return target.execute(query);
      };
    },
  });
}

describe('search appearances through GET /api/search', () => {
  it('counts each listing shown once a person a day, cached answers too', async () => {
    const a = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Quillon Dhwani' });
    const b = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Quillon Naad' });
    const first = await search(t, 'q=Quillon&pageSize=1');
    expect(first.statusCode).toBe(200);
    const [shown] = first.json().results.map((r: { listingId: number }) => r.listingId);
    const notShown = shown === a ? b : a;
    // The same page again (a cache hit) and the page of both, by the same person, then another.
    expect((await search(t, 'q=Quillon&pageSize=1')).statusCode).toBe(200);
    const both = await search(t, 'q=Quillon');
    await search(t, 'q=Quillon&pageSize=1', CHROME, '203.0.113.31');
    expect(
      both
        .json()
        .results.map((r: { listingId: number }) => r.listingId)
        .sort(),
    ).toEqual([a, b].sort());
    await t.parts.counting.appearances.flush();
    const today = indianDate(t.clock.now());
    expect(await appearances(t, shown)).toEqual([{ day: today, appearances: 2 }]);
    expect(await appearances(t, notShown)).toEqual([{ day: today, appearances: 1 }]);

    t.clock.advance(DAY);
    await search(t, 'q=Quillon');
    await t.parts.counting.appearances.flush();
    expect(await appearances(t, notShown)).toEqual([
      { day: today, appearances: 1 },
      { day: addDays(today, 1), appearances: 1 },
    ]);
  });

  it('counts nothing for a refused search, an empty page or a bot', async () => {
    const id = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Vetiver Rhythms' });
    await t.parts.counting.appearances.flush();
    for (const query of ['q=Vetiver&page=abc', 'q=Vetiver&sort=cheapest', 'q=Vetiver&q=again']) {
      expect((await search(t, query)).statusCode).toBe(400);
    }
    expect((await search(t, 'q=Vetiver&page=2')).json().results).toEqual([]);
    for (const bot of ['Mozilla/5.0 (compatible; Googlebot/2.1)', 'curl/8.5.0', '']) {
      expect((await search(t, 'q=Vetiver', bot)).json().results).toHaveLength(1);
    }
    expect(t.parts.counting.appearances.pending).toBe(0);
    await t.parts.counting.appearances.flush();
    expect(await appearances(t, id)).toEqual([]);
  });

  it('writes what is left when the app closes', async () => {
    const own = await buildTestApp();
    try {
      const cookie = (await signedIn(own.app, 'vendor')).cookie;
      const id = await activeListing(own.app, cookie, 'dj', { firmName: 'Ambergris Beats' });
      await search(own, 'q=Ambergris');
      await search(own, 'q=Ambergris', CHROME, '203.0.113.32');
      expect(own.parts.counting.appearances.pending).toBe(2);
      await own.app.close();
      expect(await appearances(own, id)).toEqual([
        { day: indianDate(own.clock.now()), appearances: 2 },
      ]);
    } finally {
      await own.database.close();
      await rm(own.tempDir, { recursive: true, force: true });
    }
  });
});

describe('createAppearanceRecorder', () => {
  it('writes a batch in one statement, and counts a person once on two servers', async () => {
    const ids = [
      await activeListing(t.app, vendor.cookie),
      await activeListing(t.app, vendor.cookie),
      await activeListing(t.app, vendor.cookie),
    ];
    const statements: { text: string; params: unknown[] }[] = [];
    const writes = () => statements.filter((s) => /counted_visitors/.test(s.text));
    const options = { clock: t.clock.now, flushEveryMs: 60_000 };
    const one = createAppearanceRecorder({ db: watched(t.database.db, statements), ...options });
    const two = createAppearanceRecorder({ db: t.database.db, ...options });
    const asha = { network: '203.0.113.41' };
    const ravi = { network: '203.0.113.42' };
    try {
      for (let page = 0; page < 5; page += 1) one.record(ids, asha);
      one.record([ids[0] as number], ravi);
      // The same people on another server.
      two.record(ids, asha);
      two.record(ids, ravi);
      expect(one.pending).toBe(4);
      await one.flush();
      await two.flush();
      expect(writes()).toHaveLength(1);
      expect(writes()[0]?.text).toMatch(/ON CONFLICT \(listing_id, day\)/);
      const today = indianDate(t.clock.now());
      for (const id of ids) {
        expect(await appearances(t, id)).toEqual([{ day: today, appearances: 2 }]);
      }
      // Nothing recorded: nothing written.
      await one.flush();
      expect(writes()).toHaveLength(1);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('does not send again what this server wrote for the person today; a new day counts again', async () => {
    const ids = [
      await activeListing(t.app, vendor.cookie),
      await activeListing(t.app, vendor.cookie),
    ];
    const statements: { text: string; params: unknown[] }[] = [];
    const writes = () => statements.filter((s) => /counted_visitors/.test(s.text));
    const clock = { now: new Date() };
    const recorder = createAppearanceRecorder({
      db: watched(t.database.db, statements),
      clock: () => clock.now,
      flushEveryMs: 60_000,
    });
    const other = { network: '203.0.113.44' };
    try {
      recorder.record([ids[0] as number], person);
      await recorder.flush();
      expect(writes()).toHaveLength(1);
      // The same page again, and a page with one listing more: only the new one is held.
      recorder.record([ids[0] as number], person);
      expect(recorder.pending).toBe(0);
      recorder.record(ids, person);
      expect(recorder.pending).toBe(1);
      // Another person is counted for the same listing.
      recorder.record([ids[0] as number], other);
      expect(recorder.pending).toBe(2);
      await recorder.flush();
      expect(writes()).toHaveLength(2);
      // The listing ids written: the person's new one, the other person's.
      expect(writes()[1]?.params[1]).toEqual([ids[1], ids[0]]);
      recorder.record(ids, person);
      await recorder.flush();
      expect(writes()).toHaveLength(2);
      const today = indianDate(clock.now);
      expect(await appearances(t, ids[0] as number)).toEqual([{ day: today, appearances: 2 }]);
      // The next day the person counts again.
      clock.now = new Date(clock.now.getTime() + DAY);
      recorder.record(ids, person);
      expect(recorder.pending).toBe(2);
      await recorder.flush();
      expect(await appearances(t, ids[1] as number)).toEqual([
        { day: today, appearances: 1 },
        { day: indianDate(clock.now), appearances: 1 },
      ]);
    } finally {
      await recorder.close();
    }
  });

  it('holds at most maxPending listing-visitor-days, writing early when half full', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await activeListing(t.app, vendor.cookie));
    const warnings: object[] = [];
    const recorder = createAppearanceRecorder({
      db: t.database.db,
      clock: t.clock.now,
      maxPending: 4,
      flushEveryMs: 60_000,
      log: { warn: (obj) => warnings.push(obj), error: (obj) => warnings.push(obj) },
    });
    try {
      // The 2nd listing started a write of two; 4 more wait; the last 4 found the buffer full.
      recorder.record([...ids, 900_000_001, 900_000_002, 900_000_003, 900_000_004], person);
      expect(recorder.pending).toBe(4);
      // A listing the person was shown already is held, not dropped, when the buffer is full.
      recorder.record([ids[5] as number], person);
      await recorder.flush();
      expect(recorder.pending).toBe(0);
      expect(warnings).toEqual([{ dropped: 4 }]);
      const counts = await Promise.all(ids.map(async (id) => (await appearances(t, id))[0]));
      expect(counts.map((row) => row?.appearances)).toEqual([1, 1, 1, 1, 1, 1]);
    } finally {
      await recorder.close();
    }
  });

  it('skips listings deleted before the write, and records nothing once closed', async () => {
    const recorder = createAppearanceRecorder({
      db: t.database.db,
      clock: t.clock.now,
      flushEveryMs: 60_000,
    });
    const kept = await activeListing(t.app, vendor.cookie);
    recorder.record([kept, 987_654_321], person);
    await recorder.close();
    expect((await appearances(t, kept))[0]?.appearances).toBe(1);
    expect(await appearances(t, 987_654_321)).toEqual([]);
    recorder.record([kept], person);
    expect(recorder.pending).toBe(0);
  });
});
