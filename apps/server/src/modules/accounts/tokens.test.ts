import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { sweepSessions } from './service';
import {
  hashAccountToken,
  issueAccountToken,
  TOKEN_LIFETIME_MS,
  type TokenAccount,
  type TokenPurpose,
  takeAccountToken,
} from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function userAccount(): Promise<{ account: TokenAccount; email: string }> {
  const user = await signedIn(t.app, 'user');
  const [row] = await t.database.sql.query<{ id: number }>(
    'SELECT id FROM users WHERE email = $1',
    [user.account.email],
  );
  return { account: { role: 'user', userId: Number(row?.id) }, email: user.account.email };
}

const issue = (account: TokenAccount, email: string, purpose: TokenPurpose = 'password_reset') =>
  issueAccountToken(t.database.db, { account, purpose, email, now: t.clock.now() });
const take = (token: string, purpose: TokenPurpose) =>
  takeAccountToken(t.database.db, { token, purpose, now: t.clock.now() });

describe('e-mailed link tokens (decision 0067)', () => {
  it('keeps only the hash, and a token is taken once, for its purpose and account', async () => {
    const { account, email } = await userAccount();
    const token = await issue(account, email.toUpperCase());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.sql.query<{ token_hash: string; email: string }>(
      "SELECT token_hash, email FROM account_tokens WHERE user_id = $1 AND purpose = 'password_reset'",
      [account.role === 'user' ? account.userId : 0],
    );
    expect(rows).toEqual([{ token_hash: hashAccountToken(token), email }]);
    expect(JSON.stringify(rows)).not.toContain(token);

    expect(await take(token, 'email_verification')).toBeNull();
    expect(await take(token, 'password_reset')).toEqual({ account, email });
    expect(await take(token, 'password_reset')).toBeNull();
  });

  it('works only the newest of an account and purpose, and only within its lifetime', async () => {
    const { account, email } = await userAccount();
    const first = await issue(account, email);
    const second = await issue(account, email);
    const verification = await issue(account, email, 'email_verification');
    expect(await take(first, 'password_reset')).toBeNull();
    t.clock.advance(TOKEN_LIFETIME_MS.password_reset + 1);
    expect(await take(second, 'password_reset')).toBeNull();
    // Another purpose's token is not replaced, and lives longer.
    expect(await take(verification, 'email_verification')).toEqual({ account, email });
  });

  it('refuses guesses and malformed tokens alike, and the sweep removes spent ones', async () => {
    const { account, email } = await userAccount();
    const token = await issue(account, email);
    // One character off (the last holds 4 bits: A, E, I... so it may itself be an A).
    const oneOff = `${token.slice(0, 42)}${token.endsWith('A') ? 'E' : 'A'}`;
    for (const guess of ['', 'x', oneOff, `${token}=`, 'a'.repeat(500)]) {
      expect(await take(guess, 'password_reset'), guess).toBeNull();
    }
    expect(await take(token, 'password_reset')).not.toBeNull();
    t.clock.advance(24 * 3600_000 + 1);
    await sweepSessions(t.database.db, t.clock.now());
    const left = await t.database.sql.query('SELECT 1 FROM account_tokens WHERE user_id = $1', [
      account.role === 'user' ? account.userId : 0,
    ]);
    expect(left).toEqual([]);
  });
});
