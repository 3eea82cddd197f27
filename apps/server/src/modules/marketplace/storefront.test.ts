import { addDays, indianDate } from '@mandap/shared/dates';
import { SearchResponseSchema, StorefrontSchema } from '@mandap/shared/schemas/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { listingFields } from '../../../test/listings';
import { mp4, multipart, png } from '../../../test/multipart';
import { payThroughSandbox } from '../../../test/payments';
import {
  bookedDaysShown,
  findStorefront,
  STOREFRONT_NOT_FOUND,
  storefrontIdOfPath,
} from './service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Vendor = Awaited<ReturnType<typeof signedIn>>;

/** India's day on the app's clock. */
const today = () => indianDate(t.clock.now());

/** A DJ listing with two images, a video, two ticked features and two price rows; not yet paid. */
async function pendingListing(vendor: Vendor, firmName = 'DJ Sonu & Sound, Jaipur') {
  const body = multipart(
    listingFields({
      firmName,
      houseNo: 'Plot 77-Z',
      email: 'bookings@djsonu.in',
      phone: '9812345678',
      features: ['Wedding DJ', 'Party DJ'],
    }),
    [
      { field: 'images', name: 'stage.png', type: 'image/png', data: await png(900, 600) },
      { field: 'videos', name: 'sangeet.mp4', type: 'video/mp4', data: mp4() },
      { field: 'images', name: 'console.png', type: 'image/png', data: await png(400, 300) },
    ],
  );
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/vendor/listings/dj',
    headers: { ...body.headers, cookie: vendor.cookie },
    payload: body.payload,
  });
  expect(created.statusCode).toBe(201);
  const { listingId } = created.json() as { listingId: number };
  const prices = await t.app.inject({
    method: 'PUT',
    url: `/api/vendor/listings/${listingId}/prices`,
    headers: { cookie: vendor.cookie },
    payload: {
      rows: [
        { specification: 'Wedding DJ', mrp: '25000', offer: '19999' },
        { specification: 'Party DJ', mrp: '12000', offer: '12000' },
      ],
    },
  });
  expect(prices.statusCode).toBe(200);
  return listingId;
}

/** Pays for a listing through the sandbox checkout, as a vendor would: it becomes active. */
async function pay(vendor: Vendor, listingId: number) {
  const verified = await payThroughSandbox(t.app, vendor.cookie, listingId);
  expect(verified.statusCode).toBe(200);
}

