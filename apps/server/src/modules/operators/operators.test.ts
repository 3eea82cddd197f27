import { OPERATOR_LIMITS, OPERATOR_MESSAGES } from '@mandap/shared/operators';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, sessionCookie, signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createListing } from '../../../test/listings';
import {
  type EnrolledOperator,
  enrolledOperator,
  newOperator,
  operatorSignIn,
  TOTP_STEP_MS,
  totpCode,
} from '../../../test/operators';
import { LOGIN_LIMITS } from '../accounts/index';
import { disableOperator } from './index';

// Operators (issue 28, decision 0061): the set-up link, enrolment, the two-step sign-in, the
// sessions' lifetimes, and the dashboard.

let t: TestApp;
/** Every reply of this file, searched at the end for secrets. */
const replies: { url: string; body: string }[] = [];

async function inject(
  method: 'GET' | 'POST',
  url: string,
  options: { cookie?: string; payload?: unknown; address?: string } = {},
): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method,
    url,
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    ...(options.payload === undefined
      ? {}
      : { payload: options.payload as Record<string, unknown> }),
    ...(options.address ? { remoteAddress: options.address } : {}),
  });
  replies.push({ url, body: res.body });
  return res;
}

let addressCounter = 0;
/** An address of its own: the login limits count per address too. */
function address(): string {
  addressCounter += 1;
  return `10.77.${addressCounter >> 8}.${addressCounter & 255}`;
}

