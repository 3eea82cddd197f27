// Limits that must hold across servers (issue 18, decision 0048): two Mandap apps on one
// database, each with its own memory, do not double anyone's allowance. Requests are spread over
// both, as a load balancer would spread them.
import { indianDate } from '@mandap/shared/dates';
import { LIMITS } from '@mandap/shared/limits';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_LIMITS } from '../src/modules/accounts/index';
import { dailyViews } from '../src/modules/analytics/index';
import { newAccount, signedIn } from './accounts';
import { activeListing, enquire, sendEnquiry, sendMessage } from './contact';
import { buildTestApp, type TestApp } from './helper';
import { createListing, listingFields, uploadListingMedia } from './listings';
import { type FilePart, heldBody, mp4, multipart, png } from './multipart';
import { secondServer } from './two-servers';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp();
  b = await secondServer(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** The two servers in turn: the i-th request goes to this one. */
const server = (i: number) => (i % 2 === 0 ? a : b).app;

describe('failed sign-ins spread over two servers', () => {
  it(`lock the account after ${LOGIN_LIMITS.perAccount} failures in all, on either server`, async () => {
    const account = newAccount();
    const registered = await a.app.inject({
      method: 'POST',
      url: '/api/vendor/register',
      payload: account,
    });
    expect(registered.statusCode).toBe(201);
    const attempt = (i: number, password: string) =>
      server(i).inject({
        method: 'POST',
        url: '/api/vendor/login',
        remoteAddress: '203.0.113.40',
        payload: { email: account.email, password },
      });
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      const res = await attempt(i, 'Wrong@2026');
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    // Five failures on each server: one server alone would still take five more.
    for (let i = 0; i < 2; i += 1) {
      const refused = await attempt(i, 'Wrong@2026');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ kind: 'rate_limited' });
      // The right password too: the account is locked, whichever server is asked.
      expect((await attempt(i, account.password)).statusCode).toBe(429);
    }
  });
});

describe('uploads under way, spread over two servers', () => {
  const image = (name: string): Promise<FilePart> =>
    png(320, 240).then((data) => ({ field: 'images', name, type: 'image/png', data }));

  /** An upload through `app` whose body stops in the middle of its last file until `finish()`. */
  function heldUpload(
    app: TestApp,
    url: string,
    cookie: string,
    fields: object,
    files: FilePart[],
  ) {
    const body = multipart(fields as Record<string, string>, files);
    const last = files.at(-1);
    if (!last) throw new Error('a held upload needs a file');
    const held = heldBody(body.payload, body.payload.lastIndexOf(last.data) + last.data.length / 2);
    const reply = app.app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, cookie },
      payload: held.stream,
    });
    return { ...held, reply };
  }

  async function vendorIdOf(email: string): Promise<number> {
    const [row] = await a.database.sql.query<{ id: number }>(
      'SELECT id FROM vendors WHERE email = $1',
      [email],
    );
    if (!row) throw new Error(`no vendor ${email}`);
    return Number(row.id);
  }

  async function leases(vendorId: number): Promise<number> {
    const [row] = await a.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM upload_leases WHERE vendor_id = $1',
      [vendorId],
    );
    return row?.n ?? 0;
  }

  it('refuse a third upload on the other server with 429, and only for that vendor', async () => {
    const vendor = await signedIn(a.app, 'vendor');
    const other = await signedIn(b.app, 'vendor');
    const vendorId = await vendorIdOf(vendor.account.email);
    const listingId = await createListing(a.app, vendor.cookie);
    const otherListing = await createListing(b.app, other.cookie);

    const registration = heldUpload(a, '/api/vendor/listings/dj', vendor.cookie, listingFields(), [
      await image('first.png'),
      { field: 'videos', name: 'first.mp4', type: 'video/mp4', data: mp4(512 * 1024) },
    ]);
    const editMedia = heldUpload(a, `/api/vendor/listings/${listingId}/media`, vendor.cookie, {}, [
      await image('second.png'),
      { field: 'videos', name: 'second.mp4', type: 'video/mp4', data: mp4(512 * 1024) },
    ]);
    // Both under way on the first server, each holding its place.
    await vi.waitFor(
      async () => {
        if ((await leases(vendorId)) < 2) throw new Error('the uploads have not started');
      },
      { timeout: 10_000, interval: 20 },
    );

    const third = await uploadListingMedia(b.app, vendor.cookie, listingId, [await image('x.png')]);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      message:
        'You already have 2 uploads under way. Please wait for them to finish, then try again.',
    });
    const others = await uploadListingMedia(b.app, other.cookie, otherListing, [
      await image('y.png'),
    ]);
    expect(others.statusCode, others.body).toBe(201);

    registration.finish();
    editMedia.finish();
    expect((await registration.reply).statusCode).toBe(201);
    expect((await editMedia.reply).statusCode).toBe(201);
    expect(await leases(vendorId)).toBe(0);
    const again = await uploadListingMedia(b.app, vendor.cookie, listingId, [await image('z.png')]);
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('enquiries spread over two servers', () => {
  const LIMIT = LIMITS.enquiriesPerUserPerDay;
  let listingId: number;
  beforeAll(async () => {
    const vendor = await signedIn(a.app, 'vendor');
    listingId = await activeListing(a.app, vendor.cookie, 'dj', {
      firmName: 'Two Server Beats',
      city: 'Dvinagar',
    });
  });

  async function sentBy(email: string): Promise<number> {
    const [row] = await a.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM enquiries e JOIN users u ON u.id = e.user_id WHERE u.email = $1',
      [email],
    );
    return row?.n ?? 0;
  }

  it(`send exactly ${LIMIT} a day of ${LIMIT + 6} sent at once, half through each`, async () => {
    const user = await signedIn(a.app, 'user');
    const replies = await Promise.all(
      Array.from({ length: LIMIT + 6 }, (_, i) => sendEnquiry(server(i), user.cookie, listingId)),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    expect(await sentBy(user.account.email)).toBe(LIMIT);
    for (const app of [a.app, b.app]) {
      const refused = await sendEnquiry(app, user.cookie, listingId);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^You have sent 20 enquiries in the last 24 hours/);
    }
  });
});

