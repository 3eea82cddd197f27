import * as t from '@mandap/shared/messages/en/server-accounts';
// "Forgot password?" and the change of an account's e-mail address (issue 29, decision 0068),
// without zod: what the pages and the server say, in one place.

/** How many requests for a reset link an hour: per account e-mail, and per client address. */
export const RECOVERY_LIMITS = {
  perAccountPerHour: 5,
  perAddressPerHour: 20,
  /** Requests to change an account's e-mail address an hour (each sends a link). */
  emailChangesPerAccountPerHour: 5,
  windowMs: 60 * 60 * 1000,
} as const;

export const RECOVERY_MESSAGES = {
  forgotLink: t.forgotLink,
  forgotHeading: t.forgotHeading,
  forgotIntro: t.forgotIntro,
  /** The one reply to a request for a link, whether the address has an account or not. */
  forgotSent: t.forgotSent,
  resetHeading: t.resetHeading,
  resetIntro: t.resetIntro,
  passwordsDiffer: t.passwordsDiffer,
  /** A reset or confirmation link that is unknown, used, run out or replaced by a newer one. */
  linkExpired: t.linkExpired,
  askAgain: t.askAgain,
  resetDone: t.resetDone,
  signIn: t.signIn,
  tooMany: t.tooManyResetRequests,
  changeEmailHeading: t.changeEmailHeading,
  changeEmailIntro: t.changeEmailIntro,
  changeEmailSent: t.changeEmailSent,
  sameEmail: t.sameEmail,
  emailTaken: t.emailTaken,
  wrongPassword: t.wrongPassword,
  tooManyEmailChanges: t.tooManyEmailChanges,
  confirmHeading: t.confirmHeading,
  confirming: t.confirming,
  confirmDone: t.confirmDone,
  confirmAskAgain: t.confirmAskAgain,
  failed: t.failed2,
} as const;

/**
 * An address shown to someone who may not own it: the first letter of the name, then the domain
 * (`n***@example.in`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
