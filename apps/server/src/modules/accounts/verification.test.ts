import {
  maskEmail,
  VERIFICATION_MESSAGES,
  VERIFICATION_RESEND_LIMITS,
} from '@mandap/shared/email-verification';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn, signInAgain } from '../../../test/accounts';
import { activeListing, enquire, sendEnquiry, sendMessage } from '../../../test/contact';
import { mailingTestApp, type TestApp } from '../../../test/helper';
import { createListing } from '../../../test/listings';
import { payThroughSandbox } from '../../../test/payments';
import type { TestSmtpServer } from '../../../test/smtp';

// Verified e-mail addresses (issue 29, decision 0069): the link a new account is sent, following
// it once for the address it was sent to, asking for it again within limits, and the gates on
// sending an enquiry and paying for a listing. E-mails go to a real SMTP server on loopback.

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await mailingTestApp());
});
afterAll(() => close());

const WAIT = { timeout: 20_000, interval: 50 };
const LINK = /https:\/\/mandap\.example\/verify-email\?token=([A-Za-z0-9_-]{43})\n/;

/** The verification e-mails that reached `email`, oldest first. */
function mailsTo(email: string) {
  return smtp.mails.filter(
    (m) => m.to.includes(email) && m.headers.get('subject') === VERIFICATION_MESSAGES.mailSubject,
  );
}

/** The token of the `nth` verification e-mail to reach `email` (waits for it). */
async function tokenFromMail(email: string, nth = 1): Promise<string> {
  await vi.waitFor(() => expect(mailsTo(email).length).toBeGreaterThanOrEqual(nth), WAIT);
  const match = mailsTo(email)[nth - 1]?.text.match(LINK);
  if (!match?.[1]) throw new Error(`no link in the e-mail to ${email}`);
  return match[1];
}

function verify(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/account/email/verify', payload: { token } });
}

function resend(cookie: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/email/verification',
    headers: { cookie },
  });
}

async function session(cookie: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json();
}

describe('the link a new account is sent', () => {
  it('e-mails a user a link after sign-up; following it verifies the address, once', async () => {
    const user = await signedIn(t.app, 'user', {}, { verified: false });
    expect(await session(user.cookie)).toMatchObject({
      role: 'user',
      user: { email: user.account.email, emailVerified: false },
    });
    const token = await tokenFromMail(user.account.email);
    const [mail] = mailsTo(user.account.email);
    expect(mail?.to).toEqual([user.account.email]);
    expect(mail?.text).toContain('Namaste Asha Verma,');

    // The link may be opened signed out, in another browser: the token is the proof.
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({ role: 'user', email: user.account.email });
    expect(await session(user.cookie)).toMatchObject({ user: { emailVerified: true } });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: user.cookie },
    });
    expect(profile.json()).toMatchObject({ emailVerified: true });

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: VERIFICATION_MESSAGES.linkInvalid });
  });

  it('e-mails a vendor too, and the vendor profile says whether the address is verified', async () => {
    const vendor = await signedIn(t.app, 'vendor', {}, { verified: false });
    const token = await tokenFromMail(vendor.account.email);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/profile',
      headers: { cookie: vendor.cookie },
    });
    expect(before.json()).toMatchObject({ emailVerified: false });
    expect((await verify(token)).json()).toEqual({ role: 'vendor', email: vendor.account.email });
    expect(await session(vendor.cookie)).toMatchObject({ vendor: { emailVerified: true } });
  });

  it('refuses a link that ran out (7 days), a guessed or malformed one, alike', async () => {
    const user = await signedIn(t.app, 'user', {}, { verified: false });
    const token = await tokenFromMail(user.account.email);
    t.clock.advance(7 * 24 * 3600_000 + 60_000);
    const late = await verify(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: VERIFICATION_MESSAGES.linkInvalid });
    for (const guess of ['A'.repeat(43), 'not a token', `${token.slice(0, 42)}x`]) {
      const res = await verify(guess);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: VERIFICATION_MESSAGES.linkInvalid });
    }
    // Signed in again (a week idle ends a session): still not verified.
    const { cookie } = await signInAgain(t.app, 'user', user.account);
    expect(await session(cookie)).toMatchObject({ user: { emailVerified: false } });
  });

  it('verifies only the address the link was sent to: after a change of address it is refused', async () => {
    const vendor = await signedIn(t.app, 'vendor', {}, { verified: false });
    const token = await tokenFromMail(vendor.account.email);
    // The address moves the only way it can: a link to the new one, followed (decision 0068).
    const moved = `moved.${Date.now().toString(36)}@example.in`;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: { cookie: vendor.cookie },
      payload: { newEmail: moved, password: vendor.account.password },
    });
    expect(asked.statusCode).toBe(202);
    const toMoved = () => smtp.mails.filter((m) => m.to.includes(moved));
    await vi.waitFor(() => expect(toMoved()).toHaveLength(1), WAIT);
    const confirmToken = toMoved()[0]?.text.match(/confirm-email\?token=([\w-]+)/)?.[1];
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/account/email/confirm',
      payload: { token: confirmToken },
    });
    expect(confirmed.statusCode).toBe(200);
    // The move dropped the account's other links: the old address's is no proof of anything.
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: VERIFICATION_MESSAGES.linkInvalid });
    // The link that moved it proved the new address.
    expect(await session(vendor.cookie)).toMatchObject({
      vendor: { email: moved, emailVerified: true },
    });
  });

  it('keeps a verified vendor verified through a profile edit, whose e-mail field changes nothing', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    expect(await session(vendor.cookie)).toMatchObject({ vendor: { emailVerified: true } });
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      headers: { cookie: vendor.cookie },
      payload: {
        name: 'Asha Verma',
        email: `other.${Date.now().toString(36)}@example.in`,
        phone: '9876543210',
      },
    });
    expect(edit.json()).toMatchObject({ email: vendor.account.email, emailVerified: true });
  });

  it('a newer link replaces the older one', async () => {
    const user = await signedIn(t.app, 'user', {}, { verified: false });
    const older = await tokenFromMail(user.account.email);
    expect((await resend(user.cookie)).statusCode).toBe(200);
    const newer = await tokenFromMail(user.account.email, 2);
    expect(newer).not.toBe(older);
    expect((await verify(older)).statusCode).toBe(400);
    expect((await verify(newer)).statusCode).toBe(200);
  });
});

