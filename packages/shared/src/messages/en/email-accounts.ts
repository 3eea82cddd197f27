// The account's e-mails (verification, "Forgot password?", changes of password and address) and
// the account's language (issue 32). Each body is one function of its values; the server picks
// the recipient's language.

/** PUT /api/account/language with anything but a language of ours. */
export const languageRefused = 'Choose English or Hindi.';

export const signOff = 'Mandap';

export const verifySubject = 'Confirm your e-mail for Mandap';
export const verifyText = (name: string, link: string) =>
  `Namaste ${name},\n\n` +
  'Please confirm that this is your e-mail address for your Mandap account by opening this ' +
  `link:\n\n${link}\n\n` +
  'The link works once, for 7 days. If you did not make a Mandap account, you can ignore this ' +
  'e-mail: nothing happens without the link.\n\nMandap';

/** The account page's password change (no link: a notice asking for a click looks like phishing). */
export const passwordChangedHereSubject = 'Your Mandap password was changed';
export const passwordChangedHereText = (o: {
  name: string;
  email: string;
  role: 'vendor' | 'user';
  when: string;
  site: string;
}) =>
  [
    `Dear ${o.name},`,
    '',
    `The password of your Mandap ${o.role} account (${o.email}) was changed on ${o.when} (India time).`,
    'Every other browser and device that was signed in to your account has been signed out.',
    '',
    'If you made this change, there is nothing more to do.',
    '',
    'If you did not, someone else may be using your account. Sign in and change your password at',
    `once, and tell us through the grievance page of ${o.site} so that we can help.`,
  ].join('\n');

export const resetLinkSubject = 'Set a new Mandap password';
export const resetLinkText = (o: { name: string; role: 'vendor' | 'user'; link: string }) =>
  [
    `Dear ${o.name},`,
    '',
    `Someone asked to set a new password for the Mandap ${o.role} account of this address. To choose a new password, open this link within 30 minutes:`,
    o.link,
    '',
    'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ].join('\n');

export const passwordResetSubject = 'Your Mandap password was changed';
export const passwordResetText = (o: { name: string; grievanceLink: string }) =>
  [
    `Dear ${o.name},`,
    '',
    'The password of your Mandap account was just changed with a link sent to this address, and every device signed in to the account was signed out.',
    '',
    'If this was not you, someone may know your password. Set a new one at once with "Forgot password?" on the sign-in page, and tell our grievance officer:',
    o.grievanceLink,
  ].join('\n');

export const confirmEmailSubject = 'Confirm your new Mandap e-mail address';
export const confirmEmailText = (o: { name: string; link: string }) =>
  [
    `Dear ${o.name},`,
    '',
    'You asked to use this address for your Mandap account. To confirm it, open this link within 24 hours:',
    o.link,
    '',
    'Your e-mail address changes only when you open the link. If you did not ask for this, ignore this e-mail.',
  ].join('\n');

export const emailChangedSubject = 'Your Mandap e-mail address was changed';
export const emailChangedText = (o: { name: string; maskedEmail: string; grievanceLink: string }) =>
  [
    `Dear ${o.name},`,
    '',
    `The e-mail address of your Mandap account was changed to ${o.maskedEmail}. From now on, sign in and receive Mandap's e-mails at that address.`,
    '',
    'If this was not you, tell our grievance officer at once, from this page:',
    o.grievanceLink,
  ].join('\n');
