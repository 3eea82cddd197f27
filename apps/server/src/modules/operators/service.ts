import { createHash, randomBytes } from 'node:crypto';
import { addDays, indianDate } from '@mandap/shared/dates';
import {
  OPERATOR_LIMITS,
  OPERATOR_MESSAGES,
  type OperatorRole,
  type OperatorStage,
} from '@mandap/shared/operators';
import type { Login } from '@mandap/shared/schemas/accounts';
import type {
  DashboardPaymentsReply,
  DashboardReply,
  EnrolmentReply,
  OperatorProfile,
} from '@mandap/shared/schemas/operators';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { randomCrockford } from '../../platform/crockford';
import { DomainError } from '../../platform/domain-errors';
import type { OperatorSessionInfo } from '../../platform/operator-session';
import {
  admitLoginAttempt,
  forgiveLoginFailures,
  hashPassword,
  LOGIN_LIMITS,
  verifyAgainstNothing,
  verifyPassword,
} from '../accounts/index';
import { type AuditTrace, appendAudit, NO_TRACE, operatorActor, systemActor } from '../audit/index';
import { grievanceCounts } from '../grievances/index';
import { openListingAndMessageReports } from '../reports/index';
import { openReviewReports } from '../reviews/index';
import { countMarketplace, countMoney } from './dashboard-repository';
import * as repo from './repository';
import { newTotpSecret, qrSvg, TOTP_ISSUER, totpStep, totpUri } from './totp';

// Operators (issue 28, decision 0061): made by the command line, set up through a one-time link,
// signed in with a password and an authenticator code (or a recovery code).

/** A session's last use is written at most this often (the idle limit is 30 minutes). */
const TOUCH_EVERY_MS = 60 * 1000;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** 256 random bits, for a cookie or a link. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A recovery code: 16 Crockford base32 characters (80 random bits), XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCode(): string {
  const code = randomCrockford(16);
  return code.match(/.{4}/g)?.join('-') ?? code;
}

/**
 * The stored form of a recovery code: SHA-256 of its 16 characters. 80 random bits need no slow
 * hash (that is for passwords people choose); SHA-256 is what session tokens get (decision 0061).
 */
export function recoveryCodeHash(code: string): string {
  return sha256(code.replace(/[\s-]/g, '').toUpperCase());
}

function invalid(message: string, kind: 'auth' | undefined = 'auth'): DomainError {
  return new DomainError('unauthenticated', message, kind ? { kind } : {});
}

function profileOf(row: { email: string; role: OperatorRole }): OperatorProfile {
  return { email: row.email, role: row.role };
}

function assertStorableEmail(email: string): void {
  if (email.includes('\u0000')) throw invalid(OPERATOR_MESSAGES.invalidCredentials);
}

// ---- The command line -------------------------------------------------------------------------

export interface CreatedOperator {
  operator: OperatorProfile;
  /** The set-up link's token: printed once, only its hash kept. */
  token: string;
  expiresAt: Date;
}

/** A new operator with a set-up link (24 hours, once); conflict when the e-mail is taken. */
export async function createOperator(
  db: Db,
  input: { email: string; role: OperatorRole },
  now: Date,
): Promise<CreatedOperator> {
  const email = input.email.trim().toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      const row = await repo.insertOperator(tx, { email, role: input.role, now });
      const token = newToken();
      const expiresAt = new Date(now.getTime() + OPERATOR_LIMITS.setupLinkLifetimeMs);
      await repo.insertSetupLink(tx, {
        tokenHash: sha256(token),
        operatorId: row.id,
        now,
        expiresAt,
      });
      // The command's own moment: no request, no operator signed in (decision 0063).
      await appendAudit(tx, {
        at: now,
        actor: systemActor('operator-command'),
        action: 'operator.created',
        object: { type: 'operator', id: row.id },
        after: { email, role: input.role },
        trace: NO_TRACE,
      });
      return { operator: profileOf(row), token, expiresAt };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'operators_email_key')) {
      throw new DomainError('conflict', `An operator with the e-mail ${email} exists already.`);
    }
    throw error;
  }
}

