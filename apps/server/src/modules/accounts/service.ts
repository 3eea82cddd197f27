import { createHash, randomBytes } from 'node:crypto';
import { LIMITS } from '@mandap/shared/limits';
import * as enSuspensions from '@mandap/shared/messages/en/admin-suspensions';
import * as enNotices from '@mandap/shared/messages/en/email-suspensions';
import * as enText from '@mandap/shared/messages/en/server-accounts';
import * as hiSuspensions from '@mandap/shared/messages/hi/admin-suspensions';
import * as hiNotices from '@mandap/shared/messages/hi/email-suspensions';
import * as hiText from '@mandap/shared/messages/hi/server-accounts';
import { DEFAULT_LANGUAGE, type Language } from '@mandap/shared/messages/languages';
import type {
  Login,
  Register,
  Role,
  UpdateProfile,
  UserProfile,
  VendorProfile,
} from '@mandap/shared/schemas/accounts';
import { SUSPENSION_MESSAGES } from '@mandap/shared/suspensions';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { randomCrockford } from '../../platform/crockford';
import { DomainError, formError } from '../../platform/domain-errors';
import type { SessionInfo } from '../../platform/guards';
import { spoken } from '../../platform/reply-language';
import { type AuditTrace, appendAudit, systemActor, userActor, vendorActor } from '../audit/index';
import { checkSignUpNotice, recordSignUpConsents } from '../consents/index';
import { type AccountRef, cancelClosure, pastGrace } from './closure-state';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import * as repo from './repository';
import { sweepAccountTokens } from './tokens';

/**
 * Failed logins counted in a sliding window (decisions 0010 and 0027):
 * - `perAccount`: that many failures lock the account; even its right password gets 429;
 * - `perAddress`: from then on the address is busy: its failures are all answered 'Invalid
 *   credentials' (an unknown email is not told apart), but a right password still signs in;
 * - `addressCeiling`: that many failures refuse everything from the address with 429, without a
 *   password check, which bounds the argon2 work one address can cause.
 */
export const LOGIN_LIMITS = {
  perAccount: 10,
  perAddress: 30,
  addressCeiling: 100,
  windowMs: 15 * 60 * 1000,
};

/**
 * Sign-ups from one address (issue 27, decision 0054): every attempt that passes the form's
 * checks counts, whether it creates an account or finds the e-mail taken, vendors and users
 * together. Ten an hour lets a family or an office sign up; it bounds account farming, and
 * probing which e-mails have accounts, well below what the login allows an address
 * (`LOGIN_LIMITS.perAddress` in 15 minutes before its answers stop telling).
 */
export const SIGNUP_LIMITS = {
  perAddress: 10,
  windowMs: 60 * 60 * 1000,
};

/**
 * A session's last use is written at most this often: a busy session then costs one write an
 * hour instead of one per request, and the idle timeout (2 days) is still kept to within an hour.
 */
export const SESSION_TOUCH_EVERY_MS = 60 * 60 * 1000;

const EMAIL_TAKEN = enText.emailTaken2;

/** 'VND-' and 8 Crockford base32 characters (40 random bits), made by the server only (R5). */
export function newVendorUniqueId(): string {
  return `VND-${randomCrockford(8)}`;
}

function emailTaken(): DomainError {
  return new DomainError('conflict', EMAIL_TAKEN, { fieldErrors: { email: EMAIL_TAKEN } });
}

/**
 * Refuses an email PostgreSQL cannot store or compare: text there may not hold a NUL character,
 * and the email pattern of the forms lets one through (it would end in a 500).
 */
function assertStorableEmail(email: string): void {
  if (email.includes('\u0000')) throw formError({ email: 'Invalid email address' });
}

type VendorRow = NonNullable<Awaited<ReturnType<typeof repo.findVendorById>>>;
type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>;

