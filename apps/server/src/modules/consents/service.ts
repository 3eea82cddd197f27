import {
  isKnownNoticeVersion,
  type NoticeVersion,
  noticeChangesSince,
  PRIVACY_NOTICE_HISTORY,
  SIGN_UP_CONSENT_TEXTS,
} from '@mandap/shared/privacy-notice';
import type { ConsentsReply, NoticeUpdate, SignUpConsent } from '@mandap/shared/schemas/consents';
import type { Db } from '../../db/client';
import { DomainError, fieldError } from '../../platform/domain-errors';
import * as repo from './repository';

// The consent ledger (issue 29, decision 0071): the notice accepted at sign-up and after each new
// version, and the marketing choice, one row per act. Plain functions of a database handle; the
// sign-up's rows are written in the account's own transaction (the accounts module passes it).

export type { ConsentAccount } from './repository';

/** The ledger rows a reply shows at most (a person who flips the switch daily for years). */
const HISTORY_SHOWN = 200;

function currentVersion(history: readonly NoticeVersion[]): string {
  const current = history[0];
  if (!current) throw new Error('the privacy notice has no version');
  return current.version;
}

/**
 * Refuses a sign-up whose notice version Mandap never published (a form that lies or a page from
 * before a version that was withdrawn): 400 on the notice box, which says to reload.
 */
export function checkSignUpNotice(
  version: string,
  history: readonly NoticeVersion[] = PRIVACY_NOTICE_HISTORY,
): void {
  if (!isKnownNoticeVersion(version, history)) {
    throw fieldError('invalid', 'noticeAccepted', SIGN_UP_CONSENT_TEXTS.noticeOutdated);
  }
}

/**
 * Records a sign-up's consents: the notice version the form showed, accepted, and the marketing
 * choice (a row either way, so the ledger shows the unticked box too). Call it inside the
 * transaction that creates the account: both are stored or neither.
 */
export async function recordSignUpConsents(
  db: Db,
  account: repo.ConsentAccount,
  consent: Pick<SignUpConsent, 'noticeVersion' | 'marketingEmails'>,
  now: Date,
  history: readonly NoticeVersion[] = PRIVACY_NOTICE_HISTORY,
): Promise<void> {
  checkSignUpNotice(consent.noticeVersion, history);
  await repo.insertConsents(db, account, [
    {
      purpose: 'notice',
      noticeVersion: consent.noticeVersion,
      given: true,
      source: 'sign_up',
      at: now,
    },
    {
      purpose: 'marketing',
      noticeVersion: consent.noticeVersion,
      given: consent.marketingEmails,
      source: 'sign_up',
      at: now,
    },
  ]);
}

/**
 * The notice the account has yet to accept, with what changed since the version it accepted (all
 * of the notice's changes when it never accepted one, as an account older than the ledger), or
 * null when it accepted the current version.
 */
export async function noticeUpdateFor(
  db: Db,
  account: repo.ConsentAccount,
  history: readonly NoticeVersion[] = PRIVACY_NOTICE_HISTORY,
): Promise<NoticeUpdate | null> {
  const version = currentVersion(history);
  const accepted = await repo.latestConsent(db, account, 'notice');
  if (accepted && accepted.noticeVersion >= version) return null;
  return { version, changes: noticeChangesSince(accepted?.noticeVersion ?? null, history) };
}

/** The account's choices now and its ledger, newest first. */
export async function getConsents(
  db: Db,
  account: repo.ConsentAccount,
  history: readonly NoticeVersion[] = PRIVACY_NOTICE_HISTORY,
): Promise<ConsentsReply> {
  const [marketing, notice, rows] = [
    await repo.latestConsent(db, account, 'marketing'),
    await repo.latestConsent(db, account, 'notice'),
    await repo.consentHistory(db, account, HISTORY_SHOWN),
  ];
  return {
    marketingEmails: marketing?.given ?? false,
    notice: {
      current: currentVersion(history),
      accepted: notice?.noticeVersion ?? null,
      acceptedAt: notice?.at.toISOString() ?? null,
    },
    history: rows.map((row) => ({
      purpose: row.purpose,
      given: row.given,
      noticeVersion: row.noticeVersion,
      source: row.source,
      at: row.at.toISOString(),
    })),
  };
}

/**
 * Marketing e-mails on or off from the account page: a ledger row each time the choice changes
 * (asking for what is already the case records nothing), under the account's ledger lock.
 */
export async function setMarketingEmails(
  db: Db,
  account: repo.ConsentAccount,
  on: boolean,
  now: Date,
  history: readonly NoticeVersion[] = PRIVACY_NOTICE_HISTORY,
): Promise<ConsentsReply> {
  await db.transaction(async (tx) => {
    await repo.lockLedger(tx, account);
    const latest = await repo.latestConsent(tx, account, 'marketing');
    if (latest && latest.given === on) return;
    await repo.insertConsents(tx, account, [
      {
        purpose: 'marketing',
        noticeVersion: currentVersion(history),
        given: on,
        source: 'account_page',
        at: now,
      },
    ]);
  });
  return getConsents(db, account, history);
}

/**
 * "I have read this": the account accepts the current notice. `version` is the one the prompt
 * showed; an older one is 409 (the notice changed again meanwhile: the prompt shows the new one).
 * Accepting the version already accepted records nothing.
 */
export async function acceptNotice(
  db: Db,
  account: repo.ConsentAccount,
  version: string,
  now: Date,
  history: readonly NoticeVersion[] = PRIVACY_NOTICE_HISTORY,
): Promise<ConsentsReply> {
  const current = currentVersion(history);
  if (version !== current) {
    throw new DomainError('conflict', SIGN_UP_CONSENT_TEXTS.noticeOutdated);
  }
  await db.transaction(async (tx) => {
    await repo.lockLedger(tx, account);
    const latest = await repo.latestConsent(tx, account, 'notice');
    if (latest?.noticeVersion === current) return;
    await repo.insertConsents(tx, account, [
      { purpose: 'notice', noticeVersion: current, given: true, source: 'notice_prompt', at: now },
    ]);
  });
  return getConsents(db, account, history);
}
