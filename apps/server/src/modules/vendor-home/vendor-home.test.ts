import { addDays, indianDate } from '@mandap/shared/dates';
import type { VendorHome } from '@mandap/shared/schemas/vendor-home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { activeListing, enquire, sendMessage, setFromPrice } from '../../../test/contact';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createListing } from '../../../test/listings';
import { endOfWeek, monthsOf } from './service';

// GET /api/vendor/home (issue 31, decision 0077): each section's rules against data made here,
// a vendor seeing only their own, and the response figures the storefront repeats.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

async function home(cookie: string): Promise<VendorHome> {
  const res = await t.app.inject({ method: 'GET', url: '/api/vendor/home', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VendorHome;
}

function sql(text: string, params: unknown[] = []) {
  return t.database.sql.query(text, params);
}

/** Moves an enquiry's arrival (and its own first message) back to `at`. */
async function receivedAt(enquiryId: number, at: Date): Promise<void> {
  await sql('UPDATE enquiries SET created_at = $2 WHERE id = $1', [enquiryId, at.toISOString()]);
  await sql(
    `UPDATE enquiry_messages SET created_at = $2
     WHERE id = (SELECT min(id) FROM enquiry_messages WHERE enquiry_id = $1)`,
    [enquiryId, at.toISOString()],
  );
}

/** The vendor replies in the chat, `minutes` after the enquiry arrived. */
async function replyAfter(vendorCookie: string, enquiryId: number, minutes: number) {
  const res = await sendMessage(t.app, vendorCookie, enquiryId, 'Namaste, we are free that day.');
  expect(res.statusCode, res.body).toBe(201);
  await sql(
    `UPDATE enquiry_messages SET created_at =
       (SELECT created_at FROM enquiries WHERE id = $1) + make_interval(mins => $2)
     WHERE enquiry_id = $1 AND sender = 'vendor'`,
    [enquiryId, minutes],
  );
}

async function reviewOf(userId: number, listingId: number, enquiryId: number, title: string) {
  await sql(
    `INSERT INTO reviews (listing_id, user_id, enquiry_id, rating, title, body, event_month)
     VALUES ($1, $2, $3, 4, $4, 'Lovely music all night, everyone danced.', date_trunc('month', now())::date)`,
    [listingId, userId, enquiryId, title],
  );
}

async function userIdOf(email: string): Promise<number> {
  const rows = await sql('SELECT id FROM users WHERE email = $1', [email]);
  return Number((rows as { id: number }[])[0]?.id);
}

describe('GET /api/vendor/home', () => {
  it('needs a vendor session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/vendor/home' });
    expect(res.statusCode).toBe(401);
    const user = await signedIn(t.app, 'user');
    const asUser = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/home',
      headers: { cookie: user.cookie },
    });
    expect(asUser.statusCode).toBe(401);
  });

  it("lists waiting enquiries oldest first with their wait, and never another vendor's", async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const other = await signedIn(t.app, 'vendor');
    const listing = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Dhol Baaje' });
    const othersListing = await activeListing(t.app, other.cookie, 'dj', {
      firmName: 'Someone Else Sounds',
    });
    const asha = await signedIn(t.app, 'user', { name: 'Asha Verma' });
    const ravi = await signedIn(t.app, 'user', { name: 'Ravi Kumar' });
    const now = t.clock.now();
    const newer = await enquire(t.app, asha.cookie, listing);
    const older = await enquire(t.app, ravi.cookie, listing);
    const othersEnquiry = await enquire(t.app, asha.cookie, othersListing);
    await receivedAt(newer, new Date(now.getTime() - 3 * HOUR - 5 * 60 * 1000));
    await receivedAt(older, new Date(now.getTime() - 2 * DAY));
    // The other vendor's enquiry is theirs alone.
    await receivedAt(othersEnquiry, new Date(now.getTime() - 5 * DAY));

    const mine = await home(vendor.cookie);
    expect(mine.waitingCount).toBe(2);
    expect(mine.waitingEnquiries.map((e) => [e.enquiryId, e.coupleName, e.waiting])).toEqual([
      [older, 'Ravi Kumar', 'waiting 2 days'],
      [newer, 'Asha Verma', 'waiting 3 hours'],
    ]);
    expect(mine.waitingEnquiries[0]?.firmName).toBe('Dhol Baaje');

    const theirs = await home(other.cookie);
    expect(theirs.waitingEnquiries.map((e) => e.enquiryId)).toEqual([othersEnquiry]);

    // A reply takes it off the list.
    await replyAfter(vendor.cookie, older, 30);
    const after = await home(vendor.cookie);
    expect(after.waitingEnquiries.map((e) => e.enquiryId)).toEqual([newer]);
    expect(after.waitingCount).toBe(1);
  });

  it('shows Booked enquiries from today on, soonest first, this week apart from later', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listing = await activeListing(t.app, vendor.cookie, 'dj');
    const today = indianDate(t.clock.now());
    const users = await Promise.all([1, 2, 3].map(() => signedIn(t.app, 'user')));
    const [a, b, c] = users.map((u) => u.cookie) as [string, string, string];
    const later = await enquire(t.app, a, listing, { eventDate: addDays(today, 40) });
    const soon = await enquire(t.app, b, listing, { eventDate: addDays(today, 1) });
    const notBooked = await enquire(t.app, c, listing, { eventDate: addDays(today, 2) });
    for (const id of [later, soon]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/vendor/enquiries/${id}/status`,
        headers: { cookie: vendor.cookie },
        payload: { status: 'booked', bookingValue: '1,50,000' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // A booking whose day has passed is not upcoming.
    const past = await enquire(t.app, c, listing, { eventDate: addDays(today, 3) });
    await sql(`UPDATE enquiries SET status = 'booked', event_date = $2::date - 1 WHERE id = $1`, [
      past,
      today,
    ]);

    const got = await home(vendor.cookie);
    expect(got.bookings.map((b) => b.enquiryId)).toEqual([soon, later]);
    expect(got.bookings.map((b) => b.eventDate)).toEqual([addDays(today, 1), addDays(today, 40)]);
    expect(got.bookings[1]?.thisWeek).toBe(false);
    expect(got.bookings[0]?.thisWeek).toBe(addDays(today, 1) <= endOfWeek(today));
    expect(got.bookings.some((b) => b.enquiryId === notBooked)).toBe(false);
  });

  it('lists reviews without a reply, oldest first, and not removed or answered ones', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const other = await signedIn(t.app, 'vendor');
    const listing = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Raag Mahal' });
    const othersListing = await activeListing(t.app, other.cookie, 'dj');
    const people = await Promise.all([1, 2, 3, 4].map(() => signedIn(t.app, 'user')));
    const ids = await Promise.all(people.map((p) => userIdOf(p.account.email)));
    const enquiries = await Promise.all(
      people.map((p, i) => enquire(t.app, p.cookie, i < 3 ? listing : othersListing)),
    );
    await reviewOf(ids[0] as number, listing, enquiries[0] as number, 'Second oldest');
    await reviewOf(ids[1] as number, listing, enquiries[1] as number, 'Answered');
    await reviewOf(ids[2] as number, listing, enquiries[2] as number, 'Removed');
    await reviewOf(ids[3] as number, othersListing, enquiries[3] as number, 'Not yours');
    await sql(`UPDATE reviews SET created_at = now() - interval '3 days' WHERE title = 'Answered'`);
    await sql(
      `UPDATE reviews SET vendor_reply = 'Thank you!', vendor_replied_at = now()
       WHERE title = 'Answered'`,
    );
    await sql(`UPDATE reviews SET status = 'removed' WHERE title = 'Removed'`);
    const oldest = await signedIn(t.app, 'user');
    const oldestEnquiry = await enquire(t.app, oldest.cookie, listing);
    await reviewOf(await userIdOf(oldest.account.email), listing, oldestEnquiry, 'Oldest');
    await sql(`UPDATE reviews SET created_at = now() - interval '2 days' WHERE title = 'Oldest'`);

    const got = await home(vendor.cookie);
    expect(got.reviews.map((r) => [r.title, r.firmName])).toEqual([
      ['Oldest', 'Raag Mahal'],
      ['Second oldest', 'Raag Mahal'],
    ]);
    expect(got.reviewsCount).toBe(2);
    expect((await home(other.cookie)).reviews.map((r) => r.title)).toEqual(['Not yours']);
  });

  it('names listings needing payment, photos or prices, and a free period ending within 14 days', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const now = t.clock.now();
    const unpaid = await createListing(t.app, vendor.cookie, 'dj', { firmName: 'Unpaid Beats' });
    const complete = await activeListing(
      t.app,
      vendor.cookie,
      'dj',
      { firmName: 'Complete Beats' },
      { fromPriceRupees: 25000 },
    );
    const ending = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Ending Beats' });
    await setFromPrice(t.app, vendor.cookie, ending, 30000);
    const notYet = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Later Beats' });
    await setFromPrice(t.app, vendor.cookie, notYet, 30000);
    const suspended = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Off Beats' });
    // 14 days to the minute is within; a minute more is not.
    await sql('UPDATE listings SET free_until = $2 WHERE id = $1', [
      ending,
      new Date(now.getTime() + 14 * DAY).toISOString(),
    ]);
    await sql('UPDATE listings SET free_until = $2 WHERE id = $1', [
      notYet,
      new Date(now.getTime() + 14 * DAY + 60 * 1000).toISOString(),
    ]);
    await sql(`UPDATE listings SET status = 'suspended' WHERE id = $1`, [suspended]);
    // A photo for those that have one (the test listing form uploads none); a video is no photo.
    for (const [id, kind] of [
      [ending, 'image'],
      [notYet, 'image'],
      [complete, 'video'],
    ] as const) {
      await sql(
        `INSERT INTO listing_media
           (listing_id, kind, storage_key, content_type, bytes, original_name, position)
         VALUES ($1, $2, $3, 'image/webp', 1000, 'stage.webp', 0)`,
        [id, kind, `home-test-${id}-${kind}`],
      );
    }

    const got = await home(vendor.cookie);
    expect(got.listingCount).toBe(5);
    const byId = new Map(got.listings.map((l) => [l.listingId, l]));
    expect(byId.get(unpaid)?.needs).toContain('payment');
    expect(byId.get(unpaid)?.needs).toContain('prices');
    expect(byId.get(complete)?.needs).toEqual(['photos']);
    expect(byId.get(ending)?.needs).toEqual(['freeEnding']);
    expect(byId.get(ending)?.freeUntilDay).toBe(indianDate(new Date(now.getTime() + 14 * DAY)));
    expect(byId.has(notYet)).toBe(false);
    expect(byId.has(suspended)).toBe(false);
    expect(byId.get(unpaid)?.vendorUniqueId).toMatch(/^VND-/);
  });

  it("compares this India month's views and enquiries with last month's", async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listing = await activeListing(t.app, vendor.cookie, 'dj');
    const today = indianDate(t.clock.now());
    const { thisMonth, lastMonth, lastMonthEnd } = monthsOf(today);
    const seed = (day: string, views: number, enquiries: number) =>
      sql(
        `INSERT INTO listing_daily_stats (listing_id, day, views, enquiries) VALUES ($1, $2::date, $3, $4)
         ON CONFLICT (listing_id, day) DO UPDATE SET views = $3, enquiries = $4`,
        [listing, day, views, enquiries],
      );
    await seed(thisMonth, 10, 1);
    await seed(today, 5, 2);
    await seed(lastMonth, 7, 1);
    await seed(lastMonthEnd, 8, 3);
    // The day before last month is in neither.
    await seed(addDays(lastMonth, -1), 100, 100);
    const got = await home(vendor.cookie);
    const expectedThis =
      thisMonth === today ? { views: 5, enquiries: 2 } : { views: 15, enquiries: 3 };
    expect(got.month.thisMonth).toEqual(expectedThis);
    expect(got.month.lastMonth).toEqual({ views: 15, enquiries: 4 });
  });

  it("counts India's month: 31 March 23:00 in India is still March, 1 April 00:10 is April", () => {
    // 2027-03-31T17:30Z is 23:00 on 31 March in India; 18:40Z is 00:10 on 1 April.
    expect(monthsOf(indianDate(new Date('2027-03-31T17:30:00Z')))).toEqual({
      thisMonth: '2027-03-01',
      lastMonth: '2027-02-01',
      lastMonthEnd: '2027-02-28',
    });
    expect(monthsOf(indianDate(new Date('2027-03-31T18:40:00Z'))).thisMonth).toBe('2027-04-01');
    expect(monthsOf('2027-01-15').lastMonth).toBe('2026-12-01');
    expect(endOfWeek('2026-11-25')).toBe('2026-11-29'); // a Wednesday's Sunday
    expect(endOfWeek('2026-11-29')).toBe('2026-11-29');
  });
});

describe('response rate and reply time', () => {
  it('measures 30 days of enquiries: the share answered and the median first reply', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listing = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Quick Shehnai' });
    const now = t.clock.now();
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => signedIn(t.app, 'user')));
    const ids: number[] = [];
    for (const [i, p] of people.entries()) {
      const id = await enquire(t.app, p.cookie, listing);
      await receivedAt(id, new Date(now.getTime() - (i + 1) * DAY));
      ids.push(id);
    }
    // Four answered (20, 40, 90 and 600 minutes: median 65), one not.
    await replyAfter(vendor.cookie, ids[0] as number, 20);
    await replyAfter(vendor.cookie, ids[1] as number, 40);
    await replyAfter(vendor.cookie, ids[2] as number, 90);
    await replyAfter(vendor.cookie, ids[3] as number, 600);
    // An enquiry older than 30 days counts for nothing.
    const old = await signedIn(t.app, 'user');
    const oldId = await enquire(t.app, old.cookie, listing);
    await receivedAt(oldId, new Date(now.getTime() - 31 * DAY));

    const got = await home(vendor.cookie);
    expect(got.response).toEqual({
      received: 5,
      replied: 4,
      ratePercent: 80,
      medianReplyMinutes: 65,
      replyTimeText: 'Usually replies within 2 hours',
      shownOnStorefront: true,
      badges: [],
    });

    // The storefront says it (its window ends as India's day began: every enquiry above is older).
    const page = await t.app.inject({ method: 'GET', url: `/api/listings/${listing}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().responsiveness).toEqual({
      replyTimeText: 'Usually replies within 2 hours',
      badges: [],
    });

    // The fifth answered within minutes: 100%, median 40 minutes, "Replies fast".
    await replyAfter(vendor.cookie, ids[4] as number, 5);
    const fast = await home(vendor.cookie);
    expect(fast.response).toMatchObject({
      ratePercent: 100,
      medianReplyMinutes: 40,
      replyTimeText: 'Usually replies within 40 minutes',
      badges: ['Replies fast'],
    });

    // The storefront in the request's language (issue 32): the Hindi page's render asks in Hindi.
    const english = await t.app.inject({ method: 'GET', url: `/api/listings/${listing}` });
    expect(english.json().responsiveness).toEqual({
      replyTimeText: 'Usually replies within 40 minutes',
      badges: ['Replies fast'],
    });
    const hindi = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${listing}`,
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.json().responsiveness).toEqual({
      replyTimeText: 'आम तौर पर 40 मिनट में जवाब देते हैं',
      badges: ['जल्दी जवाब देते हैं'],
    });
    expect(hindi.headers.vary).toContain('Accept-Language');
  });

  it('says nothing on the storefront below 5 enquiries in 30 days', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listing = await activeListing(t.app, vendor.cookie, 'dj');
    const now = t.clock.now();
    const people = await Promise.all([1, 2, 3, 4].map(() => signedIn(t.app, 'user')));
    for (const p of people) {
      const id = await enquire(t.app, p.cookie, listing);
      await receivedAt(id, new Date(now.getTime() - 2 * DAY));
      await replyAfter(vendor.cookie, id, 10);
    }
    const got = await home(vendor.cookie);
    expect(got.response).toMatchObject({
      received: 4,
      ratePercent: 100,
      replyTimeText: 'Usually replies within 10 minutes',
      shownOnStorefront: false,
      badges: [],
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/listings/${listing}` });
    expect(page.json().responsiveness).toBeNull();
  });
});
