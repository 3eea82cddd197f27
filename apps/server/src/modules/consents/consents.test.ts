import {
  PRIVACY_NOTICE_HISTORY,
  PRIVACY_NOTICE_VERSION,
  SIGN_UP_CONSENT_TEXTS,
} from '@mandap/shared/privacy-notice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signedIn, signupAddress } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';

// The consent ledger (issue 29, decision 0071): sign-up's 18+ box and notice acceptance, recorded
// with the account in one transaction; the marketing choice on and off; the notice's "what
// changed" after a new version.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Role = 'vendor' | 'user';

function register(role: Role, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${role}/register`,
    payload,
    remoteAddress: signupAddress(),
  });
}

async function accounts(role: Role, email: string): Promise<number> {
  const rows = await t.database.sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${role === 'vendor' ? 'vendors' : 'users'} WHERE email = $1`,
    [email],
  );
  return rows[0]?.n ?? 0;
}

type LedgerRow = {
  purpose: string;
  notice_version: string;
  given: boolean;
  source: string;
  at: Date;
};

/** The account's ledger rows, oldest first. */
async function ledger(role: Role, email: string): Promise<LedgerRow[]> {
  const table = role === 'vendor' ? 'vendors' : 'users';
  const column = role === 'vendor' ? 'vendor_id' : 'user_id';
  return t.database.sql.query<LedgerRow>(
    `SELECT c.purpose, c.notice_version, c.given, c.source, c.at FROM consents c
       JOIN ${table} a ON a.id = c.${column} WHERE a.email = $1 ORDER BY c.at, c.id`,
    [email],
  );
}

function consentsOf(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/account/consents', headers: { cookie } });
}

function setMarketing(cookie: string, marketingEmails: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/account/consents',
    headers: { cookie },
    payload: { marketingEmails },
  });
}

function sessionOf(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
}

describe('sign-up asks for 18 or older and the privacy notice', () => {
  it.each(['vendor', 'user'] as const)(
    'a %s sign-up without either, or with a box unticked, is refused and creates nothing',
    async (role) => {
      const cases = [
        [{ ageConfirmed: undefined }, 'ageConfirmed', SIGN_UP_CONSENT_TEXTS.adultRequired],
        [{ ageConfirmed: false }, 'ageConfirmed', SIGN_UP_CONSENT_TEXTS.adultRequired],
        [{ noticeAccepted: undefined }, 'noticeAccepted', SIGN_UP_CONSENT_TEXTS.noticeRequired],
        [{ noticeAccepted: false }, 'noticeAccepted', SIGN_UP_CONSENT_TEXTS.noticeRequired],
        [{ noticeVersion: 'latest' }, 'noticeVersion', SIGN_UP_CONSENT_TEXTS.noticeOutdated],
        // A well-formed version Mandap never published.
        [{ noticeVersion: '2001-01-01' }, 'noticeAccepted', SIGN_UP_CONSENT_TEXTS.noticeOutdated],
      ] as const;
      for (const [change, field, message] of cases) {
        const account = { ...newAccount(), ...change };
        const res = await register(role, account);
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().fieldErrors?.[field]).toBe(message);
        expect(await accounts(role, account.email)).toBe(0);
      }
    },
  );

  it.each(['vendor', 'user'] as const)(
    'a %s sign-up records the notice version shown and the marketing choice, at sign-up time',
    async (role) => {
      const quiet = newAccount();
      expect((await register(role, quiet)).statusCode).toBe(201);
      const keen = { ...newAccount(), marketingEmails: true };
      expect((await register(role, keen)).statusCode).toBe(201);
      const now = t.clock.now();

      const [notice, marketing, ...more] = await ledger(role, quiet.email);
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        purpose: 'notice',
        notice_version: PRIVACY_NOTICE_VERSION,
        given: true,
        source: 'sign_up',
      });
      expect(new Date(notice?.at ?? 0).getTime()).toBe(now.getTime());
      expect(marketing).toMatchObject({ purpose: 'marketing', given: false, source: 'sign_up' });
      expect((await ledger(role, keen.email)).map((r) => [r.purpose, r.given])).toEqual([
        ['notice', true],
        ['marketing', true],
      ]);
    },
  );

  it('marketing e-mails are off when the box is not sent at all', async () => {
    const { marketingEmails: _left, ...account } = newAccount();
    expect((await register('user', account)).statusCode).toBe(201);
    const marketing = (await ledger('user', account.email)).find((r) => r.purpose === 'marketing');
    expect(marketing?.given).toBe(false);
  });

  it('writes the account and its consents in one transaction: a failed ledger leaves no account', async () => {
    // The ledger refuses sign-up rows for a moment: the account must not be left without them.
    await t.database.sql.query(
      "ALTER TABLE consents ADD CONSTRAINT test_no_sign_up CHECK (source <> 'sign_up') NOT VALID",
    );
    const vendor = newAccount();
    const user = newAccount();
    try {
      expect((await register('vendor', vendor)).statusCode).toBe(500);
      expect((await register('user', user)).statusCode).toBe(500);
    } finally {
      await t.database.sql.query('ALTER TABLE consents DROP CONSTRAINT test_no_sign_up');
    }
    expect(await accounts('vendor', vendor.email)).toBe(0);
    expect(await accounts('user', user.email)).toBe(0);
    // The same sign-ups go through afterwards, with their rows.
    expect((await register('vendor', vendor)).statusCode).toBe(201);
    expect(await ledger('vendor', vendor.email)).toHaveLength(2);
  });

  it('the ledger is append-only: a row cannot be changed', async () => {
    const account = newAccount();
    await register('user', account);
    await expect(
      t.database.sql.query(
        "UPDATE consents SET given = true WHERE purpose = 'marketing' AND user_id = (SELECT id FROM users WHERE email = $1)",
        [account.email],
      ),
    ).rejects.toThrow(/append-only/);
  });
});

