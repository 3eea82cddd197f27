// server-moderation: moved from the code that says them (issue 32).
export const reasonRequired = 'Choose a reason from the list.';
export const noSuchListing = 'No such listing was found.';
export const detailsRequired2 =
  'Tell us what is wrong in the details, as the reason is "Something else".';
export const ownListing = 'You cannot report your own listing.';
export const noSuchMessage = 'No such message was found in this conversation.';
export const listingDialogTitle = 'Report this listing';
export const messageDialogTitle = 'Report this message';
export const reasonLegend = 'What is wrong?';
export const detailsLabel = 'Details (required for "Something else")';
export const send = 'Send the report';
export const cancel = 'Cancel';
export const close = 'Close';
export const thanks =
  'Thank you. Our moderators will look at your report; we will tell you the outcome in your notifications and by e-mail.';
export const network = 'Could not send the report. Check your connection and try again.';
