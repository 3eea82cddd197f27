import * as t from '@mandap/shared/messages/en/server-accounts';
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
  mailSubject: t.mailSubject,
  mailText: (name: string, link: string) =>
    `Namaste ${name},\n\n` +
    t.pleaseConfirmThatThisIs +
    `link:\n\n${link}\n\n` +
    t.theLinkWorksOnceFor +
    'e-mail: nothing happens without the link.\n\nMandap',
  /** The verify page's heading while the link is checked. */
  checking: t.checking,
  verified: t.verified,
  verifiedDetail: (email: string) => `${email} is confirmed as the e-mail of your Mandap account.`,
  continue: t.continueText,
  goHome: t.goHome,
  failedHeading: t.failedHeading,
  linkInvalid: t.linkInvalid,
  linkOldAddress: t.linkOldAddress,
  signInForNewLink: t.signInForNewLink,
  noToken: t.noToken,
  resend: t.resend,
  resending: 'Sending…',
  sent: (maskedEmail: string) => `We sent a new link to ${maskedEmail}. It works for 7 days.`,
  alreadyVerified: t.alreadyVerified,
  tooMany: (minutes: number) =>
    `You have asked for several links already. Please try again in ${minutesText(minutes)}.`,
  resendFailed: t.resendFailed,
  enquiryGate: (maskedEmail: string) =>
    `Please verify your e-mail address before sending an enquiry. We sent a link to ${maskedEmail}.`,
  paymentGate: (maskedEmail: string) =>
    `Please verify your e-mail address before paying for a listing. We sent a link to ${maskedEmail}.`,
  /** After verifying in another tab: what the enquiry form says beside Send. */
  sendAgainAfter: t.sendAgainAfter,
  /** The payment screen, instead of the checkout. */
  payAfter: t.payAfter,
  continueToPayment: t.continueToPayment,
  badge: t.badge,
} as const;
