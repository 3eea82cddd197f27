import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_LIMITS,
  verifyAgainstNothing,
  verifyPassword,
} from '../../src/modules/accounts/index';
import { GOOD_PASSWORD, newAccount, signupAddress } from '../accounts';
import { buildTestApp, type TestApp } from '../helper';

// The argon2 checks are counted, to prove which attempts never reach one (their cost is the
// point of the limits). They still run for real.
vi.mock('../../src/modules/accounts/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/modules/accounts/index')>();
  return {
    ...real,
    verifyPassword: vi.fn(real.verifyPassword),
    verifyAgainstNothing: vi.fn(real.verifyAgainstNothing),
  };
});

type Role = 'vendor' | 'user';
const WRONG = 'Wrong@1234';
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  // The tests of the hashing itself: OWASP's cost, as in production.
  t = await buildTestApp({}, { passwordHashing: 'owasp' });
});
afterAll(() => t.close());

let addresses = 0;
/** A client address no other test uses, so that address counts never mix between tests. */
function freshAddress(): string {
  addresses += 1;
  return `10.14.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

function login(role: Role, email: string, password: string, remoteAddress = freshAddress()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${role}/login`,
    payload: { email, password },
    remoteAddress,
  });
}

async function register(role: Role, account = newAccount()) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${role}/register`,
    payload: account,
    // Each from an address of its own: sign-ups are limited per address (issue 27).
    remoteAddress: signupAddress(),
  });
  expect(res.statusCode).toBe(201);
  return account;
}

/** How many argon2 checks logins have made so far. */
function checks(): number {
  return (
    vi.mocked(verifyPassword).mock.calls.length + vi.mocked(verifyAgainstNothing).mock.calls.length
  );
}

/** Failures as an earlier moment (or an earlier, racy version of the server) left them. */
async function seedFailures(accountKey: string, address: string, at: Date, n: number) {
  await t.database.sql.query(
    `INSERT INTO login_failures (account_key, address, created_at)
     SELECT $1, $2, $3 FROM generate_series(1, $4::int)`,
    [accountKey, address, at, n],
  );
}

async function failuresOf(accountKey: string): Promise<number> {
  const rows = await t.database.sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM login_failures WHERE account_key = $1',
    [accountKey],
  );
  return rows[0]?.n ?? 0;
}

/** A 429 that tells the client to wait exactly `seconds`: in Retry-After and, rounded up, in words. */
function expectWait(res: LightMyRequestResponse, seconds: number): void {
  expect(res.statusCode).toBe(429);
  const minutes = Math.ceil(seconds / 60);
  expect(res.json()).toEqual({
    message: `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    kind: 'rate_limited',
  });
  expect(res.headers['retry-after']).toBe(String(seconds));
}