async function loginStep(operator: { email: string; password: string }, from = address()) {
  return inject('POST', '/api/admin/login', {
    payload: { email: operator.email, password: operator.password },
    address: from,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the set-up link', () => {
  it('sets the password once; the same link is refused afterwards', async () => {
    const op = await newOperator(t, 'moderator');
    const first = await inject('POST', '/api/admin/setup', {
      payload: { token: op.token, password: op.password },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      stage: 'enrol',
      operator: { email: op.email, role: 'moderator' },
    });
    const cookie = first.headers['set-cookie'] as string;
    expect(cookie).toMatch(
      /^mandap_operator=[\w-]{43}; Path=\/api\/admin; Expires=.+; HttpOnly; SameSite=Strict$/,
    );
    const again = await inject('POST', '/api/admin/setup', {
      payload: { token: op.token, password: 'Other@2026pass' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: OPERATOR_MESSAGES.setupLinkInvalid, kind: 'auth' });
    // The first password stands.
    expect((await loginStep(op)).statusCode).toBe(200);
  });

  it('expires after 24 hours', async () => {
    const op = await newOperator(t, 'admin');
    t.clock.advance(OPERATOR_LIMITS.setupLinkLifetimeMs + 1000);
    const res = await inject('POST', '/api/admin/setup', {
      payload: { token: op.token, password: op.password },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(OPERATOR_MESSAGES.setupLinkInvalid);
  });

  it("asks for a password by spec 5's rules, and keeps the link for a better one", async () => {
    const op = await newOperator(t, 'admin');
    const weak = await inject('POST', '/api/admin/setup', {
      payload: { token: op.token, password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.password).toBe('Must be at least 8 characters');
    const good = await inject('POST', '/api/admin/setup', {
      payload: { token: op.token, password: GOOD_PASSWORD },
    });
    expect(good.statusCode).toBe(200);
  });

  it('refuses an unknown token and the link of a disabled operator', async () => {
    const unknown = await inject('POST', '/api/admin/setup', {
      payload: { token: 'x'.repeat(43), password: GOOD_PASSWORD },
    });
    expect(unknown.statusCode).toBe(404);
    const op = await newOperator(t, 'admin');
    await disableOperator(t.database.db, op.email, t.clock.now());
    const res = await inject('POST', '/api/admin/setup', {
      payload: { token: op.token, password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('enrolling the authenticator', () => {
  it('shows a QR code, refuses a wrong code, and gives ten recovery codes once for a right one', async () => {
    const op = await newOperator(t, 'admin');
    const setup = await inject('POST', '/api/admin/setup', {
      payload: { token: op.token, password: op.password },
    });
    const cookie = sessionCookie(setup.headers['set-cookie']);
    // Half set up: no console yet.
    const early = await inject('GET', '/api/admin/dashboard', { cookie });
    expect(early.statusCode).toBe(401);
    expect(early.json().message).toBe(OPERATOR_MESSAGES.enrolFirst);
    const enrolment = await inject('GET', '/api/admin/enrolment', { cookie });
    expect(enrolment.statusCode).toBe(200);
    const { qrSvg, key, issuer, account } = enrolment.json();
    expect(qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(qrSvg).not.toMatch(/<script|href/i);
    expect({ issuer, account }).toEqual({ issuer: 'Mandap', account: op.email });
    const secret = String(key).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // Asked again, the same key (the app may already have scanned it).
    expect((await inject('GET', '/api/admin/enrolment', { cookie })).json().key).toBe(key);

    const wrong = await inject('POST', '/api/admin/enrolment', {
      cookie,
      payload: { code: totpCode(secret, new Date(t.clock.now().getTime() - 5 * TOTP_STEP_MS)) },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(OPERATOR_MESSAGES.invalidCode);

    const done = await inject('POST', '/api/admin/enrolment', {
      cookie,
      payload: { code: totpCode(secret, t.clock.now()) },
    });
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body.stage).toBe('signed_in');
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    const stored = await t.database.sql.query<{ code_hash: string }>(
      `SELECT code_hash FROM operator_recovery_codes c JOIN operators o ON o.id = c.operator_id
       WHERE o.email = $1`,
      [op.email],
    );
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.map((r) => r.code_hash)).not.toContain(body.recoveryCodes[0]);

    const signedInCookie = sessionCookie(done.headers['set-cookie']);
    expect(
      (await inject('GET', '/api/admin/dashboard', { cookie: signedInCookie })).statusCode,
    ).toBe(200);
    // The enrolment's session ended with it; a second enrolment is not open.
    expect((await inject('GET', '/api/admin/enrolment', { cookie })).statusCode).toBe(401);
    expect(
      (await inject('GET', '/api/admin/enrolment', { cookie: signedInCookie })).statusCode,
    ).toBe(401);
  });
});

describe('signing in', () => {
  let op: EnrolledOperator;
  beforeAll(async () => {
    op = await enrolledOperator(t, 'admin');
  });

  it('takes the password, then a right code; the half-done session opens nothing', async () => {
    const login = await loginStep(op);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      stage: 'second_factor',
      operator: { email: op.email, role: 'admin' },
    });
    const pending = sessionCookie(login.headers['set-cookie']);
    const early = await inject('GET', '/api/admin/dashboard', { cookie: pending });
    expect(early.statusCode).toBe(401);
    expect(early.json().message).toBe(OPERATOR_MESSAGES.secondFactorFirst);
    const code = await inject('POST', '/api/admin/login/code', {
      cookie: pending,
      payload: { code: totpCode(op.secret, t.clock.now()) },
    });
    expect(code.statusCode).toBe(200);
    expect(code.json().stage).toBe('signed_in');
    const cookie = sessionCookie(code.headers['set-cookie']);
    expect(cookie).not.toBe(pending);
    expect((await inject('GET', '/api/admin/dashboard', { cookie })).statusCode).toBe(200);
    // The half-done session was replaced, not promoted.
    expect((await inject('GET', '/api/admin/session', { cookie: pending })).json()).toEqual({
      stage: null,
      operator: null,
    });
    t.clock.advance(TOTP_STEP_MS);
  });

  it('refuses a wrong password like an unknown operator', async () => {
    const wrong = await loginStep({ email: op.email, password: 'Wrong@2026pass' });
    const unknown = await loginStep({ email: 'nobody@ops.example.in', password: GOOD_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(OPERATOR_MESSAGES.invalidCredentials);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a wrong code, a stale one (two steps old) and one from the future', async () => {
    // Two steps on from the last code taken, so the previous step's code is unused.
    t.clock.advance(2 * TOTP_STEP_MS);
    const pending = sessionCookie((await loginStep(op)).headers['set-cookie']);
    const now = t.clock.now().getTime();
    for (const at of [now - 2 * TOTP_STEP_MS, now + 2 * TOTP_STEP_MS]) {
      const res = await inject('POST', '/api/admin/login/code', {
        cookie: pending,
        payload: { code: totpCode(op.secret, new Date(at)) },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(OPERATOR_MESSAGES.invalidCode);
    }
    const garbage = await inject('POST', '/api/admin/login/code', {
      cookie: pending,
      payload: { code: '000000' },
    });
    expect(garbage.statusCode).toBe(401);
    // The previous step's code is still taken (a small window for a slow hand or clock).
    const previous = await inject('POST', '/api/admin/login/code', {
      cookie: pending,
      payload: { code: totpCode(op.secret, new Date(now - TOTP_STEP_MS)) },
    });
    expect(previous.statusCode).toBe(200);
    t.clock.advance(TOTP_STEP_MS);
  });

  it('refuses a code used once, within its window, even a second later', async () => {
    const first = sessionCookie((await loginStep(op)).headers['set-cookie']);
    const code = totpCode(op.secret, t.clock.now());
    const ok = await inject('POST', '/api/admin/login/code', { cookie: first, payload: { code } });
    expect(ok.statusCode).toBe(200);
    t.clock.advance(1000);
    const second = sessionCookie((await loginStep(op)).headers['set-cookie']);
    const replay = await inject('POST', '/api/admin/login/code', {
      cookie: second,
      payload: { code },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(OPERATOR_MESSAGES.invalidCode);
    t.clock.advance(TOTP_STEP_MS);
  });

  it('takes a recovery code once, and refuses it a second time', async () => {
    const [recovery] = op.recoveryCodes;
    if (!recovery) throw new Error('no recovery code');
    const first = sessionCookie((await loginStep(op)).headers['set-cookie']);
    const ok = await inject('POST', '/api/admin/login/code', {
      cookie: first,
      // Typed in lower case with spaces: the same code.
      payload: { code: recovery.toLowerCase().replace(/-/g, ' ') },
    });
    expect(ok.statusCode).toBe(200);
    const second = sessionCookie((await loginStep(op)).headers['set-cookie']);
    const again = await inject('POST', '/api/admin/login/code', {
      cookie: second,
      payload: { code: recovery },
    });
    expect(again.statusCode).toBe(401);
    const used = await t.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM operator_recovery_codes c JOIN operators o ON o.id = c.operator_id
       WHERE o.email = $1 AND c.used_at IS NOT NULL`,
      [op.email],
    );
    expect(used[0]?.n).toBe(1);
  });

  it("limits failed codes like vendors' logins: 429 with the wait, even for a right code", async () => {
    const limited = await enrolledOperator(t, 'moderator');
    const from = address();
    let status429 = 0;
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      const login = await loginStep(limited, from);
      if (login.statusCode === 429) {
        status429 += 1;
        continue;
      }
      const pending = sessionCookie(login.headers['set-cookie']);
      await inject('POST', '/api/admin/login/code', {
        cookie: pending,
        payload: { code: '999999' },
        address: from,
      });
    }
    expect(status429).toBeGreaterThan(0);
    const locked = await loginStep(limited, address());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().kind).toBe('rate_limited');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('operator sessions', () => {
  it('end after 30 minutes unused', async () => {
    const op = await enrolledOperator(t, 'moderator');
    t.clock.advance(OPERATOR_LIMITS.sessionIdleMs - 60_000);
    expect((await inject('GET', '/api/admin/dashboard', { cookie: op.cookie })).statusCode).toBe(
      200,
    );
    t.clock.advance(OPERATOR_LIMITS.sessionIdleMs - 60_000);
    expect((await inject('GET', '/api/admin/dashboard', { cookie: op.cookie })).statusCode).toBe(
      200,
    );
    t.clock.advance(OPERATOR_LIMITS.sessionIdleMs + 1000);
    const idle = await inject('GET', '/api/admin/dashboard', { cookie: op.cookie });
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ message: OPERATOR_MESSAGES.signIn });
  });

  it('end after 12 hours however busy', async () => {
    const op = await enrolledOperator(t, 'moderator');
    const stepMs = 20 * 60 * 1000;
    let used = 0;
    for (; used + stepMs < OPERATOR_LIMITS.sessionLifetimeMs; used += stepMs) {
      t.clock.advance(stepMs);
      expect((await inject('GET', '/api/admin/dashboard', { cookie: op.cookie })).statusCode).toBe(
        200,
      );
    }
    t.clock.advance(OPERATOR_LIMITS.sessionLifetimeMs - used + 1000);
    expect((await inject('GET', '/api/admin/dashboard', { cookie: op.cookie })).statusCode).toBe(
      401,
    );
  });

  it('a half-done sign-in ends after 10 minutes', async () => {
    const op = await enrolledOperator(t, 'moderator');
    const pending = sessionCookie((await loginStep(op)).headers['set-cookie']);
    t.clock.advance(OPERATOR_LIMITS.pendingLifetimeMs + 1000);
    const res = await inject('POST', '/api/admin/login/code', {
      cookie: pending,
      payload: { code: totpCode(op.secret, t.clock.now()) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(OPERATOR_MESSAGES.signIn);
  });

  it('end at once when the operator is disabled, who cannot sign in again', async () => {
    const op = await enrolledOperator(t, 'admin');
    const other = await operatorSignIn(t, op);
    expect(await disableOperator(t.database.db, op.email, t.clock.now())).toBe(true);
    for (const cookie of [op.cookie, other]) {
      expect((await inject('GET', '/api/admin/dashboard', { cookie })).statusCode).toBe(401);
    }
    const rows = await t.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
       WHERE o.email = $1`,
      [op.email],
    );
    expect(rows[0]?.n).toBe(0);
    const login = await loginStep(op);
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(OPERATOR_MESSAGES.invalidCredentials);
  });

  it('sign out ends the session and clears the cookie', async () => {
    const op = await enrolledOperator(t, 'moderator');
    const out = await inject('POST', '/api/admin/logout', { cookie: op.cookie });
    expect(out.statusCode).toBe(204);
    expect(out.headers['set-cookie']).toMatch(/^mandap_operator=; Max-Age=0; Path=\/api\/admin/);
    expect((await inject('GET', '/api/admin/dashboard', { cookie: op.cookie })).statusCode).toBe(
      401,
    );
  });

  it('are stored as SHA-256 of 256-bit tokens only', async () => {
    const op = await enrolledOperator(t, 'moderator');
    const token = op.cookie.split('=')[1] ?? '';
    const rows = await t.database.sql.query<{ token_hash: string }>(
      'SELECT token_hash FROM operator_sessions',
    );
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('the dashboard', () => {
  it('counts listings by status, enquiries and reviews; payments for admins only', async () => {
    const admin = await enrolledOperator(t, 'admin');
    const moderator = await enrolledOperator(t, 'moderator');
    const before = (
      await inject('GET', '/api/admin/dashboard', { cookie: moderator.cookie })
    ).json();
    const vendor = await signedIn(t.app, 'vendor');
    await createListing(t.app, vendor.cookie, 'dj', { features: ['Wedding DJ'] });
    const after = await inject('GET', '/api/admin/dashboard', { cookie: moderator.cookie });
    expect(after.statusCode).toBe(200);
    const body = after.json();
    expect(body.listings.pendingPayment).toBe(before.listings.pendingPayment + 1);
    expect(body.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${body.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(Object.keys(body).sort()).toEqual([
      'enquiries',
      'grievances',
      'listings',
      'reports',
      'reviews',
      'today',
      'weekStart',
    ]);
    // No grievance on this app yet (decision 0064; console.test.ts counts some).
    expect(body.grievances).toEqual({ open: 0, overdue: 0, oldestReceivedAt: null });
    // Nothing reported either (decisions 0063, 0065).
    expect(body.reports).toEqual({
      reviews: 0,
      oldestReviewReportAt: null,
      listings: 0,
      messages: 0,
      total: 0,
      oldestReportAt: null,
    });

    const money = await inject('GET', '/api/admin/dashboard/payments', { cookie: admin.cookie });
    expect(money.statusCode).toBe(200);
    expect(money.json()).toMatchObject({
      payments: { count: expect.any(Number), amountPaise: expect.any(Number) },
      refunds: { count: expect.any(Number), amountPaise: expect.any(Number) },
    });
    const refused = await inject('GET', '/api/admin/dashboard/payments', {
      cookie: moderator.cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: OPERATOR_MESSAGES.adminOnly });
  });
});

describe('no secret in any reply', () => {
  it('no password or token hash, authenticator secret (but at enrolment) or stored code', async () => {
    const secrets = await t.database.sql.query<{ v: string | null }>(
      `SELECT password_hash AS v FROM operators UNION ALL SELECT totp_secret FROM operators
       UNION ALL SELECT token_hash FROM operator_sessions
       UNION ALL SELECT token_hash FROM operator_setup_links
       UNION ALL SELECT code_hash FROM operator_recovery_codes`,
    );
    const values = secrets.map((s) => s.v).filter((v): v is string => !!v);
    expect(values.length).toBeGreaterThan(20);
    expect(replies.length).toBeGreaterThan(50);
    for (const reply of replies) {
      if (reply.url === '/api/admin/enrolment' && reply.body.includes('"key"')) continue;
      for (const value of values) expect(reply.body, reply.url).not.toContain(value);
    }
  });
});
