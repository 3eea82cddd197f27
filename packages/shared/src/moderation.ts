// Moderation (issue 28, decision 0063): what an operator may decide about reported content, the
// fixed reasons of each decision, and every text the console, the notices and the e-mails show.
// Without zod (the console's screens show them); the schemas are in schemas/moderation.ts. The
// console's words are the catalogue's (messages/en/admin-moderation.ts).

import * as m from './messages/en/admin-moderation';
import * as n from './messages/en/email-moderation';

/** What an operator may decide about a review. */
export const REVIEW_DECISIONS = ['dismiss', 'hide', 'restore'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/**
 * The fixed reasons of each decision, as codes (kept in the audit log and on the review) and
 * the words a person reads. 'other' asks for details.
 */
export const REVIEW_DECISION_REASONS = m.reviewDecisionReasons satisfies Record<
  ReviewDecision,
  Record<string, string>
>;

export type ReviewDecisionReason<D extends ReviewDecision = ReviewDecision> =
  keyof (typeof REVIEW_DECISION_REASONS)[D];

/** The words of a reason code of a decision; the code itself when unknown (an old code). */
export function reasonText(decision: ReviewDecision, code: string): string {
  const reasons: Record<string, string> = REVIEW_DECISION_REASONS[decision];
  return reasons[code] ?? code;
}

export const MODERATION_LIMITS = {
  /** An operator's own words beside the reason. */
  detailsMaxLength: 1000,
  /** Reviews a page of the queue shows. */
  queuePageSize: 20,
  /** Days a person has to appeal a decision. */
  appealDays: 30,
} as const;

/** What the console's moderation screens and replies say. */
export const MODERATION_MESSAGES = {
  decidedElsewhere: m.decidedElsewhere,
  notReported: m.notReported,
  notHidden: m.notHidden,
  alreadyHidden: m.alreadyHidden,
  noSuchReview: m.noSuchReview,
  reasonRequired: m.reasonRequired,
  detailsRequired: m.detailsRequired,
  detailsTooLong: m.detailsTooLong,
  auditContentOnly: m.auditContentOnly,
  emptyQueue: m.emptyQueue,
  emptyHidden: m.emptyHidden,
  confirm: m.confirmDecision,
  done: m.decisionDone,
} as const;

/** How a person appeals a decision, as every notice says it. */
export function appealText(reviewId: number): string {
  return n.reviewAppeal(MODERATION_LIMITS.appealDays, reviewId);
}

/** The notices of a decision: to the review's author, and to each person who reported it. */
export const MODERATION_NOTICES = {
  authorHidden: (firmName: string, reason: string, reviewId: number) =>
    n.authorHidden(firmName, reason, appealText(reviewId)),
  authorRestored: n.authorRestored,
  reporterHidden: n.reporterHidden,
  reporterDismissed: (firmName: string, reason: string, reviewId: number) =>
    n.reporterDismissed(firmName, reason, appealText(reviewId)),
} as const;
