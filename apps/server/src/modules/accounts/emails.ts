import type { Language } from '@mandap/shared/messages/languages';
import type { Role } from '@mandap/shared/schemas/accounts';
import { messagesIn } from '../../platform/mail-language';
import type { Mail } from '../notifications/index';

// The e-mails the account page's actions send to the account's owner, in the account's language
// (issue 32; texts in the catalogue's email-accounts).

/**
 * The notice of a password change (issue 29): when, that every other device was signed out, and
 * what to do if it was not the owner. No link to follow: a notice that asks for a click is what a
 * phishing mail looks like.
 */
export function passwordChangedMail(
  account: { name: string; email: string; role: Role; language: Language },
  changedAt: Date,
  publicUrl: string,
): Mail {
  const messages = messagesIn(account.language);
  const m = messages.emailAccounts;
  return {
    to: account.email,
    subject: m.passwordChangedHereSubject,
    text: [
      m.passwordChangedHereText({
        name: account.name,
        email: account.email,
        role: account.role === 'vendor' ? 'vendor' : 'user',
        when: messages.emailFormat.dateTime(changedAt),
        site: publicUrl,
      }),
      '',
      '-- ',
      m.signOff,
      '',
    ].join('\n'),
  };
}
