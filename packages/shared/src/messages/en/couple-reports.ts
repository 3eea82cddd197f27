// Reporting a listing or a chat message (issue 28, decision 0065): the reasons, the dialog and
// the reporting routes' refusals (../../reports.ts holds the codes and limits).

export const listingReasons = {
  fake_or_scam: 'Fake or a scam',
  offensive: 'Offensive',
  wrong_category: 'In the wrong category',
  government_id: 'A government ID is visible',
  other: 'Something else (say what in the details)',
};
export const messageReasons = {
  spam: 'Spam',
  harassment: 'Harassment',
  payment_outside: 'Asks for payment outside Mandap',
  other: 'Something else (say what in the details)',
};

// What opens a report (the storefront's first view carries these).
export const reportListing = 'Report this listing';
export const signInToReport = 'Sign in to report this listing.';
export const reportMessage = 'Report';
export const reportMessageFrom = (name: string) => `Report this message from ${name}`;

// The dialog, and the reporting routes' refusals.
export const reasonRequired = 'Choose a reason from the list.';
export const detailsRequired =
  'Tell us what is wrong in the details, as the reason is "Something else".';
export const detailsTooLong = 'The details can be at most 1000 characters.';
export const tooMany =
  'You have sent 20 reports in the last hour, the most we take. Please try again later.';
export const noSuchListing = 'No such listing was found.';
export const ownListing = 'You cannot report your own listing.';
export const noSuchMessage = 'No such message was found in this conversation.';
export const listingDialogTitle = 'Report this listing';
export const messageDialogTitle = 'Report this message';
export const reasonLegend = 'What is wrong?';
export const detailsLabel = 'Details (required for "Something else")';
export const send = 'Send the report';
export const cancel = 'Cancel';
export const close = 'Close';
export const sending = 'Sending…';
export const thanks =
  'Thank you. Our moderators will look at your report; we will tell you the outcome in your ' +
  'notifications and by e-mail.';
export const network = 'Could not send the report. Check your connection and try again.';