export function vendorProfile(row: VendorRow): VendorProfile {
  return {
    vendorUniqueId: row.uniqueId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export function userProfile(row: UserRow): UserProfile {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** Counts a sign-up from `address`, or refuses it with 429 and the real wait. */
async function admitSignup(
  db: Db,
  role: 'vendor' | 'user',
  address: string,
  now: Date,
  limit: number,
): Promise<void> {
  const { recent, reserved } = await repo.reserveSignupAttempt(db, {
    role,
    address,
    now,
    since: new Date(now.getTime() - SIGNUP_LIMITS.windowMs),
    limit,
  });
  if (reserved) return;
  const oldest = recent[limit - 1] ?? now;
  const waitMs = Math.max(0, oldest.getTime() + SIGNUP_LIMITS.windowMs - now.getTime());
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new DomainError(
    'too_many',
    spoken(enText.tooManyAccounts, hiText.tooManyAccounts, minutes),
    { kind: 'rate_limited', retryAfterSeconds: seconds },
  );
}

export async function registerVendor(
  db: Db,
  input: Register,
  address: string,
  now: Date,
  signupLimit: number = SIGNUP_LIMITS.perAddress,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ profile: VendorProfile; vendorId: number }> {
  assertStorableEmail(input.email);
  checkSignUpNotice(input.noticeVersion);
  await admitSignup(db, 'vendor', address, now, signupLimit);
  if (await repo.findVendorByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; ; attempt += 1) {
    try {
      // The account and its consents (the notice accepted, the marketing choice) together.
      return await db.transaction(async (tx) => {
        const row = await repo.insertVendor(tx, {
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash,
          language,
          uniqueId: newVendorUniqueId(),
        });
        if (!row) throw new Error('insert returned no row');
        await recordSignUpConsents(tx, { role: 'vendor', vendorId: row.id }, input, now);
        return { profile: vendorProfile(row), vendorId: row.id };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'vendors_email_key')) throw emailTaken();
      // 40 random bits: a clash is rare, and another draw settles it.
      if (isUniqueViolation(error, 'vendors_unique_id_key') && attempt < 5) continue;
      throw error;
    }
  }
}

export async function registerUser(
  db: Db,
  input: Register,
  address: string,
  now: Date,
  signupLimit: number = SIGNUP_LIMITS.perAddress,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ profile: UserProfile; userId: number }> {
  assertStorableEmail(input.email);
  checkSignUpNotice(input.noticeVersion);
  await admitSignup(db, 'user', address, now, signupLimit);
  if (await repo.findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    // The account and its consents (the notice accepted, the marketing choice) together.
    return await db.transaction(async (tx) => {
      const row = await repo.insertUser(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash,
        language,
      });
      if (!row) throw new Error('insert returned no row');
      await recordSignUpConsents(tx, { role: 'user', userId: row.id }, input, now);
      return { profile: userProfile(row), userId: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
    throw error;
  }
}

/**
 * How long until fewer than `limit` of these failures (newest first) are in the window: until the
 * limit-th newest leaves it. Counting from the oldest would be wrong whenever more than `limit`
 * are in the window (the address's, or ones left from before). 0 when under the limit already.
 */
function msUntilUnder(failures: Date[], limit: number, now: Date): number {
  const decisive = failures[limit - 1];
  if (!decisive) return 0;
  return Math.max(0, decisive.getTime() + LOGIN_LIMITS.windowMs - now.getTime());
}

/** How long this attempt must wait: the account is locked, or the address at its ceiling. */
function blockedForMs(failures: repo.RecentFailures, now: Date): number {
  return Math.max(
    msUntilUnder(failures.account, LOGIN_LIMITS.perAccount, now),
    msUntilUnder(failures.address, LOGIN_LIMITS.addressCeiling, now),
  );
}

/** 429 with the real wait: exact seconds in Retry-After, whole minutes (rounded up) in words. */
function rateLimited(waitMs: number): DomainError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new DomainError(
    'too_many',
    spoken(enText.tooManyLoginAttempts, hiText.tooManyLoginAttempts, minutes),
    { kind: 'rate_limited', retryAfterSeconds: seconds },
  );
}

/** Failures of the account and of the address in the window before this attempt. */
interface FailuresBefore {
  account: number;
  address: number;
}

/**
 * Counts the attempt before its password is checked (atomically: see reserveLoginAttempt), or
 * refuses it with 429. Returns whether the address is busy (past `perAddress` failures), and
 * the failures counted before this attempt. The operators module counts its sign-ins here too,
 * under keys of its own (`operator:<email>`).
 */
export async function admitLoginAttempt(
  db: Db,
  accountKey: string,
  address: string,
  now: Date,
): Promise<{ addressBusy: boolean; before: FailuresBefore }> {
  const failures = await repo.reserveLoginAttempt(
    db,
    {
      accountKey,
      address,
      now,
      since: new Date(now.getTime() - LOGIN_LIMITS.windowMs),
      depth: { account: LOGIN_LIMITS.perAccount, address: LOGIN_LIMITS.addressCeiling },
    },
    (seen) => blockedForMs(seen, now) === 0,
  );
  if (!failures.reserved) throw rateLimited(blockedForMs(failures, now));
  return {
    addressBusy: failures.address.length >= LOGIN_LIMITS.perAddress,
    before: { account: failures.account.length, address: failures.address.length },
  };
}

/**
 * A failed attempt that brings the account to `perAccount` failures locks it, and one that
 * brings the address to `addressCeiling` blocks the address: each moment is audited once (the
 * attempts are counted one at a time, so only one attempt sees the count just below the limit).
 */
export async function auditLockouts(
  db: Db,
  role: Role,
  accountId: number | undefined,
  before: FailuresBefore,
  trace: AuditTrace,
  now: Date,
): Promise<void> {
  const windowMinutes = LOGIN_LIMITS.windowMs / 60_000;
  if (before.account + 1 === LOGIN_LIMITS.perAccount) {
    await appendAudit(db, {
      at: now,
      actor: systemActor('sign-in-limits'),
      action: 'account.sign_in_locked',
      object: { type: role, id: accountId ?? null },
      after: {
        failures: LOGIN_LIMITS.perAccount,
        windowMinutes,
        ...(accountId === undefined ? { accountExists: false } : {}),
      },
      trace,
    });
  }
  if (before.address + 1 === LOGIN_LIMITS.addressCeiling) {
    await appendAudit(db, {
      at: now,
      actor: systemActor('sign-in-limits'),
      action: 'address.sign_in_locked',
      object: { type: 'address', id: null },
      after: { failures: LOGIN_LIMITS.addressCeiling, windowMinutes },
      trace,
    });
  }
}

/** A sign-in succeeded: the account's counted failures are forgiven. */
export async function forgiveLoginFailures(db: Db, accountKey: string): Promise<void> {
  await repo.clearLoginFailures(db, accountKey);
}

const INVALID_CREDENTIALS = enText.invalidCredentials;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The longest User-Agent a session keeps (migration 0028): the device words need far less. */
export const USER_AGENT_MAX_LENGTH = 512;

/**
 * Starts a session: a fresh 256-bit token for the cookie, only its hash in the table (R5), with
 * the browser's User-Agent for "Where you are signed in" (decision 0070).
 */
async function createSession(
  db: Db,
  account: { role: 'vendor'; vendorId: number } | { role: 'user'; userId: number },
  now: Date,
  userAgent: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LIMITS.sessionLifetimeMs);
  await repo.insertSession(db, {
    tokenHash: hashToken(token),
    role: account.role,
    vendorId: account.role === 'vendor' ? account.vendorId : null,
    userId: account.role === 'user' ? account.userId : null,
    createdAt: now,
    updatedAt: now,
    lastUsedAt: now,
    expiresAt,
    userAgent: userAgent?.trim().slice(0, USER_AGENT_MAX_LENGTH) || null,
  });
  return { token, expiresAt };
}

export interface LoginResult<P> {
  profile: P;
  token: string;
  expiresAt: Date;
  /** The account was closed by its owner, and this sign-in cancelled its deletion (0072). */
  deletionCancelled: boolean;
}

/**
 * The account whose e-mail and password these are, through the login's limits (a wrong password
 * counts as a failure); refused as the login refuses.
 */
async function checkCredentials<Row extends { id: number; passwordHash: string }>(
  db: Db,
  role: Role,
  input: Login,
  address: string,
  now: Date,
  trace: AuditTrace,
  find: (db: Db, email: string) => Promise<Row | undefined>,
): Promise<Row> {
  assertStorableEmail(input.email);
  const accountKey = `${role}:${input.email}`;
  // From here on the attempt counts as a failure unless the password turns out right.
  const { addressBusy, before } = await admitLoginAttempt(db, accountKey, address, now);
  const row = await find(db, input.email);
  if (!row) {
    await verifyAgainstNothing(input.password);
    await auditLockouts(db, role, undefined, before, trace, now);
    // The spec's 'account not found' kind is kept on purpose (decision 0010), except towards a
    // busy address, which learns nothing about which emails have accounts (decision 0027).
    if (addressBusy)
      throw new DomainError('unauthenticated', INVALID_CREDENTIALS, { kind: 'auth' });
    throw new DomainError('unauthenticated', enText.accountNotFound, { kind: 'account' });
  }
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    await auditLockouts(db, role, row.id, before, trace, now);
    throw new DomainError('unauthenticated', INVALID_CREDENTIALS, { kind: 'auth' });
  }
  await repo.clearLoginFailures(db, accountKey);
  return row;
}

/**
 * A suspended vendor's own account, by e-mail and password (decision 0066: the account's appeal
 * is written after proving who one is, as a sign-in would, since the sign-in itself is refused).
 */
export async function checkVendorCredentials(
  db: Db,
  input: Login,
  address: string,
  now: Date,
  trace: AuditTrace,
): Promise<{ id: number; suspensionId: number | null }> {
  const row = await checkCredentials(
    db,
    'vendor',
    input,
    address,
    now,
    trace,
    repo.findVendorByEmail,
  );
  return { id: row.id, suspensionId: row.suspensionId };
}

/** The refusal of a right password on a suspended account (decision 0066): why, how to appeal. */
async function refuseSuspended(db: Db, role: Role, suspensionId: number): Promise<never> {
  const why = await repo.suspensionWhy(db, suspensionId);
  // The reason in each language's words (the operator's own details as typed), so the reply
  // can be said in Hindi too (issue 32).
  const reasonIn = (reasons: Readonly<Record<string, string>>, suspendedBy: string) => {
    if (!why) return suspendedBy;
    const reason = reasons[why.reason] ?? why.reason;
    return why.details ? `${reason} (${why.details})` : reason;
  };
  const english = reasonIn(enSuspensions.reasons.suspend, SUSPENSION_MESSAGES.suspendedByMandap);
  const hindi = reasonIn(hiSuspensions.reasons.suspend, hiSuspensions.suspendedByMandap);
  throw new DomainError(
    'forbidden',
    spoken(
      (kind: Role) => enNotices.signInSuspended(kind, english),
      (kind: Role) => hiNotices.signInSuspended(kind, hindi),
      role,
    ),
    { kind: 'suspended' },
  );
}

async function login<
  Row extends {
    id: number;
    passwordHash: string;
    suspensionId: number | null;
    closedAt: Date | null;
    eraseAfter: Date | null;
  },
  P,
>(
  db: Db,
  role: Role,
  input: Login,
  address: string,
  now: Date,
  trace: AuditTrace,
  find: (db: Db, email: string) => Promise<Row | undefined>,
  profileOf: (row: Row) => P,
  userAgent: string | null,
): Promise<LoginResult<P>> {
  const row = await checkCredentials(db, role, input, address, now, trace, find);
  if (row.suspensionId !== null) return refuseSuspended(db, role, row.suspensionId);
  // Closed by its owner and past the grace: waiting for its erasure, as if already gone
  // (decision 0072). Within the grace, this sign-in cancels the deletion.
  if (pastGrace(row, now)) {
    throw new DomainError('unauthenticated', enText.accountNotFound, { kind: 'account' });
  }
  // The session and its audit entry together, or neither.
  return db.transaction(async (tx) => {
    const account: AccountRef =
      role === 'vendor' ? { role: 'vendor', vendorId: row.id } : { role: 'user', userId: row.id };
    const deletionCancelled =
      row.closedAt !== null ? await cancelClosure(tx, account, now, trace) : false;
    const session = await createSession(tx, account, now, userAgent);
    await appendAudit(tx, {
      at: now,
      actor: role === 'vendor' ? vendorActor(row.id) : userActor(row.id),
      action: 'account.signed_in',
      object: { type: role, id: row.id },
      trace,
    });
    return { profile: profileOf(row), ...session, deletionCancelled };
  });
}

/** The hash of a random password that is forgotten at once: an account nobody can sign in to. */
export function lockedPasswordHash(): Promise<string> {
  return hashPassword(randomBytes(24).toString('base64url'));
}

export function loginVendor(
  db: Db,
  input: Login,
  address: string,
  now: Date,
  trace: AuditTrace,
  userAgent: string | null = null,
) {
  return login(
    db,
    'vendor',
    input,
    address,
    now,
    trace,
    repo.findVendorByEmail,
    vendorProfile,
    userAgent,
  );
}

export function loginUser(
  db: Db,
  input: Login,
  address: string,
  now: Date,
  trace: AuditTrace,
  userAgent: string | null = null,
) {
  return login(
    db,
    'user',
    input,
    address,
    now,
    trace,
    repo.findUserByEmail,
    userProfile,
    userAgent,
  );
}

export async function getVendorProfile(db: Db, vendorId: number): Promise<VendorProfile> {
  const row = await repo.findVendorById(db, vendorId);
  if (!row) throw new DomainError('unauthenticated', 'Please sign in as a vendor to continue.');
  return vendorProfile(row);
}

export async function getUserProfile(db: Db, userId: number): Promise<UserProfile> {
  const row = await repo.findUserById(db, userId);
  if (!row) throw new DomainError('unauthenticated', 'Please sign in to continue.');
  return userProfile(row);
}

/**
 * Edits the vendor's name and phone. The e-mail address changes only through a link sent to the
 * new address (decision 0068).
 */
export async function updateVendorProfile(
  db: Db,
  vendorId: number,
  input: UpdateProfile,
  now: Date,
): Promise<VendorProfile> {
  const row = await repo.updateVendorProfile(db, vendorId, input, now);
  if (!row) throw new DomainError('unauthenticated', 'Please sign in as a vendor to continue.');
  return vendorProfile(row);
}

/**
 * The live session behind a token, or null when unknown, revoked, expired or idle (unused for
 * LIMITS.sessionIdleMs). Finding it counts as a use, written at most once an hour.
 */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionInfo | null> {
  const tokenHash = hashToken(token);
  const idleSince = new Date(now.getTime() - LIMITS.sessionIdleMs);
  const row = await repo.findLiveSession(db, tokenHash, now, idleSince);
  if (row && now.getTime() - row.lastUsedAt.getTime() >= SESSION_TOUCH_EVERY_MS) {
    const staleBefore = new Date(now.getTime() - SESSION_TOUCH_EVERY_MS);
    await repo.touchSession(db, tokenHash, now, staleBefore);
  }
  if (row?.role === 'vendor' && row.vendorId !== null) {
    return { role: 'vendor', vendorId: row.vendorId, tokenHash, language: row.language };
  }
  if (row?.role === 'user' && row.userId !== null) {
    return { role: 'user', userId: row.userId, tokenHash, language: row.language };
  }
  return null;
}

/**
 * The account behind each of these tokens that is a live session, as `vendor:<id>` or
 * `user:<id>`, in one query and without counting as a use: analytics asks it for a batch of
 * counted visits (decision 0056). Tokens of no live session are absent.
 */
export async function accountsOfSessions(
  db: Db,
  tokens: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
  const idleSince = new Date(now.getTime() - LIMITS.sessionIdleMs);
  const rows = await repo.findLiveSessions(db, [...byHash.keys()], now, idleSince);
  const accounts = new Map<string, string>();
  for (const row of rows) {
    const token = byHash.get(row.tokenHash);
    const id = row.role === 'vendor' ? row.vendorId : row.userId;
    if (token !== undefined && id !== null) accounts.set(token, `${row.role}:${id}`);
  }
  return accounts;
}

/** Ends every session of an account at once, in the caller's transaction (decision 0066). */
export function endAccountSessions(
  db: Db,
  account: { role: 'vendor'; vendorId: number } | { role: 'user'; userId: number },
  now: Date,
): Promise<number> {
  return repo.revokeAccountSessions(db, account, now);
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await repo.revokeSession(db, tokenHash, now);
}

/**
 * Deletes expired, revoked and idle sessions, old login failures and e-mailed links run out or
 * used a day ago; returns how many sessions went.
 */
export async function sweepSessions(db: Db, now: Date): Promise<number> {
  const idleSince = new Date(now.getTime() - LIMITS.sessionIdleMs);
  const removed = await repo.deleteEndedSessions(db, now, idleSince);
  await repo.deleteLoginFailuresBefore(db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
  await sweepAccountTokens(db, now);
  return removed;
}
