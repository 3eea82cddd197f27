// "Download my data" and "Delete my account" on the account page (issue 29, decision 0072), and
// the API's refusals about them (../../privacy.ts assembles PRIVACY_TEXTS and PRIVACY_MESSAGES).

/** The sections of the account page and what they say. */
export const texts = {
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
  exportLimit: (perDay: number) => `You can ask for your data ${perDay} times a day.`,
  exportLoadFailed: 'We could not load the state of your data download. Please try again.',
  tryAgain: 'Try again',

  deleteHeading: 'Delete my account',
  deleteClosedAtOnce:
    'Your account is closed at once: you are signed out everywhere' +
    ' and your listings leave search (their pages say they are no longer on Mandap).',
  deleteErased: (days: number, deletedName: string) =>
    `After ${days} days everything personal is erased: your name, e-mail, phone and password, your photos and videos, notifications and data downloads. Your messages stay in the other person's chat as from "${deletedName}", and your reviews stay without your name.`,
  deleteChangedMind: (days: number) =>
    `Changed your mind? Sign in again within ${days} days and your account is back as it was, listings included.`,
  deleteKept: (years: number) =>
    `What the law makes us keep: the records of payments you made (and tax invoices) are kept for ${years} years, as India's tax laws require, apart from your profile, with only the name and business address they need.`,
  deleteEmailFree: 'Your e-mail address is free to register again once the account is erased.',
  deleteStart: 'Delete my account...',
  deletePasswordLabel: 'Your password',
  deletePasswordHint: 'To confirm that it is you.',
  deleteContinue: 'Continue',
  deleteCancel: 'Keep my account',
  deleteConfirmTitle: 'Delete your account?',
  deleteConfirmBody: (days: number) =>
    `You will be signed out now. Your account will be erased in ${days} days unless you sign in again before then.`,
  deleteConfirm: 'Yes, delete my account',
  deleting: 'Deleting...',
  deleteFailed: 'We could not delete your account. Please try again.',
  deletedHeading: 'Your account is closed',
  /** `when`: 'on 12 May 2026', or without the day 'in 7 days'. */
  deletedBody: (when: string) =>
    `You have been signed out. Your account will be erased ${when}. If you change your mind, sign in again before then and it will be as it was.`,
  deletedWithin: (days: number) => `in ${days} days`,
  deletedOn: (day: string) => `on ${day}`,
  deletedHome: 'Go to the home page',
  indiaTime: (when: string) => `${when} (India time)`,
};

/** What the API's refusals say. */
export const messages = {
  exportUnderWay:
    'Your data is being prepared already. We will e-mail you when it is ready to download.',
  exportTooMany: (perDay: number, hours: number) =>
    `You can ask for your data ${perDay} times a day. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
  exportNotFound: 'There is no such download. It may have expired: prepare a new one.',
  passwordRequired: 'Please enter your password to confirm.',
  passwordWrong: 'That password is not right. Please try again.',
  deletionCancelled: 'Your account deletion was cancelled',
  storefrontClosed: 'This listing is no longer on Mandap: its vendor closed their account.',
};
