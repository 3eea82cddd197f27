import { indianDate } from '@mandap/shared/dates';
import { LIMITS } from '@mandap/shared/limits';
import {
  CreateEnquiryReplySchema,
  ForwardEnquiryReplySchema,
} from '@mandap/shared/schemas/enquiries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import {
  activeListing,
  dayFromToday,
  enquire,
  enquiryBody,
  sendEnquiry,
} from '../../../test/contact';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createListing } from '../../../test/listings';
import { LISTING_NOT_TAKING_ENQUIRIES, NO_SUCH_ENQUIRY, NOT_AMONG_SIMILAR } from './service';

// POST /api/user/enquiries and .../forward: validation, the listing's state, similar vendors,
// sending to them, the daily limit (also under parallel requests), and what an enquiry leaves
// behind (its first message, the vendor's notification, the listing's daily count). Each group
// keeps to a made-up city of its own, so the similar vendors of one never meet another's.

let t: TestApp;
type Account = Awaited<ReturnType<typeof signedIn>>;
let vendor: Account;
let rival: Account;

beforeAll(async () => {
  t = await buildTestApp();
  vendor = await signedIn(t.app, 'vendor');
  rival = await signedIn(t.app, 'vendor');
});
afterAll(() => t.close());

const today = () => indianDate(t.clock.now());

async function count(table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const [row] = await t.database.sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
    params,
  );
  return row?.n ?? 0;
}

async function vendorIdOfListing(listingId: number): Promise<number> {
  const [row] = await t.database.sql.query<{ vendor_id: number }>(
    'SELECT vendor_id FROM listings WHERE id = $1',
    [listingId],
  );
  if (!row) throw new Error(`no listing ${listingId}`);
  return row.vendor_id;
}

async function enquiriesToday(listingId: number): Promise<number> {
  const [row] = await t.database.sql.query<{ enquiries: number }>(
    'SELECT enquiries FROM listing_daily_stats WHERE listing_id = $1 AND day = $2::date',
    [listingId, today()],
  );
  return row?.enquiries ?? 0;
}