describe('the marketing choice', () => {
  it.each(['vendor', 'user'] as const)(
    'a %s turns marketing e-mails on and off; each change is a row, a repeat none',
    async (role) => {
      const { account, cookie } = await signedIn(t.app, role);
      const first = await consentsOf(cookie);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.json()).toMatchObject({
        marketingEmails: false,
        notice: { current: PRIVACY_NOTICE_VERSION, accepted: PRIVACY_NOTICE_VERSION },
      });

      t.clock.advance(60_000);
      const on = await setMarketing(cookie, true);
      expect(on.statusCode).toBe(200);
      expect(on.json().marketingEmails).toBe(true);
      t.clock.advance(60_000);
      expect((await setMarketing(cookie, true)).json().marketingEmails).toBe(true);
      t.clock.advance(60_000);
      const off = await setMarketing(cookie, false);
      expect(off.json().marketingEmails).toBe(false);

      expect(
        (await ledger(role, account.email)).map((r) => [r.purpose, r.given, r.source]),
      ).toEqual([
        ['notice', true, 'sign_up'],
        ['marketing', false, 'sign_up'],
        ['marketing', true, 'account_page'],
        ['marketing', false, 'account_page'],
      ]);
      // The history, newest first, as its owner sees it.
      const history = off.json().history as { purpose: string; given: boolean }[];
      expect(history.map((h) => [h.purpose, h.given])).toEqual([
        ['marketing', false],
        ['marketing', true],
        ['marketing', false],
        ['notice', true],
      ]);
    },
  );

  it('each account sees and changes only its own choice', async () => {
    const asha = await signedIn(t.app, 'user');
    const ravi = await signedIn(t.app, 'vendor');
    await setMarketing(asha.cookie, true);
    expect((await consentsOf(ravi.cookie)).json().marketingEmails).toBe(false);
    expect((await consentsOf(asha.cookie)).json().marketingEmails).toBe(true);
    expect(await ledger('vendor', ravi.account.email)).toHaveLength(2);
  });

  it('refuses without a session (401), with a bad body (400) and from another site (403)', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/account/consents',
      payload: { marketingEmails: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/consents' })).statusCode).toBe(
      401,
    );

    const { account, cookie } = await signedIn(t.app, 'user');
    expect((await setMarketing(cookie, 'yes')).statusCode).toBe(400);
    const forged = await t.app.inject({
      method: 'PUT',
      url: '/api/account/consents',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { marketingEmails: true },
    });
    expect(forged.statusCode).toBe(403);
    const forgedNotice = await t.app.inject({
      method: 'POST',
      url: '/api/account/notice-acceptance',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      payload: { version: PRIVACY_NOTICE_VERSION },
    });
    expect(forgedNotice.statusCode).toBe(403);
    expect(await ledger('user', account.email)).toHaveLength(2);
  });
});

