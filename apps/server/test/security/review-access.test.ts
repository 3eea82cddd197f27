import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signInAgain } from '../accounts';
import { activeListing, dayFromToday, enquire, sendMessage } from '../contact';
import { buildTestApp, type TestApp } from '../helper';
import { type Account, type Actor, ANONYMOUS, type Call, send } from './access-fixtures';

// Object- and function-level access to reviews (issue 16; OWASP API1 and API5:2023, ASVS 5.0
// 8.2.1, 8.2.2): a review is edited only by its author, replied to only by its listing's vendor,
// reported by anyone signed in. Nobody signed in and the wrong role get 401; another person's
// review is answered as one that does not exist (404); no refused call changes anything.

const NO_SUCH_REVIEW = { message: 'No such review was found.' };
const USER_SIGN_IN = { message: 'Please sign in to continue.' };
const VENDOR_SIGN_IN = { message: 'Please sign in as a vendor to continue.' };
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let owner: Account;
let otherVendor: Account;
let author: Account;
let stranger: Account;
let listingId: number;
let reviewId: number;
let baseline: Awaited<ReturnType<typeof reviewState>>;

/** Everything a refused call could have changed. */
async function reviewState() {
  const q = (text: string) => t.database.sql.query(text);
  return {
    reviews: await q(
      `SELECT id, rating, title, body, status, vendor_reply, vendor_replied_at, updated_at
       FROM reviews ORDER BY id`,
    ),
    photos: await q('SELECT id, review_id, storage_key FROM review_photos ORDER BY id'),
    reports: await q('SELECT id, review_id, user_id, vendor_id FROM review_reports ORDER BY id'),
    ratings: await q('SELECT * FROM listing_ratings ORDER BY listing_id'),
  };
}

/** An account as the access fixtures send as: its current cookie. */
function as(account: Account, name: string): Actor {
  return { name, cookie: account.cookie };
}

const FORM = {
  rating: '1',
  title: 'Changed by someone else',
  body: 'This text was written by somebody who is not the author of the review.',
};

beforeAll(async () => {
  t = await buildTestApp();
  // A phone of its own: a user sharing the vendor's would be the vendor (issue 27).
  owner = await signedIn(t.app, 'vendor', { phone: '9123456780' });
  otherVendor = await signedIn(t.app, 'vendor');
  author = await signedIn(t.app, 'user');
  stranger = await signedIn(t.app, 'user');
  listingId = await activeListing(t.app, owner.cookie, 'dj', { city: 'Accesspur' });
  await activeListing(t.app, otherVendor.cookie, 'dj', { city: 'Accesspur' });
  const enquiryId = await enquire(t.app, author.cookie, listingId, {
    eventDate: dayFromToday(1, t.clock.now()),
  });
  // The vendor answered: a review needs that (issue 27).
  const answered = await sendMessage(t.app, owner.cookie, enquiryId, 'Yes, we are free.');
  if (answered.statusCode !== 201) throw new Error(`vendor message failed: ${answered.body}`);
  t.clock.advance(2 * DAY_MS);
  for (const [account, role] of [
    [owner, 'vendor'],
    [otherVendor, 'vendor'],
    [author, 'user'],
    [stranger, 'user'],
  ] as const) {
    account.cookie = (await signInAgain(t.app, role, account.account)).cookie;
  }
  const created = await send(t.app, as(author, 'author'), {
    method: 'POST',
    url: `/api/user/listings/${listingId}/review`,
    body: {
      form: {
        rating: '5',
        title: 'Wonderful',
        body: 'They played every song we asked for and more, a wonderful night.',
      },
    },
  });
  if (created.statusCode !== 201) throw new Error(`review failed: ${created.body}`);
  reviewId = created.json().id;
  baseline = await reviewState();
});
afterAll(() => t.close());

