// The privacy notice (issue 29, decision 0071): what Mandap keeps of a person, why, for how long,
// who sees it, the person's rights under India's Digital Personal Data Protection Act 2023 and
// its Rules (2025), and the words of sign-up's consent boxes and the account page's marketing
// choice. No zod here: the notice page's first view shows these; the schemas are in
// schemas/privacy.ts. docs/privacy.md says the same in short and must stay in line with it.
// The words are in the message catalogue (messages/en/legal-privacy-notice.ts, and its Hindi
// translation, which the Hindi web build reads instead); a consent records the version id only.

import * as t from './messages/en/legal-privacy-notice';

/** One version of the notice: its id (the day it took effect) and what changed in it. */
export interface NoticeVersion {
  version: string;
  /** In plain words, what a person who accepted the version before should know. */
  changes: readonly string[];
}

/**
 * Every version of the notice, newest first. A new version goes on top with its changes: the
 * next sign-in of everyone who accepted an older one shows them (decision 0071).
 */
export const PRIVACY_NOTICE_HISTORY: readonly NoticeVersion[] = Object.entries(t.changes).map(
  ([version, changes]) => ({ version, changes: Object.values(changes) }),
);

/** The version in force: what sign-up shows and records. */
export const PRIVACY_NOTICE_VERSION: string = PRIVACY_NOTICE_HISTORY[0]?.version ?? '';

/** A notice version's shape: the day it took effect, `YYYY-MM-DD`. */
export const NOTICE_VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `version` is one Mandap has published (sign-up may send the one its page showed). */
export function isKnownNoticeVersion(
  version: string,
  history: readonly NoticeVersion[] = PRIVACY_NOTICE_HISTORY,
): boolean {
  return history.some((v) => v.version === version);
}

/**
 * What changed since `accepted` (null: never accepted), newest version first: the changes of
 * every version after it. Versions are dates, so they compare as text.
 */
export function noticeChangesSince(
  accepted: string | null,
  history: readonly NoticeVersion[] = PRIVACY_NOTICE_HISTORY,
): string[] {
  return history.filter((v) => accepted === null || v.version > accepted).flatMap((v) => v.changes);
}

/** What a consent in the ledger is for. */
export const CONSENT_PURPOSES = ['notice', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Where a consent was given or withdrawn. */
export const CONSENT_SOURCES = ['sign_up', 'account_page', 'notice_prompt'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** Sign-up's boxes (both roles). */
export const SIGN_UP_CONSENT_TEXTS = t.signUpConsent;

/** The account page's marketing choice. */
export const MARKETING_TEXTS = t.marketing;

/** What the next sign-in shows after the notice changed. */
export const NOTICE_UPDATE_TEXTS = t.noticeUpdate;

/** One kind of personal data in the notice. */
export interface NoticeItem {
  id: string;
  title: string;
  /** What exactly is kept. */
  what: string;
  why: string;
  howLong: string;
  sharedWith: string;
}

/**
 * Each kind of personal data Mandap keeps. The periods are what the code does: sessions end
 * after 10 days at most (LIMITS.sessionLifetimeMs) and are deleted by the hourly sweep; failed
 * sign-ins go after 24 hours; counted visitors the day after; an account is erased 7 days after
 * its deletion is asked for; payment and tax records are kept 8 years.
 */
export const NOTICE_ITEMS: readonly NoticeItem[] = Object.entries(t.items).map(([id, item]) => ({
  id,
  ...item,
}));

/** The person's rights (DPDP Act 2023, sections 11 to 14) and how to use each. */
export const NOTICE_RIGHTS: readonly { id: string; title: string; how: string }[] = Object.entries(
  t.rights,
).map(([id, right]) => ({ id, ...right }));

/** The notice's fixed paragraphs. */
export const NOTICE_TEXTS = t.notice;
