import path from 'node:path';
import { DELETED_NAME, PRIVACY_MESSAGES } from '@mandap/shared/privacy';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  newAccount,
  setAccountLanguage,
  signedIn,
  signInAgain,
  signupAddress,
} from '../../../test/accounts';
import { activeListing, dayFromToday, enquire, sendMessage } from '../../../test/contact';
import { mailingTestApp, type TestApp } from '../../../test/helper';
import { filesUnder, uploadListingMedia } from '../../../test/listings';
import { multipart, png } from '../../../test/multipart';
import type { ReceivedMail, TestSmtpServer } from '../../../test/smtp';
import { eraseAccount, requestExport } from './service';

// "Download my data" and "Delete my account" (issue 29, decision 0072): the export's content and
// who may download it, its expiry sweep, the closure at once, the sign-in that cancels it, and
// the erasure job, with the e-mail caught by a real SMTP server and files read from the storage.

const WAIT = { timeout: 20_000, interval: 50 };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await mailingTestApp());
});
afterAll(() => close());

type Account = Awaited<ReturnType<typeof signedIn>>;

function call(
  method: 'GET' | 'POST',
  url: string,
  cookie?: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}

async function exportState(cookie: string) {
  const res = await call('GET', '/api/account/export', cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
}

/** Asks for an export and waits for the job to make it ready; returns its state. */
async function readyExport(cookie: string) {
  const asked = await call('POST', '/api/account/export', cookie);
  expect(asked.statusCode, asked.body).toBe(202);
  expect(asked.json().state).toMatch(/preparing|ready/);
  let state: { state: string; downloadUrl: string; id: string; expiresAt: string } | undefined;
  await vi.waitFor(async () => {
    state = await exportState(cookie);
    expect(state?.state).toBe('ready');
  }, WAIT);
  if (!state) throw new Error('no export');
  return state;
}

async function unzipped(cookie: string, url: string): Promise<Record<string, string>> {
  const res = await call('GET', url, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="mandap-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  expect(res.headers['cache-control']).toBe('no-store');
  const files = unzipSync(new Uint8Array(res.rawPayload));
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

/** The "your data is ready" e-mails to `email` (notification e-mails go there too). */
function mailsTo(email: string): ReceivedMail[] {
  return smtp.mails.filter(
    (m) =>
      m.to.includes(email) && m.headers.get('subject') === 'Your Mandap data is ready to download',
  );
}

async function reviewWithPhoto(user: Account, listingId: number): Promise<number> {
  const body = multipart(
    {
      rating: '5',
      title: 'Made our sangeet unforgettable',
      body: 'The DJ read the crowd perfectly and kept the dance floor full until midnight.',
    },
    [{ field: 'photos', name: 'stage.png', type: 'image/png', data: await png() }],
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/user/listings/${listingId}/review`,
    headers: { ...body.headers, cookie: user.cookie },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`review failed: ${res.body}`);
  return (res.json() as { id: number }).id;
}

/** Moves the clock on; the accounts still open sign in again (idle sessions end after 2 days). */
async function passTime(ms: number, ...accounts: [Account, 'vendor' | 'user'][]) {
  t.clock.advance(ms);
  for (const [account, role] of accounts) {
    account.cookie = (await signInAgain(t.app, role, account.account)).cookie;
  }
}

async function runJob(name: string) {
  await t.parts.jobs.send(name, {});
}

const mediaDir = () => path.join(t.tempDir, 'media');
const privateDir = () => path.join(t.tempDir, 'media-private');

describe('download my data', () => {
  let vendor: Account;
  let user: Account;
  let stranger: Account;
  let listingId: number;

  beforeAll(async () => {
    vendor = await signedIn(t.app, 'vendor', { phone: '9123456780', name: 'Ravi Kapoor' });
    user = await signedIn(t.app, 'user', { phone: '9988776655', name: 'Kavya Rao' });
    stranger = await signedIn(t.app, 'user', { phone: '9090909090', name: 'Mallory Shah' });
    listingId = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Shaadi Beats' });
    const enquiryId = await enquire(t.app, user.cookie, listingId, {
      message: 'Kavya here: are you free for our sangeet?',
      email: 'kavya.typed@example.in',
    });
    await sendMessage(t.app, vendor.cookie, enquiryId, 'Ravi here: yes, we are free.');
    await enquire(t.app, stranger.cookie, listingId, {
      message: 'Mallory asks something private entirely.',
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/shortlist/${listingId}`,
      headers: { cookie: user.cookie },
    });
  });

  it('answers none before anything is asked, with three requests left today', async () => {
    const other = await signedIn(t.app, 'user');
    expect(await exportState(other.cookie)).toEqual({
      state: 'none',
      id: null,
      requestedAt: null,
      expiresAt: null,
      bytes: null,
      downloadUrl: null,
      requestsLeft: 3,
    });
  });

  it("builds a user's ZIP with each section, only their own data, and e-mails them", async () => {
    const state = await readyExport(user.cookie);
    expect(state.downloadUrl).toBe(`/api/account/export/${state.id}/download`);
    expect(new Date(state.expiresAt).getTime() - t.clock.now().getTime()).toBeGreaterThan(
      7 * DAY - HOUR,
    );
    const files = await unzipped(user.cookie, state.downloadUrl);
    expect(Object.keys(files).sort()).toEqual([
      'mandap-data/account.json',
      'mandap-data/consents.json',
      'mandap-data/enquiries.json',
      'mandap-data/index.html',
      'mandap-data/notifications.json',
      'mandap-data/reviews.json',
      'mandap-data/shortlist.json',
      'mandap-data/sign-ins.json',
    ]);
    const account = JSON.parse(files['mandap-data/account.json'] ?? '');
    expect(account).toMatchObject({ kind: 'user', name: 'Kavya Rao', email: user.account.email });
    const enquiries = JSON.parse(files['mandap-data/enquiries.json'] ?? '');
    expect(enquiries).toHaveLength(1);
    expect(enquiries[0]).toMatchObject({
      listing: 'Shaadi Beats',
      email: 'kavya.typed@example.in',
      messages: [
        { from: 'you', body: 'Kavya here: are you free for our sangeet?' },
        { from: 'vendor', body: 'Ravi here: yes, we are free.' },
      ],
    });
    expect(JSON.parse(files['mandap-data/shortlist.json'] ?? '')).toMatchObject([
      { listingId, listing: 'Shaadi Beats' },
    ]);
    expect(JSON.parse(files['mandap-data/sign-ins.json'] ?? '').length).toBeGreaterThan(0);
    // The consent ledger's rows of sign-up (decision 0071): the notice accepted, marketing off.
    expect(JSON.parse(files['mandap-data/consents.json'] ?? '')).toEqual([
      expect.objectContaining({ purpose: 'notice', given: true, source: 'sign_up' }),
      expect.objectContaining({ purpose: 'marketing', given: false, source: 'sign_up' }),
    ]);
    const html = files['mandap-data/index.html'] ?? '';
    expect(html).toContain('<h1>Your data on Mandap</h1>');
    expect(html).toContain('Prepared for Kavya Rao');
    expect(html).toContain('Enquiries and messages (1)');
    // Nothing of the other couple, nor any session secret.
    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain('Mallory');
    expect(everything).not.toContain(stranger.account.email);
    expect(everything).not.toMatch(/token|password/i);

    await vi.waitFor(() => expect(mailsTo(user.account.email)).toHaveLength(1), WAIT);
    const [mail] = mailsTo(user.account.email);
    expect(mail?.headers.get('subject')).toBe('Your Mandap data is ready to download');
    expect(mail?.text).toContain('https://mandap.example/profile');
    expect(mail?.text).not.toContain(state.id);
  });

  it("builds a vendor's ZIP with listings and payments, without the couples' contact details", async () => {
    const state = await readyExport(vendor.cookie);
    const files = await unzipped(vendor.cookie, state.downloadUrl);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'mandap-data/listings.json',
        'mandap-data/payments.json',
        'mandap-data/enquiries.json',
      ]),
    );
    expect(JSON.parse(files['mandap-data/account.json'] ?? '')).toMatchObject({
      kind: 'vendor',
      name: 'Ravi Kapoor',
    });
    expect(JSON.parse(files['mandap-data/listings.json'] ?? '')).toMatchObject([
      { id: listingId, firmName: 'Shaadi Beats', status: 'active' },
    ]);
    const [payment] = JSON.parse(files['mandap-data/payments.json'] ?? '');
    expect(payment).toMatchObject({ listing: 'Shaadi Beats', status: 'paid', currency: 'INR' });
    expect(payment.amountPaise).toBeGreaterThan(0);
    // The plan's tax invoice, as issued (decision 0074); no billing details were given.
    const billing = JSON.parse(files['mandap-data/billing.json'] ?? '');
    expect(billing.details).toBeNull();
    expect(billing.documents).toEqual([
      expect.objectContaining({
        kind: 'plan_invoice',
        number: expect.stringMatching(/^SPC\/\d{2}-\d{2}\/\d{6}$/),
        totalPaise: payment.amountPaise,
        recipient: expect.objectContaining({ name: 'Ravi Kapoor' }),
        refersTo: null,
      }),
    ]);
    const enquiries = JSON.parse(files['mandap-data/enquiries.json'] ?? '');
    expect(enquiries).toHaveLength(2);
    expect(JSON.stringify(enquiries)).not.toContain('kavya.typed@example.in');
    expect(files['mandap-data/shortlist.json']).toBeUndefined();
    await vi.waitFor(() => expect(mailsTo(vendor.account.email)).toHaveLength(1), WAIT);
    expect(mailsTo(vendor.account.email)[0]?.text).toContain(
      'https://mandap.example/VendorProfile',
    );
  });

  it("e-mails a Hindi account's export in Hindi, with the Hindi page's link (issue 32)", async () => {
    const hindi = await signedIn(t.app, 'user');
    await setAccountLanguage(t.app, hindi.cookie, 'hi');
    await readyExport(hindi.cookie);
    const subject = 'आपका Mandap डेटा डाउनलोड के लिए तैयार है';
    const mails = () =>
      smtp.mails.filter(
        (m) => m.to.includes(hindi.account.email) && m.headers.get('subject') === subject,
      );
    await vi.waitFor(() => expect(mails()).toHaveLength(1), WAIT);
    const text = mails()[0]?.text ?? '';
    expect(text).toContain(`प्रिय ${hindi.account.name},`);
    expect(text).toContain('आपने अपने डेटा की जो कॉपी माँगी थी, वह तैयार है।');
    expect(text).toContain('https://mandap.example/hi/profile');
    // The day it can be downloaded until, in Hindi words: '15 जनवरी 2026, 4:05 pm'.
    expect(text).toMatch(
      /इसे \d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}, \d{1,2}:\d{2} [ap]m \(भारतीय समय\) तक/,
    );
    expect(text).not.toContain('Download it');
  });

  it("answers another account's download byte for byte as a missing one (404), and anonymous 401", async () => {
    const state = await readyExport(stranger.cookie);
    const theirs = await call('GET', state.downloadUrl, user.cookie);
    const missing = await call(
      'GET',
      `/api/account/export/${'0'.repeat(32)}/download`,
      user.cookie,
    );
    const garbage = await call('GET', '/api/account/export/not-an-id/download', user.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    expect(garbage.body).toBe(missing.body);
    expect(theirs.headers['content-type']).toBe(missing.headers['content-type']);
    expect(theirs.json()).toEqual({ message: PRIVACY_MESSAGES.exportNotFound });
    const vendorTry = await call('GET', state.downloadUrl, vendor.cookie);
    expect(vendorTry.body).toBe(missing.body);
    const anonymous = await call('GET', state.downloadUrl);
    expect(anonymous.statusCode).toBe(401);
    // The file is not under /media/ either.
    const key = (await filesUnder(privateDir())).find((f) => f.endsWith('.zip'));
    expect(key).toBeDefined();
    expect((await call('GET', `/media/${key}`)).statusCode).toBe(404);
  });

  it('takes one export at a time (409) and three a day (429 with the real wait)', async () => {
    const someone = await signedIn(t.app, 'user');
    const [row] = await t.database.sql.query<{ id: number }>(
      'SELECT id FROM users WHERE email = $1',
      [someone.account.email],
    );
    // A request whose job has not run yet.
    await requestExport(
      { db: t.database.db, storage: t.parts.storage },
      { role: 'user', userId: Number(row?.id) },
      t.clock.now(),
      { requestId: null, addressHash: null },
    );
    const busy = await call('POST', '/api/account/export', someone.cookie);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(PRIVACY_MESSAGES.exportUnderWay);
    await t.database.sql.query(
      "UPDATE data_exports SET status = 'failed' WHERE user_id = $1 AND status = 'preparing'",
      [row?.id],
    );
    expect((await exportState(someone.cookie)).state).toBe('failed');
    const second = await readyExport(someone.cookie);
    const third = await readyExport(someone.cookie);
    expect((await exportState(someone.cookie)).requestsLeft).toBe(0);
    // The newest replaced the one before: its download is gone.
    expect(third.id).not.toBe(second.id);
    expect((await call('GET', second.downloadUrl, someone.cookie)).statusCode).toBe(404);
    const fourth = await call('POST', '/api/account/export', someone.cookie);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(fourth.json().message).toBe(PRIVACY_MESSAGES.exportTooMany(24));
  });

  it('deletes an export after its 7 days (the sweep) and shows it expired', async () => {
    const someone = await signedIn(t.app, 'user');
    const state = await readyExport(someone.cookie);
    const before = await filesUnder(privateDir());
    await passTime(7 * DAY + HOUR, [someone, 'user'], [user, 'user'], [vendor, 'vendor']);
    stranger.cookie = (await signInAgain(t.app, 'user', stranger.account)).cookie;
    expect((await exportState(someone.cookie)).state).toBe('expired');
    await runJob('sweep-data-exports');
    await vi.waitFor(async () => {
      const [row] = await t.database.sql.query<{ status: string }>(
        'SELECT status FROM data_exports WHERE id = $1',
        [state.id],
      );
      expect(row?.status).toBe('expired');
    }, WAIT);
    const after = await filesUnder(privateDir());
    expect(after.length).toBeLessThan(before.length);
    expect((await call('GET', state.downloadUrl, someone.cookie)).statusCode).toBe(404);
    expect(await exportState(someone.cookie)).toMatchObject({
      state: 'expired',
      downloadUrl: null,
      requestsLeft: 3,
    });
  });
});

