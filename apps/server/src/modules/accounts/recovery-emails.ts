import { maskEmail } from '@mandap/shared/account-recovery';
import type { Mail } from '../notifications/index';

// The e-mails of "Forgot password?" and of a change of address (decision 0068), written in one
// place. Links are absolute, from the site's origin (config.publicUrl).

const SIGN_OFF = ['', '-- ', 'Mandap', ''];

function url(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

function notYou(publicUrl: string): string[] {
  return [
    'If this was not you, someone may know your password. Set a new one at once with "Forgot password?" on the sign-in page, and tell our grievance officer:',
    url(publicUrl, '/grievances'),
  ];
}

export function resetLinkMail(options: {
  to: string;
  name: string;
  role: 'vendor' | 'user';
  token: string;
  publicUrl: string;
}): Mail {
  const link = url(
    options.publicUrl,
    `/reset-password?token=${encodeURIComponent(options.token)}&role=${options.role}`,
  );
  return {
    to: options.to,
    subject: 'Set a new Mandap password',
    text: [
      `Dear ${options.name},`,
      '',
      `Someone asked to set a new password for the Mandap ${options.role} account of this address. To choose a new password, open this link within 30 minutes:`,
      link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ...SIGN_OFF,
    ].join('\n'),
  };
}

export function passwordChangedMail(options: {
  to: string;
  name: string;
  publicUrl: string;
}): Mail {
  return {
    to: options.to,
    subject: 'Your Mandap password was changed',
    text: [
      `Dear ${options.name},`,
      '',
      'The password of your Mandap account was just changed with a link sent to this address, and every device signed in to the account was signed out.',
      '',
      ...notYou(options.publicUrl),
      ...SIGN_OFF,
    ].join('\n'),
  };
}

export function confirmEmailMail(options: {
  to: string;
  name: string;
  token: string;
  publicUrl: string;
}): Mail {
  const link = url(options.publicUrl, `/confirm-email?token=${encodeURIComponent(options.token)}`);
  return {
    to: options.to,
    subject: 'Confirm your new Mandap e-mail address',
    text: [
      `Dear ${options.name},`,
      '',
      'You asked to use this address for your Mandap account. To confirm it, open this link within 24 hours:',
      link,
      '',
      'Your e-mail address changes only when you open the link. If you did not ask for this, ignore this e-mail.',
      ...SIGN_OFF,
    ].join('\n'),
  };
}

export function emailChangedMail(options: {
  to: string;
  name: string;
  newEmail: string;
  publicUrl: string;
}): Mail {
  return {
    to: options.to,
    subject: 'Your Mandap e-mail address was changed',
    text: [
      `Dear ${options.name},`,
      '',
      `The e-mail address of your Mandap account was changed to ${maskEmail(options.newEmail)}. From now on, sign in and receive Mandap's e-mails at that address.`,
      '',
      'If this was not you, tell our grievance officer at once, from this page:',
      url(options.publicUrl, '/grievances'),
      ...SIGN_OFF,
    ].join('\n'),
  };
}
