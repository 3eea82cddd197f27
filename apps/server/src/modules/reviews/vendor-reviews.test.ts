import { VENDOR_REVIEWS_PAGE } from '@mandap/shared/reviews';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn, signInAgain } from '../../../test/accounts';
import { activeListing, dayFromToday, enquire, sendMessage } from '../../../test/contact';
import { mailingTestApp, type TestApp } from '../../../test/helper';
import { multipart } from '../../../test/multipart';
import type { ReceivedMail, TestSmtpServer } from '../../../test/smtp';

// The vendor's Reviews screen (issue 31, decision 0078): the list of their listings' reviews
// (their own only, unreplied first, then newest first), the notice of a new review in the app and
// by e-mail through the real SMTP server, and 'Verified enquiry' only once the event has happened.

const DAY_MS = 24 * 60 * 60 * 1000;
const WAIT = { timeout: 20_000, interval: 50 };

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
type Account = Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  ({ app: t, smtp, close } = await mailingTestApp());
});
afterAll(() => close());

let phones = 0;
function newVendor(name: string): Promise<Account> {
  phones += 1;
  return signedIn(t.app, 'vendor', { name, phone: `97220${String(phones).padStart(5, '0')}` });
}

function get(url: string, cookie: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

function postReview(cookie: string, listingId: number, title: string, rating = '5') {
  const body = multipart({
    rating,
    title,
    body: 'The team arrived early, set everything up beautifully and stayed until the end.',
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/user/listings/${listingId}/review`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

/** A couple who enquired about an event `days` ahead, answered by the vendor. */
async function customer(vendor: Account, listingId: number, days = 1): Promise<Account> {
  const user = await signedIn(t.app, 'user');
  const enquiryId = await enquire(t.app, user.cookie, listingId, {
    eventDate: dayFromToday(days, t.clock.now()),
  });
  const res = await sendMessage(t.app, vendor.cookie, enquiryId, 'Yes, we are free that day.');
  expect(res.statusCode, res.body).toBe(201);
  return user;
}

/** Moves the clock `days` on; everyone named signs in again. */
async function passDays(days: number, ...people: [Account, 'user' | 'vendor'][]) {
  t.clock.advance(days * DAY_MS);
  for (const [person, role] of people) {
    person.cookie = (await signInAgain(t.app, role, person.account)).cookie;
  }
}

interface Listed {
  id: number;
  title: string;
  firmName: string;
  verified: boolean;
  vendorReply: { body: string } | null;
}

async function reviewsOf(vendor: Account): Promise<{ reviews: Listed[]; unanswered: number }> {
  const res = await get('/api/vendor/reviews', vendor.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/vendor/reviews', () => {
  it("lists only the session vendor's reviews, unreplied first, then newest first", async () => {
    const vendor = await newVendor('Meera Kapoor');
    const other = await newVendor('Kabir Rao');
    const listingId = await activeListing(t.app, vendor.cookie, 'dj', { city: 'Reviewpur' });
    const otherListing = await activeListing(t.app, other.cookie, 'dj', { city: 'Reviewpur' });
    const first = await customer(vendor, listingId);
    const second = await customer(vendor, listingId);
    const third = await customer(vendor, listingId);
    const stranger = await customer(other, otherListing);
    await passDays(
      2,
      [vendor, 'vendor'],
      [other, 'vendor'],
      [first, 'user'],
      [second, 'user'],
      [third, 'user'],
      [stranger, 'user'],
    );

    const ids: Record<string, number> = {};
    for (const [user, title] of [
      [first, 'Oldest review'],
      [second, 'Middle review'],
      [third, 'Newest review'],
    ] as const) {
      const res = await postReview(user.cookie, listingId, title);
      expect(res.statusCode, res.body).toBe(201);
      ids[title] = res.json().id;
      t.clock.advance(60_000);
    }
    expect((await postReview(stranger.cookie, otherListing, 'Not yours')).statusCode).toBe(201);

    // The newest is answered: it goes below the two still waiting.
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/reviews/${ids['Newest review']}/reply`,
      headers: { cookie: vendor.cookie },
      payload: { body: 'Thank you for having us at your sangeet!' },
    });
    expect(reply.statusCode, reply.body).toBe(200);

    const list = await reviewsOf(vendor);
    expect(list.reviews.map((r) => r.title)).toEqual([
      'Middle review',
      'Oldest review',
      'Newest review',
    ]);
    expect(list.unanswered).toBe(2);
    expect(list.reviews[0]?.firmName).toEqual(expect.any(String));
    expect(list.reviews[2]?.vendorReply?.body).toBe('Thank you for having us at your sangeet!');

    const theirs = await reviewsOf(other);
    expect(theirs.reviews.map((r) => r.title)).toEqual(['Not yours']);
  });

  it('is for vendors signed in: a couple and a visitor are refused', async () => {
    const user = await signedIn(t.app, 'user');
    expect((await get('/api/vendor/reviews', user.cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/vendor/reviews' })).statusCode).toBe(
      401,
    );
  });

  it('answers an empty list for a vendor without reviews', async () => {
    const vendor = await newVendor('Tara Iyer');
    expect(await reviewsOf(vendor)).toEqual({ reviews: [], unanswered: 0 });
  });
});

