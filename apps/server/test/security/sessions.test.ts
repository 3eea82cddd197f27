import { createHash } from 'node:crypto';
import { LIMITS } from '@mandap/shared/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { migrate, readMigrations } from '../../src/db/migrate';
import { findSession, sweepSessions } from '../../src/modules/accounts/index';
import { newAccount, sessionCookie, signedIn } from '../accounts';
import { buildTestApp, type TestApp } from '../helper';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy, so a request can say it came over https.
  t = await buildTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

function hashOf(cookie: string): string {
  const token = cookie.slice(cookie.indexOf('=') + 1);
  return createHash('sha256').update(token).digest('hex');
}

/** The status of a vendor-only request with this cookie: 200 signed in, 401 not. */
async function vendorStatus(cookie: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/vendor/profile',
    headers: { cookie },
  });
  return res.statusCode;
}

async function whoIs(cookie: string): Promise<string | null> {
  const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().role;
}

async function sessionRow(cookie: string) {
  const [row] = await t.database.sql.query<{ last_used_at: Date; revoked_at: Date | null }>(
    'SELECT last_used_at, revoked_at FROM sessions WHERE token_hash = $1',
    [hashOf(cookie)],
  );
  return row;
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax and Path=/, and Secure when the request came over https', async () => {
    const account = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/vendor/register', payload: account });
    const payload = { email: account.email, password: account.password };
    const overHttps = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload,
    });
    const overHttp = await t.app.inject({ method: 'POST', url: '/api/vendor/login', payload });
    for (const res of [overHttps, overHttp]) {
      const attributes = String(res.headers['set-cookie']).split('; ');
      expect(attributes[0]).toMatch(/^mandap_session=[A-Za-z0-9_-]{43}$/);
      expect(attributes).toContain('HttpOnly');
      expect(attributes).toContain('SameSite=Lax');
      expect(attributes).toContain('Path=/');
    }
    expect(String(overHttps.headers['set-cookie']).split('; ')).toContain('Secure');
    expect(String(overHttp.headers['set-cookie']).split('; ')).not.toContain('Secure');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: {
        'x-forwarded-proto': 'https',
        cookie: sessionCookie(overHttps.headers['set-cookie']),
      },
    });
    const cleared = String(logout.headers['set-cookie']).split('; ');
    expect(cleared).toEqual(
      expect.arrayContaining(['mandap_session=', 'Max-Age=0', 'HttpOnly', 'Secure', 'Path=/']),
    );
  });

  it('carries a 256-bit random token of which the table keeps only the SHA-256', async () => {
    const { cookie } = await signedIn(t.app, 'vendor');
    const { cookie: other } = await signedIn(t.app, 'vendor');
    const token = cookie.slice(cookie.indexOf('=') + 1);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(other).not.toBe(cookie);
    const rows = await t.database.sql.query<{ row: string }>(
      'SELECT s::text AS row FROM sessions s',
    );
    expect(rows.some(({ row }) => row.includes(hashOf(cookie)))).toBe(true);
    for (const { row } of rows) expect(row).not.toContain(token);
  });
});

describe('ending a session', () => {
  it('revokes the session on the server at logout, so the old cookie is anonymous', async () => {
    const { cookie } = await signedIn(t.app, 'vendor');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect((await sessionRow(cookie))?.revoked_at).not.toBeNull();
    // A client that ignores the cleared cookie and replays it gets nothing.
    expect(await vendorStatus(cookie)).toBe(401);
    expect(await whoIs(cookie)).toBeNull();
  });

  it('ends a session 10 days after login even when it is used every day', async () => {
    const { cookie } = await signedIn(t.app, 'vendor');
    for (let day = 1; day < 10; day += 1) {
      t.clock.advance(DAY);
      expect(await vendorStatus(cookie)).toBe(200);
    }
    t.clock.advance(LIMITS.sessionLifetimeMs - 9 * DAY - 1000);
    expect(await vendorStatus(cookie)).toBe(200);
    t.clock.advance(1000);
    expect(await vendorStatus(cookie)).toBe(401);
  });

  it('ends a session left unused for 2 days', async () => {
    const idle = await signedIn(t.app, 'vendor');
    const busy = await signedIn(t.app, 'vendor');
    t.clock.advance(LIMITS.sessionIdleMs - 1000);
    expect(await vendorStatus(busy.cookie)).toBe(200);
    t.clock.advance(1000);
    expect(await vendorStatus(idle.cookie)).toBe(401);
    expect(await whoIs(idle.cookie)).toBeNull();
    // Used a second ago, the other one lives on.
    expect(await vendorStatus(busy.cookie)).toBe(200);
  });

  it('keeps a session in use alive past 2 days', async () => {
    const { cookie } = await signedIn(t.app, 'user');
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(LIMITS.sessionIdleMs - HOUR);
      expect(await whoIs(cookie)).toBe('user');
    }
    t.clock.advance(LIMITS.sessionIdleMs);
    expect(await whoIs(cookie)).toBeNull();
  });

  it('writes the last use at most once an hour, not on every request', async () => {
    const { cookie } = await signedIn(t.app, 'vendor');
    const atLogin = (await sessionRow(cookie))?.last_used_at;
    expect(atLogin?.getTime()).toBe(t.clock.now().getTime());
    for (let i = 0; i < 5; i += 1) {
      t.clock.advance(10 * MINUTE);
      expect(await vendorStatus(cookie)).toBe(200);
    }
    expect((await sessionRow(cookie))?.last_used_at).toEqual(atLogin);
    t.clock.advance(10 * MINUTE);
    expect(await vendorStatus(cookie)).toBe(200);
    expect((await sessionRow(cookie))?.last_used_at.getTime()).toBe(t.clock.now().getTime());
  });

  it('sweeps expired, revoked and idle sessions and keeps live ones', async () => {
    const expired = await signedIn(t.app, 'vendor');
    for (let day = 1; day <= 8; day += 1) {
      t.clock.advance(DAY);
      expect(await vendorStatus(expired.cookie)).toBe(200);
    }
    const idle = await signedIn(t.app, 'vendor');
    const revoked = await signedIn(t.app, 'user');
    await t.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: { cookie: revoked.cookie },
    });
    const live = await signedIn(t.app, 'vendor');
    t.clock.advance(DAY);
    expect(await vendorStatus(expired.cookie)).toBe(200);
    expect(await vendorStatus(live.cookie)).toBe(200);
    t.clock.advance(DAY + HOUR);
    // Now `expired` is past its 10 days (used a day ago), `idle` has been unused for 2 days and
    // an hour, `live` was used a day ago.
    expect(await vendorStatus(expired.cookie)).toBe(401);
    expect(await vendorStatus(idle.cookie)).toBe(401);
    const removed = await sweepSessions(t.database.db, t.clock.now());
    expect(removed).toBeGreaterThanOrEqual(3);
    expect(await sessionRow(expired.cookie)).toBeUndefined();
    expect(await sessionRow(idle.cookie)).toBeUndefined();
    expect(await sessionRow(revoked.cookie)).toBeUndefined();
    expect(await sessionRow(live.cookie)).toBeDefined();
    expect(await vendorStatus(live.cookie)).toBe(200);
  });
});