describe('delete my account', () => {
  it('refuses a wrong password with a message on the field, and changes nothing', async () => {
    const user = await signedIn(t.app, 'user');
    const res = await call('POST', '/api/account/delete', user.cookie, { password: 'Wrong@2026' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ password: PRIVACY_MESSAGES.passwordWrong });
    const empty = await call('POST', '/api/account/delete', user.cookie, {});
    expect(empty.json().fieldErrors).toEqual({ password: PRIVACY_MESSAGES.passwordRequired });
    expect((await call('GET', '/api/user/profile', user.cookie)).statusCode).toBe(200);
  });

  it('closes a vendor at once: every session ends, listings leave search and answer 410; a sign-in within 7 days cancels', async () => {
    const vendor = await signedIn(t.app, 'vendor', { phone: '9123400001' });
    const other = await signInAgain(t.app, 'vendor', vendor.account);
    const listingId = await activeListing(t.app, vendor.cookie, 'dj', {
      firmName: 'Dhol Nagada Jodhpur',
    });
    const found = async () =>
      (await call('GET', '/api/search?q=Nagada'))
        .json()
        .results.map((r: { listingId: number }) => r.listingId);
    expect(await found()).toContain(listingId);

    const res = await call('POST', '/api/account/delete', vendor.cookie, {
      password: vendor.account.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(new Date(res.json().eraseAfter).getTime() - t.clock.now().getTime()).toBe(7 * DAY);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await call('GET', '/api/vendor/profile', vendor.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/vendor/profile', other.cookie)).statusCode).toBe(401);
    expect(await found()).not.toContain(listingId);
    const gone = await call('GET', `/api/listings/${listingId}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(PRIVACY_MESSAGES.storefrontClosed);
    // The address stays taken while the account can still come back.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/register',
      payload: newAccount({ email: vendor.account.email }),
      remoteAddress: signupAddress(),
    });
    expect(again.statusCode).toBe(409);

    await passTime(6 * DAY);
    const login = await call('POST', '/api/vendor/login', undefined, {
      email: vendor.account.email,
      password: vendor.account.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({
      deletionCancelled: true,
      notice: 'Your account deletion was cancelled',
    });
    expect(await found()).toContain(listingId);
    expect((await call('GET', `/api/listings/${listingId}`)).statusCode).toBe(200);
    // The next sign-in is an ordinary one.
    const next = await signInAgain(t.app, 'vendor', vendor.account);
    expect(next.body.deletionCancelled).toBeUndefined();
    const actions = await t.database.sql.query<{ action: string; after: string }>(
      `SELECT action, after::text FROM audit_log WHERE object_type = 'vendor' AND object_id = (
         SELECT id::text FROM vendors WHERE email = $1) ORDER BY id`,
      [vendor.account.email],
    );
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['account.closed', 'account.deletion_cancelled']),
    );
    expect(JSON.stringify(actions)).not.toContain(vendor.account.email);
  });

  it('erases a user after 7 days: chat as "Deleted user", the review anonymous, photos gone from storage, the address free', async () => {
    const vendor = await signedIn(t.app, 'vendor', { phone: '9123400002' });
    const user = await signedIn(t.app, 'user', { phone: '9988000001', name: 'Priya Sharma' });
    const listingId = await activeListing(t.app, vendor.cookie, 'dj', {
      firmName: 'Sangeet Stars',
    });
    const enquiryId = await enquire(t.app, user.cookie, listingId, {
      eventDate: dayFromToday(1, t.clock.now()),
      message: 'Priya here: please keep our date.',
    });
    await sendMessage(t.app, vendor.cookie, enquiryId, 'Yes, we are free that day.');
    await passTime(2 * DAY, [vendor, 'vendor'], [user, 'user']);
    const reviewId = await reviewWithPhoto(user, listingId);
    const [photo] = await t.database.sql.query<{ storage_key: string; thumb_key: string }>(
      'SELECT storage_key, thumb_key FROM review_photos WHERE review_id = $1',
      [reviewId],
    );
    const media = await filesUnder(mediaDir());
    expect(media).toContain(photo?.storage_key);

    const closed = await call('POST', '/api/account/delete', user.cookie, {
      password: user.account.password,
    });
    expect(closed.statusCode).toBe(200);
    // The vendor sees "Deleted user" from the closing on, before the erasure.
    const closedThread = await call('GET', `/api/conversations/${enquiryId}`, vendor.cookie);
    expect(closedThread.json().otherName).toBe(DELETED_NAME);
    // Not yet: the grace is 7 days.
    await runJob('erase-closed-accounts');
    await passTime(7 * DAY + HOUR, [vendor, 'vendor']);
    await runJob('erase-closed-accounts');
    await vi.waitFor(async () => {
      const [row] = await t.database.sql.query<{ erased_at: Date | null }>(
        'SELECT erased_at FROM users WHERE id = (SELECT user_id FROM enquiries WHERE id = $1)',
        [enquiryId],
      );
      expect(row?.erased_at).toBeInstanceOf(Date);
    }, WAIT);

    const thread = await call('GET', `/api/conversations/${enquiryId}`, vendor.cookie);
    expect(thread.json().otherName).toBe(DELETED_NAME);
    expect(thread.json().messages.map((m: { body: string }) => m.body)).toContain(
      'Priya here: please keep our date.',
    );
    const storefront = (await call('GET', `/api/listings/${listingId}`)).json();
    expect(storefront.reviews).toMatchObject([
      { id: reviewId, authorName: DELETED_NAME, photos: [] },
    ]);
    // The files go just after the erasure commits.
    await vi.waitFor(async () => {
      const left = await filesUnder(mediaDir());
      expect(left).not.toContain(photo?.storage_key);
      expect(left).not.toContain(photo?.thumb_key);
    }, WAIT);
    const [row] = await t.database.sql.query<Record<string, unknown>>(
      `SELECT u.name, u.email, u.phone, e.phone AS enquiry_phone, e.email AS enquiry_email,
         e.sent_from, (SELECT count(*)::int FROM notifications n WHERE n.user_id = u.id) AS notes,
         (SELECT count(*)::int FROM sessions s WHERE s.user_id = u.id) AS sessions
       FROM enquiries e JOIN users u ON u.id = e.user_id WHERE e.id = $1`,
      [enquiryId],
    );
    expect(row).toMatchObject({
      name: DELETED_NAME,
      phone: '0000000000',
      enquiry_phone: '',
      enquiry_email: '',
      sent_from: null,
      notes: 0,
      sessions: 0,
    });
    expect(row?.email).not.toBe(user.account.email);
    const oldLogin = await call('POST', '/api/user/login', undefined, {
      email: user.account.email,
      password: user.account.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: newAccount({ email: user.account.email }),
      remoteAddress: signupAddress(),
    });
    expect(again.statusCode, again.body).toBe(201);
    // Again (a retried job): nothing more to do, erased once.
    const [erasedUser] = await t.database.sql.query<{ id: number }>(
      'SELECT user_id AS id FROM enquiries WHERE id = $1',
      [enquiryId],
    );
    const owner = { role: 'user' as const, userId: Number(erasedUser?.id) };
    const deps = { db: t.database.db, storage: t.parts.storage, log: console };
    expect(await eraseAccount(deps, owner, t.clock.now())).toBe(false);
    const erasures = await t.database.sql.query<{ after: string }>(
      "SELECT after::text FROM audit_log WHERE action = 'account.erased' AND object_type = 'user'",
    );
    expect(erasures.length).toBeGreaterThan(0);
    expect(JSON.stringify(erasures)).not.toContain(user.account.email);
  });

  it('erases a vendor: listing media gone from storage, payments kept apart with a billing record, the user\'s chat from "Deleted user"', async () => {
    const vendor = await signedIn(t.app, 'vendor', { phone: '9123400003', name: 'Arjun Mehta' });
    const user = await signedIn(t.app, 'user', { phone: '9988000002' });
    const listingId = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Baraat Band' });
    const uploaded = await uploadListingMedia(t.app, vendor.cookie, listingId, [
      { field: 'images', name: 'stage.png', type: 'image/png', data: await png() },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
    const keys = await t.database.sql.query<{ storage_key: string }>(
      'SELECT storage_key FROM listing_media WHERE listing_id = $1',
      [listingId],
    );
    expect(keys.length).toBeGreaterThan(0);
    const enquiryId = await enquire(t.app, user.cookie, listingId);
    await sendMessage(t.app, vendor.cookie, enquiryId, 'Arjun here, happy to help.');
    const details = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/billing/details',
      headers: { cookie: vendor.cookie },
      payload: {
        legalName: 'Arjun Mehta Music',
        address: '7 Band Street, Jaipur 302001',
        stateCode: '08',
      },
    });
    expect(details.statusCode).toBe(200);
    const [invoice] = await t.database.sql.query<{ id: number; recipient: unknown }>(
      `SELECT d.id, d.recipient FROM tax_documents d JOIN payments p ON p.id = d.payment_id
       WHERE p.listing_id = $1`,
      [listingId],
    );
    expect(invoice).toBeDefined();

    const closed = await call('POST', '/api/account/delete', vendor.cookie, {
      password: vendor.account.password,
    });
    expect(closed.statusCode).toBe(200);
    await passTime(7 * DAY + HOUR, [user, 'user']);
    await runJob('erase-closed-accounts');
    await vi.waitFor(async () => {
      const [row] = await t.database.sql.query<{ name: string }>(
        'SELECT v.name FROM vendors v JOIN listings l ON l.vendor_id = v.id WHERE l.id = $1',
        [listingId],
      );
      expect(row?.name).toBe(DELETED_NAME);
    }, WAIT);

    await vi.waitFor(async () => {
      const left = await filesUnder(mediaDir());
      for (const { storage_key } of keys) expect(left).not.toContain(storage_key);
    }, WAIT);
    const [payment] = await t.database.sql.query<Record<string, unknown>>(
      `SELECT p.status, r.billed_name, r.firm_name, r.keep_until::text AS keep_until
       FROM payments p JOIN retained_billing_records r ON r.payment_id = p.id
       WHERE p.listing_id = $1`,
      [listingId],
    );
    expect(payment).toMatchObject({
      status: 'paid',
      billed_name: 'Arjun Mehta',
      firm_name: 'Baraat Band',
    });
    expect(String(payment?.keep_until).slice(0, 4)).toBe(
      String(t.clock.now().getUTCFullYear() + 8),
    );
    // The billing details go; the tax invoice stays as it was issued (the law keeps it).
    expect(
      await t.database.sql.query(
        'SELECT 1 FROM vendor_billing_details WHERE vendor_id = (SELECT vendor_id FROM listings WHERE id = $1)',
        [listingId],
      ),
    ).toEqual([]);
    const [kept] = await t.database.sql.query<{ recipient: unknown }>(
      'SELECT recipient FROM tax_documents WHERE id = $1',
      [invoice?.id],
    );
    expect(kept?.recipient).toEqual(invoice?.recipient);
    const thread = await call('GET', `/api/conversations/${enquiryId}`, user.cookie);
    expect(thread.json().otherName).toBe(DELETED_NAME);
    expect(thread.json().messages.map((m: { body: string }) => m.body)).toContain(
      'Arjun here, happy to help.',
    );
    const storefront = await call('GET', `/api/listings/${listingId}`);
    expect(storefront.statusCode).toBe(410);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/register',
      payload: newAccount({ email: vendor.account.email }),
      remoteAddress: signupAddress(),
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('the new writes', () => {
  it('refuse a cross-site write (403) and change nothing', async () => {
    const user = await signedIn(t.app, 'user');
    const forged = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const asked = await call('POST', '/api/account/export', user.cookie, undefined, forged);
    expect(asked.statusCode).toBe(403);
    const deleted = await call(
      'POST',
      '/api/account/delete',
      user.cookie,
      { password: user.account.password },
      forged,
    );
    expect(deleted.statusCode).toBe(403);
    expect((await exportState(user.cookie)).state).toBe('none');
    expect((await call('GET', '/api/user/profile', user.cookie)).statusCode).toBe(200);
  });

  it('answer 401 without a session before reading the body', async () => {
    for (const url of ['/api/account/export', '/api/account/delete']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"password": ',
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