/** Disables an operator and ends every session of theirs at once (audited); false when unknown. */
export function disableOperator(db: Db, email: string, now: Date): Promise<boolean> {
  const address = email.trim().toLowerCase();
  return repo.disableOperator(db, address, now, async (tx, operatorId) => {
    await appendAudit(tx, {
      at: now,
      actor: systemActor('operator-command'),
      action: 'operator.disabled',
      object: { type: 'operator', id: operatorId },
      after: { email: address },
      trace: NO_TRACE,
    });
  });
}

export interface OperatorListing {
  email: string;
  role: OperatorRole;
  status: 'set-up pending' | 'active' | 'disabled';
  createdAt: Date;
}

export async function listOperators(db: Db): Promise<OperatorListing[]> {
  return (await repo.listOperators(db)).map((row) => ({
    email: row.email,
    role: row.role,
    status: row.disabledAt ? 'disabled' : row.totpSecret ? 'active' : 'set-up pending',
    createdAt: row.createdAt,
  }));
}

// ---- Sessions ---------------------------------------------------------------------------------

export interface StartedSession {
  operator: OperatorProfile;
  stage: OperatorStage;
  token: string;
  expiresAt: Date;
}

async function startSession(
  db: Db,
  operator: { id: number; email: string; role: OperatorRole },
  stage: OperatorStage,
  now: Date,
): Promise<StartedSession> {
  const token = newToken();
  const lifetime =
    stage === 'signed_in' ? OPERATOR_LIMITS.sessionLifetimeMs : OPERATOR_LIMITS.pendingLifetimeMs;
  const expiresAt = new Date(now.getTime() + lifetime);
  await repo.insertSession(db, {
    tokenHash: sha256(token),
    operatorId: operator.id,
    stage,
    now,
    expiresAt,
  });
  return { operator: profileOf(operator), stage, token, expiresAt };
}

/**
 * The live operator session behind a cookie's token, or null when unknown, revoked, expired
 * (12 hours; 10 minutes for a half-done sign-in), idle for 30 minutes, or its operator disabled.
 */
export async function findOperatorSession(
  db: Db,
  token: string,
  now: Date,
): Promise<OperatorSessionInfo | null> {
  const tokenHash = sha256(token);
  const idleSince = new Date(now.getTime() - OPERATOR_LIMITS.sessionIdleMs);
  const row = await repo.findLiveSession(db, tokenHash, now, idleSince);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
    await repo.touchSession(db, tokenHash, now);
  }
  return {
    operatorId: row.operatorId,
    role: row.role,
    email: row.email,
    stage: row.stage,
    tokenHash,
  };
}

export function endSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  return repo.revokeSession(db, tokenHash, now);
}

export function sweepOperatorSessions(db: Db, now: Date): Promise<number> {
  return repo.deleteEndedSessions(db, now, new Date(now.getTime() - OPERATOR_LIMITS.sessionIdleMs));
}

// ---- Set-up, sign-in --------------------------------------------------------------------------

/**
 * Uses a set-up link: sets the password (spec 5's rules, checked by the route's schema) and
 * starts the enrolment of an authenticator. The link works once.
 */
export async function useSetupLink(
  db: Db,
  input: { token: string; password: string },
  now: Date,
): Promise<StartedSession> {
  const tokenHash = sha256(input.token);
  const refused = new DomainError('not_found', OPERATOR_MESSAGES.setupLinkInvalid, {
    kind: 'auth',
  });
  // Checked before the costly hash, and again atomically when the link is used.
  if (!(await repo.findUsableSetupLink(db, tokenHash, now))) throw refused;
  const passwordHash = await hashPassword(input.password);
  const operator = await repo.consumeSetupLink(db, { tokenHash, passwordHash, now });
  if (!operator) throw refused;
  return startSession(db, operator, 'enrol', now);
}

/**
 * The password step of a sign-in, counted like a vendor's login (10 failures lock the account
 * for 15 minutes). A right password starts a half-done session: the authenticator code comes
 * next, or its enrolment when none is set up yet. Unknown, disabled and not-set-up operators
 * are answered like a wrong password.
 */