describe('asking for the link again', () => {
  it('sends a new link, says where, and answers an address verified already without sending', async () => {
    const vendor = await signedIn(t.app, 'vendor', {}, { verified: false });
    await tokenFromMail(vendor.account.email);
    const res = await resend(vendor.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      sent: true,
      alreadyVerified: false,
      message: VERIFICATION_MESSAGES.sent(maskEmail(vendor.account.email)),
    });
    expect(maskEmail(vendor.account.email)).toMatch(/^a\*\*\*@example\.in$/);
    const token = await tokenFromMail(vendor.account.email, 2);
    expect((await verify(token)).statusCode).toBe(200);

    const done = await resend(vendor.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      sent: false,
      alreadyVerified: true,
      message: VERIFICATION_MESSAGES.alreadyVerified,
    });
    // Nothing more was sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(vendor.account.email)).toHaveLength(2);
  });

  it('sends at most 3 an hour under parallel requests, 429 with the real wait beyond', async () => {
    const user = await signedIn(t.app, 'user', {}, { verified: false });
    const replies = await Promise.all(Array.from({ length: 8 }, () => resend(user.cookie)));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(VERIFICATION_RESEND_LIMITS.perHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8 - VERIFICATION_RESEND_LIMITS.perHour);
    const refused = replies.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({
      message: VERIFICATION_MESSAGES.tooMany(60),
      kind: 'rate_limited',
    });
    const wait = Number(refused?.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    // The sign-up's e-mail and the three sent again.
    await vi.waitFor(() => expect(mailsTo(user.account.email)).toHaveLength(4), WAIT);

    // Half an hour on, the wait has halved; an hour on, links may be sent again.
    t.clock.advance(30 * 60_000);
    const later = await resend(user.cookie);
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(1800);
    t.clock.advance(30 * 60_000 + 1000);
    expect((await resend(user.cookie)).statusCode).toBe(200);
  });

  it('sends at most 10 a day', async () => {
    const user = await signedIn(t.app, 'user', {}, { verified: false });
    const statuses: number[] = [];
    for (let hour = 0; hour < 4; hour += 1) {
      for (let i = 0; i < 3; i += 1) statuses.push((await resend(user.cookie)).statusCode);
      t.clock.advance(3600_000 + 1000);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(VERIFICATION_RESEND_LIMITS.perDay);
    const refused = await resend(user.cookie);
    expect(refused.statusCode).toBe(429);
    // The first of the ten leaves the day about 20 hours from now (4 hours have passed).
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(19 * 3600);
    expect(wait).toBeLessThanOrEqual(20 * 3600);
  });

  it("counts each account apart, and nobody's sign-in failures", async () => {
    const a = await signedIn(t.app, 'user', {}, { verified: false });
    const b = await signedIn(t.app, 'vendor', {}, { verified: false });
    for (let i = 0; i < 3; i += 1) expect((await resend(a.cookie)).statusCode).toBe(200);
    expect((await resend(a.cookie)).statusCode).toBe(429);
    expect((await resend(b.cookie)).statusCode).toBe(200);
    // The same address's sign-ins are not held back by the links it asked for.
    await signInAgain(t.app, 'user', a.account);
  });
});