describe('a new version of the notice', () => {
  /** Makes the account's newest acceptance an older version, as if the notice changed since. */
  async function acceptedOlderVersion(role: Role, email: string, version: string) {
    const table = role === 'vendor' ? 'vendors' : 'users';
    const column = role === 'vendor' ? 'vendor_id' : 'user_id';
    t.clock.advance(60_000);
    await t.database.sql.query(
      `INSERT INTO consents (${column}, purpose, notice_version, given, source, at)
         SELECT id, 'notice', $2, true, 'notice_prompt', $3::timestamptz FROM ${table} WHERE email = $1`,
      [email, version, t.clock.now().toISOString()],
    );
  }

  it.each(['vendor', 'user'] as const)(
    'a %s who accepted an older version is shown what changed until "I have read this"',
    async (role) => {
      const { account, cookie } = await signedIn(t.app, role);
      expect((await sessionOf(cookie)).json().noticeUpdate).toBeNull();

      await acceptedOlderVersion(role, account.email, '2026-01-01');
      const session = await sessionOf(cookie);
      expect(session.json().noticeUpdate).toEqual({
        version: PRIVACY_NOTICE_VERSION,
        // Every version after the one accepted, newest first.
        changes: PRIVACY_NOTICE_HISTORY.flatMap((v) => v.changes),
      });

      // An older version than the one in force is not an acceptance of it.
      const stale = await t.app.inject({
        method: 'POST',
        url: '/api/account/notice-acceptance',
        headers: { cookie },
        payload: { version: '2026-01-01' },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(SIGN_UP_CONSENT_TEXTS.noticeOutdated);

      t.clock.advance(60_000);
      const accept = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/account/notice-acceptance',
          headers: { cookie },
          payload: { version: PRIVACY_NOTICE_VERSION },
        });
      const accepted = await accept();
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().notice).toEqual({
        current: PRIVACY_NOTICE_VERSION,
        accepted: PRIVACY_NOTICE_VERSION,
        acceptedAt: t.clock.now().toISOString(),
      });
      expect((await accept()).statusCode).toBe(200);
      expect((await sessionOf(cookie)).json().noticeUpdate).toBeNull();
      expect(
        (await ledger(role, account.email))
          .filter((r) => r.purpose === 'notice')
          .map((r) => [r.notice_version, r.source]),
      ).toEqual([
        [PRIVACY_NOTICE_VERSION, 'sign_up'],
        ['2026-01-01', 'notice_prompt'],
        [PRIVACY_NOTICE_VERSION, 'notice_prompt'],
      ]);
    },
  );

  it('an account from before the ledger is shown the whole notice’s changes', async () => {
    const { account, cookie } = await signedIn(t.app, 'vendor');
    await t.database.sql.query(
      'DELETE FROM consents WHERE vendor_id = (SELECT id FROM vendors WHERE email = $1)',
      [account.email],
    );
    expect((await sessionOf(cookie)).json().noticeUpdate).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      changes: PRIVACY_NOTICE_HISTORY.flatMap((v) => v.changes),
    });
    expect((await consentsOf(cookie)).json()).toMatchObject({
      marketingEmails: false,
      notice: { accepted: null, acceptedAt: null },
      history: [],
    });
  });

  it('the session of nobody carries no notice', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/session' })).json()).toEqual({
      role: null,
    });
  });
});
