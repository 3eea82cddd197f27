// The notices of an operator's decision on a review (issue 28, decision 0063) and on reported
// listings and chat messages (decision 0065), as stored for their recipient and e-mailed to them
// (issue 32): moderation.ts and reports.ts take their notices from here.

/** A notice's title and body. */
type Notice = { title: string; body: string };

/** How a person appeals a decision on a review, as every notice says it. */
export const reviewAppeal = (days: number, reviewId: number) =>
  `If you think this decision is wrong, you can appeal within ${days} ` +
  `days: write to Mandap's grievance officer through the Grievances page (/grievances, linked ` +
  `at the foot of every page) and quote review ${reviewId}.`;

/** To a review's author and its reporters; `appeal` is reviewAppeal's text. */
export const authorHidden = (firmName: string, reason: string, appeal: string): Notice => ({
  title: 'Your review was hidden',
  body:
    `Our moderators hid your review of ${firmName}: ${reason}. It is no longer shown or ` +
    `counted in the vendor's rating. ${appeal}`,
});
export const authorRestored = (firmName: string, reason: string): Notice => ({
  title: 'Your review is shown again',
  body: `Our moderators restored your review of ${firmName} (${reason}). It is shown and counted in the vendor's rating again.`,
});
export const reporterHidden = (firmName: string, reason: string): Notice => ({
  title: 'A review you reported was hidden',
  body: `Thank you for your report. Our moderators hid the review of ${firmName} you reported: ${reason}.`,
});
export const reporterDismissed = (firmName: string, reason: string, appeal: string): Notice => ({
  title: 'A review you reported stays up',
  body:
    `Thank you for your report. Our moderators looked at the review of ${firmName} you ` +
    `reported and left it up: ${reason}. ${appeal}`,
});

/** How a reporter may ask again, as the notices of reports say it. */
export const reportAppeal =
  "If you think this is wrong, you can write to Mandap's grievance officer through the " +
  'Grievances page (/grievances, linked at the foot of every page).';

/** The notices a reporter gets when their report of a listing or a message is closed. */
export const listingDismissed = (firmName: string, reason: string): Notice => ({
  title: 'A listing you reported stays up',
  body:
    `Thank you for your report. Our moderators looked at the listing ${firmName} you reported ` +
    `and left it up: ${reason}. ${reportAppeal}`,
});
export const listingActioned = (firmName: string): Notice => ({
  title: 'A listing you reported was taken down',
  body: `Thank you for your report. Our moderators took action on the listing ${firmName} you reported.`,
});
export const messageDismissed = (reason: string): Notice => ({
  title: 'A message you reported was looked at',
  body:
    'Thank you for your report. Our moderators looked at the chat message you reported and ' +
    `took no action: ${reason}. ${reportAppeal}`,
});
export const messageActioned = (): Notice => ({
  title: 'A message you reported was acted on',
  body: 'Thank you for your report. Our moderators took action on the account that sent the chat message you reported.',
});
