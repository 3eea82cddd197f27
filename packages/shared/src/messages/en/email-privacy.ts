// The e-mail sent when a copy of an account's data is ready (issue 29, decision 0072), in the
// account's language (issue 32): privacy.ts takes EXPORT_READY_MAIL from here.

export const exportReadySubject = 'Your Mandap data is ready to download';
export const exportReadyBody = (name: string, until: string, link: string) =>
  [
    `Dear ${name},`,
    '',
    'The copy of your data that you asked for is ready.',
    `Download it from your account page until ${until} (India time): ${link}`,
    'You will need to be signed in; the link works for you only.',
    '',
    'If you did not ask for it, change your password and write to us through the Grievances page.',
    '',
    '-- ',
    'Mandap',
    '',
  ].join('\n');