function storefront(listingId: number | string, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/listings/${listingId}`,
    headers: cookie ? { cookie } : {},
  });
}

describe('GET /api/listings/:listingId', () => {
  it("shows an active listing's storefront to anyone, without house number or contact", async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await pendingListing(vendor);
    await pay(vendor, listingId);
    const [paid] = await t.database.sql.query<{ paid_at: Date }>(
      'SELECT paid_at FROM listings WHERE id = $1',
      [listingId],
    );

    const res = await storefront(listingId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const body = StorefrontSchema.parse(res.json());
    expect(body).toMatchObject({
      listingId,
      slug: 'dj-sonu-and-sound-jaipur',
      url: `/Vendors/${listingId}/dj-sonu-and-sound-jaipur`,
      firmName: 'DJ Sonu & Sound, Jaipur',
      category: 'dj',
      city: 'Jaipur',
      district: 'Jaipur',
      state: 'Rajasthan',
      nearBy: 'Near Albert Hall',
      starRating: null,
      features: ['Wedding DJ', 'Party DJ'],
      fromPricePaise: 1_200_000,
      contact: null,
    });
    expect(body.listedSince).toBe(paid?.paid_at.toISOString());
    expect(body.prices).toEqual([
      {
        specification: 'Wedding DJ',
        mrpPaise: 2_500_000,
        offerPaise: 1_999_900,
        offPercent: 20,
        unit: 'event',
      },
      // No badge when the offer is the MRP (issue 31).
      {
        specification: 'Party DJ',
        mrpPaise: 1_200_000,
        offerPaise: 1_200_000,
        offPercent: null,
        unit: 'event',
      },
    ]);
    expect(body.fromPriceUnit).toBe('event');
    // Images first in upload order, as large WebP with a thumbnail, then the video.
    expect(body.media.map((m) => [m.kind, m.width])).toEqual([
      ['image', 900],
      ['image', 400],
      ['video', null],
    ]);
    for (const image of body.media.slice(0, 2)) {
      expect(image.url).toMatch(/^\/media\/img\/[a-z0-9]{2}\/[a-z0-9]+-large\.webp$/);
      expect(image.thumbUrl).toMatch(/^\/media\/img\/.+-thumb\.webp$/);
      expect(image.contentType).toBe('image/webp');
      expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);
    }
    expect(body.media[2]).toMatchObject({ thumbUrl: null, contentType: 'video/mp4' });
    // Nothing private anywhere in the reply: house number, the listing's and the account's details.
    for (const secret of ['Plot 77-Z', '9812345678', 'bookings@djsonu.in', vendor.account.email]) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toContain(vendor.account.phone);
  });

  it('gives the phone and email to a signed-in user and to the owning vendor only', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await pendingListing(vendor, 'Shree Ganesh Caterers');
    await pay(vendor, listingId);
    const contact = { phone: '9812345678', email: 'bookings@djsonu.in' };

    const user = await signedIn(t.app, 'user');
    expect((await storefront(listingId, user.cookie)).json().contact).toEqual(contact);
    expect((await storefront(listingId, vendor.cookie)).json().contact).toEqual(contact);
    const otherVendor = await signedIn(t.app, 'vendor');
    expect((await storefront(listingId, otherVendor.cookie)).json().contact).toBeNull();
    expect((await storefront(listingId, 'mandap_session=forged')).json().contact).toBeNull();
    // Other code (the server-rendered storefront) gets the same from the service function.
    const direct = await findStorefront(t.database.db, listingId, { role: 'user' }, today());
    expect(direct?.contact).toEqual(contact);
    expect(await findStorefront(t.database.db, listingId, null, today())).toMatchObject({
      contact: null,
    });
  });

  it('answers 404 with a helpful message for pending, suspended, expired and missing listings', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const pending = await pendingListing(vendor, 'Pending Band');
    const pendingRes = await storefront(pending, vendor.cookie);
    expect(pendingRes.statusCode).toBe(404);
    expect(pendingRes.json()).toEqual({ message: STOREFRONT_NOT_FOUND });

    const refunded = await pendingListing(vendor, 'Refunded Band');
    await pay(vendor, refunded);
    expect((await storefront(refunded)).statusCode).toBe(200);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/listings/${refunded}/refund`,
      headers: { cookie: vendor.cookie },
    });
    expect(refund.json()).toMatchObject({ status: 'refunded' });
    expect((await storefront(refunded)).statusCode).toBe(404);

    const expired = await pendingListing(vendor, 'Expired Band');
    await pay(vendor, expired);
    await t.database.sql.query("UPDATE listings SET status = 'expired' WHERE id = $1", [expired]);
    expect((await storefront(expired)).statusCode).toBe(404);
    expect(await findStorefront(t.database.db, expired, { role: 'user' }, today())).toBeNull();

    for (const id of ['987654321', '0', '-4', 'abc', '1e3', '12.5', '99999999999999999999']) {
      const res = await storefront(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(STOREFRONT_NOT_FOUND);
    }
  });
});

