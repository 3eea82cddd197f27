import { maskEmail, RECOVERY_LIMITS, RECOVERY_MESSAGES } from '@mandap/shared/account-recovery';
import * as enText from '@mandap/shared/messages/en/server-accounts';
import * as hiText from '@mandap/shared/messages/hi/server-accounts';
import type {
  ChangeEmail,
  EmailConfirmedReply,
  ResetPassword,
} from '@mandap/shared/schemas/account-recovery';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { DomainError, fieldError } from '../../platform/domain-errors';
import { spoken } from '../../platform/reply-language';
import { type AuditTrace, appendAudit, userActor, vendorActor } from '../audit/index';
import { hashPassword, verifyPassword } from './passwords';
import type { AccountMail } from './recovery-mail';
import {
  type AccountRef,
  EMAIL_CHANGE_KEY,
  emailUsedByAnother,
  moveEmail,
  RESET_KEY,
  reserveLinkRequest,
} from './recovery-repository';
import * as repo from './repository';
import { admitLoginAttempt, endAccountSessions } from './service';
import { dropAccountTokens, takeAccountToken } from './tokens';

// "Forgot password?" and the change of an account's e-mail address (issue 29, decision 0068).

type AccountRole = 'vendor' | 'user';

function actorOf(account: AccountRef) {
  return account.role === 'vendor' ? vendorActor(account.vendorId) : userActor(account.userId);
}

function idOf(account: AccountRef): number {
  return account.role === 'vendor' ? account.vendorId : account.userId;
}

/** 429 with the real wait: until the limit-th newest request leaves the window. */
function tooMany(seen: Date[], limit: number, now: Date, words: (minutes: number) => string) {
  const decisive = seen[limit - 1] ?? now;
  const waitMs = Math.max(0, decisive.getTime() + RECOVERY_LIMITS.windowMs - now.getTime());
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new DomainError('too_many', words(Math.ceil(seconds / 60)), {
    kind: 'rate_limited',
    retryAfterSeconds: seconds,
  });
}

const resetWords = (minutes: number) =>
  spoken(enText.tooManyResetRequests, hiText.tooManyResetRequests, minutes);

/** A link that is not one (unknown, used, run out, replaced, another role's): one message. */
function linkExpired(): DomainError {
  return new DomainError('gone', RECOVERY_MESSAGES.linkExpired);
}

/**
 * Asks for a reset link for `email`: counted per address typed and per client address, then the
 * e-mail is queued. Nothing here looks the account up, so the reply and its time are the same
 * whether the address has an account or not; the job looks it up and sends only if it does.
 */
export async function requestPasswordReset(
  db: Db,
  mail: AccountMail,
  options: { role: AccountRole; email: string; address: string; now: Date },
): Promise<{ message: string }> {
  const { role, email, address, now } = options;
  if (email.includes('\u0000')) throw fieldError('invalid', 'email', 'Invalid email address');
  const seen = await reserveLinkRequest(db, {
    key: `${RESET_KEY}${role}:${email}`,
    keyLimit: RECOVERY_LIMITS.perAccountPerHour,
    address,
    addressPrefix: RESET_KEY,
    addressLimit: RECOVERY_LIMITS.perAddressPerHour,
    now,
    since: new Date(now.getTime() - RECOVERY_LIMITS.windowMs),
  });
  if (!seen.reserved) {
    const byKey = seen.byKey.length >= RECOVERY_LIMITS.perAccountPerHour;
    throw byKey
      ? tooMany(seen.byKey, RECOVERY_LIMITS.perAccountPerHour, now, resetWords)
      : tooMany(seen.byAddress, RECOVERY_LIMITS.perAddressPerHour, now, resetWords);
  }
  await mail.queue({ kind: 'password_reset', role, email });
  return { message: RECOVERY_MESSAGES.forgotSent };
}

/**
 * Sets a new password from a reset link of `role`: in one transaction takes the token, sets the
 * hash, ends every session of the account, forgives its failed sign-ins and audits; then the
 * owner is told by e-mail. A link of another role, or sent to an address the account no longer
 * has, is refused like a used one, and leaves everything (the token too) as it was.
 */
export async function resetPassword(
  db: Db,
  mail: AccountMail,
  options: { role: AccountRole; input: ResetPassword; now: Date; trace: AuditTrace },
): Promise<void> {
  const { role, input, now, trace } = options;
  // Hashed first, outside the transaction: every attempt, good token or not, costs the same.
  const passwordHash = await hashPassword(input.password);
  const account = await db.transaction(async (tx) => {
    const taken = await takeAccountToken(tx, {
      token: input.token,
      purpose: 'password_reset',
      now,
    });
    if (!taken || taken.account.role !== role) throw linkExpired();
    const row = await repo.findAccount(tx, taken.account, true);
    if (!row || row.email !== taken.email) throw linkExpired();
    await repo.setPasswordHash(tx, taken.account, passwordHash, now);
    const sessionsEnded = await endAccountSessions(tx, taken.account, now);
    await repo.clearLoginFailures(tx, `${role}:${row.email}`);
    await dropAccountTokens(tx, taken.account, ['password_reset']);
    await appendAudit(tx, {
      at: now,
      actor: actorOf(taken.account),
      action: 'account.password_reset',
      object: { type: role, id: row.id },
      after: { sessionsEnded },
      trace,
    });
    return taken.account;
  });
  await mail.queue({ kind: 'password_changed', role, accountId: idOf(account) });
}