describe('refusing bad credentials', () => {
  it('refuses a wrong password and an unknown account with 401 and starts no session', async () => {
    const account = await register('vendor');
    const sessionsBefore = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions',
    );
    const wrong = await login('vendor', account.email, WRONG);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid credentials', kind: 'auth' });
    const unknown = await login(
      'vendor',
      `nobody.${Date.now().toString(36)}@example.in`,
      GOOD_PASSWORD,
    );
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Account not found', kind: 'account' });
    for (const res of [wrong, unknown]) expect(res.headers['set-cookie']).toBeUndefined();
    const sessionsAfter = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions',
    );
    expect(sessionsAfter).toEqual(sessionsBefore);
  });

  it("never signs a vendor's credentials in as a user, nor a user's as a vendor", async () => {
    const vendorOnly = await register('vendor');
    expect((await login('user', vendorOnly.email, vendorOnly.password)).statusCode).toBe(401);
    const userOnly = await register('user');
    expect((await login('vendor', userOnly.email, userOnly.password)).statusCode).toBe(401);
    // One email with an account of each role, and a different password for each.
    const both = newAccount();
    await register('vendor', both);
    await register('user', { ...both, password: 'Doosra@2026' });
    expect((await login('user', both.email, both.password)).statusCode).toBe(401);
    expect((await login('vendor', both.email, 'Doosra@2026')).statusCode).toBe(401);
    const own = await login('user', both.email, 'Doosra@2026');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      user: { name: both.name, email: both.email, phone: both.phone, emailVerified: false },
    });
  });

  it('stores passwords only as argon2id hashes, and a failed login keeps no trace of one', async () => {
    const password = 'Plain$Text9';
    const vendor = await register('vendor', newAccount({ password }));
    const user = await register('user', newAccount({ password }));
    await login('vendor', vendor.email, `${password}x`);
    const hashes = await t.database.sql.query<{ password_hash: string }>(
      `SELECT password_hash FROM vendors WHERE email = $1
       UNION ALL SELECT password_hash FROM users WHERE email = $2`,
      [vendor.email, user.email],
    );
    expect(hashes).toHaveLength(2);
    for (const { password_hash } of hashes) {
      expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[^$]+\$[^$]+$/);
      expect(password_hash).not.toContain(password);
    }
    // The two hashes differ: each has its own salt.
    expect(hashes[0]?.password_hash).not.toBe(hashes[1]?.password_hash);
    const traces = await t.database.sql.query<{ row: string }>(
      `SELECT f::text AS row FROM login_failures f
       UNION ALL SELECT s::text FROM sessions s
       UNION ALL SELECT v::text FROM vendors v WHERE email = $1`,
      [vendor.email],
    );
    for (const { row } of traces) expect(row).not.toContain(password);
  });

  it('refuses an over-long password, a NUL byte and malformed bodies without a server error', async () => {
    const account = await register('vendor');
    const before = checks();
    const tooLong = await login('vendor', account.email, `${GOOD_PASSWORD}${'x'.repeat(200)}`);
    expect(tooLong.statusCode).toBe(400);
    const huge = await login('vendor', account.email, 'x'.repeat(100_000));
    expect(huge.statusCode).toBe(400);
    const nulEmail = await login('vendor', `a\u0000${account.email}`, GOOD_PASSWORD);
    expect(nulEmail.statusCode).toBe(400);
    expect(nulEmail.json().fieldErrors.email).toBeDefined();
    // Refused at the door: no argon2 work for any of them.
    expect(checks()).toBe(before);
    const nulPassword = await login('vendor', account.email, `${GOOD_PASSWORD}\u0000`);
    expect(nulPassword.statusCode).toBeGreaterThanOrEqual(400);
    expect(nulPassword.statusCode).toBeLessThan(500);
    expect(nulPassword.headers['set-cookie']).toBeUndefined();
    for (const payload of ['{"email":', '[]', '{"email":1,"password":{}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/vendor/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email: account.email, password: GOOD_PASSWORD, pad: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(tooBig.statusCode).toBe(413);
    // The account is untouched: the right password still signs in.
    expect((await login('vendor', account.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses to register an email that already has an account of that role', async () => {
    const account = await register('user');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { ...account, password: 'Another@2026' },
    });
    expect(again.statusCode).toBe(409);
    const rows = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE email = $1',
      [account.email],
    );
    expect(rows[0]?.n).toBe(1);
    // The first password stands; the second was never stored.
    expect((await login('user', account.email, 'Another@2026')).statusCode).toBe(401);
    expect((await login('user', account.email, account.password)).statusCode).toBe(200);
  });
});

