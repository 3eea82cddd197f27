import { LIMITS } from '@mandap/shared/limits';
import * as hiAccounts from '@mandap/shared/messages/hi/server-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, newAccount, sessionCookie, signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { newVendorUniqueId } from './service';

let t: TestApp;
beforeAll(async () => {
  // The tests of the hashing itself: OWASP's cost, as in production.
  t = await buildTestApp({}, { passwordHashing: 'owasp' });
});
afterAll(() => t.close());

async function count(table: string, email: string): Promise<number> {
  const rows = await t.database.sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE email = $1`,
    [email],
  );
  return rows[0]?.n ?? 0;
}

describe('registration', () => {
  it('creates a vendor with a server-made unique id and no password in the reply', async () => {
    const account = newAccount({
      email: 'Mixed.Case@Example.IN'.replace('@', `.${Date.now().toString(36)}@`),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/register',
      payload: account,
    });
    expect(res.statusCode).toBe(201);
    const { vendor } = res.json();
    expect(vendor.vendorUniqueId).toMatch(/^VND-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(vendor).toEqual({
      vendorUniqueId: vendor.vendorUniqueId,
      name: 'Asha Verma',
      email: account.email.toLowerCase(),
      phone: '9876543210',
      // Until the link e-mailed at sign-up is followed (decision 0069).
      emailVerified: false,
    });
    expect(res.body).not.toContain(GOOD_PASSWORD);
    const [row] = await t.database.sql.query<{ password_hash: string }>(
      'SELECT password_hash FROM vendors WHERE email = $1',
      [account.email.toLowerCase()],
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['vendor', '+91 98765-43210'],
    ['user', '098765 43210'],
  ])('stores a %s phone typed as %j as its 10 digits (issue 31)', async (role, phone) => {
    const account = newAccount({ phone });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${role}/register`,
      payload: account,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.sql.query<{ phone: string }>(
      `SELECT phone FROM ${role === 'vendor' ? 'vendors' : 'users'} WHERE email = $1`,
      [account.email.toLowerCase()],
    );
    expect(row?.phone).toBe('9876543210');
  });

  it('ignores a vendor id sent by the client', async () => {
    const account = { ...newAccount(), vendorUniqueId: 'VND-AAAAAAAA', vendor_unique_id: 'x' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/register',
      payload: account,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().vendor.vendorUniqueId).not.toBe('VND-AAAAAAAA');
  });

  it('refuses a second registration with the same email, whatever its case, and creates nothing', async () => {
    const account = newAccount();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/vendor/register', payload: account }))
        .statusCode,
    ).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/register',
      payload: { ...account, email: account.email.toUpperCase(), name: 'Other Name' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'An account with this email already exists. Please sign in instead.',
      fieldErrors: { email: 'An account with this email already exists. Please sign in instead.' },
    });
    expect(await count('vendors', account.email)).toBe(1);
  });

  it('lets one email hold a vendor account and a user account', async () => {
    const account = newAccount();
    for (const role of ['vendor', 'user']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/${role}/register`,
        payload: account,
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await count('users', account.email)).toBe(1);
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ name: 'Asha 2' }, 'name', 'Name should only contain letters and spaces'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'asha@' }, 'email', 'Invalid email address'],
    [{ phone: '' }, 'phone', 'Phone number is required'],
    [
      { phone: '98765' },
      'phone',
      'Please enter a valid 10-digit phone number: this one has 5 digits.',
    ],
    [{ phone: '98765 4321x' }, 'phone', 'Please enter a valid 10-digit phone number'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: 'Ab1!' }, 'password', 'Must be at least 8 characters'],
    [{ password: 'Abcdefg!' }, 'password', 'Must contain a number'],
    [{ password: '1234567!' }, 'password', 'Must contain a letter'],
    [{ password: 'Abcdefg1' }, 'password', 'Must contain a special character'],
  ])('refuses %j with the message for %s', async (change, field, message) => {
    for (const role of ['vendor', 'user']) {
      const account = newAccount(change);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/${role}/register`,
        payload: account,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toBe(message);
      expect(await count(role === 'vendor' ? 'vendors' : 'users', account.email)).toBe(0);
    }
  });
});

