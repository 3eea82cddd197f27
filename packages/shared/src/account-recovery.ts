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
  forgotLink: 'Forgot password?',
  forgotHeading: 'Forgot your password?',
  forgotIntro:
    'Type the e-mail address of your account. We will send you a link to set a new password.',
  /** The one reply to a request for a link, whether the address has an account or not. */
  forgotSent:
    'If an account uses this address, we have sent it a link to set a new password. The link works for 30 minutes. Check your spam folder if it does not arrive.',
  resetHeading: 'Set a new password',
  resetIntro: 'Choose a new password for your Mandap account.',
  passwordsDiffer: 'The two passwords are not the same',
  /** A reset or confirmation link that is unknown, used, run out or replaced by a newer one. */
  linkExpired: 'This link has expired or was already used. Ask for a new one.',
  askAgain: 'Ask for a new link',
  resetDone:
    'Your password has been changed, and every device signed in to your account was signed out. Sign in with your new password.',
  signIn: 'Sign in',
  tooMany: (minutes: number) =>
    `Too many requests for a password link. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  changeEmailHeading: 'Change e-mail address',
  changeEmailIntro:
    'We will send a link to the new address. Your e-mail changes only when you follow it.',
  changeEmailSent: (masked: string) =>
    `We have sent a link to ${masked}. Follow it within 24 hours to confirm your new e-mail address. Until then your e-mail stays as it is.`,
  sameEmail: 'This is already your e-mail address',
  emailTaken: 'Another account already uses this e-mail address',
  wrongPassword: 'Your current password is not right',
  tooManyEmailChanges: (minutes: number) =>
    `Too many requests to change your e-mail address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  confirmHeading: 'Confirm your new e-mail address',
  confirming: 'Confirming your new e-mail address...',
  confirmDone: (email: string) =>
    `Your e-mail address is now ${email}. Use it to sign in from now on.`,
  confirmAskAgain: 'Ask for a new link from My Account',
  failed: 'Something went wrong. Please try again.',
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
