import { LIMITS } from '@mandap/shared/limits';
import {
  ConversationListSchema,
  ConversationSchema,
  EnquirySchema,
  InboxCountsSchema,
  MessageSchema,
  VendorEnquiryListSchema,
} from '@mandap/shared/schemas/enquiries';
import { StorefrontSchema } from '@mandap/shared/schemas/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { activeListing, dayFromToday, enquire, sendMessage } from '../../../test/contact';
import { buildTestApp, type TestApp } from '../../../test/helper';

// Chat between a couple and a vendor: the lists of both sides, threads and polling with ?after=,
// messages, read marks and unread counts, notifications once per unread run, the vendor's
// Enquiries page and its Booked and Declined, and the inbox badges.

let t: TestApp;
type Account = Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function get(cookie: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

async function conversations(cookie: string) {
  const res = await get(cookie, '/api/conversations');
  expect(res.statusCode, res.body).toBe(200);
  return ConversationListSchema.parse(res.json()).conversations;
}

async function thread(cookie: string, enquiryId: number, after?: number) {
  const res = await get(
    cookie,
    `/api/conversations/${enquiryId}${after === undefined ? '' : `?after=${after}`}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return ConversationSchema.parse(res.json());
}

async function counts(cookie: string) {
  const res = await get(cookie, '/api/inbox/counts');
  expect(res.statusCode, res.body).toBe(200);
  return InboxCountsSchema.parse(res.json());
}

async function say(cookie: string, enquiryId: number, body: string) {
  const res = await sendMessage(t.app, cookie, enquiryId, body);
  expect(res.statusCode, res.body).toBe(201);
  return MessageSchema.parse(res.json());
}

function markRead(cookie: string, enquiryId: number, body?: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/conversations/${enquiryId}/read`,
    headers: { cookie },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** Booked goes with a booking value (decision 0075). */
function setStatus(cookie: string, enquiryId: number, status: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/vendor/enquiries/${enquiryId}/status`,
    headers: { cookie },
    payload: status === 'booked' ? { status, bookingValue: '1,50,000' } : { status },
  });
}

async function notificationsFor(enquiryId: number) {
  return t.database.sql.query<{
    user_id: number | null;
    vendor_id: number | null;
    kind: string;
    title: string;
    body: string;
    link: string;
  }>(
    `SELECT user_id, vendor_id, kind, title, body, link FROM notifications
     WHERE link IN ($1, $2) ORDER BY id`,
    [`/chat/${enquiryId}`, `/enquiries?enquiry=${enquiryId}`],
  );
}

/** A vendor with an active listing and a couple with an enquiry to it: a fresh conversation. */
async function conversation(firmName = 'Shaadi Clicks') {
  const vendor = await signedIn(t.app, 'vendor');
  const user = await signedIn(t.app, 'user');
  const listingId = await activeListing(t.app, vendor.cookie, 'photo-video', {
    firmName,
    city: 'Chatpur',
  });
  const enquiryId = await enquire(t.app, user.cookie, listingId, {
    message: 'Are you free on our wedding day? Call me on 9876543210.',
  });
  return { vendor, user, listingId, enquiryId };
}

describe('a conversation, from both sides', () => {
  let vendor: Account;
  let user: Account;
  let enquiryId: number;
  let listingId: number;
  beforeAll(async () => {
    ({ vendor, user, enquiryId, listingId } = await conversation());
  });

  it("lists it for both: the other side's name, the listing, the last message, unread counts", async () => {
    expect(await conversations(vendor.cookie)).toEqual([
      {
        id: enquiryId,
        listingId,
        firmName: 'Shaadi Clicks',
        otherName: user.account.name,
        eventDate: expect.any(String),
        status: 'new',
        lastMessage: {
          body: 'Are you free on our wedding day? Call me on 9876543210.',
          mine: false,
          sentAt: expect.any(String),
        },
        unread: 1,
      },
    ]);
    const [mine] = await conversations(user.cookie);
    expect(mine).toMatchObject({
      id: enquiryId,
      otherName: 'Shaadi Clicks',
      lastMessage: { mine: true },
      unread: 0,
    });
    expect(await counts(vendor.cookie)).toEqual({
      unreadMessages: 1,
      // The enquiry's notice, and the tax invoice's of the plan the vendor paid (decision 0074).
      unreadNotifications: 2,
      newEnquiries: 1,
    });
    expect(await counts(user.cookie)).toEqual({
      unreadMessages: 0,
      unreadNotifications: 0,
      newEnquiries: 0,
    });
  });

  it("shows the thread to both with the other side's name, oldest message first", async () => {
    const forVendor = await thread(vendor.cookie, enquiryId);
    expect(forVendor.otherName).toBe(user.account.name);
    expect(forVendor.enquiry).toMatchObject({
      id: enquiryId,
      status: 'new',
      firmName: 'Shaadi Clicks',
    });
    expect(forVendor.messages.map((m) => [m.from, m.mine])).toEqual([['user', false]]);
    const forUser = await thread(user.cookie, enquiryId);
    expect(forUser.otherName).toBe('Shaadi Clicks');
    expect(forUser.messages.map((m) => [m.from, m.mine])).toEqual([['user', true]]);
  });

  it("moves New to Replied on the vendor's first reply, and the unread counts with each side", async () => {
    const reply = await say(vendor.cookie, enquiryId, 'Yes, we are free. See https://example.in/x');
    expect(reply).toMatchObject({ from: 'vendor', mine: true });
    expect((await thread(vendor.cookie, enquiryId)).enquiry.status).toBe('replied');
    // Replying read what came before it.
    expect((await conversations(vendor.cookie))[0]?.unread).toBe(0);
    expect(await counts(vendor.cookie)).toMatchObject({ unreadMessages: 0, newEnquiries: 0 });
    expect((await conversations(user.cookie))[0]).toMatchObject({
      unread: 1,
      lastMessage: { body: 'Yes, we are free. See https://example.in/x', mine: false },
    });
    await say(vendor.cookie, enquiryId, 'Our packages start at ₹50,000.');
    expect(await counts(user.cookie)).toMatchObject({ unreadMessages: 2 });
    const read = await markRead(user.cookie, enquiryId, {});
    expect(read.statusCode, read.body).toBe(204);
    expect(await counts(user.cookie)).toMatchObject({ unreadMessages: 0 });
    expect((await conversations(user.cookie))[0]?.unread).toBe(0);
    await say(user.cookie, enquiryId, 'Great, please send the details.');
    expect((await conversations(vendor.cookie))[0]?.unread).toBe(1);
    // The status stays Replied when the vendor writes again.
    await say(vendor.cookie, enquiryId, 'Sent on WhatsApp.');
    expect((await thread(user.cookie, enquiryId)).enquiry.status).toBe('replied');
  });

  it('returns only the newer messages after ?after=, for polling', async () => {
    const all = await thread(user.cookie, enquiryId);
    const last = all.messages.at(-1)?.id as number;
    expect((await thread(user.cookie, enquiryId, last)).messages).toEqual([]);
    const fresh = await say(vendor.cookie, enquiryId, 'Anything else?');
    const polled = await thread(user.cookie, enquiryId, last);
    expect(polled.messages).toEqual([{ ...fresh, mine: false }]);
    expect((await thread(user.cookie, enquiryId, 0)).messages).toHaveLength(
      all.messages.length + 1,
    );
    const bad = await get(user.cookie, `/api/conversations/${enquiryId}?after=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      after: 'after is the number of a message, for example 120.',
    });
  });
});

