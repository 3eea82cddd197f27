import { ACCOUNT_MESSAGES } from '@mandap/shared/accounts';
import { deviceName } from '@mandap/shared/devices';
import { LIMITS } from '@mandap/shared/limits';
import type { Language } from '@mandap/shared/messages/languages';
import type {
  AccountProfile,
  AccountSession,
  ChangePassword,
  UpdateContact,
} from '@mandap/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { DomainError } from '../../platform/domain-errors';
import type { SessionInfo } from '../../platform/guards';
import { messagesIn } from '../../platform/mail-language';
import { type AuditTrace, appendAudit, userActor, vendorActor } from '../audit/index';
import { hashPassword, verifyPassword } from './passwords';
import * as repo from './repository';
import { admitLoginAttempt, auditLockouts, userProfile, vendorProfile } from './service';

// The account page (issue 29, decision 0070), for vendors and users alike: the name and phone,
// the password change, and "Where you are signed in". Every function acts on the account of the
// session asking, never on an id a client sends.

function accountOf(session: SessionInfo): repo.AccountRef {
  return session.role === 'vendor'
    ? { role: 'vendor', vendorId: session.vendorId }
    : { role: 'user', userId: session.userId };
}

function idOf(account: repo.AccountRef): number {
  return account.role === 'vendor' ? account.vendorId : account.userId;
}

function actorOf(account: repo.AccountRef) {
  return account.role === 'vendor' ? vendorActor(account.vendorId) : userActor(account.userId);
}

function signedOut(): DomainError {
  return new DomainError('unauthenticated', 'Please sign in to continue.');
}

/** The account's profile in the account routes' shape. */
export async function getAccountProfile(db: Db, session: SessionInfo): Promise<AccountProfile> {
  if (session.role === 'vendor') {
    const row = await repo.findVendorById(db, session.vendorId);
    if (!row) throw signedOut();
    return { role: 'vendor', vendor: vendorProfile(row) };
  }
  const row = await repo.findUserById(db, session.userId);
  if (!row) throw signedOut();
  return { role: 'user', user: userProfile(row) };
}

/** Sets the account's name and phone (spec 5's rules; the e-mail has its own change). */
export async function updateContact(
  db: Db,
  session: SessionInfo,
  input: UpdateContact,
  now: Date,
): Promise<AccountProfile> {
  const updated = await repo.updateContact(db, accountOf(session), input, now);
  if (!updated) throw signedOut();
  return updated.role === 'vendor'
    ? { role: 'vendor', vendor: vendorProfile(updated.row) }
    : { role: 'user', user: userProfile(updated.row) };
}

/** Who a password change is told to (the e-mail notice), and how many other sessions ended. */
export interface PasswordChanged {
  account: repo.AccountRef;
  endedOthers: number;
}

/**
 * Changes the account's password after checking the current one. The check goes through the
 * sign-in's limits under the sign-in's own key (`<role>:<email>`), so a stolen session cannot
 * guess the password faster than the login could: a wrong one counts as a failed sign-in, and a
 * locked account gets 429 here too. The new hash, the end of every other session of the account
 * (this one stays) and the audit entry are one transaction.
 */
export async function changePassword(
  db: Db,
  session: SessionInfo,
  input: ChangePassword,
  address: string,
  now: Date,
  trace: AuditTrace,
): Promise<PasswordChanged> {
  const account = accountOf(session);
  const row = await repo.findAccount(db, account);
  if (!row) throw signedOut();
  const accountKey = `${account.role}:${row.email}`;
  const { before } = await admitLoginAttempt(db, accountKey, address, now);
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    await auditLockouts(db, account.role, row.id, before, trace, now);
    throw new DomainError('forbidden', ACCOUNT_MESSAGES.wrongCurrentPassword, {
      kind: 'auth',
      fieldErrors: { currentPassword: ACCOUNT_MESSAGES.wrongCurrentPassword },
    });
  }
  await repo.clearLoginFailures(db, accountKey);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, account, passwordHash, now);
    const endedOthers = await repo.revokeOtherSessions(
      tx,
      account,
      session.tokenHash,
      now,
      idleSince(now),
    );
    await appendAudit(tx, {
      at: now,
      actor: actorOf(account),
      action: 'account.password_changed',
      object: { type: account.role, id: idOf(account) },
      after: { signedOutElsewhere: endedOthers },
      trace,
    });
    return { account, endedOthers };
  });
}

/** The moment before which an unused session has ended (LIMITS.sessionIdleMs). */
function idleSince(now: Date): Date {
  return new Date(now.getTime() - LIMITS.sessionIdleMs);
}

/** "Where you are signed in": the account's live sessions, the asking one first. */
export async function listSessions(
  db: Db,
  session: SessionInfo,
  now: Date,
  language: Language = 'en',
): Promise<AccountSession[]> {
  const on = messagesIn(language).accountScreens.deviceOn;
  const rows = await repo.listLiveSessions(db, accountOf(session), now, idleSince(now));
  const listed = rows.map((row) => ({
    id: row.publicId,
    device: deviceName(row.userAgent, on),
    place: row.place,
    signedInAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.tokenHash === session.tokenHash,
  }));
  return [...listed.filter((s) => s.current), ...listed.filter((s) => !s.current)];
}

/**
 * Signs out one other session of the account, by its public id. A session of another account, an
 * ended one and an id nobody has are all "not found", in the same words; the session asking is
 * signed out with Logout instead (409).
 */
export async function signOutSession(
  db: Db,
  session: SessionInfo,
  publicId: string,
  now: Date,
  trace: AuditTrace,
): Promise<void> {
  const account = accountOf(session);
  await db.transaction(async (tx) => {
    const result = await repo.revokeOwnSession(
      tx,
      account,
      publicId,
      session.tokenHash,
      now,
      idleSince(now),
    );
    if (result.isCurrent) throw new DomainError('conflict', ACCOUNT_MESSAGES.sessionIsCurrent);
    if (!result.revoked) throw new DomainError('not_found', ACCOUNT_MESSAGES.sessionNotFound);
    await appendAudit(tx, {
      at: now,
      actor: actorOf(account),
      action: 'account.device_signed_out',
      object: { type: account.role, id: idOf(account) },
      after: { device: deviceName(result.revoked.userAgent) ?? ACCOUNT_MESSAGES.unknownDevice },
      trace,
    });
  });
}

/** Signs out every session of the account but the one asking; returns how many ended. */
export async function signOutOthers(
  db: Db,
  session: SessionInfo,
  now: Date,
  trace: AuditTrace,
): Promise<number> {
  const account = accountOf(session);
  return db.transaction(async (tx) => {
    const ended = await repo.revokeOtherSessions(
      tx,
      account,
      session.tokenHash,
      now,
      idleSince(now),
    );
    if (ended > 0) {
      await appendAudit(tx, {
        at: now,
        actor: actorOf(account),
        action: 'account.signed_out_elsewhere',
        object: { type: account.role, id: idOf(account) },
        after: { signedOutElsewhere: ended },
        trace,
      });
    }
    return ended;
  });
}

/** The account's language (issue 32): its e-mails', and the server's without a cookie. */
export async function getAccountLanguage(db: Db, session: SessionInfo): Promise<Language> {
  const language = await repo.findAccountLanguage(db, accountOf(session));
  if (!language) throw signedOut();
  return language;
}

/** Sets the account's language (the language switch and the account page call it). */
export async function setAccountLanguage(
  db: Db,
  session: SessionInfo,
  language: Language,
  now: Date,
): Promise<void> {
  if (!(await repo.setAccountLanguage(db, accountOf(session), language, now))) throw signedOut();
}
