import { maskEmail } from '@mandap/shared/account-recovery';
import type { Language } from '@mandap/shared/messages/languages';
import { messagesIn, siteLink } from '../../platform/mail-language';
import type { Mail } from '../notifications/index';

// The e-mails of "Forgot password?" and of a change of address (decision 0068), in the account's
// language (issue 32; texts in the catalogue's email-accounts). Links are absolute, from the
// site's origin (config.publicUrl), to the pages of that language.

function signOff(language: Language): string[] {
  return ['', '-- ', messagesIn(language).emailAccounts.signOff, ''];
}

export function resetLinkMail(options: {
  to: string;
  name: string;
  role: 'vendor' | 'user';
  token: string;
  publicUrl: string;
  language: Language;
}): Mail {
  const { language } = options;
  const m = messagesIn(language).emailAccounts;
  const link = siteLink(
    options.publicUrl,
    language,
    `/reset-password?token=${encodeURIComponent(options.token)}&role=${options.role}`,
  );
  return {
    to: options.to,
    subject: m.resetLinkSubject,
    text: [
      m.resetLinkText({ name: options.name, role: options.role, link }),
      ...signOff(language),
    ].join('\n'),
  };
}

export function passwordChangedMail(options: {
  to: string;
  name: string;
  publicUrl: string;
  language: Language;
}): Mail {
  const { language } = options;
  const m = messagesIn(language).emailAccounts;
  return {
    to: options.to,
    subject: m.passwordResetSubject,
    text: [
      m.passwordResetText({
        name: options.name,
        grievanceLink: siteLink(options.publicUrl, language, '/grievances'),
      }),
      ...signOff(language),
    ].join('\n'),
  };
}

export function confirmEmailMail(options: {
  to: string;
  name: string;
  token: string;
  publicUrl: string;
  language: Language;
}): Mail {
  const { language } = options;
  const m = messagesIn(language).emailAccounts;
  const link = siteLink(
    options.publicUrl,
    language,
    `/confirm-email?token=${encodeURIComponent(options.token)}`,
  );
  return {
    to: options.to,
    subject: m.confirmEmailSubject,
    text: [m.confirmEmailText({ name: options.name, link }), ...signOff(language)].join('\n'),
  };
}

export function emailChangedMail(options: {
  to: string;
  name: string;
  newEmail: string;
  publicUrl: string;
  language: Language;
}): Mail {
  const { language } = options;
  const m = messagesIn(language).emailAccounts;
  return {
    to: options.to,
    subject: m.emailChangedSubject,
    text: [
      m.emailChangedText({
        name: options.name,
        maskedEmail: maskEmail(options.newEmail),
        grievanceLink: siteLink(options.publicUrl, language, '/grievances'),
      }),
      ...signOff(language),
    ].join('\n'),
  };
}
