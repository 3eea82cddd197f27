import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../accounts';
import { activeListing, enquire, enquiryBody } from '../contact';
import { buildTestApp, type TestApp } from '../helper';
import {
  type Account,
  type Actor,
  ANONYMOUS,
  type Call,
  send,
  USER_SIGN_IN,
  VENDOR_SIGN_IN,
} from './access-fixtures';

// Object- and function-level access to enquiries and Chat (issue 15; OWASP API1 and API5:2023,
// ASVS 5.0 8.2.1, 8.2.2): only the enquiry's user and its listing's vendor reach a conversation.
// Anybody else is answered exactly as for an enquiry that does not exist (404: existence is not
// revealed), nobody signed in and the wrong role get 401, and no refused call changes anything.

const SECRET_MESSAGE = 'Our secret wedding plans: call 9123456789 after 6 pm.';
const SECRET_EMAIL = 'secret.couple@example.in';
const NO_SUCH_ENQUIRY = { message: 'No such enquiry was found.' };
const NO_SUCH_CONVERSATION = { message: 'No such conversation was found.' };
const MISSING = 987_654_321;

let t: TestApp;
let owner: Account;
let otherVendor: Account;
let user: Account;
let stranger: Account;
let listingId: number;
/** The other vendor's listing: a similar vendor the enquiry can be sent to. */
let similarId: number;
let enquiryId: number;
let baseline: Awaited<ReturnType<typeof contactState>>;

/** Everything a refused call could have changed. */
async function contactState() {
  const q = (text: string) => t.database.sql.query(text);
  return {
    enquiries: await q(
      `SELECT id, user_id, listing_id, vendor_id, status, message, last_message_at,
         user_read_message_id, vendor_read_message_id FROM enquiries ORDER BY id`,
    ),
    messages: await q('SELECT id, enquiry_id, sender, body FROM enquiry_messages ORDER BY id'),
    notifications: await q(
      'SELECT id, user_id, vendor_id, kind, link, read_at FROM notifications ORDER BY id',
    ),
    booked: await q('SELECT listing_id, day::text, enquiry_id FROM listing_booked_dates'),
    stats: await q('SELECT listing_id, day::text, enquiries FROM listing_daily_stats'),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedIn(t.app, 'vendor');
  otherVendor = await signedIn(t.app, 'vendor');
  user = await signedIn(t.app, 'user');
  stranger = await signedIn(t.app, 'user');
  listingId = await activeListing(
    t.app,
    owner.cookie,
    'dj',
    { firmName: 'Owner Beats', city: 'Accesspur' },
    { fromPriceRupees: 20_000 },
  );
  similarId = await activeListing(
    t.app,
    otherVendor.cookie,
    'dj',
    { firmName: 'Other Beats', city: 'Accesspur' },
    { fromPriceRupees: 21_000 },
  );
  enquiryId = await enquire(t.app, user.cookie, listingId, {
    message: SECRET_MESSAGE,
    email: SECRET_EMAIL,
  });
  const reply = await send(
    t.app,
    { name: 'owner', cookie: owner.cookie },
    {
      method: 'POST',
      url: `/api/conversations/${enquiryId}/messages`,
      body: { json: { body: 'Yes, we are free that day.' } },
    },
  );
  expect(reply.statusCode).toBe(201);
  baseline = await contactState();
});
afterAll(() => t.close());

type Scope = 'user' | 'vendor' | 'signed in';

