// Verified e-mail addresses (issue 29, decision 0069): the texts of the verification e-mail, the
// verify page, the resend button and the gates on sending an enquiry and paying for a listing.

/** How many new links an account may ask for (POST /api/account/email/verification). */
export const VERIFICATION_RESEND_LIMITS = {
  perHour: 3,
  perDay: 10,
} as const;

/**
 * An address with its local part hidden but its first letter: `asha@example.in` becomes
 * `a***@example.in`, enough for its owner to know which inbox to open.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

function minutesText(minutes: number): string {
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const VERIFICATION_MESSAGES = {
  mailSubject: 'Confirm your e-mail for Mandap',
  mailText: (name: string, link: string) =>
    `Namaste ${name},\n\n` +
    'Please confirm that this is your e-mail address for your Mandap account by opening this ' +
    `link:\n\n${link}\n\n` +
    'The link works once, for 7 days. If you did not make a Mandap account, you can ignore this ' +
    'e-mail: nothing happens without the link.\n\nMandap',
  /** The verify page's heading while the link is checked. */
  checking: 'Checking your link…',
  verified: 'Your e-mail is verified',
  verifiedDetail: (email: string) => `${email} is confirmed as the e-mail of your Mandap account.`,
  continue: 'Continue where you were',
  goHome: 'Go to Mandap',
  failedHeading: 'This link cannot be used',
  linkInvalid:
    'This link has run out or has already been used. A newer link replaces an older one. ' +
    'Please ask for a new link.',
  linkOldAddress:
    'This link was sent to an address that is no longer the e-mail of your account. ' +
    'Please ask for a new link.',
  signInForNewLink: 'Sign in to ask for a new link.',
  noToken: 'This page needs the link from your e-mail. Please open the link in the e-mail again.',
  resend: 'Send the link again',
  resending: 'Sending…',
  sent: (maskedEmail: string) => `We sent a new link to ${maskedEmail}. It works for 7 days.`,
  alreadyVerified: 'Your e-mail address is already verified.',
  tooMany: (minutes: number) =>
    `You have asked for several links already. Please try again in ${minutesText(minutes)}.`,
  resendFailed: 'The link could not be sent. Please try again later.',
  enquiryGate: (maskedEmail: string) =>
    `Please verify your e-mail address before sending an enquiry. We sent a link to ${maskedEmail}.`,
  paymentGate: (maskedEmail: string) =>
    `Please verify your e-mail address before paying for a listing. We sent a link to ${maskedEmail}.`,
  /** After verifying in another tab: what the enquiry form says beside Send. */
  sendAgainAfter: 'Once you have opened the link, press Send again.',
  /** The payment screen, instead of the checkout. */
  payAfter: 'Once you have opened the link, continue to the payment.',
  continueToPayment: 'Continue to payment',
  badge: 'E-mail verified',
} as const;