describe('login', () => {
  it('says which kind of failure it was', async () => {
    const account = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/vendor/register', payload: account });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email: account.email, password: 'Wrong@1234' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid credentials', kind: 'auth' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email: `nobody.${Date.now().toString(36)}@example.in`, password: 'Wrong@1234' },
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ message: 'Account not found', kind: 'account' });
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: account.email, password: account.password },
    });
    expect(user.json()).toEqual({ message: 'Account not found', kind: 'account' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/vendor/login', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('sets an httpOnly, SameSite=Lax cookie for 10 days, Secure only over https', async () => {
    const account = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/vendor/register', payload: account });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email: account.email, password: account.password },
    });
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^mandap_session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Secure');
    const expires = Date.parse(/Expires=([^;]+)/.exec(header)?.[1] ?? '');
    expect(Math.abs(expires - (t.clock.now().getTime() + LIMITS.sessionLifetimeMs))).toBeLessThan(
      2000,
    );
    expect(res.json().vendor.email).toBe(account.email);
  });

  it('stores only a hash of the token', async () => {
    const { cookie } = await signedIn(t.app, 'vendor');
    const token = cookie.split('=')[1] ?? '';
    const rows = await t.database.sql.query('SELECT 1 FROM sessions WHERE token_hash = $1', [
      token,
    ]);
    expect(rows).toEqual([]);
  });

  it('issues a new token at every login and revokes the one the browser had', async () => {
    const { account, cookie: first } = await signedIn(t.app, 'vendor');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      headers: { cookie: first },
      payload: { email: account.email, password: account.password },
    });
    const second = sessionCookie(again.headers['set-cookie']);
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/profile',
      headers: { cookie: first },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/profile',
      headers: { cookie: second },
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('reports who is signed in', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(anonymous.json()).toEqual({ role: null });
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const vendor = await signedIn(t.app, 'vendor');
    const v = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: vendor.cookie },
    });
    // The notice accepted at sign-up is the one in force: nothing to accept (issue 29).
    expect(v.json()).toEqual({ role: 'vendor', vendor: vendor.body.vendor, noticeUpdate: null });
    const user = await signedIn(t.app, 'user');
    const u = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: user.cookie },
    });
    expect(u.json()).toEqual({
      role: 'user',
      user: {
        name: 'Asha Verma',
        email: user.account.email,
        phone: '9876543210',
        emailVerified: true,
      },
      noticeUpdate: null,
    });
  });

  it('expires 10 days after login, not a moment later, however often it is used', async () => {
    const { cookie } = await signedIn(t.app, 'vendor');
    // Used every day, so the idle timeout (2 days) never ends it first.
    const day = 24 * 60 * 60 * 1000;
    for (let used = 1; used < 10; used += 1) {
      t.clock.advance(day);
      const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
      expect(res.json().role).toBe('vendor');
    }
    t.clock.advance(LIMITS.sessionLifetimeMs - 9 * day - 60_000);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/profile',
      headers: { cookie },
    });
    expect(before.statusCode).toBe(200);
    t.clock.advance(60_000);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/profile',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Please sign in as a vendor to continue.' });
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json()).toEqual({ role: null });
  });

  it('revokes the session on logout, even if the token is replayed', async () => {
    const { cookie } = await signedIn(t.app, 'vendor');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^mandap_session=; Max-Age=0;/);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/profile',
      headers: { cookie },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('keeps the roles apart', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const user = await signedIn(t.app, 'user');
    const userOnVendor = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/profile',
      headers: { cookie: user.cookie },
    });
    expect(userOnVendor.statusCode).toBe(401);
    const userEditsVendor = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      headers: { cookie: user.cookie },
      payload: { name: 'Hacker', email: user.account.email, phone: '9999999999' },
    });
    expect(userEditsVendor.statusCode).toBe(401);
    const vendorOnUser = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: vendor.cookie },
    });
    expect(vendorOnUser.statusCode).toBe(401);
    expect(vendorOnUser.json()).toEqual({ message: 'Please sign in to continue.' });
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: user.cookie },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a forged or missing cookie', async () => {
    for (const cookie of ['mandap_session=forged', 'other=1', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/vendor/profile',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('failed-login rate limit', () => {
  it('blocks an account after 10 failures in 15 minutes, even with the right password', async () => {
    const account = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/vendor/register', payload: account });
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vendor/login',
        payload: { email: account.email, password },
        remoteAddress: `10.1.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}`,
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt('Wrong@1234')).statusCode).toBe(401);
    const blocked = await attempt(account.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      kind: 'rate_limited',
    });
    expect(blocked.headers['retry-after']).toBe('900');
    t.clock.advance(5 * 60_000);
    expect((await attempt(account.password)).json().message).toContain('in 10 minutes');
    t.clock.advance(10 * 60_000 + 1000);
    expect((await attempt(account.password)).statusCode).toBe(200);
  });

  it('says how long to wait in Hindi to Accept-Language: hi', async () => {
    const account = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/vendor/register', payload: account });
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vendor/login',
        headers: { 'accept-language': 'hi' },
        payload: { email: account.email, password },
        remoteAddress: `10.2.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}`,
      });
    const wrong = await attempt('Wrong@1234');
    expect(wrong.json()).toEqual({ message: hiAccounts.invalidCredentials, kind: 'auth' });
    for (let i = 1; i < 10; i += 1) expect((await attempt('Wrong@1234')).statusCode).toBe(401);
    const blocked = await attempt(account.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-language']).toBe('hi');
    expect(blocked.json()).toEqual({
      message: hiAccounts.tooManyLoginAttempts(15),
      kind: 'rate_limited',
    });
    expect(blocked.json().message).toContain('15 मिनट');
    t.clock.advance(15 * 60_000 + 1000);
  });

  it('lets the right password through a busy address, and nothing through one at its ceiling', async () => {
    const remoteAddress = '10.9.9.9';
    const guess = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: {
          email: `guess${i}.${Date.now().toString(36)}@example.in`,
          password: 'Wrong@1234',
        },
        remoteAddress,
      });
    for (let i = 0; i < 30; i += 1) expect((await guess(i)).statusCode).toBe(401);
    // Busy: an unknown email is no longer told apart, but the right password signs in.
    expect((await guess(30)).json()).toEqual({ message: 'Invalid credentials', kind: 'auth' });
    const { account } = await signedIn(t.app, 'user');
    const attempt = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: account.email, password: account.password },
        remoteAddress: address,
      });
    expect((await attempt(remoteAddress)).statusCode).toBe(200);
    await t.database.sql.query(
      `INSERT INTO login_failures (account_key, address, created_at)
       SELECT 'user:x@example.in', $1, $2 FROM generate_series(1, 100)`,
      [remoteAddress, t.clock.now()],
    );
    const blocked = await attempt(remoteAddress);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
    expect((await attempt('10.9.9.10')).statusCode).toBe(200);
  });
});

