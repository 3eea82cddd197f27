import { PRIVACY_NOTICE_VERSION } from '@mandap/shared/privacy-notice';
import type { FastifyInstance } from 'fastify';
import { issueAccountToken } from '../src/modules/accounts/index';
import { testAppOf } from './helper';

export const GOOD_PASSWORD = 'Shaadi@2026';

/**
 * What sign-up asks beside the account's fields (issue 29): 18 or older, the privacy notice in
 * force accepted, no marketing e-mails.
 */
export const SIGN_UP_CONSENTS = {
  ageConfirmed: true,
  noticeAccepted: true,
  noticeVersion: PRIVACY_NOTICE_VERSION,
  marketingEmails: false,
} as const;

let counter = 0;
/** Registration details unique to this test run. */
export function newAccount(
  overrides: Partial<Record<'name' | 'email' | 'phone' | 'password', string>> = {},
) {
  counter += 1;
  return {
    name: 'Asha Verma',
    // No long run of digits: the audit log masks 13 to 19 digits that pass Luhn's check as a card
    // number, and a 13-digit Date.now() did one time in ten.
    email: `asha.${process.pid}.${counter}.${Date.now().toString(36)}@example.in`,
    phone: '9876543210',
    password: GOOD_PASSWORD,
    ...SIGN_UP_CONSENTS,
    ...overrides,
  };
}

/** The session cookie a reply set, as a Cookie header value. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const pair = header?.split(';')[0];
  if (!pair) throw new Error('no session cookie was set');
  return pair;
}

/**
 * Signs an account of `role` in (again: moving the test clock days ahead ends idle sessions);
 * returns the new session's Cookie header and the reply.
 */
export async function signInAgain(
  app: FastifyInstance,
  role: 'vendor' | 'user',
  account: { email: string; password: string },
) {
  const login = await app.inject({
    method: 'POST',
    url: `/api/${role}/login`,
    payload: { email: account.email, password: account.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { cookie: sessionCookie(login.headers['set-cookie']), body: login.json() };
}

/**
 * An address of its own for each account a test signs up: sign-ups are limited per address
 * (issue 27), and the people a test stands for do not share one network.
 */
export function signupAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/**
 * A verification link for the account of `role` with `email` (issue 29, decision 0069), as the
 * e-mail would carry it: issued for the account's current address; returns its token.
 */
export async function verificationToken(
  app: FastifyInstance,
  role: 'vendor' | 'user',
  email: string,
): Promise<string> {
  const { database, clock } = testAppOf(app);
  const table = role === 'vendor' ? 'vendors' : 'users';
  const [row] = await database.sql.query<{ id: number }>(
    `SELECT id::int AS id FROM ${table} WHERE email = $1`,
    [email.toLowerCase()],
  );
  if (!row) throw new Error(`no ${role} has the address ${email}`);
  return issueAccountToken(database.db, {
    account: role === 'vendor' ? { role, vendorId: row.id } : { role, userId: row.id },
    purpose: 'email_verification',
    email: email.toLowerCase(),
    now: clock(),
  });
}

/**
 * Verifies the address of the account of `role` with `email` the way its owner does: a link is
 * issued for it and followed (POST /api/account/email/verify). For the tests that are not about
 * verification, whose people send enquiries and pay.
 */
export async function verifiedEmail(
  app: FastifyInstance,
  role: 'vendor' | 'user',
  email: string,
): Promise<void> {
  const token = await verificationToken(app, role, email);
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/email/verify',
    payload: { token },
  });
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.body}`);
}

/**
 * Registers and signs in an account of `role` (with `overrides` of its details, such as a phone
 * of its own); returns its details and its Cookie header. Its address is verified (as its owner
 * would, through the link) unless `options.verified` is false.
 */
export async function signedIn(
  app: FastifyInstance,
  role: 'vendor' | 'user',
  overrides: Partial<Record<'name' | 'email' | 'phone' | 'password', string>> = {},
  options: { verified?: boolean } = {},
) {
  const account = newAccount(overrides);
  const reg = await app.inject({
    method: 'POST',
    url: `/api/${role}/register`,
    payload: account,
    remoteAddress: signupAddress(),
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  if (options.verified !== false) await verifiedEmail(app, role, account.email);
  return { account, ...(await signInAgain(app, role, account)) };
}

/** Sets a signed-in account's language through its own route (issue 32). */
export async function setAccountLanguage(
  app: FastifyInstance,
  cookie: string,
  language: 'en' | 'hi',
): Promise<void> {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/account/language',
    headers: { cookie },
    payload: { language },
  });
  if (res.statusCode !== 204) throw new Error(`language not set: ${res.statusCode} ${res.body}`);
}