/**
 * Asks to move the signed-in account to `newEmail`: the current password is checked as a sign-in
 * checks it (a wrong one counts as a failed sign-in), the address must be new and free among the
 * role's accounts; then a confirmation link is queued to the new address. Nothing changes yet.
 */
export async function requestEmailChange(
  db: Db,
  mail: AccountMail,
  options: { account: AccountRef; input: ChangeEmail; address: string; now: Date },
): Promise<{ message: string }> {
  const { account, input, address, now } = options;
  const { role } = account;
  if (input.newEmail.includes('\u0000')) {
    throw fieldError('invalid', 'newEmail', 'Invalid email address');
  }
  const row = await repo.findAccount(db, account);
  if (!row) throw new DomainError('unauthenticated', 'Please sign in to continue.');
  const accountKey = `${role}:${row.email}`;
  await admitLoginAttempt(db, accountKey, address, now);
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    throw fieldError('forbidden', 'password', RECOVERY_MESSAGES.wrongPassword);
  }
  await repo.clearLoginFailures(db, accountKey);
  if (input.newEmail === row.email) {
    throw fieldError('invalid', 'newEmail', RECOVERY_MESSAGES.sameEmail);
  }
  if (await emailUsedByAnother(db, role, input.newEmail, row.id)) {
    throw fieldError('conflict', 'newEmail', RECOVERY_MESSAGES.emailTaken);
  }
  const seen = await reserveLinkRequest(db, {
    key: `${EMAIL_CHANGE_KEY}${role}:${row.id}`,
    keyLimit: RECOVERY_LIMITS.emailChangesPerAccountPerHour,
    address,
    addressPrefix: EMAIL_CHANGE_KEY,
    addressLimit: null,
    now,
    since: new Date(now.getTime() - RECOVERY_LIMITS.windowMs),
  });
  if (!seen.reserved) {
    throw tooMany(seen.byKey, RECOVERY_LIMITS.emailChangesPerAccountPerHour, now, (minutes) =>
      spoken(enText.tooManyEmailChanges, hiText.tooManyEmailChanges, minutes),
    );
  }
  await mail.queue({ kind: 'email_change', role, accountId: row.id, newEmail: input.newEmail });
  return { message: RECOVERY_MESSAGES.changeEmailSent(maskEmail(input.newEmail)) };
}

/**
 * Follows a confirmation link: in one transaction takes the token, checks the address is still
 * free, moves the account to it (verified now: the link proves it), forgets the account's other
 * e-mailed links and audits; then the old address is told.
 */
export async function confirmEmailChange(
  db: Db,
  mail: AccountMail,
  options: { token: string; now: Date; trace: AuditTrace },
): Promise<EmailConfirmedReply> {
  const { token, now, trace } = options;
  try {
    const moved = await db.transaction(async (tx) => {
      const taken = await takeAccountToken(tx, { token, purpose: 'email_change', now });
      if (!taken) throw linkExpired();
      const { account, email } = taken;
      const row = await repo.findAccount(tx, account, true);
      if (!row) throw linkExpired();
      if (await emailUsedByAnother(tx, account.role, email, row.id)) {
        throw new DomainError('conflict', RECOVERY_MESSAGES.emailTaken);
      }
      await moveEmail(tx, account, email, now);
      await dropAccountTokens(tx, account, [
        'email_change',
        'email_verification',
        'password_reset',
      ]);
      await appendAudit(tx, {
        at: now,
        actor: actorOf(account),
        action: 'account.email_changed',
        object: { type: account.role, id: row.id },
        before: { email: row.email },
        after: { email },
        trace,
      });
      return { account, oldEmail: row.email, newEmail: email };
    });
    await mail.queue({
      kind: 'email_changed',
      role: moved.account.role,
      accountId: idOf(moved.account),
      oldEmail: moved.oldEmail,
      newEmail: moved.newEmail,
    });
    return { role: moved.account.role, email: moved.newEmail };
  } catch (error) {
    if (
      isUniqueViolation(error, 'vendors_email_key') ||
      isUniqueViolation(error, 'users_email_key')
    ) {
      throw new DomainError('conflict', RECOVERY_MESSAGES.emailTaken);
    }
    throw error;
  }
}
