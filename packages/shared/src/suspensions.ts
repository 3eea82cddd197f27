import * as t from '@mandap/shared/messages/en/server-moderation';
// Suspensions, removals, refunds and appeals (issue 28, decision 0066): the console's actions on
// listings and accounts, their fixed reasons, the vendor's appeal, and every text the console,
// the portal, the notices and the e-mails show. Without zod; the schemas are in
// schemas/suspensions.ts.

/** What an operator may do to a listing, an account or a listing's media. */
export const SUSPENSION_ACTIONS = [
  'suspend',
  'restore',
  'remove_media',
  'refund',
  'uphold_appeal',
] as const;
export type SuspensionAction = (typeof SUSPENSION_ACTIONS)[number];

/** The accounts an operator may suspend. */
export const ACCOUNT_KINDS = ['vendor', 'user'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** The fixed reasons of each action, as codes (kept in the tables and the audit log) and words. */
export const SUSPENSION_REASONS = {
  suspend: {
    fake_or_scam: 'Fake, or a scam',
    offensive: 'Offensive or unlawful content',
    wrong_category: 'Listed in the wrong category, or misleading',
    government_id: 'Shows a government ID or personal documents',
    spam: 'Spam, or repeated listings',
    abuse: 'Abuse or harassment of other people on Mandap',
    payment_outside: 'Asking for payment outside Mandap',
    other: 'Another reason (say which in the details)',
  },
  restore: {
    appeal_upheld: 'The appeal was upheld',
    decided_in_error: 'Suspended in error',
    fixed: 'The problem was fixed',
    other: 'Another reason (say which in the details)',
  },
  remove_media: {
    government_id: 'Shows a government ID or personal documents',
    offensive: 'Offensive or unlawful content',
    not_theirs: "Not the vendor's own work (copied)",
    misleading: 'Misleading or unrelated to the service',
    other: 'Another reason (say which in the details)',
  },
  refund: {
    suspended_listing: 'The listing was suspended by Mandap',
    vendor_request: 'The vendor asked for it',
    duplicate_payment: 'Paid twice, or paid by mistake',
    goodwill: 'Goodwill',
    other: 'Another reason (say which in the details)',
  },
  uphold_appeal: {
    still_breaks_rules: 'The suspension stands: the problem is still there',
    no_new_information: 'The appeal gives no reason to change the decision',
    other: 'Another reason (say which in the details)',
  },
} as const satisfies Record<SuspensionAction, Record<string, string>>;

/** The words of a reason code of an action; the code itself when unknown (an old code). */
export function suspensionReasonText(action: SuspensionAction, code: string): string {
  const reasons: Record<string, string> = SUSPENSION_REASONS[action];
  return reasons[code] ?? code;
}

/** The reason and the operator's own words, as a notice says them. */
export function whyText(action: SuspensionAction, code: string, details: string): string {
  const reason = suspensionReasonText(action, code);
  return details ? `${reason} (${details})` : reason;
}

export const SUSPENSION_LIMITS = {
  detailsMaxLength: 1000,
  appealMinLength: 20,
  appealMaxLength: 2000,
  searchMaxLength: 200,
  /** Appeals a page of the queue shows. */
  queuePageSize: 20,
} as const;

/** How a vendor appeals, as every notice of a suspension says it. */
export const APPEAL_HOW = {
  listing:
    'If you think this is wrong, you can appeal once: open Your services in the vendor portal, ' +
    'and choose "Appeal" on the listing\'s card.',
  vendor:
    'If you think this is wrong, you can appeal once: open /appeal on Mandap and sign in there ' +
    'with the same e-mail and password to write your appeal.',
  user:
    "If you think this is wrong, write to Mandap's grievance officer through the Grievances page " +
    '(/grievances, linked at the foot of every page).',
  media:
    "If you think this is wrong, write to Mandap's grievance officer through the Grievances page " +
    '(/grievances, linked at the foot of every page) and quote the listing.',
} as const;

/** What the console, the portal and the API's refusals say. */
export const SUSPENSION_MESSAGES = {
  decidedElsewhere: t.decidedElsewhere2,
  reasonRequired: t.reasonRequired,
  detailsRequired: t.detailsRequired,
  detailsTooLong: `The details can be at most ${SUSPENSION_LIMITS.detailsMaxLength} characters.`,
  noSuchListing: t.noSuchListing,
  noSuchAccount: t.noSuchAccount,
  noSuchMedia: t.noSuchMedia,
  noSuchAppeal: t.noSuchAppeal,
  alreadySuspended: t.alreadySuspended,
  notSuspended: t.notSuspended,
  storefrontSuspended: t.storefrontSuspended,
  adminOnly: t.adminOnly,
  noPayment: t.noPayment,
  refundTooLarge: t.refundTooLarge,
  appealTooShort: `Please explain in at least ${SUSPENSION_LIMITS.appealMinLength} characters.`,
  appealTooLong: `An appeal can be at most ${SUSPENSION_LIMITS.appealMaxLength} characters.`,
  appealNotSuspended: t.appealNotSuspended,
  appealedAlready: t.appealedAlready,
  appealDecided: t.appealDecided,
  appealSameOperator: t.appealSameOperator,
  accountNotSuspended: t.accountNotSuspended,
  signInSuspended: {
    vendor: (why: string) =>
      `Your vendor account is suspended by Mandap: ${why}. You cannot sign in while it is ` +
      `suspended. ${APPEAL_HOW.vendor}`,
    user: (why: string) =>
      `Your account is suspended by Mandap: ${why}. You cannot sign in while it is suspended. ` +
      `${APPEAL_HOW.user}`,
  },
  emptyAppeals: t.emptyAppeals,
  searchEmpty: t.searchEmpty,
  suspendedByMandap: t.suspendedByMandap,
  appealSent: t.appealSent,
  appealPending: t.appealPending,
  appealUpheldLabel: t.appealUpheldLabel,
  confirm: {
    suspendListing: t.suspendListing,
    restoreListing: t.restoreListing,
    suspendAccount: t.suspendAccount,
    restoreAccount: t.restoreAccount,
    removeMedia: t.removeMedia,
    refund: t.refund,
    uphold: t.uphold,
    restoreAppeal: t.restoreAppeal,
  },
  done: {
    suspend: 'Suspended.',
    restore: 'Restored.',
    remove_media: t.remove_media,
    refund: t.doneRefund,
    uphold_appeal: t.appealUpheldLabel,
  },
} as const;

/** The notices of the actions: to the vendor of a listing, or to the account itself. */
export const SUSPENSION_NOTICES = {
  listingSuspended: (firmName: string, why: string) => ({
    title: 'Your listing was suspended',
    body:
      `Mandap suspended your listing ${firmName}: ${why}. It is no longer shown in search or ` +
      `on its page. ${APPEAL_HOW.listing}`,
  }),
  listingRestored: (firmName: string, why: string) => ({
    title: 'Your listing is restored',
    body: `Mandap restored your listing ${firmName} (${why}). It is shown as it was before.`,
  }),
  accountSuspended: (kind: AccountKind, why: string) => ({
    title: 'Your account was suspended',
    body:
      `Mandap suspended your account: ${why}. You have been signed out and cannot sign in ` +
      `while it is suspended${kind === 'vendor' ? ', and your listings are not shown' : ''}. ` +
      `${APPEAL_HOW[kind]}`,
  }),
  accountRestored: (why: string) => ({
    title: 'Your account is restored',
    body: `Mandap restored your account (${why}). You can sign in again.`,
  }),
  mediaRemoved: (firmName: string, kind: 'image' | 'video', why: string) => ({
    title: `A ${kind === 'image' ? 'photo' : 'video'} was removed from your listing`,
    body:
      `Mandap removed a ${kind === 'image' ? 'photo' : 'video'} from your listing ${firmName}: ` +
      `${why}. ${APPEAL_HOW.media}`,
  }),
  refunded: (firmName: string, amount: string, why: string) => ({
    title: 'Your plan payment was refunded',
    body:
      `Mandap refunded ${amount} of your plan payment for ${firmName} (${why}). The listing is ` +
      `no longer shown. ${APPEAL_HOW.media}`,
  }),
  appealUpheld: (subject: string, why: string) => ({
    title: 'Your appeal was decided: the suspension stands',
    body:
      `An operator looked at your appeal of the suspension of ${subject} and kept it: ${why}. ` +
      `An appeal is taken once; you may still write to the grievance officer (/grievances).`,
  }),
  appealRestored: (subject: string) => ({
    title: 'Your appeal was upheld',
    body: `An operator looked at your appeal and restored ${subject}.`,
  }),
} as const;

/** The console's screens of listings, accounts, the finder and the appeals (decision 0066). */
export const SUSPENSION_CONSOLE = {
  titles: {
    listing: 'Listing',
    vendor: 'Vendor account',
    user: 'User account',
    find: 'Find',
    appeals: 'Appeals',
  },
  buttons: {
    suspendListing: 'Suspend listing',
    restoreListing: 'Restore listing',
    suspendAccount: 'Suspend account',
    restoreAccount: 'Restore account',
    removeMedia: 'Remove',
    refund: 'Refund',
    uphold: 'Uphold',
    restoreAppeal: 'Restore',
    cancel: 'Cancel',
    find: 'Find',
  },
  reasonLabel: 'Reason',
  chooseReason: 'Choose a reason',
  detailsLabel: 'Details (required for “Another reason”)',
  amountLabel: 'Amount to refund, in rupees',
  amountHint: (quote: string, paid: string) =>
    `The terms allow ${quote} of the ${paid} paid; you may change it, up to what was paid.`,
  amountInvalid: 'Enter an amount in rupees, more than nothing and at most what was paid.',
  noRefund: 'No paid payment to refund.',
  findLabel: 'Listing id, vendor id (VND-…) or e-mail',
  findHint: 'Type what you know, then press Find.',
  loading: {
    listing: 'Loading the listing…',
    account: 'Loading the account…',
    appeals: 'Loading the appeals…',
    find: 'Searching…',
  },
  empty: {
    media: 'No photos or videos.',
    details: 'No details given.',
    prices: 'No prices set.',
    payments: 'No payments.',
    actions: 'No earlier actions.',
    listings: 'No listings.',
    suspensions: 'Never suspended.',
  },
  suspendedBecause: (reason: string) => `Suspended by Mandap: ${reason}`,
  suspendedBy: (operator: number | null, at: string) =>
    `Suspended ${operator === null ? '' : `by operator ${operator} `}on ${at}`,
  notSuspended: 'Not suspended.',
  anotherMustDecide: SUSPENSION_MESSAGES.appealSameOperator,
} as const;

/** The vendor's side: the portal's appeal of a listing, and the account's appeal page. */
export const APPEAL_TEXTS = {
  button: 'Appeal',
  messageLabel: 'Your appeal: why should Mandap restore it?',
  lengthHint: `Between ${SUSPENSION_LIMITS.appealMinLength} and ${SUSPENSION_LIMITS.appealMaxLength} characters. An appeal is taken once.`,
  send: 'Send the appeal',
  sending: 'Sending…',
  cancel: 'Cancel',
  pendingSince: (date: string) => `Appeal sent on ${date}, waiting for a decision.`,
  upheld: SUSPENSION_MESSAGES.appealUpheldLabel,
  network: 'The appeal could not be sent. Check your connection and try again.',
  account: {
    title: 'Appeal a suspended account',
    intro:
      'Your vendor account is suspended by Mandap. Sign in here with the same e-mail and password ' +
      'to write your appeal; an operator who did not suspend it will decide, and you will be told ' +
      'by e-mail. An appeal is taken once.',
    email: 'Email',
    password: 'Password',
    emailRequired: 'Enter the e-mail of your vendor account.',
    passwordRequired: 'Enter your password.',
    sent: 'Your appeal was sent. An operator who did not suspend your account will decide, and you will be told by e-mail.',
    backToSignIn: 'Back to Vendor Login',
  },
} as const;

/** The length refusal of an appeal's message, or null when it fits SUSPENSION_LIMITS. */
export function appealMessageProblem(message: string): string | null {
  const length = message.trim().length;
  if (length < SUSPENSION_LIMITS.appealMinLength) return SUSPENSION_MESSAGES.appealTooShort;
  if (length > SUSPENSION_LIMITS.appealMaxLength) return SUSPENSION_MESSAGES.appealTooLong;
  return null;
}
