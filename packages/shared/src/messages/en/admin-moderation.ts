// The console's reported reviews (issue 28, decision 0063): the decisions' fixed reasons, the
// queue's words and the replies (moderation.ts takes its lists and MODERATION_MESSAGES from here).

const anotherReason = 'Another reason (say which in the details)';

/** The fixed reasons of each decision, by code. */
export const reviewDecisionReasons = {
  dismiss: {
    no_violation: 'The review breaks none of the review rules',
    opinion: 'An honest opinion of the service, even if negative',
    duplicate: 'Already decided for an earlier report',
    other: anotherReason,
  },
  hide: {
    abusive: 'Abusive, hateful or threatening language',
    personal_information: "Shares someone's personal information",
    not_genuine: 'Not a genuine experience (fake, paid for, or by the vendor)',
    off_topic: 'Off topic or advertising',
    unlawful: 'Unlawful content',
    other: anotherReason,
  },
  restore: {
    appeal_upheld: 'The appeal was upheld',
    decided_in_error: 'Hidden in error',
    edited: 'The problem was fixed',
    other: anotherReason,
  },
} as const;

// ---- Replies (MODERATION_MESSAGES) ----
export const decidedElsewhere =
  'Someone else has already decided this review, or it changed (a new report or an edit) ' +
  'since you opened it. The queue now shows it as it is: look again before deciding.';
export const notReported = 'This review has no open report to dismiss.';
export const notHidden = 'This review is not hidden, so it cannot be restored.';
export const alreadyHidden = 'This review is hidden already.';
export const noSuchReview = 'No such review was found.';
export const reasonRequired = 'Choose a reason from the list.';
export const detailsRequired = 'Say in the details why, as the reason is "Another reason".';
/** MODERATION_LIMITS.detailsMaxLength. */
export const detailsTooLong = 'The details can be at most 1000 characters.';
export const auditContentOnly =
  'Moderators see the audit entries about content (reviews, listings and chat messages) and grievances only.';
export const emptyQueue = 'No reported reviews are waiting. Well done.';
export const emptyHidden = 'No reviews are hidden.';
export const confirmDecision = {
  dismiss: 'Dismiss the reports? The review stays shown and its reporters are told.',
  hide: 'Hide this review? It leaves the rating and search at once; its author and reporters are told.',
  restore: 'Restore this review? It is shown and counted again at once; its author is told.',
} as const;
export const decisionDone = {
  dismiss: 'Reports dismissed. The review stays shown.',
  hide: 'Review hidden.',
  restore: 'Review restored.',
} as const;

// ---- The queue ----
export const decisionLabels = {
  dismiss: 'Dismiss the reports',
  hide: 'Hide the review',
  restore: 'Restore the review',
} as const;
export const reasonLabel = 'Reason';
export const chooseReason = 'Choose a reason';
export const detailsOptional = 'Details (optional unless “Another reason”)';
export const whichReviews = 'Which reviews';
export const reportedWaiting = 'Reported, waiting';
export const hidden = 'Hidden';
export const loadingReviews = 'Loading the reviews…';
export const countReported = (n: number) => `${n} waiting, oldest report first.`;
export const countHidden = (n: number) => `${n} hidden, newest first.`;
export const reviewHeading = (id: number, firmName: string, rating: number) =>
  `Review ${id} of ${firmName}: ${rating} of 5 stars`;
export const hiddenOn = (when: string, reason: string) => `Hidden on ${when}: ${reason}`;
export const openReportsSince = (n: number, first: string) =>
  `${n} open ${n === 1 ? 'report' : 'reports'}, the first on ${first}`;
export const reviewPhotos = 'Photos of the review';
export const attachmentAlt = (reviewId: number, n: number) => `Review ${reviewId}, attachment ${n}`;
export const writtenBy = (name: string, userId: number, when: string, history: string) =>
  `By ${name} (user ${userId}), written ${when}: ${history}.`;
export const reportsHeading = 'Reports';
/** A report's line: who, when, how it ended, and their record. */
export const reporterLine = (who: string, when: string, outcome: string | null, history: string) =>
  `${who}, ${when}${outcome ? `, ${outcome}` : ''}: ${history}.`;
/** A person's record: reports they made, or reports on their reviews. */
export const history = (h: { reports: number; hidden: number; dismissed: number }, made: boolean) =>
  `${h.reports} ${made ? 'reports made' : 'reports on their reviews'} (${h.hidden} hidden, ${h.dismissed} dismissed)`;
/** How a report ended. */
export const reportOutcomes = { dismissed: 'dismissed', hidden: 'hidden' } as const;
/** Who reported: 'user', 'vendor'. */
export const accountKinds = { user: 'user', vendor: 'vendor' } as const;