describe('searches spread over two servers', () => {
  // A pair of its own: the other tests' servers search with the tests' default, a high limit.
  const LIMIT = 6;
  let sa: TestApp;
  let sb: TestApp;
  beforeAll(async () => {
    sa = await buildTestApp({ SEARCHES_PER_ADDRESS_PER_MINUTE: String(LIMIT) });
    sb = await secondServer(sa);
  });
  afterAll(async () => {
    await sb?.close();
    await sa?.close();
  });

  const searchOn = (s: TestApp, remoteAddress: string) =>
    s.app.inject({ method: 'GET', url: '/api/search?q=shehnai', remoteAddress });
  /** What each server counted reaches the database, and the others' counts come back. */
  const exchange = async () => {
    for (const s of [sa, sb, sa]) await s.parts.searchLimit.flush();
  };

  it(`allow ${LIMIT} a minute from one address in all, half on each server`, async () => {
    const now = sa.clock.now().getTime();
    sa.clock.advance(60_000 - (now % 60_000) + 1);
    for (let i = 0; i < LIMIT; i += 1) {
      const res = await searchOn(i % 2 === 0 ? sa : sb, '203.0.113.70');
      expect(res.statusCode, `search ${i + 1}`).toBe(200);
    }
    await exchange();
    // Each server saw only 3 of them: alone, either would take 3 more.
    for (const s of [sa, sb]) {
      const refused = await searchOn(s, '203.0.113.70');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ kind: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address on either server is unaffected.
    expect((await searchOn(sb, '203.0.113.71')).statusCode).toBe(200);
  });
});

describe('chat messages spread over two servers', () => {
  const LIMIT = LIMITS.messagesPerMinute;

  it(`send exactly ${LIMIT} a minute of ${LIMIT + 6} sent at once, half through each`, async () => {
    const vendor = await signedIn(a.app, 'vendor');
    const listingId = await activeListing(a.app, vendor.cookie, 'dj', {
      firmName: 'Two Server Chat',
      city: 'Dvinagar',
    });
    const user = await signedIn(a.app, 'user');
    const enquiryId = await enquire(a.app, user.cookie, listingId);
    const replies = await Promise.all(
      Array.from({ length: LIMIT + 6 }, (_, i) =>
        sendMessage(server(i), user.cookie, enquiryId, `Message ${i}`),
      ),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    const [row] = await a.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM enquiry_messages WHERE enquiry_id = $1 AND sender_id IS NOT NULL',
      [enquiryId],
    );
    expect(row?.n).toBe(LIMIT);
  });
});

describe('storefront views seen by two servers', () => {
  it('count a visitor once a day, whichever server each visit reached', async () => {
    const vendor = await signedIn(a.app, 'vendor');
    const listingId = await activeListing(a.app, vendor.cookie, 'dj', { city: 'Dvinagar' });
    const visit = (app: TestApp, ip: string) =>
      app.app.inject({
        method: 'GET',
        url: `/api/listings/${listingId}`,
        remoteAddress: ip,
        headers: { 'user-agent': CHROME },
      });
    for (const app of [a, b, a, b]) expect((await visit(app, '198.51.100.7')).statusCode).toBe(200);
    await visit(b, '198.51.100.8');
    await Promise.all([a.parts.counting.views.flush(), b.parts.counting.views.flush()]);
    expect(await dailyViews(a.database.db, listingId)).toEqual([
      { day: indianDate(a.clock.now()), views: 2 },
    ]);
  });
});
