import * as t from '@mandap/shared/messages/en/server-accounts';
// "Download my data" and "Delete my account" (issue 29, decision 0072): the limits and every
// text the account pages, the API's refusals and the e-mails show. Without zod; the schemas are
// in schemas/privacy.ts.

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

/** The name an erased account goes by wherever its messages and reviews are still shown. */
export const DELETED_NAME = 'Deleted user';

/** The states of the account's latest export, as GET /api/account/export answers them. */
export const EXPORT_STATES = ['none', 'preparing', 'ready', 'expired', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** The sections of the account page and what they say. */
export const PRIVACY_TEXTS = {
  exportHeading: 'Download my data',
  exportIntro:
    'Get a copy of what Mandap keeps about you: your account, listings, enquiries and messages, ' +
    'reviews, payments, billing, notifications and consents, as JSON files with a readable summary ' +
    '(index.html), in one ZIP file.',
  exportRequest: 'Prepare my data',
  exportRequestAgain: 'Prepare a new copy',
  exportRequesting: 'Asking...',
  exportPreparing:
    'Your data is being prepared. This takes a few minutes; we will e-mail you when it is ready.',
  exportReadyUntil: (until: string) => `Your data is ready to download until ${until}.`,
  exportDownload: 'Download my data (ZIP)',
  exportExpired: 'Your last copy has expired and was deleted. You can prepare a new one.',
  exportFailed: 'We could not prepare your data. Please try again.',
  exportLimit: `You can ask for your data ${PRIVACY_LIMITS.exportsPerDay} times a day.`,
  exportLoadFailed: 'We could not load the state of your data download. Please try again.',
  tryAgain: 'Try again',

  deleteHeading: 'Delete my account',
  deleteWhatHappens: [
    'Your account is closed at once: you are signed out everywhere' +
      ' and your listings leave search (their pages say they are no longer on Mandap).',
    `After ${PRIVACY_LIMITS.deletionGraceDays} days everything personal is erased: your name, e-mail, phone and password, your photos and videos, notifications and data downloads. Your messages stay in the other person's chat as from "${DELETED_NAME}", and your reviews stay without your name.`,
    `Changed your mind? Sign in again within ${PRIVACY_LIMITS.deletionGraceDays} days and your account is back as it was, listings included.`,
    `What the law makes us keep: the records of payments you made (and tax invoices) are kept for ${PRIVACY_LIMITS.taxRecordsKeptYears} years, as India's tax laws require, apart from your profile, with only the name and business address they need.`,
    'Your e-mail address is free to register again once the account is erased.',
  ],
  deleteStart: 'Delete my account...',
  deletePasswordLabel: 'Your password',
  deletePasswordHint: 'To confirm that it is you.',
  deleteContinue: 'Continue',
  deleteCancel: 'Keep my account',
  deleteConfirmTitle: 'Delete your account?',
  deleteConfirmBody: `You will be signed out now. Your account will be erased in ${PRIVACY_LIMITS.deletionGraceDays} days unless you sign in again before then.`,
  deleteConfirm: 'Yes, delete my account',
  deleting: 'Deleting...',
  deleteFailed: 'We could not delete your account. Please try again.',
  deletedHeading: 'Your account is closed',
  /** `when`: 'on 12 May 2026', or without the day 'in 7 days'. */
  deletedBody: (when: string) =>
    `You have been signed out. Your account will be erased ${when}. If you change your mind, sign in again before then and it will be as it was.`,
  deletedWithin: `in ${PRIVACY_LIMITS.deletionGraceDays} days`,
  deletedHome: 'Go to the home page',
} as const;

/** What the API's refusals say. */
export const PRIVACY_MESSAGES = {
  exportUnderWay: t.exportUnderWay,
  exportTooMany: (hours: number) =>
    `You can ask for your data ${PRIVACY_LIMITS.exportsPerDay} times a day. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
  exportNotFound: t.exportNotFound,
  passwordRequired: t.passwordRequired,
  passwordWrong: t.passwordWrong,
  /** The sign-in's reply when it cancelled a deletion. */
  deletionCancelled: t.deletionCancelled,
  /** A listing whose vendor closed the account (410): not a suspension, and not its words. */
  storefrontClosed: t.storefrontClosed,
} as const;

/** The e-mail sent when an export is ready. */
export const EXPORT_READY_MAIL = {
  subject: 'Your Mandap data is ready to download',
  body: (name: string, until: string, link: string) =>
    [
      `Dear ${name},`,
      '',
      'The copy of your data that you asked for is ready.',
      `Download it from your account page until ${until} (India time): ${link}`,
      'You will need to be signed in; the link works for you only.',
      '',
      'If you did not ask for it, change your password and write to us through the Grievances page.',
      '',
      '-- ',
      'Mandap',
      '',
    ].join('\n'),
} as const;
