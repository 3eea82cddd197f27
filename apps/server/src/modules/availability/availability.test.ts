import { addDays, indianDate } from '@mandap/shared/dates';
import { BookedDatesSchema, MAX_DAYS_AHEAD } from '@mandap/shared/schemas/enquiries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createListing } from '../../../test/listings';
import { bookDate, MAX_RANGE_DAYS } from './service';

// A vendor's booked dates per listing (issue 15): the portal's calendar, and bookDate, which
// marking an enquiry Booked calls.

let t: TestApp;
let vendor: Awaited<ReturnType<typeof signedIn>>;
let listingId: number;
beforeAll(async () => {
  t = await buildTestApp();
  vendor = await signedIn(t.app, 'vendor');
  listingId = await createListing(t.app, vendor.cookie, 'dj', { firmName: 'Calendar Beats' });
});
afterAll(() => t.close());

const today = () => indianDate(t.clock.now());

function put(day: string, cookie = vendor.cookie, id: number | string = listingId) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/vendor/listings/${id}/booked-dates/${day}`,
    headers: cookie ? { cookie } : {},
  });
}

function del(day: string, cookie = vendor.cookie, id: number | string = listingId) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/vendor/listings/${id}/booked-dates/${day}`,
    headers: cookie ? { cookie } : {},
  });
}

function get(query: string, cookie = vendor.cookie, id: number | string = listingId) {
  return t.app.inject({
    method: 'GET',
    url: `/api/vendor/listings/${id}/booked-dates?${query}`,
    headers: cookie ? { cookie } : {},
  });
}

async function bookedBetween(from: string, to: string, id = listingId) {
  const res = await get(`from=${from}&to=${to}`, vendor.cookie, id);
  expect(res.statusCode, res.body).toBe(200);
  return BookedDatesSchema.parse(res.json()).dates;
}

async function rowsOf(id: number) {
  return t.database.sql.query<{ day: string; enquiry_id: number | null }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, enquiry_id FROM listing_booked_dates
     WHERE listing_id = $1 ORDER BY day`,
    [id],
  );
}

describe('marking days booked', () => {
  it('marks and frees days, lists a range in date order, and repeats change nothing', async () => {
    const days = [addDays(today(), 60), today(), addDays(today(), 5)];
    for (const day of days) expect((await put(day)).statusCode).toBe(204);
    expect((await put(days[0] as string)).statusCode).toBe(204);

    expect(await bookedBetween(today(), addDays(today(), 90))).toEqual([
      { date: today(), enquiryId: null },
      { date: addDays(today(), 5), enquiryId: null },
      { date: addDays(today(), 60), enquiryId: null },
    ]);
    // Both ends are included, days outside left out.
    expect(await bookedBetween(addDays(today(), 5), addDays(today(), 60))).toHaveLength(2);
    expect(await bookedBetween(addDays(today(), 6), addDays(today(), 59))).toEqual([]);

    expect((await del(addDays(today(), 5))).statusCode).toBe(204);
    expect((await del(addDays(today(), 5))).statusCode).toBe(204);
    expect((await rowsOf(listingId)).map((r) => r.day)).toEqual([today(), addDays(today(), 60)]);
    for (const day of [today(), addDays(today(), 60)])
      expect((await del(day)).statusCode).toBe(204);
    expect(await rowsOf(listingId)).toEqual([]);
  });

  it('refuses a past day and one more than 3 years ahead, with a message', async () => {
    const past = await put(addDays(today(), -1));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      message: 'A day in the past cannot be marked booked. Choose today or a later date.',
      fieldErrors: {
        date: 'A day in the past cannot be marked booked. Choose today or a later date.',
      },
    });
    const far = await put(addDays(today(), MAX_DAYS_AHEAD + 1));
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('Choose a date within the next 3 years.');
    expect(await rowsOf(listingId)).toEqual([]);
    expect((await put(addDays(today(), MAX_DAYS_AHEAD))).statusCode).toBe(204);
    expect((await del(addDays(today(), MAX_DAYS_AHEAD))).statusCode).toBe(204);
  });

  it('refuses what is not a day', async () => {
    for (const day of ['2026-02-30', 'tomorrow', '2026-1-05', '20260105']) {
      const res = await put(day);
      expect(res.statusCode, day).toBe(400);
      expect(res.json().fieldErrors?.date, day).toBe('Choose a date (YYYY-MM-DD).');
    }
  });

  it('answers 400 for a range the wrong way round, too long or incomplete', async () => {
    const backwards = await get(`from=${addDays(today(), 1)}&to=${today()}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(
      'The start date (from) must be on or before the end date (to).',
    );
    const tooLong = await get(`from=${today()}&to=${addDays(today(), MAX_RANGE_DAYS)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(
      `Ask for at most ${MAX_RANGE_DAYS} days at a time (from and to included).`,
    );
    expect(await bookedBetween(today(), addDays(today(), MAX_RANGE_DAYS - 1))).toEqual([]);
    // A single day, and past days: the calendar shows what was booked before.
    expect(await bookedBetween(addDays(today(), -30), addDays(today(), -30))).toEqual([]);
    const missing = await get(`from=${today()}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ to: 'Choose a date.' });
  });
});