describe('rating and reviews on the storefront (issue 16)', () => {
  it('shows no rating before the first review', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await pendingListing(vendor, 'Fresh Beats');
    await pay(vendor, listingId);
    const body = StorefrontSchema.parse((await storefront(listingId)).json());
    expect(body.rating).toEqual({
      average: null,
      count: 0,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
    });
    expect(body.reviews).toEqual([]);
  });

  it('shows the average, the distribution and the newest reviews with the reply', async () => {
    // A phone of its own: users sharing the vendor's would be the vendor (issue 27).
    const vendor = await signedIn(t.app, 'vendor', { phone: '9123456780' });
    const listingId = await pendingListing(vendor, 'Rated Beats');
    await pay(vendor, listingId);
    const ids: number[] = [];
    for (const [i, stars] of [5, 3, 4, 4].entries()) {
      const user = await signedIn(t.app, 'user');
      const enquiry = await t.app.inject({
        method: 'POST',
        url: '/api/user/enquiries',
        headers: { cookie: user.cookie },
        payload: {
          listingId,
          eventDate: addDays(today(), 30),
          eventType: 'wedding',
          city: 'Jaipur',
          guests: 200,
          message: 'Namaste! Are you free for our wedding?',
          phone: '9876543210',
          email: 'couple@example.in',
        },
      });
      expect(enquiry.statusCode).toBe(201);
      const marked = await t.app.inject({
        method: 'PUT',
        url: `/api/vendor/enquiries/${enquiry.json().enquiry.id}/status`,
        headers: { cookie: vendor.cookie },
        payload: { status: 'booked', bookingValue: '1,50,000' },
      });
      expect(marked.statusCode).toBe(200);
      // A minute apart, so 'newest' has one order.
      t.clock.advance(60_000);
      const form = multipart({
        rating: String(stars),
        title: `Review ${i + 1}`,
        body: 'Everything was on time and the music was exactly what we wanted.',
      });
      const review = await t.app.inject({
        method: 'POST',
        url: `/api/user/listings/${listingId}/review`,
        headers: { ...form.headers, cookie: user.cookie },
        payload: form.payload,
      });
      expect(review.statusCode).toBe(201);
      ids.push(review.json().id);
    }
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/reviews/${ids[3]}/reply`,
      headers: { cookie: vendor.cookie },
      payload: { body: 'Thank you for having us!' },
    });
    expect(replied.statusCode).toBe(200);

    const body = StorefrontSchema.parse((await storefront(listingId)).json());
    expect(body.rating).toEqual({
      average: 4,
      count: 4,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 2 },
        { stars: 3, count: 1 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    expect(body.reviews.map((r) => r.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(body.reviews[0]).toMatchObject({
      title: 'Review 4',
      authorName: 'Asha V.',
      eventMonth: addDays(today(), 30).slice(0, 7),
      vendorReply: { body: 'Thank you for having us!' },
      status: 'published',
    });
    // findStorefront gives the same to the rendered page.
    const rendered = await findStorefront(t.database.db, listingId, null, today());
    expect(rendered?.rating).toEqual(body.rating);
    expect(rendered?.reviews).toEqual(body.reviews);
  });
});

describe('booked dates on the storefront', () => {
  function setBooked(vendor: Vendor, listingId: number, day: string, method: 'PUT' | 'DELETE') {
    return t.app.inject({
      method,
      url: `/api/vendor/listings/${listingId}/booked-dates/${day}`,
      headers: { cookie: vendor.cookie },
    });
  }

  async function searchIds(query: Record<string, string>) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search?${new URLSearchParams(query)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return SearchResponseSchema.parse(res.json()).results.map((r) => r.listingId);
  }

  it('shows the booked days from today to the end of the sixth month, in order', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await pendingListing(vendor, 'Calendar Beats');
    await pay(vendor, listingId);
    const { to: lastShown } = bookedDaysShown(today());
    const inside = [addDays(today(), 40), today(), lastShown];
    for (const day of inside)
      expect((await setBooked(vendor, listingId, day, 'PUT')).statusCode).toBe(204);
    expect((await setBooked(vendor, listingId, addDays(lastShown, 1), 'PUT')).statusCode).toBe(204);
    // A day that has passed (booked back then) is no longer shown.
    await t.database.sql.query(
      'INSERT INTO listing_booked_dates (listing_id, day) VALUES ($1, $2::date)',
      [listingId, addDays(today(), -1)],
    );

    const body = StorefrontSchema.parse((await storefront(listingId)).json());
    expect(body.bookedDates).toEqual([today(), addDays(today(), 40), lastShown]);
    // Another listing's days are its own.
    const other = await pendingListing(vendor, 'Free Beats');
    await pay(vendor, other);
    expect(StorefrontSchema.parse((await storefront(other)).json()).bookedDates).toEqual([]);
  });

  it('shows a day booked or freed at once, and search for that day follows', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await pendingListing(vendor, 'Shaadi Sounds Bookedpur');
    await pay(vendor, listingId);
    const day = addDays(today(), 21);
    const query = { q: 'Shaadi Sounds Bookedpur', eventDate: day };
    // Both answers are cached now, under the current listings version.
    expect((await storefront(listingId)).json().bookedDates).toEqual([]);
    expect(await searchIds(query)).toEqual([listingId]);

    expect((await setBooked(vendor, listingId, day, 'PUT')).statusCode).toBe(204);
    expect((await storefront(listingId)).json().bookedDates).toEqual([day]);
    expect(await searchIds(query)).toEqual([]);
    // Any other day still finds it.
    expect(await searchIds({ ...query, eventDate: addDays(day, 1) })).toEqual([listingId]);

    expect((await setBooked(vendor, listingId, day, 'DELETE')).statusCode).toBe(204);
    expect((await storefront(listingId)).json().bookedDates).toEqual([]);
    expect(await searchIds(query)).toEqual([listingId]);
  });
});

describe('bookedDaysShown', () => {
  it.each([
    ['2026-03-15', '2026-08-31'],
    ['2026-03-01', '2026-08-31'],
    ['2026-08-31', '2027-01-31'],
    ['2026-12-31', '2027-05-31'],
    ['2027-09-30', '2028-02-29'],
  ])('on %s shows up to %s', (day, to) => {
    expect(bookedDaysShown(day)).toEqual({ from: day, to });
  });
});

describe('storefrontIdOfPath', () => {
  it.each([
    ['/Vendors/42/sharma-photo-studio', 42],
    ['/vendors/42', 42],
    ['/VENDORS/7/x/', 7],
    ['/Vendors', null],
    ['/Vendors/abc/sharma', null],
    ['/Vendors/0/x', null],
    ['/VendorList/42', null],
  ])('%s names listing %s', (pathname, id) => {
    expect(storefrontIdOfPath(pathname)).toBe(id);
  });
});