describe('sending an enquiry needs a verified address', () => {
  it('refuses an unverified user with 403 email_unverified and stores nothing; after verifying, the same enquiry goes', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await activeListing(t.app, vendor.cookie);
    const user = await signedIn(t.app, 'user', {}, { verified: false });

    const refused = await sendEnquiry(t.app, user.cookie, listingId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: VERIFICATION_MESSAGES.enquiryGate(maskEmail(user.account.email)),
      kind: 'email_unverified',
    });
    expect(refused.json().message).toBe(
      `Please verify your e-mail address before sending an enquiry. We sent a link to ${maskEmail(user.account.email)}.`,
    );
    const [stored] = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM enquiries WHERE listing_id = $1',
      [listingId],
    );
    expect(stored?.n).toBe(0);

    // Verified in another tab: pressing Send again sends what was typed.
    expect((await verify(await tokenFromMail(user.account.email))).statusCode).toBe(200);
    const sent = await sendEnquiry(t.app, user.cookie, listingId);
    expect(sent.statusCode).toBe(201);
  });

  it('refuses to forward an enquiry for an unverified address, and leaves its chat open', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await activeListing(t.app, vendor.cookie);
    const other = await activeListing(t.app, vendor.cookie);
    const user = await signedIn(t.app, 'user');
    const enquiryId = await enquire(t.app, user.cookie, listingId);
    // The address is no longer verified (as after a change of address).
    await t.database.sql.query('UPDATE users SET email_verified_at = NULL WHERE email = $1', [
      user.account.email,
    ]);
    const forward = await t.app.inject({
      method: 'POST',
      url: `/api/user/enquiries/${enquiryId}/forward`,
      headers: { cookie: user.cookie },
      payload: { listingIds: [other] },
    });
    expect(forward.statusCode).toBe(403);
    expect(forward.json()).toMatchObject({ kind: 'email_unverified' });
    // Chat messages in an existing conversation are not held back.
    expect((await sendMessage(t.app, user.cookie, enquiryId, 'Any update?')).statusCode).toBe(201);
  });

  it("shows the vendor whether the couple's e-mail is verified, on each enquiry", async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await activeListing(t.app, vendor.cookie);
    const verified = await signedIn(t.app, 'user');
    const elsewhere = await signedIn(t.app, 'user');
    const a = await enquire(t.app, verified.cookie, listingId, {
      email: verified.account.email,
    });
    // An address typed on the enquiry that is not the account's verified one: no badge.
    const b = await enquire(t.app, elsewhere.cookie, listingId, {
      email: 'someone.else@example.in',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/enquiries?listingId=${listingId}`,
      headers: { cookie: vendor.cookie },
    });
    const byId = new Map(
      (list.json().enquiries as { id: number; userEmailVerified: boolean }[]).map((e) => [
        e.id,
        e.userEmailVerified,
      ]),
    );
    expect(byId.get(a)).toBe(true);
    expect(byId.get(b)).toBe(false);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${a}`,
      headers: { cookie: vendor.cookie },
    });
    expect(detail.json().enquiry.userEmailVerified).toBe(true);
  });
});

describe('paying for a listing needs a verified address', () => {
  it('refuses the order and the checkout of an unverified vendor with 403; after verifying, the payment goes', async () => {
    const vendor = await signedIn(t.app, 'vendor', {}, { verified: false });
    const listingId = await createListing(t.app, vendor.cookie, 'dj');
    const order = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/listings/${listingId}/order`,
      headers: { cookie: vendor.cookie },
    });
    expect(order.statusCode).toBe(403);
    expect(order.json()).toEqual({
      message: VERIFICATION_MESSAGES.paymentGate(maskEmail(vendor.account.email)),
      kind: 'email_unverified',
    });
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/checkout',
      headers: { cookie: vendor.cookie },
      payload: { orderId: 'order_anything', cardNumber: '4111 1111 1111 1111' },
    });
    expect(checkout.statusCode).toBe(403);
    const [payments] = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payments WHERE listing_id = $1',
      [listingId],
    );
    expect(payments?.n).toBe(0);

    expect((await verify(await tokenFromMail(vendor.account.email))).statusCode).toBe(200);
    expect((await payThroughSandbox(t.app, vendor.cookie, listingId)).statusCode).toBe(200);
  });
});
