// Grievances (issue 28, decision 0062): what a person may complain about, the deadlines the law
// sets for answering, and the limits of the form. No zod here (the page's first view shows these);
// the schemas are in schemas/grievances.ts. The subjects', outcomes' and console's words are the
// catalogue's (messages/en/admin-grievances.ts).

import * as m from './messages/en/admin-grievances';
import { intlLocale } from './messages/en/locale';

/** What a grievance is about: the form's choices, in the order it offers them. */
export const GRIEVANCE_SUBJECTS = [
  { value: 'listing', label: m.subjectLabels.listing },
  { value: 'review', label: m.subjectLabels.review },
  { value: 'vendor', label: m.subjectLabels.vendor },
  { value: 'payment', label: m.subjectLabels.payment },
  { value: 'account', label: m.subjectLabels.account },
  { value: 'other', label: m.subjectLabels.other },
] as const;
export type GrievanceSubject = (typeof GRIEVANCE_SUBJECTS)[number]['value'];
export const GRIEVANCE_SUBJECT_VALUES = GRIEVANCE_SUBJECTS.map((s) => s.value) as [
  GrievanceSubject,
  ...GrievanceSubject[],
];

/** The words of a subject, as the form and the e-mails show it. */
export function grievanceSubjectLabel(subject: GrievanceSubject): string {
  return GRIEVANCE_SUBJECTS.find((s) => s.value === subject)?.label ?? subject;
}

export const GRIEVANCE_STATUSES = ['open', 'acknowledged', 'closed'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

/**
 * The deadlines of the Consumer Protection (E-Commerce) Rules, 2020, rule 4(5): acknowledge
 * within 48 hours, resolve within one month of receipt (decision 0062).
 */
export const GRIEVANCE_DEADLINES = {
  acknowledgeWithinHours: 48,
  resolveWithinMonths: 1,
} as const;

export const GRIEVANCE_LIMITS = {
  nameMaxLength: 100,
  detailsMinLength: 20,
  detailsMaxLength: 5000,
  linkMaxLength: 500,
  replyMaxLength: 5000,
  outcomeMaxLength: 2000,
  /** The operator's words beside a closing outcome (the outcome's own words come first). */
  outcomeDetailsMaxLength: 1800,
} as const;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * `at` plus `months` calendar months on India's clock (India keeps no daylight saving): 31 January
 * gives the last day of February, at the same time of day.
 */
export function addMonthsInIndia(at: Date, months: number): Date {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const day = local.getUTCDate();
  local.setUTCDate(1);
  local.setUTCMonth(local.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0),
  ).getUTCDate();
  local.setUTCDate(Math.min(day, lastDay));
  return new Date(local.getTime() - IST_OFFSET_MS);
}

/** When a grievance received at `receivedAt` must be acknowledged, and resolved. */
export function grievanceDeadlines(receivedAt: Date): { acknowledgeBy: Date; resolveBy: Date } {
  return {
    acknowledgeBy: new Date(
      receivedAt.getTime() + GRIEVANCE_DEADLINES.acknowledgeWithinHours * 60 * 60 * 1000,
    ),
    resolveBy: addMonthsInIndia(receivedAt, GRIEVANCE_DEADLINES.resolveWithinMonths),
  };
}

/** A moment in India's words: '3 Mar 2027, 4:05 pm' (in Hindi pages '3 मार्च 2027, 4:05 pm'). */
export function indianDateTime(at: Date): string {
  return at
    .toLocaleString(intlLocale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Kolkata',
    })
    .replace(/\b(AM|PM)\b/, (m) => m.toLowerCase());
}

/**
 * The path of a storefront, optionally at one of its reviews: what a grievance's link may point
 * to on this site. `/Vendors/12`, `/Vendors/12/dj-sonu`, `/Vendors/12/dj-sonu#review-40`.
 */
export const GRIEVANCE_LINK_PATH =
  /^\/Vendors\/([1-9]\d{0,15})(?:\/[A-Za-z0-9%_-]{1,200})?\/?(?:#review-([1-9]\d{0,15}))?$/i;

// ---- The console's side (issue 28, decision 0064) ----

/**
 * How a grievance ended: the close form's fixed list (codes kept on the grievance and in the
 * audit log, the words e-mailed to the sender). 'other' asks for details.
 */
export const GRIEVANCE_OUTCOMES = m.outcomes;
export type GrievanceOutcome = keyof typeof GRIEVANCE_OUTCOMES;
export const GRIEVANCE_OUTCOME_VALUES = Object.keys(GRIEVANCE_OUTCOMES) as [
  GrievanceOutcome,
  ...GrievanceOutcome[],
];

/** The words of an outcome code; the code itself when unknown. */
export function grievanceOutcomeText(code: string): string {
  const outcomes: Record<string, string> = GRIEVANCE_OUTCOMES;
  return outcomes[code] ?? code;
}

/** The outcome as the sender reads it and the grievance keeps it: the words, then the details. */
export function grievanceOutcomeWords(code: string, details: string): string {
  const words = grievanceOutcomeText(code);
  const more = details.trim();
  return more ? `${words}. ${more}` : words;
}

/** Grievances a page of the console's closed list shows. */
export const GRIEVANCE_CONSOLE_PAGE_SIZE = 50;

/** What the console's grievance screens and replies say. */
export const GRIEVANCE_CONSOLE_MESSAGES = {
  changedElsewhere: m.changedElsewhere,
  alreadyAcknowledged: m.alreadyAcknowledged,
  closed: m.closed,
  noSuchGrievance: m.noSuchGrievance,
  outcomeRequired: m.outcomeRequired,
  detailsRequired: m.detailsRequired,
  detailsTooLong: m.detailsTooLong,
  replyRequired: m.replyRequired,
  replyTooLong: m.replyTooLong,
  emptyOpen: m.emptyOpen,
  emptyClosed: m.emptyClosed,
  confirmClose: m.confirmClose,
  done: m.done,
  /** The due badges of the queue and the detail view. */
  badge: m.badge,
} as const;

/** How long ago, or how late, in words: '45 minutes', '5 hours', '3 days 4 hours'. */
export function grievanceDurationText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return m.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return m.hours(hours);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest > 0 ? `${m.days(days)} ${m.hours(rest)}` : m.days(days);
}