interface Endpoint {
  name: string;
  scope: Scope;
  /** The call on the enquiry `id` (or, for those that name none, the call itself). */
  call: (id: number) => Call;
  /** What a stranger gets for someone else's enquiry: null when the call names no enquiry. */
  notFound: { message: string } | null;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/user/enquiries',
    scope: 'user',
    call: () => ({
      method: 'POST',
      url: '/api/user/enquiries',
      body: { json: enquiryBody(listingId) },
    }),
    notFound: null,
  },
  {
    name: 'POST /api/user/enquiries/:enquiryId/forward',
    scope: 'user',
    call: (id) => ({
      method: 'POST',
      url: `/api/user/enquiries/${id}/forward`,
      body: { json: { listingIds: [similarId] } },
    }),
    notFound: NO_SUCH_ENQUIRY,
  },
  {
    name: 'GET /api/vendor/enquiries',
    scope: 'vendor',
    call: () => ({ method: 'GET', url: `/api/vendor/enquiries?listingId=${listingId}` }),
    notFound: null,
  },
  {
    name: 'PUT /api/vendor/enquiries/:enquiryId/status',
    scope: 'vendor',
    call: (id) => ({
      method: 'PUT',
      url: `/api/vendor/enquiries/${id}/status`,
      body: { json: { status: 'booked', bookingValue: '1,50,000' } },
    }),
    notFound: NO_SUCH_ENQUIRY,
  },
  {
    name: 'GET /api/conversations',
    scope: 'signed in',
    call: () => ({ method: 'GET', url: '/api/conversations' }),
    notFound: null,
  },
  {
    name: 'GET /api/conversations/:enquiryId',
    scope: 'signed in',
    call: (id) => ({ method: 'GET', url: `/api/conversations/${id}` }),
    notFound: NO_SUCH_CONVERSATION,
  },
  {
    name: 'GET /api/conversations/:enquiryId?after=',
    scope: 'signed in',
    call: (id) => ({ method: 'GET', url: `/api/conversations/${id}?after=0` }),
    notFound: NO_SUCH_CONVERSATION,
  },
  {
    name: 'POST /api/conversations/:enquiryId/messages',
    scope: 'signed in',
    call: (id) => ({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      body: { json: { body: 'Hijacked message' } },
    }),
    notFound: NO_SUCH_CONVERSATION,
  },
  {
    name: 'POST /api/conversations/:enquiryId/read',
    scope: 'signed in',
    call: (id) => ({
      method: 'POST',
      url: `/api/conversations/${id}/read`,
      body: { json: {} },
    }),
    notFound: NO_SUCH_CONVERSATION,
  },
  {
    name: 'GET /api/inbox/counts',
    scope: 'signed in',
    call: () => ({ method: 'GET', url: '/api/inbox/counts' }),
    notFound: null,
  },
];

const SIGN_IN: Record<Scope, { message: string }> = {
  user: USER_SIGN_IN,
  vendor: VENDOR_SIGN_IN,
  'signed in': USER_SIGN_IN,
};

function expectNothingSecret(body: string): void {
  for (const secret of [SECRET_MESSAGE, SECRET_EMAIL, user.account.email, user.account.name]) {
    expect(body).not.toContain(secret);
  }
}

describe('nobody signed in', () => {
  for (const endpoint of ENDPOINTS) {
    it(`gets 401 on ${endpoint.name}, never stored by a cache, and changes nothing`, async () => {
      const res = await send(t.app, ANONYMOUS, endpoint.call(enquiryId));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(SIGN_IN[endpoint.scope]);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await contactState()).toEqual(baseline);
    });
  }
});

describe('the wrong role', () => {
  for (const endpoint of ENDPOINTS.filter((e) => e.scope !== 'signed in')) {
    // The parties of this very enquiry: the role, not the person, is refused.
    const who = endpoint.scope === 'user' ? 'its vendor' : 'its user';
    it(`gets 401 on ${endpoint.name} (${who}) and changes nothing`, async () => {
      const actor: Actor =
        endpoint.scope === 'user'
          ? { name: 'vendor', cookie: owner.cookie }
          : { name: 'user', cookie: user.cookie };
      const res = await send(t.app, actor, endpoint.call(enquiryId));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(SIGN_IN[endpoint.scope]);
      expect(await contactState()).toEqual(baseline);
    });
  }
});

const STRANGERS: { name: string; scopes: Scope[]; actor: () => Actor }[] = [
  {
    name: 'another user',
    scopes: ['user', 'signed in'],
    actor: () => ({ name: 'stranger', cookie: stranger.cookie }),
  },
  {
    name: 'another vendor',
    scopes: ['vendor', 'signed in'],
    actor: () => ({ name: 'other vendor', cookie: otherVendor.cookie }),
  },
];

describe("someone else's enquiry", () => {
  for (const stranger of STRANGERS) {
    for (const endpoint of ENDPOINTS) {
      const { notFound } = endpoint;
      if (notFound === null || !stranger.scopes.includes(endpoint.scope)) continue;
      it(`${stranger.name}: ${endpoint.name} is 404, as for no enquiry at all, and changes nothing`, async () => {
        const theirs = await send(t.app, stranger.actor(), endpoint.call(enquiryId));
        expect(theirs.statusCode).toBe(404);
        expect(theirs.json()).toEqual(notFound);
        expectNothingSecret(theirs.body);
        const none = await send(t.app, stranger.actor(), endpoint.call(MISSING));
        expect([none.statusCode, none.body]).toEqual([theirs.statusCode, theirs.body]);
        expect(await contactState()).toEqual(baseline);
      });
    }
  }

  it("another user's and another vendor's lists and counts hold nothing of it", async () => {
    for (const s of STRANGERS) {
      const actor = s.actor();
      const list = await send(t.app, actor, { method: 'GET', url: '/api/conversations' });
      expect(list.json(), s.name).toEqual({ conversations: [] });
      const counts = await send(t.app, actor, { method: 'GET', url: '/api/inbox/counts' });
      expect(counts.json(), s.name).toMatchObject({ unreadMessages: 0, newEnquiries: 0 });
    }
    const page = await send(
      t.app,
      { name: 'other vendor', cookie: otherVendor.cookie },
      { method: 'GET', url: `/api/vendor/enquiries?listingId=${listingId}` },
    );
    expect(page.json()).toEqual({ enquiries: [] });
    expect(await contactState()).toEqual(baseline);
  });
});

