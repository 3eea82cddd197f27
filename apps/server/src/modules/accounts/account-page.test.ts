import { ACCOUNT_MESSAGES } from '@mandap/shared/accounts';
import { VERIFICATION_MESSAGES } from '@mandap/shared/email-verification';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  GOOD_PASSWORD,
  newAccount,
  sessionCookie,
  signedIn,
  signupAddress,
} from '../../../test/accounts';
import { mailingTestApp, type TestApp } from '../../../test/helper';
import type { ReceivedMail, TestSmtpServer } from '../../../test/smtp';
import { LOGIN_LIMITS } from './service';

// The account page (issue 29, decision 0070): name and phone, the password change, and "Where you
// are signed in", for vendors and users alike. The security cases: nobody lists or ends another
// account's sessions (404 in the same words as a missing one), a wrong current password is
// refused and counted with the sign-in's failures, the change ends the other sessions only, every
// new write refuses a cross-site request, and a request without a session gets 401 before its
// body is looked at.

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const NEW_PASSWORD = 'Mehndi#2027';
const WAIT = { timeout: 10_000, interval: 50 };

type Role = 'vendor' | 'user';

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await mailingTestApp());
});
afterAll(() => close());

/** The e-mails to `email` but sign-up's verification link (decision 0069), oldest first. */
function mailsTo(email: string): ReceivedMail[] {
  return smtp.mails.filter(
    (m) => m.to.includes(email) && m.headers.get('subject') !== VERIFICATION_MESSAGES.mailSubject,
  );
}

/** Signs the account in from a browser that says `userAgent`; returns the Cookie header. */
async function signIn(
  role: Role,
  account: { email: string; password: string },
  userAgent?: string,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${role}/login`,
    payload: { email: account.email, password: account.password },
    remoteAddress,
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return sessionCookie(res.headers['set-cookie']);
}

function call(
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

interface ListedSession {
  id: string;
  device: string | null;
  place: string | null;
  signedInAt: string;
  lastUsedAt: string;
  current: boolean;
}

async function sessionsOf(cookie: string): Promise<ListedSession[]> {
  const res = await call('GET', '/api/account/sessions', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { sessions: ListedSession[] }).sessions;
}

async function isSignedIn(cookie: string): Promise<boolean> {
  const res = await call('GET', '/api/account/profile', cookie);
  return res.statusCode === 200;
}

async function auditEntries(action: string, objectId: number) {
  return t.database.sql.query<{ actor_kind: string; after: unknown }>(
    'SELECT actor_kind, after FROM audit_log WHERE action = $1 AND object_id = $2 ORDER BY id',
    [action, String(objectId)],
  );
}

async function accountId(role: Role, email: string): Promise<number> {
  const table = role === 'vendor' ? 'vendors' : 'users';
  const [row] = await t.database.sql.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE email = $1`,
    [email],
  );
  return Number(row?.id);
}

