import { ACCOUNT_MESSAGES } from '@mandap/shared/accounts';
import { indianDateTime } from '@mandap/shared/grievances';
import type { Role } from '@mandap/shared/schemas/accounts';
import type { Mail } from '../notifications/index';

// The e-mails the account page's actions send to the account's owner, written in one place.

/**
 * The notice of a password change (issue 29): when, that every other device was signed out, and
 * what to do if it was not the owner. No link to follow: a notice that asks for a click is what a
 * phishing mail looks like.
 */
export function passwordChangedMail(
  account: { name: string; email: string; role: Role },
  changedAt: Date,
  publicUrl: string,
): Mail {
  const kind = account.role === 'vendor' ? 'vendor' : 'user';
  return {
    to: account.email,
    subject: ACCOUNT_MESSAGES.passwordChangedMailSubject,
    text: [
      `Dear ${account.name},`,
      '',
      `The password of your Mandap ${kind} account (${account.email}) was changed on ${indianDateTime(changedAt)} (India time).`,
      'Every other browser and device that was signed in to your account has been signed out.',
      '',
      'If you made this change, there is nothing more to do.',
      '',
      'If you did not, someone else may be using your account. Sign in and change your password at',
      `once, and tell us through the grievance page of ${publicUrl} so that we can help.`,
      '',
      '-- ',
      'Mandap',
      '',
    ].join('\n'),
  };
}