describe('read marks', () => {
  it('move up to upTo and never backwards, and never past the newest message', async () => {
    const { vendor, user, enquiryId } = await conversation('Read Marks Studio');
    const m1 = await say(vendor.cookie, enquiryId, 'One');
    const m2 = await say(vendor.cookie, enquiryId, 'Two');
    await say(vendor.cookie, enquiryId, 'Three');
    const unread = async () => (await conversations(user.cookie))[0]?.unread;
    expect(await unread()).toBe(3);
    expect((await markRead(user.cookie, enquiryId, { upTo: m2.id })).statusCode).toBe(204);
    expect(await unread()).toBe(1);
    expect((await markRead(user.cookie, enquiryId, { upTo: m1.id })).statusCode).toBe(204);
    expect(await unread()).toBe(1);
    // A mark far ahead stops at the newest message: later messages are still unread.
    expect((await markRead(user.cookie, enquiryId, { upTo: 9_000_000_000 })).statusCode).toBe(204);
    expect(await unread()).toBe(0);
    await say(vendor.cookie, enquiryId, 'Four');
    expect(await unread()).toBe(1);
    // No body at all reads everything.
    const noBody = await markRead(user.cookie, enquiryId);
    expect(noBody.statusCode, noBody.body).toBe(204);
    expect(await unread()).toBe(0);
    const bad = await markRead(user.cookie, enquiryId, { upTo: -4 });
    expect(bad.statusCode).toBe(400);
  });
});

