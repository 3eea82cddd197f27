import { indianDate } from '@mandap/shared/dates';
import { ShortlistSchema } from '@mandap/shared/schemas/enquiries';
import { storefrontPath } from '@mandap/shared/schemas/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { activeListing } from '../../../test/contact';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createListing } from '../../../test/listings';
import { NOT_SHORTLISTABLE } from './service';

// A user's shortlist (issue 15) and the per-day count of shortlist additions.

let t: TestApp;
let vendor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  vendor = await signedIn(t.app, 'vendor');
});
afterAll(() => t.close());

function listed(firmName: string): Promise<number> {
  return activeListing(t.app, vendor.cookie, 'dj', { firmName, city: 'Listpur' });
}

function put(listingId: number | string, cookie: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/user/shortlist/${listingId}`,
    headers: cookie ? { cookie } : {},
  });
}

function remove(listingId: number | string, cookie: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/user/shortlist/${listingId}`,
    headers: cookie ? { cookie } : {},
  });
}

function getShortlist(cookie: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/user/shortlist',
    headers: cookie ? { cookie } : {},
  });
}

async function shortlisted(cookie: string) {
  const res = await getShortlist(cookie);
  expect(res.statusCode, res.body).toBe(200);
  return ShortlistSchema.parse(res.json()).items;
}

async function shortlistCounts(listingId: number) {
  return t.database.sql.query<{ day: string; shortlists: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, shortlists FROM listing_daily_stats
     WHERE listing_id = $1 ORDER BY day`,
    [listingId],
  );
}

const MINUTE = 60_000;

describe('the shortlist', () => {
  it('adds listings as cards, newest first, once each, and counts each addition', async () => {
    // The additions below are a minute apart and counted on one India day: a run in the last
    // minutes before India's midnight starts just after it instead.
    const IST_OFFSET = 330 * MINUTE;
    const DAY = 24 * 60 * MINUTE;
    const intoDay = (t.clock.now().getTime() + IST_OFFSET) % DAY;
    if (intoDay > DAY - 10 * MINUTE) t.clock.advance(DAY - intoDay + MINUTE);
    const older = await listed('Mehfil Beats');
    const newer = await listed('Baraat Sound');
    const user = await signedIn(t.app, 'user');
    expect(await shortlisted(user.cookie)).toEqual([]);

    // The newer addition first, whatever the listings' own order.
    expect((await put(newer, user.cookie)).statusCode).toBe(204);
    const firstAddedAt = t.clock.now().toISOString();
    t.clock.advance(MINUTE);
    expect((await put(older, user.cookie)).statusCode).toBe(204);
    const secondAddedAt = t.clock.now().toISOString();
    // Again: nothing changes, nothing is counted twice.
    expect((await put(newer, user.cookie)).statusCode).toBe(204);

    const items = await shortlisted(user.cookie);
    expect(items.map((i) => [i.listingId, i.addedAt])).toEqual([
      [older, secondAddedAt],
      [newer, firstAddedAt],
    ]);
    expect(items[0]).toMatchObject({
      firmName: 'Mehfil Beats',
      category: 'dj',
      city: 'Listpur',
      url: storefrontPath(older, 'Mehfil Beats'),
    });
    const day = indianDate(t.clock.now());
    expect(await shortlistCounts(newer)).toEqual([{ day, shortlists: 1 }]);
    expect(await shortlistCounts(older)).toEqual([{ day, shortlists: 1 }]);

    // Another user's addition counts on the same day's row.
    const other = await signedIn(t.app, 'user');
    expect((await put(newer, other.cookie)).statusCode).toBe(204);
    expect(await shortlistCounts(newer)).toEqual([{ day, shortlists: 2 }]);
  });

  it('removes listings, and a listing that is not there is no error', async () => {
    const listingId = await listed('Dhol Baaje');
    const user = await signedIn(t.app, 'user');
    expect((await put(listingId, user.cookie)).statusCode).toBe(204);
    expect((await remove(listingId, user.cookie)).statusCode).toBe(204);
    expect(await shortlisted(user.cookie)).toEqual([]);
    expect((await remove(listingId, user.cookie)).statusCode).toBe(204);
    expect((await remove(987654321, user.cookie)).statusCode).toBe(204);
    // Additions are what is counted: taking one off does not undo it.
    expect((await shortlistCounts(listingId))[0]?.shortlists).toBe(1);
  });

  it('refuses a listing that is not active with 404, and hides one that stops being active', async () => {
    const user = await signedIn(t.app, 'user');
    const pending = await createListing(t.app, vendor.cookie, 'dj', { firmName: 'Unpaid Beats' });
    for (const id of [pending, 987654321]) {
      const res = await put(id, user.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: NOT_SHORTLISTABLE });
    }
    expect(await shortlistCounts(pending)).toEqual([]);

    const listingId = await listed('Fading Beats');
    const kept = await listed('Staying Beats');
    expect((await put(listingId, user.cookie)).statusCode).toBe(204);
    expect((await put(kept, user.cookie)).statusCode).toBe(204);
    await t.database.sql.query("UPDATE listings SET status = 'suspended' WHERE id = $1", [
      listingId,
    ]);
    expect((await shortlisted(user.cookie)).map((i) => i.listingId)).toEqual([kept]);
    expect((await put(listingId, user.cookie)).statusCode).toBe(404);
    // Active again: back on the shortlist, where it was.
    await t.database.sql.query("UPDATE listings SET status = 'active' WHERE id = $1", [listingId]);
    expect((await shortlisted(user.cookie)).map((i) => i.listingId).sort()).toEqual(
      [listingId, kept].sort(),
    );
  });

  it('answers 400 to a listing id that is not a number', async () => {
    const user = await signedIn(t.app, 'user');
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      expect((await put(id, user.cookie)).statusCode, id).toBe(400);
      expect((await remove(id, user.cookie)).statusCode, id).toBe(400);
    }
  });
});

describe('whose shortlist', () => {
  it("never shows one user's shortlist to another", async () => {
    const listingId = await listed('Private Beats');
    const owner = await signedIn(t.app, 'user');
    const other = await signedIn(t.app, 'user');
    expect((await put(listingId, owner.cookie)).statusCode).toBe(204);
    expect(await shortlisted(other.cookie)).toEqual([]);
    // Another user's DELETE takes it off only their own (empty) shortlist.
    expect((await remove(listingId, other.cookie)).statusCode).toBe(204);
    expect((await shortlisted(owner.cookie)).map((i) => i.listingId)).toEqual([listingId]);
  });

  it('answers 401 to anonymous callers and vendor sessions', async () => {
    const listingId = await listed('Guarded Beats');
    for (const cookie of ['', vendor.cookie]) {
      for (const res of [
        await getShortlist(cookie),
        await put(listingId, cookie),
        await remove(listingId, cookie),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Please sign in to continue.');
      }
    }
    expect(await shortlistCounts(listingId)).toEqual([]);
  });
});