describe('the profile: name and phone', () => {
  for (const role of ['vendor', 'user'] as const) {
    it(`shows and edits a ${role}'s name and phone, never the e-mail`, async () => {
      const { account, cookie } = await signedIn(t.app, role);
      const shown = await call('GET', '/api/account/profile', cookie);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['cache-control']).toBe('no-store');
      expect(shown.json()).toMatchObject({
        role,
        [role]: { name: account.name, email: account.email },
      });

      const edited = await call('PATCH', '/api/account/profile', cookie, {
        name: 'Asha Rani Verma',
        phone: '9123456780',
        email: 'someone.else@example.in',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({
        role,
        [role]: { name: 'Asha Rani Verma', phone: '9123456780', email: account.email },
      });
      const session = await call('GET', '/api/session', cookie);
      expect(session.json()[role]).toMatchObject({ name: 'Asha Rani Verma', phone: '9123456780' });
    });
  }

  it("refuses a name or phone against spec 5's rules, field by field, changing nothing", async () => {
    const { account, cookie } = await signedIn(t.app, 'user');
    const res = await call('PATCH', '/api/account/profile', cookie, { name: 'A1', phone: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      name: 'Name should only contain letters and spaces',
      phone: 'Please enter a valid 10-digit phone number: this one has 5 digits.',
    });
    const after = await call('GET', '/api/account/profile', cookie);
    expect(after.json().user).toMatchObject({ name: account.name, phone: account.phone });
  });
});

describe('where you are signed in', () => {
  it('lists each live session with its device, last use and "this device" first, and no token', async () => {
    const { account } = await signedIn(t.app, 'user');
    const phone = await signIn('user', account, CHROME_ANDROID);
    t.clock.advance(60_000);
    const laptop = await signIn('user', account, FIREFOX_WINDOWS);
    const unknown = await signIn('user', account, 'curl/8.5.0');

    const listed = await sessionsOf(phone);
    // signedIn's own session (no user agent) is there too.
    expect(listed).toHaveLength(4);
    expect(listed[0]).toMatchObject({ device: 'Chrome on Android', current: true, place: null });
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed.map((s) => s.device).sort()).toEqual(
      ['Chrome on Android', 'Firefox on Windows', null, null].sort(),
    );
    for (const session of listed) {
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(session.lastUsedAt).toISOString()).toBe(session.lastUsedAt);
    }
    const tokenHashes = await t.database.sql.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions',
    );
    const body = JSON.stringify(listed);
    for (const { token_hash } of tokenHashes) expect(body).not.toContain(token_hash);
    for (const cookie of [phone, laptop, unknown]) {
      expect(body).not.toContain(cookie.split('=')[1]);
    }
    // Seen from another of the account's browsers, that one is "This device".
    const fromLaptop = await sessionsOf(laptop);
    expect(fromLaptop[0]).toMatchObject({ device: 'Firefox on Windows', current: true });
  });

  it('records at most 512 characters of a User-Agent', async () => {
    const { account } = await signedIn(t.app, 'vendor');
    await signIn('vendor', account, `${SAFARI_IPHONE} ${'x'.repeat(700)}`);
    const [row] = await t.database.sql.query<{ n: number }>(
      `SELECT max(char_length(s.user_agent))::int AS n FROM sessions s
       JOIN vendors v ON v.id = s.vendor_id WHERE v.email = $1`,
      [account.email],
    );
    expect(row?.n).toBe(512);
  });

  it('leaves out ended sessions (signed out, idle)', async () => {
    const { account, cookie } = await signedIn(t.app, 'vendor');
    const other = await signIn('vendor', account, SAFARI_IPHONE);
    await call('POST', '/api/session/logout', other);
    expect(await sessionsOf(cookie)).toHaveLength(1);
  });

  it('signs out one other session: it stops working at once, and the entry is audited', async () => {
    const { account, cookie } = await signedIn(t.app, 'vendor');
    const phone = await signIn('vendor', account, CHROME_ANDROID);
    const target = (await sessionsOf(cookie)).find((s) => !s.current);
    if (!target) throw new Error('no other session');
    const res = await call('DELETE', `/api/account/sessions/${target.id}`, cookie);
    expect(res.statusCode, res.body).toBe(204);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await sessionsOf(cookie)).toHaveLength(1);
    const id = await accountId('vendor', account.email);
    const entries = await auditEntries('account.device_signed_out', id);
    expect(entries).toEqual([{ actor_kind: 'vendor', after: { device: 'Chrome on Android' } }]);
    // Again: it has ended, so it is not found.
    const again = await call('DELETE', `/api/account/sessions/${target.id}`, cookie);
    expect(again.statusCode).toBe(404);
  });

  it('does not sign out the session asking from the list (409): Logout does that', async () => {
    const { cookie } = await signedIn(t.app, 'user');
    const [current] = await sessionsOf(cookie);
    const res = await call('DELETE', `/api/account/sessions/${current?.id}`, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.sessionIsCurrent });
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('signs out everywhere else and keeps this session', async () => {
    const { account, cookie } = await signedIn(t.app, 'user');
    const others = [
      await signIn('user', account, CHROME_ANDROID),
      await signIn('user', account, SAFARI_IPHONE),
    ];
    const res = await call('POST', '/api/account/sessions/sign-out-others', cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    for (const other of others) expect(await isSignedIn(other)).toBe(false);
    expect(await isSignedIn(cookie)).toBe(true);
    const listed = await sessionsOf(cookie);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.current).toBe(true);
    const id = await accountId('user', account.email);
    expect(await auditEntries('account.signed_out_elsewhere', id)).toEqual([
      { actor_kind: 'user', after: { signedOutElsewhere: 2 } },
    ]);
    const none = await call('POST', '/api/account/sessions/sign-out-others', cookie);
    expect(none.json()).toEqual({ ended: 0 });
  });
});