describe('notifications, once per unread run', () => {
  it('notifies the other side of a message only when the sender has nothing unread there', async () => {
    const { vendor, user, enquiryId } = await conversation('Notify Studio');
    const kinds = async () => (await notificationsFor(enquiryId)).map((n) => n.kind);
    expect(await kinds()).toEqual(['enquiry']);
    // The enquiry itself is still unread by the vendor: a second message of the user's is not
    // announced again.
    await say(user.cookie, enquiryId, 'Also, do you do drone shots?');
    expect(await kinds()).toEqual(['enquiry']);
    await say(vendor.cookie, enquiryId, 'Yes we do.');
    const [, message] = await notificationsFor(enquiryId);
    expect(message).toMatchObject({
      user_id: expect.any(Number),
      vendor_id: null,
      kind: 'message',
      title: 'New message from Notify Studio',
      body: 'Yes we do.',
      link: `/chat/${enquiryId}`,
    });
    await say(vendor.cookie, enquiryId, 'And albums too.');
    expect(await kinds()).toEqual(['enquiry', 'message']);
    await markRead(user.cookie, enquiryId, {});
    await say(vendor.cookie, enquiryId, 'Shall we call?');
    expect(await kinds()).toEqual(['enquiry', 'message', 'message']);
    // The vendor read the user's messages by replying: the user's next one is announced.
    await say(user.cookie, enquiryId, `Yes: ${'please call me after 6 pm. '.repeat(10)}`);
    const last = (await notificationsFor(enquiryId)).at(-1);
    expect(last).toMatchObject({
      user_id: null,
      vendor_id: expect.any(Number),
      kind: 'message',
      title: `New message from ${user.account.name}`,
      link: `/chat/${enquiryId}`,
    });
    expect(last?.body.length).toBeLessThanOrEqual(160);
    expect(last?.body.endsWith('…')).toBe(true);
  });
});

describe('messages', () => {
  it('take up to 2000 characters of text, phone numbers and links included', async () => {
    const { user, enquiryId } = await conversation('Length Studio');
    const longest = 'a'.repeat(LIMITS.messageMaxLength);
    expect((await sendMessage(t.app, user.cookie, enquiryId, longest)).statusCode).toBe(201);
    const tooLong = await sendMessage(t.app, user.cookie, enquiryId, `${longest}b`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      message: 'Please correct the errors in the form',
      fieldErrors: { body: 'A message can be at most 2000 characters.' },
    });
    const empty = await sendMessage(t.app, user.cookie, enquiryId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ body: 'Write a message.' });
    const saved = await say(user.cookie, enquiryId, '  Call +91 98765 43210 or see https://x.in  ');
    expect(saved.body).toBe('Call +91 98765 43210 or see https://x.in');
  });

  it('order the Chat list by latest activity', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const user = await signedIn(t.app, 'user');
    const a = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Alpha DJ' });
    const b = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Beta DJ' });
    const first = await enquire(t.app, user.cookie, a);
    t.clock.advance(1000);
    const second = await enquire(t.app, user.cookie, b);
    expect((await conversations(user.cookie)).map((c) => c.id)).toEqual([second, first]);
    t.clock.advance(1000);
    await say(vendor.cookie, first, 'Hello from Alpha');
    expect((await conversations(user.cookie)).map((c) => c.id)).toEqual([first, second]);
    expect((await conversations(vendor.cookie)).map((c) => c.id)).toEqual([first, second]);
  });
});

