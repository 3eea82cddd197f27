import { addDays, indianDate } from '@mandap/shared/dates';
import { type Analytics, enquiryRate } from '@mandap/shared/schemas/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { activeListing, enquire } from '../../../test/contact';
import { buildTestApp, type TestApp } from '../../../test/helper';

// GET /api/vendor/analytics and its CSV (R13, issue 16): counts against known seeded rows of
// listing_daily_stats and against real views, search appearances, enquiries and shortlists.

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
let listingA: number;
let listingB: number;
let othersListing: number;
let today: string;

interface Counts {
  views: number;
  appearances: number;
  enquiries: number;
  shortlists: number;
}

async function seed(listingId: number, day: string, counts: Counts): Promise<void> {
  await t.database.sql.query(
    `INSERT INTO listing_daily_stats (listing_id, day, views, appearances, enquiries, shortlists)
     VALUES ($1, $2::date, $3, $4, $5, $6)`,
    [listingId, day, counts.views, counts.appearances, counts.enquiries, counts.shortlists],
  );
}

function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function analytics(query: string): Promise<Analytics> {
  const res = await get(`/api/vendor/analytics?${query}`, vendor.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Analytics;
}

/** The expected day of the answer: the counts given, zeros otherwise, and the rate. */
function day(date: string, counts: Partial<Counts> = {}) {
  const full = { views: 0, appearances: 0, enquiries: 0, shortlists: 0, ...counts };
  return { day: date, ...full, enquiryRate: enquiryRate(full.enquiries, full.views) };
}

function totals(counts: Counts) {
  return { ...counts, enquiryRate: enquiryRate(counts.enquiries, counts.views) };
}

beforeAll(async () => {
  t = await buildTestApp();
  vendor = await signedIn(t.app, 'vendor');
  other = await signedIn(t.app, 'vendor');
  user = await signedIn(t.app, 'user');
  listingA = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Zephyrine Beats' });
  listingB = await activeListing(t.app, vendor.cookie, 'catering', {
    firmName: 'Marigold Rasoi',
  });
  othersListing = await activeListing(t.app, other.cookie, 'dj', { firmName: 'Tanpura Sounds' });
  today = indianDate(t.clock.now());

  // Known rows: today and earlier, in the range of 7 days, in the 7 before, and before both.
  await seed(listingA, today, { views: 4, appearances: 10, enquiries: 0, shortlists: 0 });
  await seed(listingA, addDays(today, -2), {
    views: 10,
    appearances: 40,
    enquiries: 2,
    shortlists: 1,
  });
  await seed(listingA, addDays(today, -8), {
    views: 5,
    appearances: 7,
    enquiries: 1,
    shortlists: 0,
  });
  await seed(listingA, addDays(today, -20), {
    views: 100,
    appearances: 300,
    enquiries: 9,
    shortlists: 3,
  });
  await seed(listingB, addDays(today, -1), {
    views: 3,
    appearances: 6,
    enquiries: 0,
    shortlists: 2,
  });
  await seed(othersListing, today, { views: 99, appearances: 99, enquiries: 99, shortlists: 99 });

  // Real events for listing A today: a view by a browser, the same search twice (the second
  // answered from the cache), a search by a script (not counted), an enquiry and a shortlist.
  const view = await t.app.inject({
    method: 'GET',
    url: `/api/listings/${listingA}`,
    headers: { 'user-agent': CHROME },
  });
  expect(view.statusCode).toBe(200);
  // Two people (a person counts once a day, decision 0056) and a script.
  for (const [userAgent, remoteAddress] of [
    [CHROME, '203.0.113.61'],
    [CHROME, '203.0.113.62'],
    ['curl/8.5.0', '203.0.113.63'],
  ]) {
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/search?q=Zephyrine',
      remoteAddress,
      headers: { 'user-agent': userAgent },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().results.map((r: { listingId: number }) => r.listingId)).toEqual([listingA]);
  }
  await enquire(t.app, user.cookie, listingA);
  const shortlisted = await t.app.inject({
    method: 'PUT',
    url: `/api/user/shortlist/${listingA}`,
    headers: { cookie: user.cookie },
  });
  expect(shortlisted.statusCode).toBeLessThan(300);
  await t.parts.counting.views.flush();
  await t.parts.counting.appearances.flush();
});
afterAll(() => t.close());

