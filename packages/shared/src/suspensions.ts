// Suspensions, removals, refunds and appeals (issue 28, decision 0066): the console's actions on
// listings and accounts, their fixed reasons, the vendor's appeal, and every text the console,
// the portal, the notices and the e-mails show. Without zod; the schemas are in
// schemas/suspensions.ts. The reasons' and the console's words are the catalogue's
// (messages/en/admin-suspensions.ts), the notices' are
// messages/en/email-suspensions.ts.

import * as a from './messages/en/account-screens';
import * as m from './messages/en/admin-suspensions';
import * as l from './messages/en/auth-login';
import * as n from './messages/en/email-suspensions';
import * as v from './messages/en/vendor-listings';

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
export const SUSPENSION_REASONS = m.reasons satisfies Record<
  SuspensionAction,
  Record<string, string>
>;

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
export const APPEAL_HOW = n.appealHow;

/** What the console, the portal and the API's refusals say. */
export const SUSPENSION_MESSAGES = {
  decidedElsewhere: m.decidedElsewhere,
  reasonRequired: m.reasonRequired,
  detailsRequired: m.detailsRequired,
  detailsTooLong: m.detailsTooLong,
  noSuchListing: m.noSuchListing,
  noSuchAccount: m.noSuchAccount,
  noSuchMedia: m.noSuchMedia,
  noSuchAppeal: m.noSuchAppeal,
  alreadySuspended: m.alreadySuspended,
  notSuspended: m.notSuspended,
  storefrontSuspended: m.storefrontSuspended,
  adminOnly: m.adminOnly,
  noPayment: m.noPayment,
  refundTooLarge: m.refundTooLarge,
  appealTooShort: m.appealTooShort,
  appealTooLong: m.appealTooLong,
  appealNotSuspended: m.appealNotSuspended,
  appealedAlready: m.appealedAlready,
  appealDecided: m.appealDecided,
  appealSameOperator: m.appealSameOperator,
  accountNotSuspended: m.accountNotSuspended,
  signInSuspended: {
    vendor: (why: string) => n.signInSuspended('vendor', why),
    user: (why: string) => n.signInSuspended('user', why),
  },
  emptyAppeals: m.emptyAppeals,
  searchEmpty: m.searchEmpty,
  suspendedByMandap: m.suspendedByMandap,
  appealSent: m.appealSent,
  appealPending: m.appealPending,
  appealUpheldLabel: m.appealUpheldLabel,
  confirm: m.confirmAction,
  done: m.actionDone,
} as const;

/** The notices of the actions: to the vendor of a listing, or to the account itself. */
export const SUSPENSION_NOTICES = {
  listingSuspended: n.listingSuspended,
  listingRestored: n.listingRestored,
  accountSuspended: n.accountSuspended,
  accountRestored: n.accountRestored,
  mediaRemoved: n.mediaRemoved,
  refunded: n.refunded,
  appealUpheld: n.appealUpheld,
  appealRestored: n.appealRestored,
} as const;

/** The console's screens of listings, accounts, the finder and the appeals (decision 0066). */
export const SUSPENSION_CONSOLE = {
  titles: m.titles,
  buttons: m.buttons,
  reasonLabel: m.reasonLabel,
  chooseReason: m.chooseReason,
  detailsLabel: m.detailsLabel,
  amountLabel: m.amountLabel,
  amountHint: m.amountHint,
  amountInvalid: m.amountInvalid,
  noRefund: m.noRefund,
  findLabel: m.findLabel,
  findHint: m.findHint,
  loading: m.loadingScreen,
  empty: m.empty,
  suspendedBecause: m.suspendedBecause,
  suspendedBy: m.suspendedBy,
  notSuspended: m.notSuspendedStatus,
  anotherMustDecide: m.appealSameOperator,
} as const;

/** The vendor's side: the portal's appeal of a listing, and the account's appeal page. */
export const APPEAL_TEXTS = {
  button: v.appealButton,
  messageLabel: v.appealMessageLabel,
  send: v.appealSend,
  sending: v.appealSending,
  cancel: v.appealCancel,
  pendingSince: v.appealPendingSince,
  upheld: SUSPENSION_MESSAGES.appealUpheldLabel,
  network: v.appealNetwork,
  account: {
    title: a.appealAccountTitle,
    intro: a.appealAccountIntro,
    email: l.email,
    password: l.password,
    emailRequired: a.appealEmailRequired,
    passwordRequired: a.appealPasswordRequired,
    sent: a.appealAccountSent,
    backToSignIn: a.appealBackToSignIn,
  },
} as const;

/** The length refusal of an appeal's message, or null when it fits SUSPENSION_LIMITS. */
export function appealMessageProblem(message: string): string | null {
  const length = message.trim().length;
  if (length < SUSPENSION_LIMITS.appealMinLength) return SUSPENSION_MESSAGES.appealTooShort;
  if (length > SUSPENSION_LIMITS.appealMaxLength) return SUSPENSION_MESSAGES.appealTooLong;
  return null;
}
