// "Download my data" and "Delete my account" (issue 29, decision 0072): the limits and every
// text the account pages, the API's refusals and the e-mails show. Without zod; the schemas are
// in schemas/privacy.ts. The words are in the message catalogue (messages/en/couple-privacy.ts,
// with its Hindi translation, which the Hindi web build reads instead).

import * as t from './messages/en/couple-privacy';
import * as e from './messages/en/email-privacy';
import { DELETED_NAME, shownName } from './names';

/** The limits of exports and of closing an account. */
export const PRIVACY_LIMITS = {
  /** How long a prepared export can be downloaded. */
  exportKeptDays: 7,
  /** Exports one account may ask for in a rolling day. */
  exportsPerDay: 3,
  /** The grace between closing an account and erasing it; a sign-in within it cancels. */
  deletionGraceDays: 7,
  /** How long payment records are kept after an erasure (India's tax laws). */
  taxRecordsKeptYears: 8,
} as const;

export { DELETED_NAME };

/** The states of the account's latest export, as GET /api/account/export answers them. */
export const EXPORT_STATES = ['none', 'preparing', 'ready', 'expired', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** The sections of the account page and what they say. */
export const PRIVACY_TEXTS = {
  ...t.texts,
  exportLimit: t.texts.exportLimit(PRIVACY_LIMITS.exportsPerDay),
  deleteWhatHappens: [
    t.texts.deleteClosedAtOnce,
    t.texts.deleteErased(PRIVACY_LIMITS.deletionGraceDays, shownName(DELETED_NAME)),
    t.texts.deleteChangedMind(PRIVACY_LIMITS.deletionGraceDays),
    t.texts.deleteKept(PRIVACY_LIMITS.taxRecordsKeptYears),
    t.texts.deleteEmailFree,
  ],
  deleteConfirmBody: t.texts.deleteConfirmBody(PRIVACY_LIMITS.deletionGraceDays),
  deletedWithin: t.texts.deletedWithin(PRIVACY_LIMITS.deletionGraceDays),
};

/** What the API's refusals say. */
export const PRIVACY_MESSAGES = {
  ...t.messages,
  exportTooMany: (hours: number) => t.messages.exportTooMany(PRIVACY_LIMITS.exportsPerDay, hours),
};

/** The e-mail sent when an export is ready (messages/en/email-privacy.ts). */
export const EXPORT_READY_MAIL = {
  subject: e.exportReadySubject,
  body: e.exportReadyBody,
} as const;