describe('who may see and change booked days', () => {
  it("answers another vendor's listing as an unknown one: 404, and nothing changes", async () => {
    expect((await put(addDays(today(), 3))).statusCode).toBe(204);
    const other = await signedIn(t.app, 'vendor');
    const unknown = await get(`from=${today()}&to=${today()}`, other.cookie, 987654321);
    expect(unknown.statusCode).toBe(404);
    const range = `from=${today()}&to=${addDays(today(), 10)}`;
    for (const res of [
      await get(range, other.cookie),
      await put(addDays(today(), 4), other.cookie),
      await del(addDays(today(), 3), other.cookie),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    expect((await rowsOf(listingId)).map((r) => r.day)).toEqual([addDays(today(), 3)]);
    // The other vendor's own listing works for them.
    const theirs = await createListing(t.app, other.cookie, 'dj', { firmName: 'Other Beats' });
    expect((await put(addDays(today(), 4), other.cookie, theirs)).statusCode).toBe(204);
    expect((await rowsOf(theirs)).map((r) => r.day)).toEqual([addDays(today(), 4)]);
    expect((await del(addDays(today(), 3))).statusCode).toBe(204);
  });

  it('answers 401 to anonymous callers and user sessions', async () => {
    const user = await signedIn(t.app, 'user');
    for (const cookie of ['', user.cookie]) {
      for (const res of [
        await get(`from=${today()}&to=${today()}`, cookie),
        await put(addDays(today(), 2), cookie),
        await del(addDays(today(), 2), cookie),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Please sign in as a vendor to continue.');
      }
    }
    expect(await rowsOf(listingId)).toEqual([]);
  });
});

describe('bookDate (marking an enquiry Booked)', () => {
  async function enquiry(): Promise<number> {
    const user = await signedIn(t.app, 'user');
    const [row] = await t.database.sql.query<{ id: number }>(
      `INSERT INTO enquiries (user_id, listing_id, vendor_id, event_date, event_type, city, guests,
         message, phone, email)
       SELECT u.id, l.id, l.vendor_id, $3::date, 'wedding', 'Jaipur', 100, 'Hello', '9876543210',
         'asha@example.in'
       FROM users u, listings l WHERE u.email = $1 AND l.id = $2
       RETURNING id`,
      [user.account.email, listingId, addDays(today(), 9)],
    );
    return Number(row?.id);
  }

  it('books a day within the caller transaction and keeps the first enquiry of a day', async () => {
    const day = addDays(today(), 9);
    const first = await enquiry();
    const second = await enquiry();
    // A rolled-back transaction books nothing.
    await expect(
      t.database.db.transaction(async (tx) => {
        await bookDate(tx, listingId, day, first);
        throw new Error('the status change failed');
      }),
    ).rejects.toThrow('the status change failed');
    expect(await rowsOf(listingId)).toEqual([]);

    // Booked by hand first: the enquiry that books it later is recorded.
    expect((await put(day)).statusCode).toBe(204);
    await t.database.db.transaction((tx) => bookDate(tx, listingId, day, first));
    await t.database.db.transaction((tx) => bookDate(tx, listingId, day, second));
    await bookDate(t.database.db, listingId, day, null);
    expect(await bookedBetween(day, day)).toEqual([{ date: day, enquiryId: first }]);
    // Deleting the enquiry keeps the day booked.
    await t.database.sql.query('DELETE FROM enquiries WHERE id = $1', [first]);
    expect(await bookedBetween(day, day)).toEqual([{ date: day, enquiryId: null }]);
    expect((await del(day)).statusCode).toBe(204);
  });
});

describe("today is India's day", () => {
  it('takes the day after UTC midnight in India as today', async () => {
    // Move the clock to 19:00 UTC: 00:30 the next day in India.
    const now = t.clock.now();
    const target = new Date(now);
    target.setUTCHours(19, 0, 0, 0);
    if (target <= now) target.setUTCDate(target.getUTCDate() + 1);
    t.clock.advance(target.getTime() - now.getTime());
    const utcDay = target.toISOString().slice(0, 10);
    expect(today()).toBe(addDays(utcDay, 1));

    expect((await put(utcDay)).statusCode).toBe(400);
    expect((await put(addDays(utcDay, 1))).statusCode).toBe(204);
    expect((await del(addDays(utcDay, 1))).statusCode).toBe(204);
  });
});
