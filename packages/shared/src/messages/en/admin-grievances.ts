// Grievances in the console (issue 28, decisions 0062 and 0064): what a grievance is about, how it
// ended, the deadlines' badges, the queue and a grievance's screen (grievances.ts takes its
// subjects' words, GRIEVANCE_OUTCOMES and GRIEVANCE_CONSOLE_MESSAGES from here).

/** What a grievance is about, by code: the public form's choices and the console's words. */
export const subjectLabels = {
  listing: 'A listing',
  review: 'A review',
  vendor: 'A vendor',
  payment: 'A payment or refund',
  account: 'My account or my data',
  other: 'Something else',
} as const;

/** How a grievance ended, by code (the words are e-mailed to the sender). */
export const outcomes = {
  resolved: 'Resolved: the problem has been put right',
  content_changed: 'The listing or review was changed or taken down',
  refunded: 'A refund was made',
  no_breach: "Looked into: no breach of Mandap's terms or the law was found",
  outside_mandap:
    'Outside what Mandap can decide (a matter between you and the vendor, or for another authority)',
  withdrawn: 'Withdrawn at your request',
  duplicate: 'The same as an earlier grievance, answered there',
  other: 'Another outcome (say which in the details)',
} as const;

// ---- Replies (GRIEVANCE_CONSOLE_MESSAGES; the limits are GRIEVANCE_LIMITS') ----
export const changedElsewhere =
  'Someone else has already acted on this grievance (acknowledged, replied or closed it) since ' +
  'you opened it. It now shows as it is: read it again before you act.';
export const alreadyAcknowledged = 'This grievance is acknowledged already.';
export const closed = 'This grievance is closed; it cannot change.';
export const noSuchGrievance = 'No grievance has this reference.';
export const outcomeRequired = 'Choose an outcome from the list.';
export const detailsRequired =
  'Say in the details what the outcome was, as it is "Another outcome".';
export const detailsTooLong = 'The details can be at most 1800 characters.';
export const replyRequired = 'Write the reply.';
export const replyTooLong = 'The reply can be at most 5000 characters.';
export const emptyOpen = 'No grievances are open. Well done.';
export const emptyClosed = 'No grievance has been closed yet.';
export const confirmClose =
  'Close this grievance? The outcome is e-mailed to the sender and the grievance cannot change afterwards.';
export const done = {
  acknowledge: 'Grievance acknowledged.',
  reply: 'Reply sent. It is e-mailed to the sender.',
  close: 'Grievance closed. The outcome is e-mailed to the sender.',
} as const;
/** The due badges of the queue and the detail view. */
export const badge = {
  acknowledgeBy: (when: string) => `Acknowledge by ${when}`,
  resolveBy: (when: string) => `Resolve by ${when}`,
  overdue: 'Overdue',
  closed: (when: string) => `Closed ${when}`,
} as const;
export const overdueBy = (duration: string) => `Overdue by ${duration}`;

/** How long ago, or how late, in words: '45 minutes', '5 hours', '3 days 4 hours'. */
export const minutes = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;
export const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;
export const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

// ---- The queue ----
export const fromLine = (name: string, received: string, age: string, status: string) =>
  `From ${name}, received ${received} (${age} ago)${status}.`;
export const acknowledgedMark = ', acknowledged';
export const notAcknowledgedMark = ', not yet acknowledged';
export const whichGrievances = 'Which grievances';
export const open = 'Open';
export const closedFilter = 'Closed';
export const loadingGrievances = 'Loading the grievances…';
export const countOpen = (total: number, overdue: number) =>
  `${total} open, ${overdue} overdue. Overdue first, then the oldest first.`;
export const countClosed = (total: number) => `${total} closed, the most recently closed first.`;
export const pagesLabel = 'Pages of grievances';
export const previousPage = 'Previous page';
export const nextPage = 'Next page';
export const pageOf = (page: number, pages: number) => `Page ${page} of ${pages}`;

// ---- A grievance ----
export const noLink = 'The sender gave no link.';
export const linkGiven = 'Link given:';
export const listing = 'Listing';
export const listingId = 'Listing id';
export const listingIdValue = (id: number, vendorId: number) => `${id} (vendor ${vendorId})`;
export const categoryAndCity = 'Category and city';
export const listingStatus = 'Listing status';
export const noListing = "No listing has this link's id now.";
export const reviewLine = (id: number, rating: number, status: string) =>
  `Review ${id}: ${rating} of 5 stars, ${status}`;
export const noReview = "No review has this link's id now.";
export const noReply = 'No reply has been sent yet.';
export const emailedAt = (when: string) => `e-mailed ${when}`;
export const waitingToEmail = 'waiting to be e-mailed';
export const acknowledge = 'Acknowledge';
export const replyTo = (name: string, email: string) => `Reply to ${name} (e-mailed to ${email})`;
export const sendReply = 'Send the reply';
export const outcome = 'Outcome';
export const chooseOutcome = 'Choose an outcome';
export const detailsForSender =
  'Details for the sender (e-mailed with the outcome; required for “Another outcome”)';
export const closeGrievance = 'Close the grievance…';
export const back = 'Back to the grievances';
export const loadingGrievance = 'Loading the grievance…';
export const notSignedIn = 'Not signed in';
export const accountKinds = { user: 'user', vendor: 'vendor' } as const;
export const whatSenderWrote = 'What the sender wrote';
export const about = 'About';
export const from = 'From';
export const account = 'Account';
export const received = 'Received';
export const receivedValue = (when: string, age: string) => `${when} (${age} ago)`;
export const acknowledged = 'Acknowledged';
export const notYet = 'Not yet';
export const whatItIsAbout = 'What it is about';
export const replies = 'Replies';
export const closedSection = 'Closed';
export const closedAt = (when: string) => `Closed ${when}: `;
export const acknowledgeSection = 'Acknowledge';
export const acknowledgeHint = 'Acknowledge once you have read it; a reply acknowledges it too.';
export const reply = 'Reply';
export const close = 'Close';
