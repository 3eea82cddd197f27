import { RECOVERY_LIMITS, RECOVERY_MESSAGES } from '@mandap/shared/account-recovery';
import { VERIFICATION_MESSAGES } from '@mandap/shared/email-verification';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GOOD_PASSWORD, newAccount, signedIn, signInAgain } from '../accounts';
import { mailingTestApp, type TestApp } from '../helper';
import type { ReceivedMail, TestSmtpServer } from '../smtp';

// "Forgot password?" and the change of an account's e-mail address (issue 29, decision 0068):
// reset links single use, within 30 minutes, the newest only, for their own role; guessed ones
// refused alike with nothing changed; the same reply for known and unknown addresses; the limits
// under parallel requests; every session ended after a reset; the e-mails caught by a real SMTP
// server; CSRF on each new write; the sign-in check before validation. ASVS 5.0 6.4.1-6.4.3,
// 6.3.7, 2.4.1; OWASP Forgot Password Cheat Sheet.

const WAIT = { timeout: 20_000, interval: 50 };
const NEW_PASSWORD = 'Naya@Ghar2027';
const EXPIRED = { message: RECOVERY_MESSAGES.linkExpired };
const HOST = 'mandap.example';

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await mailingTestApp());
});
afterAll(() => close());

let addressCounter = 0;
/** A client address of its own per test: requests are limited per address. */
function freshAddress(): string {
  addressCounter += 1;
  return `10.68.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** The e-mails to `email` but sign-up's verification link (decision 0069), oldest first. */
function mailsTo(email: string): ReceivedMail[] {
  return smtp.mails.filter(
    (m) => m.to.includes(email) && m.headers.get('subject') !== VERIFICATION_MESSAGES.mailSubject,
  );
}

async function nthMailTo(email: string, n: number): Promise<ReceivedMail> {
  await vi.waitFor(() => expect(mailsTo(email).length).toBeGreaterThanOrEqual(n), WAIT);
  const mail = mailsTo(email)[n - 1];
  if (!mail) throw new Error('no mail');
  return mail;
}

const RESET_LINK =
  /https:\/\/mandap\.example\/reset-password\?token=([A-Za-z0-9_-]{43})&role=(vendor|user)/;
const CONFIRM_LINK = /https:\/\/mandap\.example\/confirm-email\?token=([A-Za-z0-9_-]{43})/;

function tokenIn(mail: ReceivedMail, link: RegExp): string {
  const match = link.exec(mail.text);
  if (!match?.[1]) throw new Error(`no link in ${mail.text}`);
  return match[1];
}

function forgot(role: 'vendor' | 'user', email: string, remoteAddress = freshAddress()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${role}/password/forgot`,
    payload: { email },
    remoteAddress,
  });
}

function reset(role: 'vendor' | 'user', token: string, password = NEW_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${role}/password/reset`,
    payload: { token, password },
  });
}

/** Asks for a link and returns the token of the n-th reset e-mail to `email`. */
async function resetToken(role: 'vendor' | 'user', email: string, n = 1): Promise<string> {
  expect((await forgot(role, email)).statusCode).toBe(202);
  return tokenIn(await nthMailTo(email, n), RESET_LINK);
}

async function passwordHash(role: 'vendor' | 'user', email: string): Promise<string | undefined> {
  const [row] = await t.database.sql.query<{ password_hash: string }>(
    `SELECT password_hash FROM ${role}s WHERE email = $1`,
    [email],
  );
  return row?.password_hash;
}

async function profileStatus(role: 'vendor' | 'user', cookie: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/${role}/profile`,
    headers: { cookie },
  });
  return res.statusCode;
}