describe('vendor profile', () => {
  it('reads and edits the signed-in vendor only', async () => {
    const { cookie, body, account } = await signedIn(t.app, 'vendor');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      headers: { cookie },
      payload: { name: 'Asha Rani Verma', phone: '9123456780' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vendorUniqueId: body.vendor.vendorUniqueId,
      name: 'Asha Rani Verma',
      email: account.email,
      phone: '9123456780',
      // The test's vendor followed the sign-up's link (decision 0069); the e-mail is unchanged.
      emailVerified: true,
    });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/profile',
      headers: { cookie },
    });
    expect(read.json()).toEqual(res.json());
  });

  it('changes no e-mail: an address moves only through a link sent to it (decision 0068)', async () => {
    const other = await signedIn(t.app, 'vendor');
    const { cookie, account } = await signedIn(t.app, 'vendor');
    for (const email of [`new.${Date.now().toString(36)}@example.in`, other.account.email]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/vendor/profile',
        headers: { cookie },
        payload: { name: 'Asha', email, phone: '9123456780' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe(account.email);
    }
    expect(await count('vendors', account.email)).toBe(1);
  });

  it('keeps the registration formats', async () => {
    const { cookie } = await signedIn(t.app, 'vendor');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      headers: { cookie },
      payload: { name: '', phone: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      name: 'Name is required',
      phone: 'Please enter a valid 10-digit phone number: this one has 2 digits.',
    });
  });

  it('keeps a phone typed with +91, spaces and dashes as its 10 digits (issue 31)', async () => {
    const { cookie } = await signedIn(t.app, 'vendor');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      headers: { cookie },
      payload: { name: 'Asha Verma', phone: '+91 91234-56780' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().phone).toBe('9123456780');
  });
});

describe('vendor unique ids', () => {
  it('are VND- and 8 Crockford base32 characters, and differ', () => {
    const ids = new Set(Array.from({ length: 1000 }, newVendorUniqueId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^VND-[0-9A-HJKMNP-TV-Z]{8}$/);
  });
});
