import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { indianDate } from '@mandap/shared/dates';
import { REVIEW_LIMITS } from '@mandap/shared/schemas/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signInAgain } from '../../../test/accounts';
import {
  activeListing,
  dayFromToday,
  enquire,
  sendEnquiry,
  sendMessage,
} from '../../../test/contact';
import {
  buildTestApp,
  rememberTestApp,
  type TestApp,
  TestClock,
  testDatabase,
} from '../../../test/helper';
import { type FilePart, multipart, png } from '../../../test/multipart';
import { buildApp } from '../../app';
import { loadConfig } from '../../platform/config';
import { DomainError } from '../../platform/domain-errors';
import {
  type MediaGuard,
  ORPHAN_GRACE_MS,
  recoverStagedMedia,
  sweepOrphanMedia,
  uploadWindowMs,
} from '../media/index';
import {
  AWAITING_VENDOR_ANSWER,
  ENQUIRY_TOO_LATE,
  SAME_PERSON_AS_VENDOR,
  SEND_ENQUIRY_FIRST,
} from './service';

// Verified reviews (issue 16): who may review, writing and editing with photos, the rating kept
// by the database (the same on PGlite and PostgreSQL), search and storefront, reply and report.

let t: TestApp;
type Account = Awaited<ReturnType<typeof signedIn>>;
let vendor: Account;
const VENDOR_PHONE = '9123456780';
/** The listing fixture's contact phone (test/listings.ts). */
const LISTING_PHONE = '9876501234';

beforeAll(async () => {
  t = await buildTestApp();
  // A phone of the vendor's own: a user sharing it would be the vendor (issue 27).
  vendor = await signedIn(t.app, 'vendor', { phone: VENDOR_PHONE });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

function reviewForm(overrides: Record<string, string | string[]> = {}) {
  return {
    rating: '5',
    title: 'Made our sangeet unforgettable',
    body: 'The DJ read the crowd perfectly and kept the dance floor full until midnight.',
    ...overrides,
  };
}

async function photo(name = 'stage.png'): Promise<FilePart> {
  return { field: 'photos', name, type: 'image/png', data: await png() };
}

function postReview(
  cookie: string,
  listingId: number,
  fields: Record<string, string | string[]> = reviewForm(),
  files: FilePart[] = [],
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/user/listings/${listingId}/review`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

function putReview(
  cookie: string,
  reviewId: number,
  fields: Record<string, string | string[]>,
  files: FilePart[] = [],
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'PUT',
    url: `/api/user/reviews/${reviewId}`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

/** The vendor answers an enquiry in its conversation. */
async function vendorAnswers(enquiryId: number) {
  const res = await sendMessage(t.app, vendor.cookie, enquiryId, 'Yes, we are free that day.');
  if (res.statusCode !== 201) throw new Error(`vendor message failed: ${res.body}`);
}

/**
 * A user whose event with the listing is tomorrow (enquired, and the vendor answered): the
 * caller moves the clock on past it.
 */
async function pastCustomer(listingId: number, name?: string): Promise<Account> {
  const user = name ? await registered('user', name) : await signedIn(t.app, 'user');
  const enquiryId = await enquire(t.app, user.cookie, listingId, {
    eventDate: dayFromToday(1, t.clock.now()),
  });
  await vendorAnswers(enquiryId);
  return user;
}

/** Registers and signs in an account with a given display name. */
async function registered(role: 'user' | 'vendor', name: string): Promise<Account> {
  const user = await signedIn(t.app, role);
  await t.database.sql.query(`UPDATE ${role}s SET name = $1 WHERE email = $2`, [
    name,
    user.account.email,
  ]);
  return user;
}

/** Moves the clock `days` on; the vendor and `users` sign in again. */
async function passDays(days: number, ...users: Account[]) {
  t.clock.advance(days * DAY_MS);
  vendor.cookie = (await signInAgain(t.app, 'vendor', vendor.account)).cookie;
  for (const user of users) user.cookie = (await signInAgain(t.app, 'user', user.account)).cookie;
}

async function ratingRow(listingId: number) {
  const [row] = await t.database.sql.query<Record<string, number>>(
    `SELECT review_count, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5
     FROM listing_ratings WHERE listing_id = $1`,
    [listingId],
  );
  return row;
}

async function searchCard(listingId: number, city: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?city=${encodeURIComponent(city)}`,
  });
  expect(res.statusCode).toBe(200);
  return (
    res.json() as {
      results: { listingId: number; ratingAverage: number | null; ratingCount: number }[];
    }
  ).results.find((r) => r.listingId === listingId);
}