describe('the failed-login limit of an account', () => {
  it('lets at most 10 of 25 parallel wrong passwords be checked; the rest get 429', async () => {
    const account = await register('vendor');
    const before = checks();
    const replies = await Promise.all(
      Array.from({ length: 25 }, () => login('vendor', account.email, WRONG)),
    );
    const codes = replies.map((r) => r.statusCode);
    const refused = codes.filter((c) => c === 401).length;
    expect(refused).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount);
    expect(codes.filter((c) => c === 429)).toHaveLength(25 - refused);
    expect(checks() - before).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount);
    expect(await failuresOf(`vendor:${account.email}`)).toBeLessThanOrEqual(
      LOGIN_LIMITS.perAccount,
    );
    expect((await login('vendor', account.email, account.password)).statusCode).toBe(429);
  });

  it('refuses even the right password of a locked account, without checking it', async () => {
    const account = await register('user');
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      expect((await login('user', account.email, WRONG)).statusCode).toBe(401);
    }
    const before = checks();
    const locked = await login('user', account.email, account.password);
    expectWait(locked, LOGIN_LIMITS.windowMs / 1000);
    expect(locked.headers['set-cookie']).toBeUndefined();
    expect(checks()).toBe(before);
  });

  it('states the real wait, counted from the failure that must leave the window, and opens exactly then', async () => {
    const account = await register('vendor');
    const key = `vendor:${account.email}`;
    // 12 failures in the window (more than the limit, as the racy version could leave): 2 ten
    // minutes ago and 10 now. The account opens when 3 have left, 15 minutes from now, not when
    // the oldest leaves in 5.
    await seedFailures(key, freshAddress(), new Date(t.clock.now().getTime() - 10 * MINUTE), 2);
    await seedFailures(key, freshAddress(), t.clock.now(), 10);
    expectWait(await login('vendor', account.email, account.password), 15 * 60);
    t.clock.advance(5 * MINUTE);
    expectWait(await login('vendor', account.email, account.password), 10 * 60);
    t.clock.advance(10 * MINUTE - 1000);
    expectWait(await login('vendor', account.email, account.password), 1);
    t.clock.advance(1000);
    expect((await login('vendor', account.email, account.password)).statusCode).toBe(200);
  });

  it('gives the exact seconds in Retry-After and rounds them up to whole minutes in words', async () => {
    const account = await register('user');
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) await login('user', account.email, WRONG);
    t.clock.advance(14 * MINUTE + 30_000);
    expectWait(await login('user', account.email, account.password), 30);
    t.clock.advance(29_000);
    expectWait(await login('user', account.email, account.password), 1);
    t.clock.advance(1000);
    expect((await login('user', account.email, account.password)).statusCode).toBe(200);
  });

  it('forgets failures once they are 15 minutes old', async () => {
    const account = await register('vendor');
    const address = freshAddress();
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      await login('vendor', account.email, WRONG, address);
    }
    expect((await login('vendor', account.email, WRONG, address)).statusCode).toBe(429);
    t.clock.advance(LOGIN_LIMITS.windowMs);
    expect((await login('vendor', account.email, WRONG, address)).statusCode).toBe(401);
    expect((await login('vendor', account.email, account.password, address)).statusCode).toBe(200);
  });

  it("clears the account's failures when the right password is given", async () => {
    const account = await register('user');
    const almost = LOGIN_LIMITS.perAccount - 1;
    for (let i = 0; i < almost; i += 1) await login('user', account.email, WRONG);
    expect((await login('user', account.email, account.password)).statusCode).toBe(200);
    expect(await failuresOf(`user:${account.email}`)).toBe(0);
    // A full allowance again: 10 more wrong passwords are checked before the lock.
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      expect((await login('user', account.email, WRONG)).statusCode).toBe(401);
    }
    expect((await login('user', account.email, WRONG)).statusCode).toBe(429);
  });
});

describe('the failed-login limits of an address', () => {
  it('lets the right password sign in from an address past its failure limit', async () => {
    const address = freshAddress();
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) {
      const res = await login(
        'user',
        `guess${i}.${Date.now().toString(36)}@example.in`,
        WRONG,
        address,
      );
      expect(res.statusCode).toBe(401);
    }
    const account = await register('user');
    const res = await login('user', account.email, account.password, address);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/^mandap_session=/);
  });

  it('answers a wrong password and an unknown email alike from a busy address', async () => {
    const address = freshAddress();
    await seedFailures('user:someone@example.in', address, t.clock.now(), LOGIN_LIMITS.perAddress);
    const account = await register('user');
    const wrong = await login('user', account.email, WRONG, address);
    const unknown = await login(
      'user',
      `nobody.${Date.now().toString(36)}@example.in`,
      WRONG,
      address,
    );
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid credentials', kind: 'auth' });
    }
    // Elsewhere the unknown email is still told apart (decision 0010).
    const elsewhere = await login('user', `nobody.${Date.now().toString(36)}@example.in`, WRONG);
    expect(elsewhere.json().kind).toBe('account');
  });

  it('refuses everything from an address at its ceiling with 429, checking no password', async () => {
    const address = freshAddress();
    const ceiling = LOGIN_LIMITS.addressCeiling;
    await seedFailures('user:someone@example.in', address, t.clock.now(), ceiling);
    const account = await register('user');
    const before = checks();
    const blocked = await login('user', account.email, account.password, address);
    expectWait(blocked, LOGIN_LIMITS.windowMs / 1000);
    expect(checks()).toBe(before);
    expect((await login('user', account.email, account.password)).statusCode).toBe(200);
    t.clock.advance(LOGIN_LIMITS.windowMs);
    expect((await login('user', account.email, account.password, address)).statusCode).toBe(200);
  });

  it('lets parallel attempts from one address go no further than its ceiling', async () => {
    const address = freshAddress();
    const ceiling = LOGIN_LIMITS.addressCeiling;
    await seedFailures('user:someone@example.in', address, t.clock.now(), ceiling - 5);
    const before = checks();
    const replies = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        login('user', `spray${i}.${Date.now().toString(36)}@example.in`, WRONG, address),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 401 || c === 429)).toHaveLength(15);
    expect(checks() - before).toBeLessThanOrEqual(5);
  });
});
