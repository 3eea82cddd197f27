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

export const VERIFICATION_MESSAGES = {
  mailSubject: t.mailSubject,
  /** The verify page's heading while the link is checked. */
  checking: t.checking,
  verified: t.verified,
  verifiedDetail: t.verifiedDetail,
  continue: t.continueText,
  goHome: t.goHome,
  failedHeading: t.failedHeading,
  linkInvalid: t.linkInvalid,
  linkOldAddress: t.linkOldAddress,
  signInForNewLink: t.signInForNewLink,
  noToken: t.noToken,
  resend: t.resend,
  resending: t.resending,
  sent: t.linkSent,
  alreadyVerified: t.alreadyVerified,
  tooMany: t.tooManyLinks,
  resendFailed: t.resendFailed,
  enquiryGate: t.enquiryGate,
  paymentGate: t.paymentGate,
  /** After verifying in another tab: what the enquiry form says beside Send. */
  sendAgainAfter: t.sendAgainAfter,
  /** The payment screen, instead of the checkout. */
  payAfter: t.payAfter,
  continueToPayment: t.continueToPayment,
  badge: t.badge,
} as const;