describe("the vendor's Enquiries page", () => {
  let vendor: Account;
  let lawn: number;
  let hall: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    vendor = await signedIn(t.app, 'vendor');
    const couple = await signedIn(t.app, 'user');
    const other = await signedIn(t.app, 'user');
    lawn = await activeListing(t.app, vendor.cookie, 'venue', { firmName: 'Green Lawn' });
    hall = await activeListing(t.app, vendor.cookie, 'venue', { firmName: 'Royal Hall' });
    ids.first = await enquire(t.app, couple.cookie, lawn);
    t.clock.advance(1000);
    ids.second = await enquire(t.app, other.cookie, hall, { eventDate: dayFromToday(70) });
    t.clock.advance(1000);
    ids.third = await enquire(t.app, couple.cookie, hall, { eventDate: dayFromToday(80) });
    await say(vendor.cookie, ids.third, 'Thanks, we will call you.');
  });

  async function page(query = '') {
    const res = await get(vendor.cookie, `/api/vendor/enquiries${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return VendorEnquiryListSchema.parse(res.json()).enquiries;
  }

  it('lists every enquiry of all its listings, newest first, each with its unread count', async () => {
    const all = await page();
    expect(all.map((e) => [e.id, e.status, e.unread])).toEqual([
      [ids.third, 'replied', 0],
      [ids.second, 'new', 1],
      [ids.first, 'new', 1],
    ]);
    expect(all[1]).toMatchObject({ listingId: hall, firmName: 'Royal Hall', category: 'venue' });
  });

  it('filters by listing and by status', async () => {
    expect((await page(`?listingId=${hall}`)).map((e) => e.id)).toEqual([ids.third, ids.second]);
    expect((await page('?status=new')).map((e) => e.id)).toEqual([ids.second, ids.first]);
    expect((await page(`?listingId=${lawn}&status=replied`)).map((e) => e.id)).toEqual([]);
    const bad = await get(vendor.cookie, '/api/vendor/enquiries?status=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      status: 'Status is one of new, replied, booked, declined.',
    });
  });

  it("shows another vendor nothing of this vendor's enquiries, even filtered by its listing", async () => {
    const other = await signedIn(t.app, 'vendor');
    const res = await get(other.cookie, `/api/vendor/enquiries?listingId=${hall}`);
    expect(res.json()).toEqual({ enquiries: [] });
  });
});

describe('Booked and Declined', () => {
  it("marks an enquiry Booked: the listing's date is booked and the couple is notified once", async () => {
    const { vendor, user, enquiryId, listingId } = await conversation('Booked Studio');
    const { eventDate } = (await thread(user.cookie, enquiryId)).enquiry;
    const res = await setStatus(vendor.cookie, enquiryId, 'booked');
    expect(res.statusCode, res.body).toBe(200);
    expect(EnquirySchema.parse(res.json())).toMatchObject({ id: enquiryId, status: 'booked' });
    expect((await notificationsFor(enquiryId)).filter((n) => n.kind === 'status')).toEqual([
      {
        user_id: expect.any(Number),
        vendor_id: null,
        kind: 'status',
        title: 'Booked Studio marked your enquiry Booked',
        body: expect.stringMatching(/^Booked Studio is booked for your wedding on /),
        link: `/chat/${enquiryId}`,
      },
    ]);
    const booked = await t.database.sql.query<{ day: string; enquiry_id: number }>(
      'SELECT day::text AS day, enquiry_id FROM listing_booked_dates WHERE listing_id = $1',
      [listingId],
    );
    expect(booked).toEqual([{ day: eventDate, enquiry_id: enquiryId }]);
    const storefront = StorefrontSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}` })).json(),
    );
    expect(storefront.bookedDates).toEqual([eventDate]);
    // Again: the same answer, no second notification, the day still booked once.
    const again = await setStatus(vendor.cookie, enquiryId, 'booked');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect((await notificationsFor(enquiryId)).filter((n) => n.kind === 'status')).toHaveLength(1);
    // A booked enquiry can still be messaged, and stays booked.
    await say(vendor.cookie, enquiryId, 'See you on the day!');
    await say(user.cookie, enquiryId, 'Thank you!');
    expect((await thread(user.cookie, enquiryId)).enquiry.status).toBe('booked');
  });

  it('marks an enquiry Declined: no date is booked and the couple is notified', async () => {
    const { vendor, user, enquiryId, listingId } = await conversation('Declining Studio');
    const res = await setStatus(vendor.cookie, enquiryId, 'declined');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('declined');
    expect((await conversations(user.cookie))[0]?.status).toBe('declined');
    const [note] = (await notificationsFor(enquiryId)).filter((n) => n.kind === 'status');
    expect(note?.title).toBe('Declining Studio marked your enquiry Declined');
    const booked = await t.database.sql.query(
      'SELECT 1 FROM listing_booked_dates WHERE listing_id = $1',
      [listingId],
    );
    expect(booked).toEqual([]);
    expect((await sendMessage(t.app, user.cookie, enquiryId, 'Any other date?')).statusCode).toBe(
      201,
    );
  });

  it('takes only booked or declined', async () => {
    const { vendor, enquiryId } = await conversation('Status Studio');
    for (const status of ['replied', 'new', 'cancelled']) {
      const res = await setStatus(vendor.cookie, enquiryId, status);
      expect(res.statusCode, status).toBe(400);
      expect(res.json().fieldErrors).toEqual({ status: 'Status is booked or declined.' });
    }
  });
});

describe('inbox counts', () => {
  it("count a vendor's unread messages over all conversations and its New enquiries", async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const one = await signedIn(t.app, 'user');
    const two = await signedIn(t.app, 'user');
    const listing = await activeListing(t.app, vendor.cookie, 'band', { firmName: 'Count Band' });
    const e1 = await enquire(t.app, one.cookie, listing);
    const e2 = await enquire(t.app, two.cookie, listing);
    await say(one.cookie, e1, 'Hello again');
    expect(await counts(vendor.cookie)).toMatchObject({ unreadMessages: 3, newEnquiries: 2 });
    await markRead(vendor.cookie, e1, {});
    expect(await counts(vendor.cookie)).toMatchObject({ unreadMessages: 1, newEnquiries: 2 });
    await setStatus(vendor.cookie, e2, 'declined');
    expect(await counts(vendor.cookie)).toMatchObject({ unreadMessages: 1, newEnquiries: 1 });
    expect((await counts(one.cookie)).newEnquiries).toBe(0);
  });
});