function login(role: 'vendor' | 'user', email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${role}/login`,
    payload: { email, password },
    remoteAddress: freshAddress(),
  });
}

describe('asking for a reset link', () => {
  it('answers an unknown and a known address alike; only the known one gets an e-mail', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const unknown = newAccount().email;
    const replies = [await forgot('vendor', unknown), await forgot('vendor', vendor.account.email)];
    for (const res of replies) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: RECOVERY_MESSAGES.forgotSent });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(replies[0]?.body).toBe(replies[1]?.body);
    const mail = await nthMailTo(vendor.account.email, 1);
    expect(mail.headers.get('subject')).toBe('Set a new Mandap password');
    expect(mail.text).toMatch(RESET_LINK);
    expect(RESET_LINK.exec(mail.text)?.[2]).toBe('vendor');
    expect(mail.text).toContain('within 30 minutes');
    // The queue runs one job after another: the unknown address's went first, and sent nothing.
    expect(mailsTo(unknown)).toEqual([]);
    // An address with a user account only has no vendor account to reset.
    const user = await signedIn(t.app, 'user');
    expect((await forgot('vendor', user.account.email)).statusCode).toBe(202);
    await resetToken('user', user.account.email);
    expect(mailsTo(user.account.email)).toHaveLength(1);
  });

  it('does no more work for a known address than for an unknown one before it answers', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const time = async (email: string) => {
      const started = performance.now();
      expect((await forgot('vendor', email)).statusCode).toBe(202);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      known.push(await time(vendor.account.email));
      unknown.push(await time(newAccount().email));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    // The lookup and the e-mail happen in a job after the reply: no password hashing, no
    // account query in the request, so the two take the same (small) time.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
  });

  it('lets exactly the limit through per account e-mail, under parallel requests, then 429 with the wait', async () => {
    const email = newAccount().email;
    const replies = await Promise.all(
      Array.from({ length: RECOVERY_LIMITS.perAccountPerHour + 4 }, () => forgot('user', email)),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(RECOVERY_LIMITS.perAccountPerHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const refused = replies.find((r) => r.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused?.json()).toMatchObject({
      message: RECOVERY_MESSAGES.tooMany(60),
      kind: 'rate_limited',
    });
    // The other role's limit is its own; an hour later the address is free again.
    expect((await forgot('vendor', email)).statusCode).toBe(202);
    t.clock.advance(RECOVERY_LIMITS.windowMs + 1000);
    expect((await forgot('user', email)).statusCode).toBe(202);
  });

  it('lets exactly the limit through per client address, under parallel requests', async () => {
    const address = freshAddress();
    const replies = await Promise.all(
      Array.from({ length: RECOVERY_LIMITS.perAddressPerHour + 5 }, () =>
        forgot('vendor', newAccount().email, address),
      ),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(RECOVERY_LIMITS.perAddressPerHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    // Those requests are not failed sign-ins: the address still signs in.
    const vendor = await signedIn(t.app, 'vendor');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email: vendor.account.email, password: GOOD_PASSWORD },
      remoteAddress: address,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('setting a new password with the link', () => {
  it('sets it, ends every session, forgives failed sign-ins, audits, and tells the owner', async () => {
    const user = await signedIn(t.app, 'user');
    const email = user.account.email;
    const second = await signInAgain(t.app, 'user', user.account);
    for (let i = 0; i < 3; i += 1) {
      expect((await login('user', email, 'Wrong@Pass1')).statusCode).toBe(401);
    }
    const token = await resetToken('user', email);
    const res = await reset('user', token);
    expect(res.statusCode).toBe(204);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await profileStatus('user', user.cookie)).toBe(401);
    expect(await profileStatus('user', second.cookie)).toBe(401);
    expect((await login('user', email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login('user', email, NEW_PASSWORD)).statusCode).toBe(200);
    const failures = await t.database.sql.query(
      'SELECT 1 FROM login_failures WHERE account_key = $1',
      [`user:${email}`],
    );
    expect(failures).toEqual([]);
    const [audit] = await t.database.sql.query<{ actor_kind: string; after: unknown }>(
      `SELECT actor_kind, after FROM audit_log a JOIN users u ON u.id::text = a.object_id
        WHERE a.action = 'account.password_reset' AND u.email = $1`,
      [email],
    );
    expect(audit).toEqual({ actor_kind: 'user', after: { sessionsEnded: 2 } });
    const notice = await nthMailTo(email, 2);
    expect(notice.headers.get('subject')).toBe('Your Mandap password was changed');
    expect(notice.text).toContain('https://mandap.example/grievances');
    expect(notice.text).not.toMatch(RESET_LINK);
  });

  it('works once: the same link again is refused with the one message', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const token = await resetToken('vendor', vendor.account.email);
    expect((await reset('vendor', token)).statusCode).toBe(204);
    const again = await reset('vendor', token, 'Other@Pass99');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual(EXPIRED);
    expect((await login('vendor', vendor.account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works within 30 minutes only', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const token = await resetToken('vendor', vendor.account.email);
    const before = await passwordHash('vendor', vendor.account.email);
    t.clock.advance(30 * 60_000 + 1);
    const res = await reset('vendor', token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual(EXPIRED);
    expect(await passwordHash('vendor', vendor.account.email)).toBe(before);
  });

  it('works only the newest link', async () => {
    const user = await signedIn(t.app, 'user');
    const first = await resetToken('user', user.account.email, 1);
    const second = await resetToken('user', user.account.email, 2);
    expect((await reset('user', first)).statusCode).toBe(410);
    expect((await reset('user', second)).statusCode).toBe(204);
  });

  it('refuses a user’s link on the vendor route, and leaves it unused for its own', async () => {
    const account = newAccount();
    const user = await signedIn(t.app, 'user', { email: account.email });
    const vendor = await signedIn(t.app, 'vendor', { email: account.email });
    const token = await resetToken('user', account.email);
    const vendorHash = await passwordHash('vendor', account.email);
    const res = await reset('vendor', token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual(EXPIRED);
    expect(await passwordHash('vendor', account.email)).toBe(vendorHash);
    expect(await profileStatus('vendor', vendor.cookie)).toBe(200);
    expect((await reset('user', token)).statusCode).toBe(204);
    expect(await profileStatus('user', user.cookie)).toBe(401);
  });

  it('answers guessed and malformed tokens alike, changing nothing', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const token = await resetToken('vendor', vendor.account.email);
    const before = await passwordHash('vendor', vendor.account.email);
    const guesses = [
      `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`,
      'A'.repeat(43),
      'abc',
      '',
      `${token}=`,
    ];
    for (const guess of guesses) {
      const res = await reset('vendor', guess);
      expect(res.statusCode, guess).toBe(410);
      expect(res.body, guess).toBe(JSON.stringify(EXPIRED));
    }
    expect(await passwordHash('vendor', vendor.account.email)).toBe(before);
    expect(await profileStatus('vendor', vendor.cookie)).toBe(200);
    // The real link still works after the guesses.
    expect((await reset('vendor', token)).statusCode).toBe(204);
  });

  it('checks the new password by the spec’s rules before anything else', async () => {
    const res = await reset('user', 'A'.repeat(43), 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.password).toBe('Must be at least 8 characters');
  });
});

function changeEmail(cookie: string, newEmail: string, password = GOOD_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/email',
    headers: { cookie },
    payload: { newEmail, password },
    remoteAddress: freshAddress(),
  });
}

function confirm(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/account/email/confirm', payload: { token } });
}

describe('changing the e-mail address', () => {
  it('moves the account only when the link sent to the new address is followed', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const oldEmail = vendor.account.email;
    const newEmail = `moved.${Date.now().toString(36)}@example.in`;
    // A reset link sent to the old address stops working once the account moves.
    const pendingReset = await resetToken('vendor', oldEmail);
    const res = await changeEmail(vendor.cookie, newEmail);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: RECOVERY_MESSAGES.changeEmailSent('m***@example.in') });
    const mail = await nthMailTo(newEmail, 1);
    expect(mail.headers.get('subject')).toBe('Confirm your new Mandap e-mail address');
    expect(await passwordHash('vendor', oldEmail)).toBeDefined();
    expect(await passwordHash('vendor', newEmail)).toBeUndefined();

    const confirmed = await confirm(tokenIn(mail, CONFIRM_LINK));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ role: 'vendor', email: newEmail });
    const [row] = await t.database.sql.query<{ id: string; email_verified_at: Date | null }>(
      'SELECT id, email_verified_at FROM vendors WHERE email = $1',
      [newEmail],
    );
    expect(row?.email_verified_at).toEqual(t.clock.now());
    const notice = await nthMailTo(oldEmail, 2);
    expect(notice.headers.get('subject')).toBe('Your Mandap e-mail address was changed');
    expect(notice.text).toContain('changed to m***@example.in');
    expect(notice.text).not.toContain(newEmail);
    expect(notice.text).toContain('https://mandap.example/grievances');
    const [audit] = await t.database.sql.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_log
        WHERE action = 'account.email_changed' AND object_type = 'vendor' AND object_id = $1`,
      [String(row?.id)],
    );
    expect(audit).toEqual({ before: { email: oldEmail }, after: { email: newEmail } });

    expect((await confirm(tokenIn(mail, CONFIRM_LINK))).statusCode).toBe(410);
    expect((await reset('vendor', pendingReset)).statusCode).toBe(410);
    expect(await profileStatus('vendor', vendor.cookie)).toBe(200);
    expect((await login('vendor', newEmail, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('asks the current password, and counts a wrong one as a failed sign-in', async () => {
    const user = await signedIn(t.app, 'user');
    const res = await changeEmail(user.cookie, newAccount().email, 'Wrong@Pass1');
    expect(res.statusCode).toBe(403);
    expect(res.json().fieldErrors).toEqual({ password: RECOVERY_MESSAGES.wrongPassword });
    const failures = await t.database.sql.query(
      'SELECT 1 FROM login_failures WHERE account_key = $1',
      [`user:${user.account.email}`],
    );
    expect(failures).toHaveLength(1);
    expect(await profileStatus('user', user.cookie)).toBe(200);
  });

  it('refuses the same address, and one another account of the role uses; not another role’s', async () => {
    const user = await signedIn(t.app, 'user');
    const otherUser = await signedIn(t.app, 'user');
    const vendor = await signedIn(t.app, 'vendor');
    const same = await changeEmail(user.cookie, user.account.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors).toEqual({ newEmail: RECOVERY_MESSAGES.sameEmail });
    const taken = await changeEmail(user.cookie, otherUser.account.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ newEmail: RECOVERY_MESSAGES.emailTaken });
    expect((await changeEmail(user.cookie, vendor.account.email)).statusCode).toBe(202);
  });

  it('refuses a link whose address another account took meanwhile, and keeps it unused', async () => {
    const user = await signedIn(t.app, 'user');
    const newEmail = newAccount().email;
    expect((await changeEmail(user.cookie, newEmail)).statusCode).toBe(202);
    const token = tokenIn(await nthMailTo(newEmail, 1), CONFIRM_LINK);
    const squatter = await signedIn(t.app, 'user', { email: newEmail });
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RECOVERY_MESSAGES.emailTaken);
    expect(await passwordHash('user', user.account.email)).toBeDefined();
    expect(await profileStatus('user', squatter.cookie)).toBe(200);
  });

  it('refuses an expired or guessed confirmation link with the one message', async () => {
    const user = await signedIn(t.app, 'user');
    const newEmail = newAccount().email;
    expect((await changeEmail(user.cookie, newEmail)).statusCode).toBe(202);
    const token = tokenIn(await nthMailTo(newEmail, 1), CONFIRM_LINK);
    expect((await confirm('B'.repeat(43))).json()).toEqual(EXPIRED);
    t.clock.advance(24 * 3600_000 + 1);
    const res = await confirm(token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual(EXPIRED);
    expect(await passwordHash('user', user.account.email)).toBeDefined();
  });

  it('answers 401 before reading the body when nobody is signed in', async () => {
    for (const payload of [{}, { newEmail: 'x', password: '' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/account/email', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue.' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('cross-site requests and headers', () => {
  it('refuses each new write from another site’s Origin, changing nothing', async () => {
    const user = await signedIn(t.app, 'user');
    const token = await resetToken('user', user.account.email);
    const before = await passwordHash('user', user.account.email);
    const forged = [
      { url: '/api/user/password/forgot', payload: { email: user.account.email } },
      { url: '/api/user/password/reset', payload: { token, password: NEW_PASSWORD } },
      {
        url: '/api/account/email',
        payload: { newEmail: newAccount().email, password: GOOD_PASSWORD },
      },
      { url: '/api/account/email/confirm', payload: { token: 'A'.repeat(43) } },
    ];
    for (const call of forged) {
      const res = await t.app.inject({
        method: 'POST',
        url: call.url,
        payload: call.payload,
        headers: {
          cookie: user.cookie,
          host: HOST,
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        },
      });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json()).toEqual({
        message: 'This request came from another site and was refused.',
      });
    }
    expect(await passwordHash('user', user.account.email)).toBe(before);
    expect(await profileStatus('user', user.cookie)).toBe(200);
    // The link was not used up by the forged reset.
    expect((await reset('user', token)).statusCode).toBe(204);
  });

  it('serves the pages a link opens with Referrer-Policy: no-referrer', async () => {
    for (const url of ['/reset-password?token=abc&role=user', '/confirm-email?token=abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
    const other = await t.app.inject({ method: 'GET', url: '/UserLogin' });
    expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
