// The account page's language setting (issue 32): the language of the site and of the account's
// e-mails.

export const heading = 'Language';
export const description = 'The language of Mandap and of the e-mails we send you.';
export const saving = 'Saving…';
export const saveFailed = 'Could not change the language. Please try again.';