describe("another account's sessions", () => {
  it('are listed for nobody else, and cannot be ended: 404 byte for byte like a missing one', async () => {
    const victim = await signedIn(t.app, 'user');
    const victimPhone = await signIn('user', victim.account, CHROME_ANDROID);
    const attacker = await signedIn(t.app, 'user');
    const vendorAttacker = await signedIn(t.app, 'vendor', { email: victim.account.email });
    const victimIds = (await sessionsOf(victim.cookie)).map((s) => s.id);
    expect(victimIds).toHaveLength(2);

    for (const cookie of [attacker.cookie, vendorAttacker.cookie]) {
      const listed = await sessionsOf(cookie);
      expect(listed.map((s) => s.id).filter((id) => victimIds.includes(id))).toEqual([]);
      const missing = await call(
        'DELETE',
        '/api/account/sessions/00000000-0000-4000-8000-000000000000',
        cookie,
      );
      for (const id of victimIds) {
        const res = await call('DELETE', `/api/account/sessions/${id}`, cookie);
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(missing.body);
        expect(res.headers['content-type']).toBe(missing.headers['content-type']);
        expect(res.headers['content-length']).toBe(missing.headers['content-length']);
      }
      expect(missing.json()).toEqual({ message: ACCOUNT_MESSAGES.sessionNotFound });
      // Their "everywhere else" is theirs only.
      await call('POST', '/api/account/sessions/sign-out-others', cookie);
    }
    expect(await isSignedIn(victim.cookie)).toBe(true);
    expect(await isSignedIn(victimPhone)).toBe(true);
    expect(await sessionsOf(victim.cookie)).toHaveLength(2);
  });
});

describe('changing the password', () => {
  for (const role of ['vendor', 'user'] as const) {
    it(`for a ${role}: ends every other session, keeps this one, audits and e-mails the owner`, async () => {
      const { account, cookie } = await signedIn(t.app, role);
      const others = [
        await signIn(role, account, CHROME_ANDROID),
        await signIn(role, account, FIREFOX_WINDOWS),
      ];
      const res = await call('POST', '/api/account/password', cookie, {
        currentPassword: account.password,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode, res.body).toBe(204);
      expect(res.headers['cache-control']).toBe('no-store');
      for (const other of others) expect(await isSignedIn(other)).toBe(false);
      expect(await isSignedIn(cookie)).toBe(true);

      const oldLogin = await t.app.inject({
        method: 'POST',
        url: `/api/${role}/login`,
        payload: { email: account.email, password: account.password },
      });
      expect(oldLogin.statusCode).toBe(401);
      await signIn(role, { email: account.email, password: NEW_PASSWORD });

      const id = await accountId(role, account.email);
      expect(await auditEntries('account.password_changed', id)).toEqual([
        { actor_kind: role, after: { signedOutElsewhere: 2 } },
      ]);
      const [hash] = await t.database.sql.query<{ password_hash: string }>(
        `SELECT password_hash FROM ${role === 'vendor' ? 'vendors' : 'users'} WHERE id = $1`,
        [id],
      );
      expect(hash?.password_hash).toMatch(/^\$argon2id\$/);

      await vi.waitFor(() => expect(mailsTo(account.email)).toHaveLength(1), WAIT);
      const [mail] = mailsTo(account.email);
      expect(mail?.headers.get('subject')).toBe(ACCOUNT_MESSAGES.passwordChangedMailSubject);
      expect(mail?.text).toContain(`Dear ${account.name},`);
      expect(mail?.text).toContain(`Mandap ${role} account (${account.email}) was changed on`);
      expect(mail?.text).toContain('(India time)');
      expect(mail?.text).toContain('has been signed out');
      expect(mail?.text).not.toContain(NEW_PASSWORD);
    });
  }

  it('refuses a wrong current password (403, beside the field), changing nothing', async () => {
    const { account, cookie } = await signedIn(t.app, 'user');
    const other = await signIn('user', account, CHROME_ANDROID);
    const res = await call('POST', '/api/account/password', cookie, {
      currentPassword: 'Wrong@2026',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: ACCOUNT_MESSAGES.wrongCurrentPassword,
      kind: 'auth',
      fieldErrors: { currentPassword: ACCOUNT_MESSAGES.wrongCurrentPassword },
    });
    expect(await isSignedIn(other)).toBe(true);
    await signIn('user', account);
    const id = await accountId('user', account.email);
    expect(await auditEntries('account.password_changed', id)).toEqual([]);
    expect(mailsTo(account.email)).toEqual([]);
  });

  it("counts wrong current passwords with the sign-in's failures: the account locks for both", async () => {
    const address = signupAddress();
    const { account, cookie } = await signedIn(t.app, 'vendor');
    const wrong = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: { cookie },
        remoteAddress: address,
        payload: { currentPassword: 'Wrong@2026', newPassword: NEW_PASSWORD },
      });
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      expect((await wrong()).statusCode).toBe(403);
    }
    const [counted] = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM login_failures WHERE account_key = $1',
      [`vendor:${account.email}`],
    );
    expect(counted?.n).toBe(LOGIN_LIMITS.perAccount);
    // Locked: even the right current password waits, and so does the sign-in.
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      remoteAddress: address,
      payload: { currentPassword: account.password, newPassword: NEW_PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email: account.email, password: account.password },
      remoteAddress: signupAddress(),
    });
    expect(login.statusCode).toBe(429);
    const id = await accountId('vendor', account.email);
    expect(await auditEntries('account.sign_in_locked', id)).toHaveLength(1);
    t.clock.advance(LOGIN_LIMITS.windowMs + 1000);
  });

  it('refuses a new password against spec 5, or the same as the current one (400)', async () => {
    const { account, cookie } = await signedIn(t.app, 'user');
    const weak = await call('POST', '/api/account/password', cookie, {
      currentPassword: account.password,
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.newPassword).toBe('Must be at least 8 characters');
    const same = await call('POST', '/api/account/password', cookie, {
      currentPassword: GOOD_PASSWORD,
      newPassword: GOOD_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors).toEqual({ newPassword: ACCOUNT_MESSAGES.samePassword });
    const empty = await call('POST', '/api/account/password', cookie, {
      newPassword: NEW_PASSWORD,
    });
    expect(empty.json().fieldErrors).toEqual({
      currentPassword: ACCOUNT_MESSAGES.currentPasswordRequired,
    });
    await signIn('user', account);
  });
});