describe('a new review', () => {
  it('notifies the vendor in the app and by e-mail, linking to the Reviews screen', async () => {
    const vendor = await newVendor('Nisha Bansal');
    const listingId = await activeListing(t.app, vendor.cookie, 'dj', { city: 'Noticepur' });
    const user = await customer(vendor, listingId);
    await passDays(2, [vendor, 'vendor'], [user, 'user']);
    const res = await postReview(user.cookie, listingId, 'Danced all night', '4');
    expect(res.statusCode, res.body).toBe(201);

    const notes = await get('/api/notifications', vendor.cookie);
    expect(notes.statusCode).toBe(200);
    const note = (
      notes.json().notifications as { title: string; body: string; link: string; read: boolean }[]
    ).find((n) => n.link === VENDOR_REVIEWS_PAGE);
    expect(note).toMatchObject({ read: false });
    expect(note?.title).toMatch(/^New review of .+: 4 stars$/);
    expect(note?.body).toContain('"Danced all night"');

    let mail: ReceivedMail | undefined;
    await vi.waitFor(() => {
      mail = smtp.mails.find(
        (m) => m.to.includes(vendor.account.email) && m.text.includes('Danced all night'),
      );
      expect(mail).toBeDefined();
    }, WAIT);
    expect(mail?.headers.get('subject')).toBe(note?.title);
    expect(mail?.text).toContain(`https://mandap.example${VENDOR_REVIEWS_PAGE}`);
  });
});

describe('"Verified enquiry"', () => {
  it('is said only once the event date has passed, not on a Booked enquiry before it', async () => {
    const vendor = await newVendor('Arjun Sethi');
    const listingId = await activeListing(t.app, vendor.cookie, 'dj', { city: 'Verifypur' });
    const user = await signedIn(t.app, 'user');
    const eventDate = dayFromToday(10, t.clock.now());
    const enquiryId = await enquire(t.app, user.cookie, listingId, { eventDate });
    const booked = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/enquiries/${enquiryId}/status`,
      headers: { cookie: vendor.cookie },
      payload: { status: 'booked', bookingValue: '1,50,000' },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const res = await postReview(user.cookie, listingId, 'Booked them for our wedding');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().verified).toBe(false);
    const publicList = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviews` })).json()
        .reviews as { verified: boolean }[];
    expect((await publicList())[0]?.verified).toBe(false);
    expect((await reviewsOf(vendor)).reviews[0]?.verified).toBe(false);

    // On the event day itself: not yet. The day after: verified, everywhere.
    await passDays(10, [vendor, 'vendor']);
    expect((await publicList())[0]?.verified).toBe(false);
    await passDays(1, [vendor, 'vendor']);
    expect((await publicList())[0]?.verified).toBe(true);
    expect((await reviewsOf(vendor)).reviews[0]?.verified).toBe(true);
  });
});

describe('the bell clears with what it counts (issue 31)', () => {
  async function unreadNotifications(cookie: string): Promise<number> {
    const res = await get('/api/inbox/counts', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().unreadNotifications;
  }

  it("reading a conversation reads its notices: the enquiry's and its messages'", async () => {
    const vendor = await newVendor('Ira Menon');
    const listingId = await activeListing(t.app, vendor.cookie, 'dj', { city: 'Bellpur' });
    // The listing going live told the vendor already: counted from here.
    const base = await unreadNotifications(vendor.cookie);
    const user = await signedIn(t.app, 'user');
    const enquiryId = await enquire(t.app, user.cookie, listingId, {
      eventDate: dayFromToday(20, t.clock.now()),
    });
    expect(await unreadNotifications(vendor.cookie)).toBe(base + 1);
    const sent = await sendMessage(t.app, vendor.cookie, enquiryId, 'We are free that day.');
    expect(sent.statusCode).toBe(201);
    expect(await unreadNotifications(user.cookie)).toBe(1);

    // The couple reads the thread: their bell clears; the vendor's is untouched.
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${enquiryId}/read`,
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(read.statusCode, read.body).toBe(204);
    expect(await unreadNotifications(user.cookie)).toBe(0);
    expect(await unreadNotifications(vendor.cookie)).toBe(base + 1);

    // The vendor opens the enquiry's thread: the New enquiry notice is read too.
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${enquiryId}/read`,
      headers: { cookie: vendor.cookie },
      payload: {},
    });
    expect(await unreadNotifications(vendor.cookie)).toBe(base);
  });

  it('reads only the notices leading to a link, and only the caller’s', async () => {
    const vendor = await newVendor('Rhea Das');
    const listingId = await activeListing(t.app, vendor.cookie, 'dj', { city: 'Linkpur' });
    const user = await customer(vendor, listingId);
    const other = await signedIn(t.app, 'user');
    await enquire(t.app, other.cookie, listingId, { eventDate: dayFromToday(30, t.clock.now()) });
    await passDays(2, [vendor, 'vendor'], [user, 'user'], [other, 'user']);
    expect((await postReview(user.cookie, listingId, 'Great music')).statusCode).toBe(201);
    const before = await unreadNotifications(vendor.cookie);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie: vendor.cookie },
      payload: { link: VENDOR_REVIEWS_PAGE },
    });
    expect(res.statusCode, res.body).toBe(204);
    // The review's notice only: the two enquiries' stay unread.
    expect(await unreadNotifications(vendor.cookie)).toBe(before - 1);
    const notes = (await get('/api/notifications', vendor.cookie)).json().notifications as {
      link: string;
      read: boolean;
    }[];
    expect(notes.find((n) => n.link === VENDOR_REVIEWS_PAGE)?.read).toBe(true);
    expect(notes.filter((n) => !n.read && n.link.startsWith('/enquiries?enquiry='))).toHaveLength(
      2,
    );
    // The couple's own notices are not touched by the vendor's read.
    expect(await unreadNotifications(other.cookie)).toBe(0);
  });
});