describe('GET /api/vendor/analytics', () => {
  it("sums the vendor's listings per day, with zeros, totals and the previous period", async () => {
    const answer = await analytics('days=7');
    expect(answer.from).toBe(addDays(today, -6));
    expect(answer.to).toBe(today);
    expect(answer.days).toEqual([
      day(addDays(today, -6)),
      day(addDays(today, -5)),
      day(addDays(today, -4)),
      day(addDays(today, -3)),
      day(addDays(today, -2), { views: 10, appearances: 40, enquiries: 2, shortlists: 1 }),
      day(addDays(today, -1), { views: 3, appearances: 6, shortlists: 2 }),
      // Seeded 4 views and 10 appearances, then a view, two people's searches, an enquiry, a
      // shortlist.
      day(today, { views: 5, appearances: 12, enquiries: 1, shortlists: 1 }),
    ]);
    expect(answer.totals).toEqual(
      totals({ views: 18, appearances: 58, enquiries: 3, shortlists: 4 }),
    );
    expect(answer.totals.enquiryRate).toBe(16.7);
    expect(answer.previous).toEqual(
      totals({ views: 5, appearances: 7, enquiries: 1, shortlists: 0 }),
    );
    expect(answer.listings).toEqual([
      { listingId: listingA, firmName: 'Zephyrine Beats', category: 'dj', status: 'active' },
      { listingId: listingB, firmName: 'Marigold Rasoi', category: 'catering', status: 'active' },
    ]);
  });

  it('keeps to one listing when asked, and takes 30 days by default', async () => {
    const onlyB = await analytics(`days=7&listingId=${listingB}`);
    expect(onlyB.totals).toEqual(totals({ views: 3, appearances: 6, enquiries: 0, shortlists: 2 }));
    expect(onlyB.totals.enquiryRate).toBe(0);
    expect(onlyB.days.filter((d) => d.views > 0).map((d) => d.day)).toEqual([addDays(today, -1)]);
    expect(onlyB.previous).toEqual(
      totals({ views: 0, appearances: 0, enquiries: 0, shortlists: 0 }),
    );
    expect(onlyB.listings).toHaveLength(2);

    const month = await analytics(`listingId=${listingA}`);
    expect(month.from).toBe(addDays(today, -29));
    expect(month.days).toHaveLength(30);
    expect(month.days.map((d) => d.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)),
    );
    expect(month.totals).toEqual(
      totals({ views: 120, appearances: 359, enquiries: 13, shortlists: 5 }),
    );
    expect(month.previous).toEqual(
      totals({ views: 0, appearances: 0, enquiries: 0, shortlists: 0 }),
    );

    const quarter = await analytics('days=90');
    expect(quarter.days).toHaveLength(90);
    expect(quarter.days[0]?.day).toBe(addDays(today, -89));
  });

  it('moves with the India day: yesterday’s counts slide along', async () => {
    t.clock.advance(24 * 60 * 60 * 1000);
    try {
      const answer = await analytics(`days=7&listingId=${listingA}`);
      const tomorrow = addDays(today, 1);
      expect(answer.to).toBe(tomorrow);
      expect(answer.days.at(-1)).toEqual(day(tomorrow));
      expect(answer.days.at(-2)).toEqual(
        day(today, { views: 5, appearances: 12, enquiries: 1, shortlists: 1 }),
      );
    } finally {
      t.clock.advance(-24 * 60 * 60 * 1000);
    }
  });

  it("answers 404 for another vendor's listing or one that does not exist", async () => {
    for (const id of [othersListing, 999_999_999]) {
      const res = await get(`/api/vendor/analytics?listingId=${id}`, vendor.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No such service was found.');
      const csv = await get(`/api/vendor/analytics.csv?listingId=${id}`, vendor.cookie);
      expect(csv.statusCode).toBe(404);
    }
  });

  it('refuses a range that is not 7, 30 or 90 days', async () => {
    const res = await get('/api/vendor/analytics?days=14', vendor.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ days: 'The range is 7, 30, 90 days.' });
  });

  it('is for signed-in vendors only', async () => {
    for (const url of ['/api/vendor/analytics', '/api/vendor/analytics.csv']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, user.cookie)).statusCode).toBe(401);
    }
  });

  it("shows another vendor only their own listing's counts", async () => {
    const res = await get('/api/vendor/analytics?days=7', other.cookie);
    const answer = res.json() as Analytics;
    expect(answer.totals).toEqual(
      totals({ views: 99, appearances: 99, enquiries: 99, shortlists: 99 }),
    );
    expect(answer.listings.map((l) => l.listingId)).toEqual([othersListing]);
  });

  it('gives no rate for days without views', async () => {
    const answer = await analytics(`days=7&listingId=${listingB}`);
    expect(answer.days[0]?.enquiryRate).toBeNull();
    expect(answer.previous.enquiryRate).toBeNull();
  });

  it('shows a listing without data as zeros (the empty state)', async () => {
    const fresh = await signedIn(t.app, 'vendor');
    const res = await get('/api/vendor/analytics?days=7', fresh.cookie);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as Analytics;
    expect(answer.listings).toEqual([]);
    expect(answer.days).toHaveLength(7);
    expect(answer.totals).toEqual(
      totals({ views: 0, appearances: 0, enquiries: 0, shortlists: 0 }),
    );
  });
});

describe('GET /api/vendor/analytics.csv', () => {
  it('downloads the same days as the JSON, one row each', async () => {
    for (const query of ['days=7', `days=30&listingId=${listingA}`]) {
      const json = await analytics(query);
      const res = await get(`/api/vendor/analytics.csv?${query}`, vendor.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const name = `mandap-analytics-${query.includes('listingId') ? listingA : 'all'}-${json.from}-to-${json.to}.csv`;
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      const lines = res.body.split('\r\n');
      expect(lines.at(-1)).toBe('');
      expect(lines[0]).toBe(
        'Day,Storefront views,Search appearances,Enquiries,Shortlists,Enquiries per 100 views',
      );
      const rows = lines.slice(1, -1).map((line) => line.split(','));
      expect(rows).toEqual(
        json.days.map((d) => [
          d.day,
          String(d.views),
          String(d.appearances),
          String(d.enquiries),
          String(d.shortlists),
          d.enquiryRate === null ? '' : String(d.enquiryRate),
        ]),
      );
    }
  });
});
