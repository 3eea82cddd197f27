// Reported listings and chat messages (issue 28, decision 0065): the reasons people report with,
// the reasons an operator dismisses with, and the console's queues (reports.ts takes its lists and
// REPORT_QUEUE_MESSAGES from here).

const somethingElse = 'Something else (say what in the details)';

/** Why a listing is reported, by code. */
export const listingReportReasons = {
  fake_or_scam: 'Fake or a scam',
  offensive: 'Offensive',
  wrong_category: 'In the wrong category',
  government_id: 'A government ID is visible',
  other: somethingElse,
} as const;

/** Why a chat message is reported, by code. */
export const messageReportReasons = {
  spam: 'Spam',
  harassment: 'Harassment',
  payment_outside: 'Asks for payment outside Mandap',
  other: somethingElse,
} as const;

/** Why an operator dismisses the open reports, by code. */
export const dismissReasons = {
  no_violation: 'It breaks none of the rules',
  not_enough: 'Not enough to act on',
  duplicate: 'Already decided for an earlier report',
  other: 'Another reason (say which in the details)',
} as const;

// ---- Replies (REPORT_QUEUE_MESSAGES) ----
export const decidedElsewhere =
  'Someone else has already decided these reports, or a new report came since you opened ' +
  'them. The queue now shows them as they are: look again before deciding.';
export const nothingOpen = 'There is no open report to dismiss here.';
export const noSuchListing = 'No such listing was found.';
export const noSuchMessage = 'No such message was found.';
export const reasonRequired = 'Choose a reason from the list.';
export const detailsRequired = 'Say in the details why, as the reason is "Another reason".';
/** REPORT_LIMITS.decisionDetailsMaxLength. */
export const detailsTooLong = 'The details can be at most 1000 characters.';
export const emptyListings = 'No reported listings are waiting.';
export const emptyMessages = 'No reported messages are waiting.';
export const confirmDismiss =
  'Dismiss the open reports? The content stays up and each reporter is told.';
export const dismissed = 'Reports dismissed. The reporters are told.';

// ---- The queues ----
export const history = (h: {
  made: { reports: number; dismissed: number; actioned: number };
  received: { reports: number; dismissed: number; actioned: number };
}) =>
  `made ${h.made.reports} reports (${h.made.dismissed} dismissed, ${h.made.actioned} acted on); ` +
  `received ${h.received.reports} (${h.received.dismissed} dismissed, ${h.received.actioned} acted on)`;
export const accountKinds = { user: 'user', vendor: 'vendor' } as const;
export const openReports = 'Open reports';
export const reportedBy = 'Reported by';
export const owner = 'Owner';
export const sentBy = 'Sent by';
export const dismissTheReports = 'Dismiss the reports';
export const reason = 'Reason';
export const chooseReason = 'Choose a reason';
export const detailsOptional = 'Details (optional unless “Another reason”)';
export const waiting = (n: number, first: string) =>
  `${n} open ${n === 1 ? 'report' : 'reports'}, the first on ${first}`;
export const listingHeading = (id: number, firmName: string) => `Listing ${id}: ${firmName}`;
export const openListingPage = "Open the listing's page";
export const listingMedia = (firmName: string) => `Photos and videos of ${firmName}`;
export const attachmentAlt = (firmName: string, n: number) => `${firmName}, attachment ${n}`;
export const videoN = (n: number) => `Video ${n}`;
export const messageHeading = (id: number, enquiryId: number, firmName: string) =>
  `Message ${id} in conversation ${enquiryId} (${firmName})`;
export const conversationAround = 'The conversation around it';
export const couple = 'Couple';
export const vendor = 'Vendor';
export const reportedMark = ' (reported)';
export const loadingListings = 'Loading the reported listings…';
export const loadingMessages = 'Loading the reported messages…';
export const countWaiting = (n: number) => `${n} waiting, oldest report first.`;
