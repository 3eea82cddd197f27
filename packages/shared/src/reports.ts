import * as t from '@mandap/shared/messages/en/server-moderation';
import * as limitText from './messages/en/validation-limits';
// Reports of listings and chat messages (issue 28, decision 0065): the fixed reasons a couple or
// a vendor reports with, the reasons an operator dismisses with, the limits, and every text the
// report dialogs, the console's queues and the notices show. Without zod (the storefront's first
// view must not carry it); the schemas are in schemas/reports.ts. The reasons' and the console's
// words are the catalogue's (messages/en/admin-reports.ts).

import * as m from './messages/en/admin-reports';
import * as n from './messages/en/email-moderation';

/** Why a listing is reported: codes (kept on the report) and the words a person reads. */
export const LISTING_REPORT_REASONS = m.listingReportReasons;
export type ListingReportReason = keyof typeof LISTING_REPORT_REASONS;

/** Why a chat message is reported. */
export const MESSAGE_REPORT_REASONS = m.messageReportReasons;
export type MessageReportReason = keyof typeof MESSAGE_REPORT_REASONS;

/** Why an operator dismisses the open reports of a listing or a message. */
export const REPORT_DISMISS_REASONS = m.dismissReasons;
export type ReportDismissReason = keyof typeof REPORT_DISMISS_REASONS;

/** What can be reported here (reviews are reported through their own route, decision 0034). */
export type ReportedThing = 'listing' | 'message';

/** How a closed report ended: dismissed here, or actioned (the listing or account suspended). */
export const REPORT_OUTCOMES = ['dismissed', 'actioned'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** The words of a reason code; the code itself when unknown. */
export function reportReasonText(thing: ReportedThing | 'dismiss', code: string): string {
  const reasons: Record<string, string> =
    thing === 'listing'
      ? LISTING_REPORT_REASONS
      : thing === 'message'
        ? MESSAGE_REPORT_REASONS
        : REPORT_DISMISS_REASONS;
  return reasons[code] ?? code;
}

export const REPORT_LIMITS = {
  /**
   * Reports one account may make in an hour, across listings, messages and reviews, counted in
   * the database every server shares.
   */
  perHour: 20,
  /** A reporter's own words. */
  detailsMaxLength: 1000,
  /** An operator's own words beside a dismissal's reason. */
  decisionDetailsMaxLength: 1000,
  /** Items a page of a queue shows. */
  queuePageSize: 20,
  /** Messages shown before and after a reported message in the queue. */
  contextMessages: 3,
} as const;

/**
 * The words that open a report: on the storefront's first view, kept apart from the dialog's
 * texts below, which load with the dialog.
 */
export const REPORT_ENTRY_TEXTS = {
  reportListing: 'Report this listing',
  signInToReport: 'Sign in to report this listing.',
  reportMessage: 'Report',
} as const;

/** What the report dialogs and the reporting routes say. */
export const REPORT_MESSAGES = {
  reasonRequired: t.reasonRequired,
  detailsRequired: t.detailsRequired2,
  detailsTooLong: limitText.reportDetailsTooLong,
  tooMany: `You have sent ${REPORT_LIMITS.perHour} reports in the last hour, the most we take. Please try again later.`,
  noSuchListing: t.noSuchListing,
  ownListing: t.ownListing,
  noSuchMessage: t.noSuchMessage,
  listingDialogTitle: t.listingDialogTitle,
  messageDialogTitle: t.messageDialogTitle,
  reasonLegend: t.reasonLegend,
  detailsLabel: t.detailsLabel,
  send: t.send,
  cancel: t.cancel,
  close: t.close,
  sending: 'Sending…',
  thanks: t.thanks,
  network: t.network,
} as const;

/** What the console's queues of reported listings and messages say. */
export const REPORT_QUEUE_MESSAGES = {
  decidedElsewhere: m.decidedElsewhere,
  nothingOpen: m.nothingOpen,
  noSuchListing: m.noSuchListing,
  noSuchMessage: m.noSuchMessage,
  reasonRequired: m.reasonRequired,
  detailsRequired: m.detailsRequired,
  detailsTooLong: m.detailsTooLong,
  emptyListings: m.emptyListings,
  emptyMessages: m.emptyMessages,
  confirmDismiss: m.confirmDismiss,
  dismissed: m.dismissed,
} as const;

/** How a reporter may ask again, as the notices say it. */
export function reportAppealText(): string {
  return n.reportAppeal;
}

/** The notices a reporter gets when their report is closed (messages/en/email-moderation.ts). */
export const REPORT_NOTICES = {
  listingDismissed: n.listingDismissed,
  listingActioned: n.listingActioned,
  messageDismissed: n.messageDismissed,
  messageActioned: n.messageActioned,
} as const;
