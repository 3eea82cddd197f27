import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_LIMITS } from '../../src/modules/accounts/index';
import { newAccount, signedIn } from '../accounts';
import { buildTestApp, type TestApp } from '../helper';

// Sign-up limited per address (issue 27, finding 4; decision 0054): one address could create 60
// accounts in 1.2 s and learn from 78 of 80 answers (409) which e-mails have accounts, around the
// login's per-address cap. Every sign-up that passes the form's checks counts, vendors and users
// together, in `login_failures` rows (so every server counts them together).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const TOO_MANY =
  /^Too many accounts have been created from your network in the last hour\. Please try again in \d+ minutes?, or sign in if you already have an account\.$/;

function register(role: 'vendor' | 'user', payload: object, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: `/api/${role}/register`, payload, remoteAddress });
}

describe('sign-up per address', () => {
  it('answers at most the limit of 80 probes of taken e-mails from one address, then 429', async () => {
    const existing = await signedIn(t.app, 'user');
    const address = '10.200.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 80; i += 1) {
      statuses.push((await register('user', existing.account, address)).statusCode);
    }
    expect(statuses.filter((s) => s === 409)).toHaveLength(SIGNUP_LIMITS.perAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(80 - SIGNUP_LIMITS.perAddress);
    const refused = await register('user', existing.account, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ kind: 'rate_limited' });
    expect(refused.json().message).toMatch(TOO_MANY);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SIGNUP_LIMITS.windowMs / 1000);
  });

  it('lets a family sign up a few accounts, counts vendors and users together, and farms no more', async () => {
    const address = '10.200.0.2';
    const created: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const role = i % 2 === 0 ? 'user' : 'vendor';
      created.push((await register(role, newAccount(), address)).statusCode);
    }
    expect(created.slice(0, SIGNUP_LIMITS.perAddress).every((s) => s === 201)).toBe(true);
    expect(created.slice(SIGNUP_LIMITS.perAddress).every((s) => s === 429)).toBe(true);
    const rows = await t.database.sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM login_failures WHERE address = $1 AND account_key LIKE 'signup:%'",
      [address],
    );
    expect(rows[0]?.n).toBe(SIGNUP_LIMITS.perAddress);

    // Another address is not held back, and an hour later this one may sign up again.
    expect((await register('user', newAccount(), '10.200.0.3')).statusCode).toBe(201);
    t.clock.advance(SIGNUP_LIMITS.windowMs + 1000);
    expect((await register('user', newAccount(), address)).statusCode).toBe(201);
  });
});