describe('who may review', () => {
  let listingId: number;
  beforeAll(async () => {
    listingId = await activeListing(t.app, vendor.cookie, 'dj', { city: 'Eligibilitypur' });
  });

  it('refuses a user without an enquiry (403), and says how to become able', async () => {
    const user = await signedIn(t.app, 'user');
    const eligibility = await t.app.inject({
      method: 'GET',
      url: `/api/user/listings/${listingId}/review`,
      headers: { cookie: user.cookie },
    });
    expect(eligibility.json()).toEqual({
      canReview: false,
      reason: SEND_ENQUIRY_FIRST,
      review: null,
      editableUntil: null,
    });
    const res = await postReview(user.cookie, listingId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SEND_ENQUIRY_FIRST });
  });

  it('refuses before the event date unless the vendor marked the enquiry Booked', async () => {
    const user = await signedIn(t.app, 'user');
    const eventDate = dayFromToday(10, t.clock.now());
    const enquiryId = await enquire(t.app, user.cookie, listingId, { eventDate });
    const early = await postReview(user.cookie, listingId, reviewForm(), [await photo()]);
    expect(early.statusCode).toBe(403);
    const shown = new Date(`${eventDate}T00:00:00Z`).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(early.json().message).toBe(`You can review after your event date, ${shown}.`);
    // Refused before the form was read: no file was stored.
    expect(await mediaFiles()).not.toContain('staged');

    const booked = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/enquiries/${enquiryId}/status`,
      headers: { cookie: vendor.cookie },
      payload: { status: 'booked', bookingValue: '1,50,000' },
    });
    expect(booked.statusCode).toBe(200);
    const res = await postReview(user.cookie, listingId);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      listingId,
      rating: 5,
      eventMonth: eventDate.slice(0, 7),
      status: 'published',
      vendorReply: null,
      photos: [],
    });

    const again = await postReview(user.cookie, listingId);
    expect(again.statusCode).toBe(409);
    const rows = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reviews WHERE listing_id = $1',
      [listingId],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('lets a user review once the event date has passed, with the month of the latest event', async () => {
    const user = await signedIn(t.app, 'user');
    const first = await enquire(t.app, user.cookie, listingId, {
      eventDate: dayFromToday(1, t.clock.now()),
    });
    const later = dayFromToday(2, t.clock.now());
    const second = await enquire(t.app, user.cookie, listingId, { eventDate: later });
    await vendorAnswers(first);
    await vendorAnswers(second);
    await passDays(3, user);
    const eligibility = await t.app.inject({
      method: 'GET',
      url: `/api/user/listings/${listingId}/review`,
      headers: { cookie: user.cookie },
    });
    expect(eligibility.json()).toMatchObject({ canReview: true, reason: null });
    const res = await postReview(user.cookie, listingId, reviewForm({ rating: '4' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().eventMonth).toBe(later.slice(0, 7));
  });

  it('refuses a listing that is not active (404)', async () => {
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/user/listings/987654321/review',
      headers: { cookie: (await signedIn(t.app, 'user')).cookie },
    });
    expect(pending.statusCode).toBe(404);
  });

  it('checks the form: stars, title and at least 30 characters of text', async () => {
    const user = await pastCustomer(listingId);
    await passDays(2, user);
    const res = await postReview(user.cookie, listingId, {
      rating: '6',
      title: ' ',
      body: 'Too short.',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      rating: 'Choose from 1 to 5 stars.',
      title: 'Give your review a title.',
      body: `Write at least ${REVIEW_LIMITS.bodyMinLength} characters about your experience.`,
    });
  });
});

async function mediaFiles(): Promise<string> {
  const dirs = ['media', 'media-staging'];
  const found: string[] = [];
  for (const dir of dirs) {
    const entries = await readdir(path.join(t.tempDir, dir), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    for (const e of entries) if (e.isFile()) found.push(`${dir}/${e.name}`);
  }
  return found.join(',');
}

describe('writing and editing with photos', () => {
  let listingId: number;
  let author: Account;
  let reviewId: number;
  beforeAll(async () => {
    listingId = await activeListing(t.app, vendor.cookie, 'dj', { city: 'Photonagar' });
    author = await pastCustomer(listingId, '  rohan  kumar mehta ');
    await passDays(2, author);
  });

  it('stores photos as WebP with thumbnails, served under /media, and names the author briefly', async () => {
    const res = await postReview(author.cookie, listingId, reviewForm(), [
      await photo('a.png'),
      await photo('b.png'),
    ]);
    expect(res.statusCode).toBe(201);
    const review = res.json();
    reviewId = review.id;
    expect(review.authorName).toBe('rohan M.');
    expect(res.body).not.toContain(author.account.email);
    expect(review.photos).toHaveLength(2);
    for (const p of review.photos) {
      const large = await t.app.inject({ method: 'GET', url: p.url });
      expect(large.statusCode).toBe(200);
      expect(large.headers['content-type']).toBe('image/webp');
      expect((await t.app.inject({ method: 'GET', url: p.thumbUrl })).statusCode).toBe(200);
      expect(p.width).toBeGreaterThan(0);
    }
  });

  it("answers 404 for another user's review, and changes nothing", async () => {
    const other = await signedIn(t.app, 'user');
    const res = await putReview(other.cookie, reviewId, reviewForm({ rating: '1' }));
    expect(res.statusCode).toBe(404);
    const [row] = await t.database.sql.query<{ rating: number }>(
      'SELECT rating FROM reviews WHERE id = $1',
      [reviewId],
    );
    expect(row?.rating).toBe(5);
  });

  it('edits text and photos, keeping at most five photos in all', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviews` })
    ).json().reviews[0].photos as { id: number; url: string }[];
    const tooMany = await putReview(
      author.cookie,
      reviewId,
      reviewForm(),
      await Promise.all([1, 2, 3, 4].map((i) => photo(`${i}.png`))),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      'A review can have at most 5 photos. This one keeps 2, so you can add 3 more.',
    );
    expect(tooMany.json().fieldErrors).toEqual({ photos: tooMany.json().message });

    const first = before[0];
    if (!first) throw new Error('no photo');
    const res = await putReview(
      author.cookie,
      reviewId,
      reviewForm({ rating: '3', title: 'Good, a little late', removePhotoIds: String(first.id) }),
      [await photo('c.png')],
    );
    expect(res.statusCode).toBe(200);
    const edited = res.json();
    expect(edited).toMatchObject({ rating: 3, title: 'Good, a little late' });
    expect(edited.photos).toHaveLength(2);
    expect(edited.photos.map((p: { id: number }) => p.id)).not.toContain(first.id);
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
  });

  it('keeps review photos in the orphan sweep', async () => {
    const [row] = await t.database.sql.query<{ storage_key: string; thumb_key: string }>(
      'SELECT storage_key, thumb_key FROM review_photos WHERE review_id = $1 LIMIT 1',
      [reviewId],
    );
    if (!row) throw new Error('no photo row');
    const file = path.join(t.tempDir, 'media', row.storage_key);
    expect((await stat(file)).size).toBeGreaterThan(0);
    // A day and more later, every file is old enough to be taken for an orphan if unnamed.
    await sweepOrphanMedia(
      t.database.db,
      t.parts.storage,
      new Date(Date.now() + 2 * ORPHAN_GRACE_MS),
    );
    expect((await stat(file)).size).toBeGreaterThan(0);
    expect((await stat(path.join(t.tempDir, 'media', row.thumb_key))).size).toBeGreaterThan(0);
  });

  it('refuses an edit after 30 days (403)', async () => {
    await passDays(31, author);
    const res = await putReview(author.cookie, reviewId, reviewForm({ rating: '1' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/^Reviews can be edited for 30 days after they are written/);
    const eligibility = await t.app.inject({
      method: 'GET',
      url: `/api/user/listings/${listingId}/review`,
      headers: { cookie: author.cookie },
    });
    expect(eligibility.json()).toMatchObject({
      canReview: false,
      editableUntil: null,
      review: { id: reviewId, rating: 3 },
    });
  });
});