describe('session tokens a client makes up', () => {
  it('treats a forged, garbled or tampered cookie as signed out, never as a server error', async () => {
    const { cookie } = await signedIn(t.app, 'vendor');
    const token = cookie.slice(cookie.indexOf('=') + 1);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      `mandap_session=${tampered}`,
      `mandap_session=${Buffer.alloc(32).toString('base64url')}`,
      `mandap_session=${hashOf(cookie)}`,
      'mandap_session=',
      'mandap_session=%00%FF%',
      `mandap_session=${'A'.repeat(4000)}`,
      'mandap_session="quoted"; mandap_session=second',
      `mandap_session=${token.toUpperCase()}`,
      `Mandap_Session=${token}`,
    ];
    for (const bad of forged) {
      expect(await vendorStatus(bad)).toBe(401);
      expect(await whoIs(bad)).toBeNull();
    }
    expect(await vendorStatus(cookie)).toBe(200);
  });

  it('issues a new token at login and never adopts one the browser already had', async () => {
    const account = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/vendor/register', payload: account });
    const login = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vendor/login',
        headers: { cookie },
        payload: { email: account.email, password: account.password },
      });
    // A token an attacker planted in the victim's browser before the victim signs in.
    const planted = `mandap_session=${Buffer.alloc(32, 7).toString('base64url')}`;
    const first = sessionCookie((await login(planted)).headers['set-cookie']);
    expect(first).not.toBe(planted);
    expect(await vendorStatus(planted)).toBe(401);
    // An attacker's own live session planted instead: the victim's login ends it.
    const attacker = await signedIn(t.app, 'vendor');
    const second = sessionCookie((await login(attacker.cookie)).headers['set-cookie']);
    expect(second).not.toBe(attacker.cookie);
    expect(await vendorStatus(attacker.cookie)).toBe(401);
    expect(await vendorStatus(second)).toBe(200);
    expect(await vendorStatus(first)).toBe(200);
  });
});

describe('migration 0009', () => {
  it('gives sessions that exist at the upgrade the upgrade time as last use', async () => {
    const database = await openDatabase({});
    try {
      const migrations = await readMigrations();
      await migrate(
        database.sql,
        migrations.filter((m) => m.version < 9),
      );
      const token = 'a-session-from-before-the-upgrade';
      const tokenHash = createHash('sha256').update(token).digest('hex');
      const loginAt = new Date(Date.now() - 5 * DAY);
      await database.sql.query(
        `WITH v AS (
           INSERT INTO vendors (unique_id, name, email, phone, password_hash)
           VALUES ('VND-AAAAAAAA', 'Asha', 'asha@example.in', '9876543210', 'x') RETURNING id)
         INSERT INTO sessions (token_hash, role, vendor_id, created_at, updated_at, expires_at)
         SELECT $1, 'vendor', id, $2, $2, $3 FROM v`,
        [tokenHash, loginAt, new Date(loginAt.getTime() + LIMITS.sessionLifetimeMs)],
      );
      const upgradeAt = Date.now();
      await migrate(database.sql, migrations);
      const [row] = await database.sql.query<{ last_used_at: Date }>(
        'SELECT last_used_at FROM sessions',
      );
      expect(Math.abs((row?.last_used_at.getTime() ?? 0) - upgradeAt)).toBeLessThan(60_000);
      // Not signed out by the upgrade; ended if unused for 2 days after it.
      const now = new Date(upgradeAt + 1000);
      expect(await findSession(database.db, token, now)).not.toBeNull();
      const later = new Date(upgradeAt + LIMITS.sessionIdleMs + 60_000);
      expect(await findSession(database.db, token, later)).toBeNull();
    } finally {
      await database.close();
    }
  });
});