describe('the account routes without a session, and from another site', () => {
  const writes = [
    ['PATCH', '/api/account/profile'],
    ['POST', '/api/account/password'],
    ['DELETE', '/api/account/sessions/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/account/sessions/sign-out-others'],
  ] as const;

  it('answers 401 before looking at the body, for reads and writes', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/profile'],
      ['GET', '/api/account/sessions'],
      ...writes,
    ] as const) {
      const res = await call(method, url, null, method === 'GET' ? undefined : { name: 1 });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue.' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses every new write from another site (403) and changes nothing', async () => {
    const { account, cookie } = await signedIn(t.app, 'user');
    const other = await signIn('user', account, CHROME_ANDROID);
    const [, otherSession] = await sessionsOf(cookie);
    const bodies: Record<string, unknown> = {
      '/api/account/profile': { name: 'Forged Name', phone: '9000000009' },
      '/api/account/password': { currentPassword: account.password, newPassword: NEW_PASSWORD },
    };
    for (const [method, url] of writes) {
      const target = method === 'DELETE' ? `/api/account/sessions/${otherSession?.id}` : url;
      const forged: Record<string, string>[] = [
        { host: 'mandap.example', origin: 'https://evil.example' },
        { host: 'mandap.example', 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of forged) {
        const res = await call(method, target, cookie, bodies[url] ?? {}, headers);
        expect(res.statusCode, `${method} ${target}`).toBe(403);
        expect(res.json()).toEqual({
          message: 'This request came from another site and was refused.',
        });
      }
    }
    expect(await isSignedIn(other)).toBe(true);
    const profile = await call('GET', '/api/account/profile', cookie);
    expect(profile.json().user).toMatchObject({ name: account.name, phone: account.phone });
    await signIn('user', account);
    expect(mailsTo(account.email)).toEqual([]);
  });

  it('accepts the same writes from this site', async () => {
    const { account, cookie } = await signedIn(t.app, 'vendor');
    const res = await call(
      'PATCH',
      '/api/account/profile',
      cookie,
      { name: account.name, phone: account.phone },
      { host: 'mandap.example', origin: 'http://mandap.example', 'sec-fetch-site': 'same-origin' },
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('sign-up and the account', () => {
  it('a new account has no session until it signs in (sign-up starts none)', async () => {
    const account = newAccount();
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: account,
      remoteAddress: signupAddress(),
      headers: { 'user-agent': CHROME_ANDROID },
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.headers['set-cookie']).toBeUndefined();
    const cookie = await signIn('user', account, CHROME_ANDROID);
    expect((await sessionsOf(cookie)).map((s) => s.device)).toEqual(['Chrome on Android']);
  });
});