describe('identity comes from the session, never from the body', () => {
  it('ignores user, vendor and status fields sent with an enquiry', async () => {
    const [strangerRow] = await t.database.sql.query<{ id: number }>(
      'SELECT id FROM users WHERE email = $1',
      [stranger.account.email],
    );
    const res = await send(
      t.app,
      { name: 'user', cookie: user.cookie },
      {
        method: 'POST',
        url: '/api/user/enquiries',
        body: {
          json: {
            ...enquiryBody(listingId),
            userId: strangerRow?.id,
            vendorId: 1,
            status: 'booked',
          },
        },
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().enquiry.id as number;
    expect(res.json().enquiry.status).toBe('new');
    const [row] = await t.database.sql.query<{ user_id: number; vendor_id: number }>(
      'SELECT user_id, vendor_id FROM enquiries WHERE id = $1',
      [id],
    );
    const [expected] = await t.database.sql.query<{ user_id: number; vendor_id: number }>(
      `SELECT u.id AS user_id, l.vendor_id FROM users u, listings l
       WHERE u.email = $1 AND l.id = $2`,
      [user.account.email, listingId],
    );
    expect(row).toEqual(expected);
    expect(row?.user_id).not.toBe(strangerRow?.id);
    baseline = await contactState();
  });
});

describe('control: the two parties are not refused', () => {
  const asUser = (): Actor => ({ name: 'user', cookie: user.cookie });
  const asOwner = (): Actor => ({ name: 'owner', cookie: owner.cookie });

  it('both read the conversation and see it in their lists', async () => {
    for (const actor of [asUser(), asOwner()]) {
      const thread = await send(t.app, actor, {
        method: 'GET',
        url: `/api/conversations/${enquiryId}`,
      });
      expect(thread.statusCode, actor.name).toBe(200);
      expect(thread.json().enquiry.message).toBe(SECRET_MESSAGE);
      const polled = await send(t.app, actor, {
        method: 'GET',
        url: `/api/conversations/${enquiryId}?after=0`,
      });
      expect(polled.json().messages, actor.name).toHaveLength(2);
      const list = await send(t.app, actor, { method: 'GET', url: '/api/conversations' });
      expect(list.json().conversations.map((c: { id: number }) => c.id)).toContain(enquiryId);
      const counts = await send(t.app, actor, { method: 'GET', url: '/api/inbox/counts' });
      expect(counts.statusCode).toBe(200);
    }
    const page = await send(t.app, asOwner(), {
      method: 'GET',
      url: `/api/vendor/enquiries?listingId=${listingId}`,
    });
    expect(page.json().enquiries.map((e: { id: number }) => e.id)).toContain(enquiryId);
  });

  it('both message and mark read; the user sends it on; the vendor marks it Booked', async () => {
    for (const actor of [asUser(), asOwner()]) {
      const message = await send(t.app, actor, {
        method: 'POST',
        url: `/api/conversations/${enquiryId}/messages`,
        body: { json: { body: `Hello from the ${actor.name}` } },
      });
      expect(message.statusCode, actor.name).toBe(201);
      const read = await send(t.app, actor, {
        method: 'POST',
        url: `/api/conversations/${enquiryId}/read`,
        body: { json: {} },
      });
      expect(read.statusCode, actor.name).toBe(204);
    }
    const forwarded = await send(t.app, asUser(), {
      method: 'POST',
      url: `/api/user/enquiries/${enquiryId}/forward`,
      body: { json: { listingIds: [similarId] } },
    });
    expect(forwarded.statusCode, forwarded.body).toBe(201);
    const booked = await send(t.app, asOwner(), {
      method: 'PUT',
      url: `/api/vendor/enquiries/${enquiryId}/status`,
      body: { json: { status: 'booked', bookingValue: '1,50,000' } },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().status).toBe('booked');
  });
});
