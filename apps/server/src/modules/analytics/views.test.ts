import { rm } from 'node:fs/promises';
import { indianDate } from '@mandap/shared/dates';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { activeListing } from '../../../test/contact';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createListing } from '../../../test/listings';
import { dailyViews } from './repository';
import { createViewRecorder, isHumanUserAgent } from './views';

const DAY = 24 * 60 * 60 * 1000;
const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A new vendor's active listing, made the way the marketplace makes one: registered, then paid. */
async function newActiveListing(app: TestApp): Promise<number> {
  return activeListing(app.app, (await signedIn(app.app, 'vendor')).cookie);
}

function visit(app: TestApp, listingId: number, userAgent: string, ip = '203.0.113.7') {
  return app.app.inject({
    method: 'GET',
    url: `/api/listings/${listingId}`,
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
  });
}

async function views(app: TestApp, listingId: number) {
  return dailyViews(app.database.db, listingId);
}

describe('storefront views', () => {
  it('counts a visitor once a day, another address again (not another browser), and again the next day', async () => {
    const id = await newActiveListing(t);
    const today = indianDate(t.clock.now());
    expect((await visit(t, id, CHROME)).statusCode).toBe(200);
    expect((await visit(t, id, CHROME)).statusCode).toBe(200);
    await t.parts.counting.views.flush();
    expect(await views(t, id)).toEqual([{ day: today, views: 1 }]);
    // Flushed already, then seen again: still one.
    await visit(t, id, CHROME);
    await t.parts.counting.views.flush();
    expect(await views(t, id)).toEqual([{ day: today, views: 1 }]);

    // Another browser at the same address is the same person (decision 0056); another address is not.
    await visit(t, id, FIREFOX);
    await visit(t, id, CHROME, '198.51.100.23');
    await t.parts.counting.views.flush();
    expect(await views(t, id)).toEqual([{ day: today, views: 2 }]);

    t.clock.advance(DAY);
    await visit(t, id, CHROME);
    await t.parts.counting.views.flush();
    expect(await views(t, id)).toEqual([
      { day: today, views: 2 },
      { day: indianDate(t.clock.now()), views: 1 },
    ]);
  });

  it('does not count bots, audit tools, scripts, nor a listing that is not shown', async () => {
    const id = await newActiveListing(t);
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0 A',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.31.0',
    ]) {
      expect((await visit(t, id, agent)).statusCode).toBe(200);
    }
    const pending = await createListing(t.app, (await signedIn(t.app, 'vendor')).cookie);
    expect((await visit(t, pending, CHROME)).statusCode).toBe(404);
    await t.parts.counting.views.flush();
    expect(await views(t, id)).toEqual([]);
    expect(await views(t, pending)).toEqual([]);
  });

  it('stores neither the address nor the user agent, and forgets visitors after a day', async () => {
    const id = await newActiveListing(t);
    await visit(t, id, CHROME, '192.0.2.55');
    await t.parts.counting.views.flush();
    const rows = await t.database.sql.query<{ visitor: string }>(
      "SELECT visitor FROM counted_visitors WHERE listing_id = $1 AND kind = 'view'",
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(rows[0]?.visitor).not.toContain('192');

    t.clock.advance(2 * DAY);
    await visit(t, id, CHROME, '192.0.2.55');
    await t.parts.counting.views.flush();
    // Forgetting is the hourly prune-view-visitors job's, once across servers (decision 0047).
    const yesterday = indianDate(new Date(t.clock.now().getTime() - DAY));
    const before = await t.database.sql.query<{ day: string }>(
      'SELECT DISTINCT day::text AS day FROM counted_visitors',
    );
    expect(before.some(({ day }) => day < yesterday)).toBe(true);
    const completed = async () =>
      (await t.parts.jobs.report()).jobs.find((j) => j.name === 'prune-view-visitors')?.completed ??
      0;
    const done = await completed();
    await t.parts.jobs.send('prune-view-visitors', {});
    await vi.waitFor(async () => expect(await completed()).toBe(done + 1), {
      timeout: 10_000,
      interval: 50,
    });
    const days = await t.database.sql.query<{ day: string }>(
      'SELECT DISTINCT day::text AS day FROM counted_visitors UNION SELECT day::text FROM storefront_view_salts',
    );
    for (const { day } of days) expect(day >= yesterday, day).toBe(true);
    // The counts stay: only who was counted is forgotten.
    expect((await views(t, id)).map((r) => r.views)).toEqual([1, 1]);
  });

  it('writes what is left when the app closes', async () => {
    const own = await buildTestApp();
    try {
      const id = await newActiveListing(own);
      await visit(own, id, CHROME);
      await visit(own, id, FIREFOX, '198.51.100.24');
      expect(own.parts.counting.views.pending).toBe(2);
      await own.app.close();
      expect(await views(own, id)).toEqual([{ day: indianDate(own.clock.now()), views: 2 }]);
    } finally {
      await own.database.close();
      await rm(own.tempDir, { recursive: true, force: true });
    }
  });

  it('holds at most maxPending views between writes, writing early when half full', async () => {
    const id = await newActiveListing(t);
    const recorder = createViewRecorder({
      db: t.database.db,
      clock: t.clock.now,
      maxPending: 4,
      flushEveryMs: 60_000,
    });
    try {
      for (let i = 0; i < 10; i += 1) recorder.record([id], { network: `10.0.0.${i}` });
      // The 2nd view started a write of two; 4 more wait; the last 4 found the buffer full.
      expect(recorder.pending).toBe(4);
      await recorder.flush();
      expect(recorder.pending).toBe(0);
      expect((await views(t, id)).map((r) => r.views)).toEqual([6]);
    } finally {
      await recorder.close();
    }
  });
});

describe('isHumanUserAgent', () => {
  it.each([
    [CHROME, true],
    [FIREFOX, true],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      true,
    ],
    [
      'Mozilla/5.0 (Linux; Android 9; CUBOT X19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      true,
    ],
    ['Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)', false],
    ['Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', false],
    ['Twitterbot/1.0', false],
    ['Mozilla/5.0 (compatible; Baiduspider/2.0)', false],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2)', false],
    ['Go-http-client/1.1', false],
    ['autocannon', false],
    [undefined, false],
    ['   ', false],
  ])('%s is a person: %s', (agent, human) => {
    expect(isHumanUserAgent(agent)).toBe(human);
  });
});

describe('the India day views are counted on', () => {
  it('turns at midnight in India, 18:30 UTC', () => {
    expect(indianDate(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
    expect(indianDate(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
  });
});