function calls(): Record<string, Call> {
  return {
    eligibility: { method: 'GET', url: `/api/user/listings/${listingId}/review` },
    create: {
      method: 'POST',
      url: `/api/user/listings/${listingId}/review`,
      body: { form: FORM },
    },
    edit: { method: 'PUT', url: `/api/user/reviews/${reviewId}`, body: { form: FORM } },
    reply: {
      method: 'POST',
      url: `/api/vendor/reviews/${reviewId}/reply`,
      body: { json: { body: 'A reply by someone else.' } },
    },
    report: {
      method: 'POST',
      url: `/api/reviews/${reviewId}/report`,
      body: { json: { reason: 'Not a real review.' } },
    },
  };
}

describe('nobody signed in, and the wrong role, get 401 and change nothing', () => {
  const cases: [string, () => Actor, string, object][] = [
    ['anonymous', () => ANONYMOUS, 'eligibility', USER_SIGN_IN],
    ['anonymous', () => ANONYMOUS, 'create', USER_SIGN_IN],
    ['anonymous', () => ANONYMOUS, 'edit', USER_SIGN_IN],
    ['anonymous', () => ANONYMOUS, 'reply', VENDOR_SIGN_IN],
    ['anonymous', () => ANONYMOUS, 'report', USER_SIGN_IN],
    ['a vendor', () => as(owner, 'vendor'), 'eligibility', USER_SIGN_IN],
    ['a vendor', () => as(owner, 'vendor'), 'create', USER_SIGN_IN],
    ['a vendor', () => as(owner, 'vendor'), 'edit', USER_SIGN_IN],
    ['a user', () => as(author, 'user'), 'reply', VENDOR_SIGN_IN],
  ];
  it.each(cases)('%s: %s', async (_who, actor, call, message) => {
    const res = await send(t.app, actor(), calls()[call] as Call);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(message);
    expect(await reviewState()).toEqual(baseline);
  });
});

describe("another person's review is answered as none (404)", () => {
  it("another user's edit", async () => {
    const res = await send(t.app, as(stranger, 'stranger'), calls().edit as Call);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NO_SUCH_REVIEW);
    expect(await reviewState()).toEqual(baseline);
  });

  it("another vendor's reply", async () => {
    const res = await send(t.app, as(otherVendor, 'other vendor'), calls().reply as Call);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NO_SUCH_REVIEW);
    expect(await reviewState()).toEqual(baseline);
  });

  it('a review that does not exist, to its vendor and to a reporter', async () => {
    for (const [actor, call] of [
      [as(owner, 'owner'), { ...calls().reply, url: '/api/vendor/reviews/987654321/reply' }],
      [as(stranger, 'stranger'), { ...calls().report, url: '/api/reviews/987654321/report' }],
      [as(author, 'author'), { ...calls().edit, url: '/api/user/reviews/987654321' }],
    ] as const) {
      const res = await send(t.app, actor, call as Call);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NO_SUCH_REVIEW);
    }
    expect(await reviewState()).toEqual(baseline);
  });
});

describe('what a review shows of its author', () => {
  it('never the email, phone or user id', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviews` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(author.account.email);
    expect(res.body).not.toContain(author.account.phone);
    expect(res.body).not.toContain('userId');
    expect(res.json().reviews[0].authorName).toBe('Asha V.');
  });
});

describe('the rightful people may', () => {
  it('the author edits, the owner replies, a stranger reports', async () => {
    expect((await send(t.app, as(author, 'author'), calls().edit as Call)).statusCode).toBe(200);
    expect((await send(t.app, as(owner, 'owner'), calls().reply as Call)).statusCode).toBe(200);
    expect((await send(t.app, as(stranger, 'stranger'), calls().report as Call)).statusCode).toBe(
      204,
    );
    expect(
      (await send(t.app, as(otherVendor, 'other vendor'), calls().report as Call)).statusCode,
    ).toBe(204);
    const after = await reviewState();
    expect(after.reports).toHaveLength(2);
    expect(after.reviews[0]).toMatchObject({ rating: 1, status: 'reported' });
  });
});