describe('the rating aggregate, search and storefront', () => {
  const CITY = 'Ratingabad';
  let listingId: number;
  beforeAll(async () => {
    listingId = await activeListing(t.app, vendor.cookie, 'dj', { city: CITY });
  });

  it('keeps average, count and distribution through create, edit and removal', async () => {
    expect(await searchCard(listingId, CITY)).toMatchObject({
      ratingAverage: null,
      ratingCount: 0,
    });
    const users = [await pastCustomer(listingId), await pastCustomer(listingId)];
    const third = await pastCustomer(listingId);
    await passDays(2, users[0] as Account, users[1] as Account, third);
    const ids: number[] = [];
    for (const [user, stars] of [
      [users[0], '5'],
      [users[1], '4'],
      [third, '4'],
    ] as const) {
      const res = await postReview(
        (user as Account).cookie,
        listingId,
        reviewForm({ rating: stars }),
      );
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    // 13 / 3 = 4.33 -> 4.3
    const list = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviews` });
    expect(list.json().summary).toEqual({
      average: 4.3,
      count: 3,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 2 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    expect(await searchCard(listingId, CITY)).toMatchObject({ ratingAverage: 4.3, ratingCount: 3 });

    // An edit moves the review from 4 to 1 star.
    const edit = await putReview(third.cookie, ids[2] as number, reviewForm({ rating: '1' }));
    expect(edit.statusCode).toBe(200);
    expect(await ratingRow(listingId)).toEqual({
      review_count: 3,
      rating_sum: 10,
      stars_1: 1,
      stars_2: 0,
      stars_3: 0,
      stars_4: 1,
      stars_5: 1,
    });
    expect(await searchCard(listingId, CITY)).toMatchObject({ ratingAverage: 3.3, ratingCount: 3 });

    // Moderation (a later issue) removes a review: it is neither counted nor shown. A reported
    // one still counts.
    await t.database.sql.query("UPDATE reviews SET status = 'removed' WHERE id = $1", [ids[2]]);
    await t.database.sql.query("UPDATE reviews SET status = 'reported' WHERE id = $1", [ids[1]]);
    const after = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviews` });
    expect(after.json().summary).toMatchObject({ average: 4.5, count: 2 });
    expect(after.json().reviews.map((r: { id: number }) => r.id)).not.toContain(ids[2]);
    expect(after.json().total).toBe(2);
    expect(await searchCard(listingId, CITY)).toMatchObject({ ratingAverage: 4.5, ratingCount: 2 });

    // The kept row always equals a count of the reviews themselves.
    const [recount] = await t.database.sql.query<{ n: number; total: number }>(
      "SELECT count(*)::int AS n, sum(rating)::int AS total FROM reviews WHERE listing_id = $1 AND status <> 'removed'",
      [listingId],
    );
    expect(await ratingRow(listingId)).toMatchObject({
      review_count: recount?.n,
      rating_sum: recount?.total,
    });
  });

  it('keeps the rating when the listing leaves search and comes back', async () => {
    await t.database.sql.query("UPDATE listings SET status = 'suspended' WHERE id = $1", [
      listingId,
    ]);
    expect(await searchCard(listingId, CITY)).toBeUndefined();
    await t.database.sql.query("UPDATE listings SET status = 'active' WHERE id = $1", [listingId]);
    expect(await searchCard(listingId, CITY)).toMatchObject({ ratingAverage: 4.5, ratingCount: 2 });
  });

  it('shows a new review in a cached search at once (the listings version moves)', async () => {
    const before = await searchCard(listingId, CITY);
    const user = await pastCustomer(listingId);
    await passDays(2, user);
    // Search again: the answer is cached under the current version.
    expect(await searchCard(listingId, CITY)).toEqual(before);
    const res = await postReview(user.cookie, listingId, reviewForm({ rating: '2' }));
    expect(res.statusCode).toBe(201);
    // (5 + 4 + 2) / 3 = 3.67 -> 3.7
    expect(await searchCard(listingId, CITY)).toMatchObject({ ratingAverage: 3.7, ratingCount: 3 });
  });

  it('gives the storefront its rating and the newest reviews', async () => {
    const extra = await pastCustomer(listingId);
    await passDays(2, extra);
    expect(
      (await postReview(extra.cookie, listingId, reviewForm({ rating: '5' }))).statusCode,
    ).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}` });
    expect(res.statusCode).toBe(200);
    const storefront = res.json();
    expect(storefront.rating).toMatchObject({ average: 4, count: 4 });
    expect(storefront.reviews).toHaveLength(REVIEW_LIMITS.onStorefront);
    const newest = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviews` });
    expect(storefront.reviews).toEqual(newest.json().reviews.slice(0, REVIEW_LIMITS.onStorefront));
    expect(storefront.reviews[0].rating).toBe(5);
  });

  it('lists highest first and in pages', async () => {
    const highest = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${listingId}/reviews?sort=highest`,
    });
    const stars = highest.json().reviews.map((r: { rating: number }) => r.rating);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    expect(stars).toHaveLength(4);
    const page2 = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${listingId}/reviews?page=2`,
    });
    expect(page2.json()).toMatchObject({ reviews: [], total: 4, page: 2, pageSize: 10 });
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${listingId}/reviews?sort=oldest`,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('reply and report', () => {
  let listingId: number;
  let reviewId: number;
  beforeAll(async () => {
    listingId = await activeListing(t.app, vendor.cookie, 'dj', { city: 'Replypur' });
    const user = await pastCustomer(listingId);
    await passDays(2, user);
    const res = await postReview(user.cookie, listingId);
    reviewId = res.json().id;
  });

  it('takes the vendor reply once (409 after)', async () => {
    const reply = (cookie: string, body: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/vendor/reviews/${reviewId}/reply`,
        headers: { cookie },
        payload: { body },
      });
    const first = await reply(vendor.cookie, 'Thank you, it was a joy to play for your family!');
    expect(first.statusCode).toBe(200);
    expect(first.json().vendorReply).toMatchObject({
      body: 'Thank you, it was a joy to play for your family!',
      repliedAt: t.clock.now().toISOString(),
    });
    const second = await reply(vendor.cookie, 'Changed my mind.');
    expect(second.statusCode).toBe(409);
    const list = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviews` });
    expect(list.json().reviews[0].vendorReply.body).toBe(
      'Thank you, it was a joy to play for your family!',
    );
  });

  it('marks a reported review reported, once per person, and keeps showing it', async () => {
    const reporter = await signedIn(t.app, 'user');
    const report = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/reviews/${reviewId}/report`,
        headers: { cookie },
        payload: { reason: 'This reads like an advertisement.' },
      });
    expect((await report(reporter.cookie)).statusCode).toBe(204);
    expect((await report(reporter.cookie)).statusCode).toBe(204);
    expect((await report(vendor.cookie)).statusCode).toBe(204);
    const rows = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM review_reports WHERE review_id = $1',
      [reviewId],
    );
    expect(rows[0]?.n).toBe(2);
    const list = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviews` });
    expect(list.json().reviews[0]).toMatchObject({ id: reviewId, status: 'reported' });
    expect(list.json().summary.count).toBe(1);
  });

  it('answers 404 for a removed review', async () => {
    await t.database.sql.query("UPDATE reviews SET status = 'removed' WHERE id = $1", [reviewId]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/${reviewId}/report`,
      headers: { cookie: vendor.cookie },
      payload: { reason: 'Again.' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('an enquiry sent today', () => {
  it('is refused as a review the same day (the event date is not past)', async () => {
    const listingId = await activeListing(t.app, vendor.cookie, 'dj', { city: 'Todaypur' });
    const user = await signedIn(t.app, 'user');
    const sent = await sendEnquiry(t.app, user.cookie, listingId, {
      eventDate: indianDate(t.clock.now()),
    });
    expect(sent.statusCode).toBe(201);
    const res = await postReview(user.cookie, listingId);
    expect(res.statusCode).toBe(403);
  });
});

describe('a review that means "verified" (issue 27)', () => {
  let listingId: number;
  beforeAll(async () => {
    listingId = await activeListing(t.app, vendor.cookie, 'dj', { city: 'Verifiedpur' });
  });

  async function eligibility(user: Account) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/listings/${listingId}/review`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  async function reviewCount() {
    const rows = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reviews WHERE listing_id = $1',
      [listingId],
    );
    return rows[0]?.n;
  }

  /** Enquires for tomorrow, and the vendor answers and marks it Booked. */
  async function bookedEnquiry(user: Account) {
    const enquiryId = await enquire(t.app, user.cookie, listingId, {
      eventDate: dayFromToday(1, t.clock.now()),
    });
    await vendorAnswers(enquiryId);
    const booked = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/enquiries/${enquiryId}/status`,
      headers: { cookie: vendor.cookie },
      payload: { status: 'booked', bookingValue: '1,50,000' },
    });
    expect(booked.statusCode).toBe(200);
  }

  it("refuses the vendor's own e-mail, own phone or the listing's phone as a reviewer", async () => {
    const before = await reviewCount();
    const sameEmail = await signedIn(t.app, 'user', { email: vendor.account.email });
    const samePhone = await signedIn(t.app, 'user', { phone: VENDOR_PHONE });
    const listingPhone = await signedIn(t.app, 'user', { phone: LISTING_PHONE });
    for (const user of [sameEmail, samePhone, listingPhone]) await bookedEnquiry(user);
    await passDays(2, sameEmail, samePhone, listingPhone);
    for (const user of [sameEmail, samePhone, listingPhone]) {
      expect(await eligibility(user)).toEqual({
        canReview: false,
        reason: SAME_PERSON_AS_VENDOR,
        review: null,
        editableUntil: null,
      });
      const res = await postReview(user.cookie, listingId);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SAME_PERSON_AS_VENDOR);
    }
    expect(await reviewCount()).toBe(before);
  });

  it('refuses until the vendor has answered the enquiry, even after the event date', async () => {
    const user = await signedIn(t.app, 'user');
    const enquiryId = await enquire(t.app, user.cookie, listingId, {
      eventDate: dayFromToday(1, t.clock.now()),
    });
    await passDays(2, user);
    expect(await eligibility(user)).toMatchObject({
      canReview: false,
      reason: AWAITING_VENDOR_ANSWER,
    });
    const refused = await postReview(user.cookie, listingId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AWAITING_VENDOR_ANSWER);

    await vendorAnswers(enquiryId);
    expect(await eligibility(user)).toMatchObject({ canReview: true, reason: null });
    expect((await postReview(user.cookie, listingId)).statusCode).toBe(201);
  });

  it('refuses an enquiry sent for today, the next day too, even when answered and Booked', async () => {
    const before = await reviewCount();
    const user = await signedIn(t.app, 'user');
    const enquiryId = await enquire(t.app, user.cookie, listingId, {
      eventDate: indianDate(t.clock.now()),
    });
    await vendorAnswers(enquiryId);
    const booked = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/enquiries/${enquiryId}/status`,
      headers: { cookie: vendor.cookie },
      payload: { status: 'booked', bookingValue: '1,50,000' },
    });
    expect(booked.statusCode).toBe(200);
    for (const days of [0, 1]) {
      if (days > 0) await passDays(days, user);
      expect(await eligibility(user)).toMatchObject({
        canReview: false,
        reason: ENQUIRY_TOO_LATE,
      });
      const res = await postReview(user.cookie, listingId);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ENQUIRY_TOO_LATE);
    }
    expect(await reviewCount()).toBe(before);
  });
});

describe('photos after a crash', () => {
  it('publishes a staged photo a committed review names, at the next start', async () => {
    const [row] = await t.database.sql.query<{ id: number }>(
      "SELECT id FROM reviews WHERE status <> 'removed' ORDER BY id LIMIT 1",
    );
    if (!row) throw new Error('no review');
    const key = 'img/ab/ab0123456789abcdef0123456789abcd-large.webp';
    const thumb = 'img/ab/ab0123456789abcdef0123456789abcd-thumb.webp';
    await t.parts.storage.stage(key, Buffer.from('webp'));
    await t.parts.storage.stage(thumb, Buffer.from('webp'));
    await t.database.sql.query(
      `INSERT INTO review_photos (review_id, position, storage_key, thumb_key, content_type, bytes,
         width, height, original_name) VALUES ($1, 9, $2, $3, 'image/webp', 4, 10, 10, 'x.png')`,
      [row.id, key, thumb],
    );
    const orphan = 'img/cd/cd0123456789abcdef0123456789abcd-large.webp';
    await t.parts.storage.stage(orphan, Buffer.from('webp'));
    // The next start comes after the upload window: the orphan cannot be an upload under way.
    const later = new Date(Date.now() + uploadWindowMs(t.config.timeouts.uploadMs) + 1000);
    const settled = await recoverStagedMedia(
      t.database.db,
      t.parts.storage,
      later,
      t.config.timeouts.uploadMs,
    );
    expect(settled).toEqual({ published: 2, discarded: 1 });
    expect((await t.parts.storage.stat(key))?.size).toBe(4);
    expect(await t.parts.storage.stat(orphan)).toBeNull();
    await t.database.sql.query('DELETE FROM review_photos WHERE storage_key = $1', [key]);
  });
});

describe('the government-ID guard on review photos', () => {
  it('refuses an ID photo and leaves no file and no row', async () => {
    const tempDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-review-guard-'));
    const database = await testDatabase();
    const message = 'Upload blocked: Government-issued documents are not allowed.';
    let seen = 0;
    const guard: MediaGuard = {
      async checkImage({ name }) {
        seen += 1;
        if (name === 'aadhaar.png') {
          throw new DomainError('unprocessable', message, { fieldErrors: { images: message } });
        }
      },
      async checkVideo() {},
    };
    const clock = new TestClock();
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: tempDir,
        WEB_DIST_DIR: path.join(tempDir, 'no-web-build'),
        ID_GUARD: 'off',
      }),
      database,
      migrationVersion: database.migrationVersion,
      clock: clock.now,
      mediaGuard: guard,
    });
    try {
      await app.ready();
      rememberTestApp(app, database, clock.now);
      const owner = await signedIn(app, 'vendor', { phone: VENDOR_PHONE });
      const user = await signedIn(app, 'user');
      const id = await activeListing(app, owner.cookie, 'dj', { city: 'Guardpur' });
      const enquiryId = await enquire(app, user.cookie, id);
      const booked = await app.inject({
        method: 'PUT',
        url: `/api/vendor/enquiries/${enquiryId}/status`,
        headers: { cookie: owner.cookie },
        payload: { status: 'booked', bookingValue: '1,50,000' },
      });
      expect(booked.statusCode).toBe(200);
      const body = multipart(reviewForm(), [
        await photo('wedding.png'),
        { field: 'photos', name: 'aadhaar.png', type: 'image/png', data: await png(320, 200) },
      ]);
      const res = await app.inject({
        method: 'POST',
        url: `/api/user/listings/${id}/review`,
        headers: { ...body.headers, cookie: user.cookie },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message, fieldErrors: { photos: message } });
      expect(seen).toBe(2);
      const files = await readdir(tempDir, { recursive: true, withFileTypes: true });
      expect(
        files.filter((f) => f.isFile() && /media/.test(path.relative(tempDir, f.parentPath))),
      ).toEqual([]);
      const rows = await database.sql.query<{ n: number }>(
        'SELECT (SELECT count(*) FROM reviews)::int + (SELECT count(*) FROM review_photos)::int AS n',
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await app.close();
      await database.close();
      await rm(tempDir, { recursive: true, force: true });
    }
  });
});