export async function signIn(
  db: Db,
  input: Login,
  address: string,
  now: Date,
  trace: AuditTrace = NO_TRACE,
): Promise<StartedSession> {
  assertStorableEmail(input.email);
  const accountKey = `operator:${input.email}`;
  const { before } = await admitLoginAttempt(db, accountKey, address, now);
  const row = await repo.findOperatorByEmail(db, input.email);
  if (!row?.passwordHash || row.disabledAt) {
    await verifyAgainstNothing(input.password);
    await auditLock(db, before.account, row?.id, trace, now);
    throw invalid(OPERATOR_MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    await auditLock(db, before.account, row.id, trace, now);
    throw invalid(OPERATOR_MESSAGES.invalidCredentials);
  }
  if (!row.totpSecret) {
    // Nothing to check beyond the password yet: the enrolment's code proves the new app.
    await forgiveLoginFailures(db, accountKey);
    return startSession(db, row, 'enrol', now);
  }
  // The failure counted above stays until the second factor passes too: the attempt that
  // reaches the limit locks the account even with the right password.
  await auditLock(db, before.account, row.id, trace, now);
  return startSession(db, row, 'second_factor', now);
}

/**
 * The attempt that brings an operator's failures to the limit locks the account: audited once
 * (attempts are counted one at a time, so only one sees the count just below the limit).
 */
async function auditLock(
  db: Db,
  failuresBefore: number,
  operatorId: number | undefined,
  trace: AuditTrace,
  now: Date,
): Promise<void> {
  if (failuresBefore + 1 !== LOGIN_LIMITS.perAccount) return;
  await appendAudit(db, {
    at: now,
    actor: systemActor('sign-in-limits'),
    action: 'operator.sign_in_locked',
    object: { type: 'operator', id: operatorId ?? null },
    after: {
      failures: LOGIN_LIMITS.perAccount,
      windowMinutes: LOGIN_LIMITS.windowMs / 60_000,
      ...(operatorId === undefined ? { operatorExists: false } : {}),
    },
    trace,
  });
}

async function activeOperator(db: Db, session: OperatorSessionInfo) {
  const row = await repo.findOperatorById(db, session.operatorId);
  if (!row || row.disabledAt) throw invalid(OPERATOR_MESSAGES.signIn, undefined);
  return row;
}

/**
 * The second step: an authenticator code (one step either side of now, never one taken before)
 * or an unused recovery code. Counted with the password's failures; success forgives them and
 * replaces the half-done session with a signed-in one.
 */
export async function completeSignIn(
  db: Db,
  session: OperatorSessionInfo,
  code: string,
  address: string,
  now: Date,
  trace: AuditTrace = NO_TRACE,
): Promise<StartedSession> {
  const accountKey = `operator:${session.email}`;
  const { before } = await admitLoginAttempt(db, accountKey, address, now);
  const row = await activeOperator(db, session);
  if (!row.totpSecret) throw invalid(OPERATOR_MESSAGES.enrolFirst, undefined);
  let accepted = false;
  if (/^\d{6}$/.test(code)) {
    const step = totpStep(row.totpSecret, code, now, row.totpLastStep);
    accepted = step !== null && (await repo.takeTotpStep(db, row.id, step));
  } else {
    accepted = await repo.takeRecoveryCode(db, row.id, recoveryCodeHash(code), now);
  }
  if (!accepted) {
    await auditLock(db, before.account, row.id, trace, now);
    throw invalid(OPERATOR_MESSAGES.invalidCode);
  }
  return db.transaction(async (tx) => {
    await forgiveLoginFailures(tx, accountKey);
    await repo.revokeSession(tx, session.tokenHash, now);
    const started = await startSession(tx, row, 'signed_in', now);
    await appendAudit(tx, {
      at: now,
      actor: operatorActor(row.id, row.role),
      action: 'operator.signed_in',
      object: { type: 'operator', id: row.id },
      after: { method: /^\d{6}$/.test(code) ? 'authenticator' : 'recovery code' },
      trace,
    });
    return started;
  });
}

/** The authenticator to enrol: its QR code and key (made once, kept until confirmed). */
export async function enrolment(
  db: Db,
  session: OperatorSessionInfo,
  now: Date,
): Promise<EnrolmentReply> {
  const row = await activeOperator(db, session);
  const secret = await repo.keepPendingSecret(db, row.id, newTotpSecret(), now);
  if (!secret) throw invalid(OPERATOR_MESSAGES.signIn, undefined);
  return {
    qrSvg: await qrSvg(totpUri(row.email, secret)),
    key: secret.match(/.{1,4}/g)?.join(' ') ?? secret,
    issuer: TOTP_ISSUER,
    account: row.email,
  };
}

/**
 * Confirms the enrolment with a code from the new app: the authenticator is kept, ten recovery
 * codes made (returned this once, only their hashes kept) and the operator signed in.
 */
export async function confirmEnrolment(
  db: Db,
  session: OperatorSessionInfo,
  code: string,
  now: Date,
): Promise<StartedSession & { recoveryCodes: string[] }> {
  const row = await activeOperator(db, session);
  const secret = row.totpPendingSecret;
  const step = secret ? totpStep(secret, code, now, null) : null;
  if (!secret || step === null) throw invalid(OPERATOR_MESSAGES.invalidCode);
  const recoveryCodes = Array.from({ length: OPERATOR_LIMITS.recoveryCodeCount }, newRecoveryCode);
  const confirmed = await repo.confirmAuthenticator(db, {
    id: row.id,
    secret,
    step,
    codeHashes: recoveryCodes.map(recoveryCodeHash),
    now,
  });
  if (!confirmed) throw invalid(OPERATOR_MESSAGES.invalidCode);
  await repo.revokeSession(db, session.tokenHash, now);
  return { ...(await startSession(db, row, 'signed_in', now)), recoveryCodes };
}

// ---- The dashboard ----------------------------------------------------------------------------

/** India's day at `now`, the Monday its week began on, and the instants they began. */
function indianWeek(now: Date) {
  const today = indianDate(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  const weekStart = addDays(today, -((weekday + 6) % 7));
  const startOf = (day: string) => new Date(`${day}T00:00:00+05:30`);
  return { today, weekStart, todayStart: startOf(today), weekStartAt: startOf(weekStart) };
}

export async function dashboard(db: Db, now: Date): Promise<DashboardReply> {
  const week = indianWeek(now);
  const [counts, reports, others, grievances] = await Promise.all([
    countMarketplace(db, { todayStart: week.todayStart, weekStart: week.weekStartAt }),
    openReviewReports(db),
    openListingAndMessageReports(db),
    grievanceCounts(db, now),
  ]);
  const oldest = [reports.oldestAt, others.oldestListingAt, others.oldestMessageAt]
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    today: week.today,
    weekStart: week.weekStart,
    listings: {
      pendingPayment: counts.pendingPayment,
      active: counts.active,
      suspended: counts.suspended,
    },
    enquiries: { today: counts.enquiriesToday, week: counts.enquiriesWeek },
    reviews: { today: counts.reviewsToday, week: counts.reviewsWeek },
    reports: {
      reviews: reports.reviews,
      oldestReviewReportAt: reports.oldestAt?.toISOString() ?? null,
      listings: others.listings,
      messages: others.messages,
      total: reports.reviews + others.listings + others.messages,
      oldestReportAt: oldest?.toISOString() ?? null,
    },
    grievances: {
      open: grievances.open,
      overdue: grievances.overdue,
      oldestReceivedAt: grievances.oldestReceivedAt?.toISOString() ?? null,
    },
  };
}

export async function dashboardPayments(db: Db, now: Date): Promise<DashboardPaymentsReply> {
  const week = indianWeek(now);
  const money = await countMoney(db, week.weekStartAt);
  return {
    weekStart: week.weekStart,
    payments: { count: money.payments, amountPaise: Number(money.paymentsPaise) },
    refunds: { count: money.refunds, amountPaise: Number(money.refundsPaise) },
  };
}