function forward(cookie: string, enquiryId: number, listingIds: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/user/enquiries/${enquiryId}/forward`,
    headers: { cookie },
    payload: { listingIds },
  });
}

describe('sending an enquiry', () => {
  let listingId: number;
  beforeAll(async () => {
    listingId = await activeListing(
      t.app,
      vendor.cookie,
      'dj',
      { firmName: 'Shaadi Beats', city: 'Sendpur' },
      { fromPriceRupees: 20_000 },
    );
  });

  it('answers 201 with the enquiry, which opens its conversation with the message as its first', async () => {
    const user = await signedIn(t.app, 'user');
    const body = enquiryBody(listingId, { city: 'Sendpur', guests: '250' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/enquiries',
      headers: { cookie: user.cookie },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { enquiry } = CreateEnquiryReplySchema.parse(res.json());
    expect(enquiry).toEqual({
      id: expect.any(Number),
      listingId,
      firmName: 'Shaadi Beats',
      category: 'dj',
      listingUrl: `/Vendors/${listingId}/shaadi-beats`,
      userName: user.account.name,
      // The address typed on the enquiry is not the account's (verified) one (decision 0069).
      userEmailVerified: false,
      eventDate: body.eventDate,
      eventType: 'wedding',
      city: 'Sendpur',
      guests: 250,
      budgetRupees: 150_000,
      message: body.message,
      phone: '9876543210',
      email: 'couple@example.in',
      status: 'new',
      createdAt: t.clock.now().toISOString(),
      // The commission and the booking are the vendor's to see (decision 0075).
      commissionTerms: null,
      booking: null,
      coupleAnswer: null,
    });
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${enquiry.id}`,
      headers: { cookie: user.cookie },
    });
    expect(thread.json().messages).toEqual([
      {
        id: expect.any(Number),
        from: 'user',
        mine: true,
        body: body.message,
        sentAt: enquiry.createdAt,
      },
    ]);
  });

  it("notifies the listing's vendor and counts the enquiry in the listing's day", async () => {
    const user = await signedIn(t.app, 'user');
    const before = await enquiriesToday(listingId);
    const id = await enquire(t.app, user.cookie, listingId, { eventType: 'sangeet', guests: 80 });
    expect(await enquiriesToday(listingId)).toBe(before + 1);
    const notes = await t.database.sql.query<Record<string, unknown>>(
      'SELECT user_id, vendor_id, kind, title, body, link, read_at FROM notifications WHERE link = $1',
      [`/enquiries?enquiry=${id}`],
    );
    expect(notes).toEqual([
      {
        user_id: null,
        vendor_id: await vendorIdOfListing(listingId),
        kind: 'enquiry',
        title: `New enquiry for Shaadi Beats from ${user.account.name}`,
        body: expect.stringMatching(
          /^Sangeet on \d{1,2} \w{3} \d{4} in Jaipur, 80 guests, budget ₹1,50,000\.$/,
        ),
        link: `/enquiries?enquiry=${id}`,
        read_at: null,
      },
    ]);
    await enquire(t.app, user.cookie, listingId, { eventDate: dayFromToday(90) });
    expect(await enquiriesToday(listingId)).toBe(before + 2);
  });

  it('keeps a phone and a budget typed as people do (issue 31)', async () => {
    const user = await signedIn(t.app, 'user');
    const res = await sendEnquiry(t.app, user.cookie, listingId, {
      phone: '+91 98765 43210',
      budgetRupees: '₹ 1,50,000',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().enquiry).toMatchObject({ phone: '9876543210', budgetRupees: 150000 });
    const [row] = await t.database.sql.query<{ phone: string }>(
      'SELECT phone FROM enquiries WHERE id = $1',
      [res.json().enquiry.id],
    );
    expect(row?.phone).toBe('9876543210');
  });

  it('takes an enquiry without a budget (absent or null)', async () => {
    const user = await signedIn(t.app, 'user');
    const { budgetRupees: _, ...withoutBudget } = enquiryBody(listingId);
    const absent = await t.app.inject({
      method: 'POST',
      url: '/api/user/enquiries',
      headers: { cookie: user.cookie },
      payload: withoutBudget,
    });
    expect(absent.statusCode, absent.body).toBe(201);
    expect(absent.json().enquiry.budgetRupees).toBeNull();
    const nulled = await sendEnquiry(t.app, user.cookie, listingId, { budgetRupees: null });
    expect(nulled.statusCode, nulled.body).toBe(201);
    expect(nulled.json().enquiry.budgetRupees).toBeNull();
  });

  it('refuses a form with the shared messages, field by field, and stores nothing', async () => {
    const user = await signedIn(t.app, 'user');
    const before = await count('enquiries');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { eventDate: dayFromToday(-1, t.clock.now()) },
        { eventDate: 'The event date cannot be in the past.' },
      ],
      [
        { eventDate: dayFromToday(4 * 366, t.clock.now()) },
        { eventDate: 'Choose an event date within the next 3 years.' },
      ],
      [{ eventDate: '2030-02-30' }, { eventDate: 'Choose a date (YYYY-MM-DD).' }],
      [
        { eventDate: '', eventType: 'funeral', city: ' ', guests: 0, message: '' },
        {
          eventDate: 'Choose the date of your event.',
          eventType: 'Choose the type of event.',
          city: 'Enter the city of your event.',
          guests: 'Enter the number of guests, for example 200.',
          message: 'Write a message to the vendor.',
        },
      ],
      [
        { message: 'x'.repeat(LIMITS.messageMaxLength + 1) },
        { message: 'A message can be at most 2000 characters.' },
      ],
      [
        { phone: '12345', email: 'not-an-email', budgetRupees: 0 },
        {
          phone: 'Please enter a valid 10-digit phone number: this one has 5 digits.',
          email: 'Invalid email address',
          budgetRupees:
            'Enter your budget in whole rupees, for example 1,50,000, or leave it empty.',
        },
      ],
      [
        { phone: '98765 abcde', budgetRupees: '1,5,0000' },
        {
          phone: 'Please enter a valid 10-digit phone number',
          budgetRupees: 'Enter your budget in whole rupees, for example 1,50,000.',
        },
      ],
    ];
    for (const [overrides, fieldErrors] of cases) {
      const res = await sendEnquiry(t.app, user.cookie, listingId, overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toEqual({ message: 'Please correct the errors in the form', fieldErrors });
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/user/enquiries',
      headers: { cookie: user.cookie },
      payload: { listingId },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors).sort()).toEqual(
      ['city', 'email', 'eventDate', 'eventType', 'guests', 'message', 'phone'].sort(),
    );
    expect(await count('enquiries')).toBe(before);
  });

  it('takes a message of exactly 2000 characters, and the event on today', async () => {
    const user = await signedIn(t.app, 'user');
    const res = await sendEnquiry(t.app, user.cookie, listingId, {
      message: 'y'.repeat(LIMITS.messageMaxLength),
      eventDate: today(),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('answers 404 for a listing that is not active (pending payment, suspended, missing)', async () => {
    const user = await signedIn(t.app, 'user');
    const pending = await createListing(t.app, vendor.cookie, 'dj', { city: 'Sendpur' });
    const suspended = await activeListing(t.app, vendor.cookie, 'dj', { city: 'Sendpur' });
    await t.database.sql.query("UPDATE listings SET status = 'suspended' WHERE id = $1", [
      suspended,
    ]);
    const before = await count('enquiries');
    for (const id of [pending, suspended, 987_654_321]) {
      const res = await sendEnquiry(t.app, user.cookie, id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: LISTING_NOT_TAKING_ENQUIRIES });
    }
    expect(await count('enquiries')).toBe(before);
  });
});

describe('similar vendors', () => {
  const CITY = 'Similarpur';
  const L: Record<string, number> = {};
  let user: Account;
  beforeAll(async () => {
    user = await signedIn(t.app, 'user');
    const dj = (name: string, rupees: number, city = CITY) =>
      activeListing(
        t.app,
        rival.cookie,
        'dj',
        { firmName: name, city },
        { fromPriceRupees: rupees },
      );
    L.asked = await activeListing(
      t.app,
      vendor.cookie,
      'dj',
      { firmName: 'Asked Beats', city: CITY },
      { fromPriceRupees: 20_000 },
    );
    L.p21 = await dj('Near Beats', 21_000);
    L.p18 = await dj('Close Beats', 18_000);
    L.p25 = await dj('Mid Beats', 25_000);
    L.p30 = await dj('Far Beats', 30_000);
    L.p50 = await dj('Farther Beats', 50_000);
    L.p90 = await dj('Farthest Beats', 90_000);
    L.otherCity = await dj('Elsewhere Beats', 20_000, 'Otherpur');
    L.photographer = await activeListing(
      t.app,
      rival.cookie,
      'photo-video',
      { firmName: 'Same City Photos', city: CITY },
      { fromPriceRupees: 20_000 },
    );
    L.pending = await createListing(t.app, rival.cookie, 'dj', {
      firmName: 'Unpaid Beats',
      city: CITY,
    });
  });

  const ids = (res: { json(): unknown }) =>
    CreateEnquiryReplySchema.parse(res.json()).similar.map((s) => s.listingId);

  it('offers up to 5 active listings of the same category and city, closest in price first', async () => {
    const res = await sendEnquiry(t.app, user.cookie, L.asked as number, {
      eventDate: dayFromToday(40),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(ids(res)).toEqual([L.p21, L.p18, L.p25, L.p30, L.p50]);
    const [first] = CreateEnquiryReplySchema.parse(res.json()).similar;
    expect(first).toMatchObject({
      firmName: 'Near Beats',
      category: 'dj',
      city: CITY,
      fromPricePaise: 2_100_000,
      url: `/Vendors/${L.p21}/near-beats`,
    });
  });

  it('leaves out the listings this user already asked about for that date, not for other dates', async () => {
    const date = dayFromToday(41);
    await enquire(t.app, user.cookie, L.p21 as number, { eventDate: date });
    const sameDay = await sendEnquiry(t.app, user.cookie, L.asked as number, { eventDate: date });
    expect(ids(sameDay)).toEqual([L.p18, L.p25, L.p30, L.p50, L.p90]);
    const otherDay = await sendEnquiry(t.app, user.cookie, L.asked as number, {
      eventDate: dayFromToday(42),
    });
    expect(ids(otherDay)).toEqual([L.p21, L.p18, L.p25, L.p30, L.p50]);
    // Another user's enquiries change nothing for this one.
    const someoneElse = await signedIn(t.app, 'user');
    const theirs = await sendEnquiry(t.app, someoneElse.cookie, L.asked as number, {
      eventDate: date,
    });
    expect(ids(theirs)).toEqual([L.p21, L.p18, L.p25, L.p30, L.p50]);
  });

  it('leaves out listings booked on the event date (a vendor marked an enquiry Booked)', async () => {
    const date = dayFromToday(43);
    const couple = await signedIn(t.app, 'user');
    const booked = await enquire(t.app, couple.cookie, L.p18 as number, { eventDate: date });
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/enquiries/${booked}/status`,
      headers: { cookie: rival.cookie },
      payload: { status: 'booked', bookingValue: '1,50,000' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const res = await sendEnquiry(t.app, user.cookie, L.asked as number, { eventDate: date });
    expect(ids(res)).toEqual([L.p21, L.p25, L.p30, L.p50, L.p90]);
    const nextDay = await sendEnquiry(t.app, user.cookie, L.asked as number, {
      eventDate: dayFromToday(44),
    });
    expect(ids(nextDay)).toContain(L.p18);
  });
});

describe('sending the same enquiry to similar vendors', () => {
  const CITY = 'Forwardpur';
  const L: Record<string, number> = {};
  beforeAll(async () => {
    L.asked = await activeListing(
      t.app,
      vendor.cookie,
      'catering',
      { firmName: 'Asked Caterers', city: CITY },
      { fromPriceRupees: 500 },
    );
    L.a = await activeListing(
      t.app,
      rival.cookie,
      'catering',
      { firmName: 'Annapurna Caterers', city: CITY },
      { fromPriceRupees: 550 },
    );
    L.b = await activeListing(
      t.app,
      rival.cookie,
      'catering',
      { firmName: 'Bhoj Caterers', city: CITY },
      { fromPriceRupees: 600 },
    );
    L.c = await activeListing(
      t.app,
      rival.cookie,
      'catering',
      { firmName: 'Chaska Caterers', city: CITY },
      { fromPriceRupees: 700 },
    );
    L.elsewhere = await activeListing(
      t.app,
      rival.cookie,
      'catering',
      { firmName: 'Elsewhere Caterers', city: 'Otherpur' },
      { fromPriceRupees: 500 },
    );
  });

  async function original(user: Account) {
    const res = await sendEnquiry(t.app, user.cookie, L.asked as number, {
      city: CITY,
      eventType: 'reception',
      guests: 400,
      budgetRupees: 300_000,
      message: 'Veg menu for 400, evening reception.',
    });
    expect(res.statusCode, res.body).toBe(201);
    return CreateEnquiryReplySchema.parse(res.json());
  }

  it('sends it to each ticked vendor as it is, with their notifications and daily counts', async () => {
    const user = await signedIn(t.app, 'user');
    const first = await original(user);
    expect(first.similar.map((s) => s.listingId)).toEqual([L.a, L.b, L.c]);
    const before = {
      a: await enquiriesToday(L.a as number),
      c: await enquiriesToday(L.c as number),
    };
    const res = await forward(user.cookie, first.enquiry.id, [L.c, L.a]);
    expect(res.statusCode, res.body).toBe(201);
    const { enquiries } = ForwardEnquiryReplySchema.parse(res.json());
    expect(enquiries.map((e) => e.listingId).sort()).toEqual([L.a, L.c].sort());
    const { id: _i, listingId: _l, firmName: _f, listingUrl: _u, ...same } = first.enquiry;
    for (const copy of enquiries) {
      expect(copy).toMatchObject({ ...same, status: 'new' });
      expect(copy.id).not.toBe(first.enquiry.id);
      const notes = await count(
        'notifications',
        "kind = 'enquiry' AND link = $1 AND vendor_id = $2",
        [`/enquiries?enquiry=${copy.id}`, await vendorIdOfListing(copy.listingId)],
      );
      expect(notes).toBe(1);
    }
    expect(await enquiriesToday(L.a as number)).toBe(before.a + 1);
    expect(await enquiriesToday(L.c as number)).toBe(before.c + 1);
    // Asked once, the vendor is no longer offered for that date.
    const again = await sendEnquiry(t.app, user.cookie, L.b as number, {
      eventDate: first.enquiry.eventDate,
    });
    expect(CreateEnquiryReplySchema.parse(again.json()).similar.map((s) => s.listingId)).toEqual(
      [],
    );
  });

  it('refuses (400) a listing that is not among the similar ones, and sends none of the others', async () => {
    const user = await signedIn(t.app, 'user');
    const first = await original(user);
    const before = await count('enquiries');
    for (const listingIds of [[L.a, L.elsewhere], [L.asked], [L.a, 987_654_321]]) {
      const res = await forward(user.cookie, first.enquiry.id, listingIds);
      expect(res.statusCode, JSON.stringify(listingIds)).toBe(400);
      expect(res.json()).toEqual({
        message: NOT_AMONG_SIMILAR,
        fieldErrors: { listingIds: NOT_AMONG_SIMILAR },
      });
    }
    expect(await count('enquiries')).toBe(before);
    // Sent once, a vendor cannot be sent the same enquiry again.
    expect((await forward(user.cookie, first.enquiry.id, [L.b])).statusCode).toBe(201);
    const twice = await forward(user.cookie, first.enquiry.id, [L.b]);
    expect(twice.statusCode).toBe(400);
    expect(await count('enquiries')).toBe(before + 1);
  });

  it('refuses an empty or too long list with the shared messages', async () => {
    const user = await signedIn(t.app, 'user');
    const first = await original(user);
    const empty = await forward(user.cookie, first.enquiry.id, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ listingIds: 'Tick at least one vendor.' });
    const many = await forward(user.cookie, first.enquiry.id, [1, 2, 3, 4, 5, 6]);
    expect(many.statusCode).toBe(400);
    expect(many.json().fieldErrors).toEqual({ listingIds: 'Tick at most 5 vendors.' });
  });

  it("answers 404 for another user's enquiry and for one that does not exist", async () => {
    const owner = await signedIn(t.app, 'user');
    const stranger = await signedIn(t.app, 'user');
    const first = await original(owner);
    const before = await count('enquiries');
    for (const id of [first.enquiry.id, 987_654_321]) {
      const res = await forward(stranger.cookie, id, [L.a]);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: NO_SUCH_ENQUIRY });
    }
    expect(await count('enquiries')).toBe(before);
  });
});

describe('the daily limit', () => {
  const LIMIT = LIMITS.enquiriesPerUserPerDay;
  let listingId: number;
  let similarIds: number[];
  beforeAll(async () => {
    listingId = await activeListing(
      t.app,
      vendor.cookie,
      'decoration',
      { firmName: 'Limit Decor', city: 'Limitpur' },
      { fromPriceRupees: 10_000 },
    );
    similarIds = [];
    for (const rupees of [11_000, 12_000, 13_000]) {
      similarIds.push(
        await activeListing(
          t.app,
          rival.cookie,
          'decoration',
          { firmName: `Decor ${rupees}`, city: 'Limitpur' },
          { fromPriceRupees: rupees },
        ),
      );
    }
  });

  async function sentBy(user: Account): Promise<number> {
    const [row] = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM enquiries e JOIN users u ON u.id = e.user_id WHERE u.email = $1',
      [user.account.email],
    );
    return row?.n ?? 0;
  }

  it(`allows ${LIMIT} in a rolling 24 hours, then 429 with when more can be sent`, async () => {
    const user = await signedIn(t.app, 'user');
    for (let i = 0; i < LIMIT / 2; i += 1) await enquire(t.app, user.cookie, listingId);
    t.clock.advance(12 * 60 * 60 * 1000);
    for (let i = 0; i < LIMIT / 2; i += 1) await enquire(t.app, user.cookie, listingId);
    const refused = await sendEnquiry(t.app, user.cookie, listingId);
    expect(refused.statusCode).toBe(429);
    // The first ten leave the window 12 hours from now.
    expect(refused.headers['retry-after']).toBe(String(12 * 60 * 60));
    expect(refused.json()).toEqual({
      kind: 'rate_limited',
      message: expect.stringMatching(
        /^You have sent 20 enquiries in the last 24 hours, the most Mandap allows\. You can send more from \d{1,2} \w{3}, \d{1,2}:\d{2} (am|pm) \(India time\)\.$/,
      ),
    });
    expect(await sentBy(user)).toBe(LIMIT);
    t.clock.advance(12 * 60 * 60 * 1000 - 1000);
    expect((await sendEnquiry(t.app, user.cookie, listingId)).statusCode).toBe(429);
    t.clock.advance(1000);
    // The first ten have left the window: ten more fit, not eleven.
    for (let i = 0; i < LIMIT / 2; i += 1) await enquire(t.app, user.cookie, listingId);
    expect((await sendEnquiry(t.app, user.cookie, listingId)).statusCode).toBe(429);
    expect(await sentBy(user)).toBe(LIMIT + LIMIT / 2);
  });

  it('counts enquiries sent to similar vendors, and sends none of a forward that would pass it', async () => {
    const user = await signedIn(t.app, 'user');
    const date = dayFromToday(50, t.clock.now());
    const first = await sendEnquiry(t.app, user.cookie, listingId, { eventDate: date });
    const enquiryId = first.json().enquiry.id as number;
    for (let i = 1; i < LIMIT - 2; i += 1) {
      await enquire(t.app, user.cookie, listingId, { eventDate: dayFromToday(51, t.clock.now()) });
    }
    expect(await sentBy(user)).toBe(LIMIT - 2);
    const tooMany = await forward(user.cookie, enquiryId, similarIds);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toMatch(
      /^You can send 2 more enquiries now \(at most 20 in 24 hours\), so these 3 were not sent\. Tick 2 or fewer, or send them from .+ \(India time\)\.$/,
    );
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    expect(await sentBy(user)).toBe(LIMIT - 2);
    const fits = await forward(user.cookie, enquiryId, similarIds.slice(0, 2));
    expect(fits.statusCode, fits.body).toBe(201);
    expect(await sentBy(user)).toBe(LIMIT);
    expect((await forward(user.cookie, enquiryId, similarIds.slice(2))).statusCode).toBe(429);
  });

  it('holds under 25 parallel requests of one user: exactly 20 are sent', async () => {
    const user = await signedIn(t.app, 'user');
    const replies = await Promise.all(
      Array.from({ length: 25 }, () => sendEnquiry(t.app, user.cookie, listingId)),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - LIMIT);
    expect(await sentBy(user)).toBe(LIMIT);
  });

  it("is each user's own: another user can still send", async () => {
    const other = await signedIn(t.app, 'user');
    expect((await sendEnquiry(t.app, other.cookie, listingId)).statusCode).toBe(201);
  });
});

describe('the daily limit of an address (issue 27)', () => {
  const PER_ADDRESS = LIMITS.enquiriesPerAddressPerDay;
  const PER_USER = LIMITS.enquiriesPerUserPerDay;
  let listingId: number;
  beforeAll(async () => {
    listingId = await activeListing(t.app, vendor.cookie, 'dj', { city: 'Addresspur' });
  });

  async function sentFrom(address: string): Promise<number> {
    const [row] = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM enquiries WHERE sent_from = $1',
      [address],
    );
    return row?.n ?? 0;
  }

  it(`allows ${PER_ADDRESS} from one address in 24 hours whatever accounts send them, then 429`, async () => {
    const address = '10.250.0.1';
    const accounts = PER_ADDRESS / PER_USER;
    for (let a = 0; a < accounts; a += 1) {
      const user = await signedIn(t.app, 'user');
      for (let i = 0; i < PER_USER; i += 1) {
        const res = await sendEnquiry(t.app, user.cookie, listingId, {}, address);
        expect(res.statusCode, res.body).toBe(201);
      }
    }
    expect(await sentFrom(address)).toBe(PER_ADDRESS);
    const fresh = await signedIn(t.app, 'user');
    const refused = await sendEnquiry(t.app, fresh.cookie, listingId, {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      kind: 'rate_limited',
      message: expect.stringMatching(
        /^60 enquiries have been sent from your network in the last 24 hours, the most Mandap allows from one network\. You can send more from \d{1,2} \w{3}, \d{1,2}:\d{2} (am|pm) \(India time\)\.$/,
      ),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await sentFrom(address)).toBe(PER_ADDRESS);
    // The same account from another address may still send.
    expect((await sendEnquiry(t.app, fresh.cookie, listingId, {}, '10.250.0.2')).statusCode).toBe(
      201,
    );
    t.clock.advance(24 * 60 * 60 * 1000);
    const later = await signedIn(t.app, 'user');
    expect((await sendEnquiry(t.app, later.cookie, listingId, {}, address)).statusCode).toBe(201);
  });
});
