import {
  maskEmail,
  VERIFICATION_MESSAGES,
  VERIFICATION_RESEND_LIMITS,
} from '@mandap/shared/email-verification';
import * as enText from '@mandap/shared/messages/en/server-accounts';
import * as hiText from '@mandap/shared/messages/hi/server-accounts';
import type { Language } from '@mandap/shared/messages/languages';
import type { ResendVerificationReply, VerifyEmailReply } from '@mandap/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { DomainError } from '../../platform/domain-errors';
import { messagesIn, siteLink } from '../../platform/mail-language';
import { spoken } from '../../platform/reply-language';
import type { Mailer } from '../notifications/index';
import * as repo from './repository';
import { issueAccountToken, type TokenAccount, takeAccountToken } from './tokens';

// Verified e-mail addresses (issue 29, decision 0069). A new account is sent a link; following it
// proves the address it was sent to, if that is still the account's. Until then a user cannot
// send an enquiry and a vendor cannot pay for a listing (the gates below, which the enquiries and
// payments services ask). Links can be asked for again, a few an hour and a day per account.

/** Where a failed send is logged (the app's logger). */
export interface VerificationLog {
  error(obj: object, msg: string): void;
}

/** What sending a verification e-mail needs (app.ts wires it). */
export interface VerificationMail {
  mailer: Mailer;
  /** The site's origin: the link is `${publicUrl}/verify-email?token=…`. */
  publicUrl: string;
  log: VerificationLog;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The address and name of an account, and whether the address is verified. */
async function accountOf(
  db: Db,
  account: TokenAccount,
): Promise<{ name: string; email: string; verified: boolean; language: Language } | null> {
  const row =
    account.role === 'vendor'
      ? await repo.findVendorById(db, account.vendorId)
      : await repo.findUserById(db, account.userId);
  if (!row) return null;
  return {
    name: row.name,
    email: row.email,
    verified: row.emailVerifiedAt !== null,
    language: row.language,
  };
}

function idOf(account: TokenAccount): number {
  return account.role === 'vendor' ? account.vendorId : account.userId;
}

/**
 * Issues a verification link for the account's current address (in one transaction: the earlier
 * link goes, the new one is stored) and, once that has committed, sends it without waiting for
 * the mail server: the request answers at once, and a failed send is logged (the person can ask
 * for the link again).
 */
export async function sendVerificationLink(
  db: Db,
  mail: VerificationMail,
  account: TokenAccount,
  now: Date,
): Promise<void> {
  const message = await db.transaction(async (tx) => {
    const found = await accountOf(tx, account);
    if (!found) return null;
    const token = await issueAccountToken(tx, {
      account,
      purpose: 'email_verification',
      email: found.email,
      now,
    });
    // In the account's language, with the link to that language's page (issue 32).
    const link = siteLink(mail.publicUrl, found.language, `/verify-email?token=${token}`);
    const m = messagesIn(found.language).emailAccounts;
    return { to: found.email, subject: m.verifySubject, text: m.verifyText(found.name, link) };
  });
  if (!message) return;
  mail.mailer.send(message).catch((error: unknown) => {
    mail.log.error(
      {
        account: `${account.role}:${idOf(account)}`,
        reason: error instanceof Error ? error.message : String(error),
      },
      'the verification e-mail could not be sent',
    );
  });
}

/**
 * Follows a verification link: takes its token and marks the address it was sent to verified,
 * if that is still the account's address. Unknown, used, run-out and replaced links are refused
 * alike; so is one to an address the account has left (with its own message), which stays unused.
 */
export async function verifyEmail(db: Db, token: string, now: Date): Promise<VerifyEmailReply> {
  return db.transaction(async (tx) => {
    const taken = await takeAccountToken(tx, { token, purpose: 'email_verification', now });
    if (!taken) throw new DomainError('invalid', VERIFICATION_MESSAGES.linkInvalid);
    if (!(await repo.markEmailVerified(tx, taken.account, taken.email, now))) {
      throw new DomainError('conflict', VERIFICATION_MESSAGES.linkOldAddress);
    }
    return { role: taken.account.role, email: taken.email };
  });
}

/** How long until fewer than `limit` of these sends (newest first) are in the window. */
function msUntilUnder(sent: Date[], limit: number, windowMs: number, now: Date): number {
  const decisive = sent[limit - 1];
  if (!decisive) return 0;
  return Math.max(0, decisive.getTime() + windowMs - now.getTime());
}

function waitForMs(sent: Date[], now: Date): number {
  return Math.max(
    msUntilUnder(sent, VERIFICATION_RESEND_LIMITS.perHour, HOUR_MS, now),
    msUntilUnder(sent, VERIFICATION_RESEND_LIMITS.perDay, DAY_MS, now),
  );
}

/**
 * Sends the signed-in account a new verification link, within the limits (counted per account in
 * the database, so every server counts together; 429 with the real wait beyond). An account whose
 * address is verified already is told so, and nothing is sent or counted.
 */
export async function resendVerificationLink(
  db: Db,
  mail: VerificationMail,
  account: TokenAccount,
  address: string,
  now: Date,
): Promise<ResendVerificationReply> {
  const found = await accountOf(db, account);
  if (!found) throw new DomainError('unauthenticated', 'Please sign in to continue.');
  if (found.verified) {
    return { sent: false, alreadyVerified: true, message: VERIFICATION_MESSAGES.alreadyVerified };
  }
  const { recent, reserved } = await repo.reserveVerificationSend(
    db,
    {
      accountKey: `${repo.VERIFICATION_KEY}${account.role}:${idOf(account)}`,
      address,
      now,
      since: new Date(now.getTime() - DAY_MS),
      depth: VERIFICATION_RESEND_LIMITS.perDay,
    },
    (sent) => waitForMs(sent, now) === 0,
  );
  if (!reserved) {
    const seconds = Math.max(1, Math.ceil(waitForMs(recent, now) / 1000));
    throw new DomainError(
      'too_many',
      spoken(enText.tooManyLinks, hiText.tooManyLinks, Math.ceil(seconds / 60)),
      {
        kind: 'rate_limited',
        retryAfterSeconds: seconds,
      },
    );
  }
  await sendVerificationLink(db, mail, account, now);
  return {
    sent: true,
    alreadyVerified: false,
    message: spoken(enText.linkSent, hiText.linkSent, maskEmail(found.email)),
  };
}

/**
 * The gate on what needs a verified address (decision 0069): throws 403 `email_unverified`, with
 * `message` naming the masked address, unless the account's address is verified.
 */
export async function requireVerifiedEmail(
  db: Db,
  account: TokenAccount,
  message: (maskedEmail: string) => string,
): Promise<void> {
  const found = await accountOf(db, account);
  if (!found || found.verified) return;
  throw new DomainError('forbidden', message(maskEmail(found.email)), {
    kind: 'email_unverified',
  });
}

/** 403 `email_unverified` unless the user's address is verified: sending an enquiry needs it. */
export function requireVerifiedUser(db: Db, userId: number): Promise<void> {
  return requireVerifiedEmail(db, { role: 'user', userId }, (masked) =>
    spoken(enText.enquiryGate, hiText.enquiryGate, masked),
  );
}

/** 403 `email_unverified` unless the vendor's address is verified: paying for a listing needs it. */
export function requireVerifiedVendor(db: Db, vendorId: number): Promise<void> {
  return requireVerifiedEmail(db, { role: 'vendor', vendorId }, (masked) =>
    spoken(enText.paymentGate, hiText.paymentGate, masked),
  );
}
