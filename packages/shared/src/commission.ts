import * as b from '@mandap/shared/messages/en/billing-commission';
import * as t from '@mandap/shared/messages/en/server-billing';
import { dayInWords, indianDate } from './dates';
import { indiaCalendar, indiaMidnight, shareOf } from './gst';
import { LIMITS } from './limits';
import { formatInr, parseRupeesToPaise } from './money';
import { COMMISSION_BASIS_POINTS } from './plans';

// The commission on bookings (issue 30, decision 0075): when a booking carries it, the booking's
// value as vendors type it, the couple's answer, monthly statements and their disputes. Every
// text a person reads about them is here. No zod (schemas/commission.ts has the schemas).

/** Whether a booking marked now carries commission, and at what rate. */
export interface CommissionTerms {
  /** True when a booking marked at that moment carries commission (after the free period). */
  applies: boolean;
  /** The listing's rate after the free period, in basis points (700 = 7%). */
  rateBasisPoints: number;
  /** The end of the listing's free period, as an instant; null when none was recorded. */
  freeUntil: Date | null;
}

/**
 * The terms of a booking marked at `at` on a listing with this free period and rate: commission
 * applies when `at` is after the free period's end (a listing without one recorded has none).
 */
export function commissionTerms(
  listing: { freeUntil: Date | null; commissionBasisPoints: number | null },
  at: Date,
): CommissionTerms {
  const rateBasisPoints = listing.commissionBasisPoints ?? COMMISSION_BASIS_POINTS;
  const applies = listing.freeUntil === null || at.getTime() > listing.freeUntil.getTime();
  return { applies, rateBasisPoints, freeUntil: listing.freeUntil };
}

/** The basis points a booking marked under `terms` carries: 0 within the free period. */
export function bookingBasisPoints(terms: CommissionTerms): number {
  return terms.applies ? terms.rateBasisPoints : 0;
}

/** A rate in basis points as people read it: 700 is "7%", 750 is "7.5%". */
export function percentText(basisPoints: number): string {
  return b.percentText(basisPoints);
}

/** The commission on a value at a rate, rounded half up to the paisa. */
export function commissionOn(valuePaise: number, basisPoints: number): number {
  return shareOf(valuePaise, basisPoints);
}

/**
 * A booking's value as a vendor types it, in paise; null when it is not an amount of rupees (or
 * is not above zero, or is beyond what Mandap takes).
 */
export function parseBookingValue(text: string): number | null {
  // As every typed amount is read (money.ts): "1,50,000", "₹ 1,50,000", "150000.50".
  const paise = parseRupeesToPaise(text);
  if (paise === null || paise <= 0 || paise > LIMITS.maxPricePaise) return null;
  return paise;
}

/** The India date an instant falls on, in words: "15 March 2027". */
export function indiaDayInWords(at: Date): string {
  return dayInWords(indianDate(at));
}

/**
 * What the Mark Booked control says before the vendor confirms: whether commission applies to a
 * booking marked now, and on what (when the value typed so far is an amount).
 */
export function commissionNotice(terms: CommissionTerms, valuePaise: number | null): string {
  if (!terms.applies && terms.freeUntil) {
    return b.noCommissionUntil(indiaDayInWords(terms.freeUntil));
  }
  const rate = percentText(terms.rateBasisPoints);
  if (valuePaise === null) {
    return terms.freeUntil
      ? b.commissionAfterFreePeriod(rate, indiaDayInWords(terms.freeUntil))
      : b.commissionApplies(rate);
  }
  const commission = commissionOn(valuePaise, terms.rateBasisPoints);
  return b.commissionOnValue(rate, formatInr(commission), formatInr(valuePaise));
}

/** What a booked enquiry says of its commission, once marked. */
export function bookedNotice(booking: {
  valuePaise: number;
  basisPoints: number;
  commissionPaise: number;
}): string {
  return booking.basisPoints === 0
    ? b.bookedFree(formatInr(booking.valuePaise))
    : b.bookedWithCommission(
        formatInr(booking.valuePaise),
        percentText(booking.basisPoints),
        formatInr(booking.commissionPaise),
      );
}

export const COUPLE_ANSWERS = ['yes', 'no'] as const;
export type CoupleAnswer = (typeof COUPLE_ANSWERS)[number];

/** How the couple's answer reads on a statement and beside an enquiry. */
export const COUPLE_ANSWER_LABELS: Record<CoupleAnswer | 'none', string> = b.coupleAnswerLabels;

/** The question the couple is asked once a vendor marks their enquiry Booked. */
export function bookingQuestion(firmName: string, eventDate: string): string {
  return b.bookingQuestion(firmName, dayInWords(eventDate));
}

export const BOOKING_ANSWER_TEXTS = {
  yesButton: b.answer.yesButton,
  noButton: b.answer.noButton,
  answered: (answer: CoupleAnswer, firmName: string) =>
    answer === 'yes' ? b.answer.answeredYes(firmName) : b.answer.answeredNo(firmName),
  change: b.answer.change,
  why: b.answer.why,
  invalidLink: b.answer.invalidLink,
  noToken: b.answer.noToken,
  notBooked: b.answer.notBooked,
  failed: b.answer.failed,
  pageTitle: b.answer.pageTitle,
} as const;

/** How long the e-mailed answer links work: past the statement the booking falls on, and its window. */
export const ANSWER_LINK_LIFETIME_MS = 60 * 24 * 60 * 60 * 1000;

/** The couple's e-mail: the question, and one link per answer (each opens a page with one button). */
export function bookingQuestionMail(input: {
  coupleName: string;
  firmName: string;
  eventDate: string;
  yesLink: string;
  noLink: string;
  expiresAt: Date;
}): { subject: string; text: string } {
  const question = bookingQuestion(input.firmName, input.eventDate);
  return {
    subject: question,
    text: [
      `Dear ${input.coupleName},`,
      '',
      `${input.firmName} has marked your enquiry for ${dayInWords(input.eventDate)} as Booked on Mandap.`,
      '',
      question,
      '',
      `Yes, we booked them: ${input.yesLink}`,
      `No, we did not: ${input.noLink}`,
      '',
      'Each link opens a page with one button; your answer is saved when you press it. You can',
      `also answer in your conversation with ${input.firmName} on Mandap. The links work until`,
      `${indiaDayInWords(input.expiresAt)}.`,
      '',
      BOOKING_ANSWER_TEXTS.why,
      '',
      '-- ',
      'Mandap',
      '',
    ].join('\n'),
  };
}

/** A month as 'YYYY-MM' (what the statement command takes). */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month's first day, 'YYYY-MM-01': how statements name their month. */
export function monthStart(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** The month before the one `at` falls in, in India. */
export function previousIndiaMonth(at: Date): { year: number; month: number } {
  const { year, month } = indiaCalendar(at);
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** The instants a month covers in India: from its first midnight to the next month's. */
export function indiaMonthBounds(year: number, month: number): { from: Date; to: Date } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: indiaMidnight(year, month), to: indiaMidnight(next.year, next.month) };
}

/** "March 2027" for '2027-03-01'. */
export function monthInWords(monthStartDay: string): string {
  return b.monthInWords(monthStartDay);
}

/** How long a vendor may dispute a statement's lines after it is issued. */
export const DISPUTE_WINDOW_DAYS = 7;

export const DISPUTE_REASONS = ['cancelled', 'not_genuine', 'wrong_value'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = b.disputeReasonLabels;

export const STATEMENT_STATUS_LABELS = {
  open: 'Open for disputes',
  invoiced: 'Invoiced',
  nothing_due: 'Nothing due',
} as const;
export type StatementStatus = keyof typeof STATEMENT_STATUS_LABELS;

export const DISPUTE_DECISIONS = ['accept', 'reject'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

/** Where a line stands after its dispute (or without one). */
export type LineState = 'stands' | 'disputed' | 'dropped' | 'corrected' | 'upheld';

export const LINE_STATE_LABELS: Record<LineState, string> = {
  stands: 'Stands',
  disputed: 'Disputed: waiting for Mandap',
  dropped: 'Dispute accepted: removed',
  corrected: 'Dispute accepted: value corrected',
  upheld: 'Dispute rejected: stands',
};

export const COMMISSION_LIMITS = {
  noteMinLength: 5,
  noteMaxLength: 1000,
} as const;

export const COMMISSION_MESSAGES = {
  bookingValueRequired: t.bookingValueRequired,
  bookingValueInvalid: t.bookingValueInvalid,
  noteRequired: b.noteRequired,
  noteTooLong: b.noteTooLong,
  reasonRequired: t.reasonRequired,
  rightValueRequired: t.rightValueRequired,
  rightValueSame: t.rightValueSame,
  rightValueOnlyForWrongValue: t.rightValueOnlyForWrongValue,
  noSuchStatement: t.noSuchStatement,
  noSuchLine: t.noSuchLine,
  windowClosed: (until: Date) => b.windowClosed(indianMoment(until), t.ifSomethingOnItIs),
  alreadyDisputed: t.alreadyDisputed,
  statementClosed: t.statementClosed,
  decisionNoteRequired: b.decisionNoteRequired,
  decisionRequired: t.decisionRequired,
  noSuchDispute: t.noSuchDispute,
  alreadyDecided: t.alreadyDecided,
  monthNotOver: b.monthNotOver,
  monthFormat: t.monthFormat,
} as const;

/** An instant in India's words: '8 Apr 2027, 1:20 am'. */
export function indianMoment(at: Date): string {
  return b.indianMoment(at);
}

/**
 * The notices of statements and disputes, to the vendor (in the app and by e-mail), in the
 * language of `m` (the catalogue's billingCommission area; English unless given).
 */
export const COMMISSION_NOTICES = {
  statementIssued: (
    input: {
      month: string;
      lines: number;
      commissionPaise: number;
      disputeUntil: Date;
    },
    m: typeof b = b,
  ) => ({
    title: m.statementIssuedTitle(m.monthInWords(input.month)),
    body: m.statementIssuedBody(
      input.lines,
      formatInr(input.commissionPaise),
      m.indianMoment(input.disputeUntil),
    ),
  }),
  disputeDecided: (
    input: {
      decision: DisputeDecision;
      enquiryId: number;
      month: string;
      note: string;
    },
    m: typeof b = b,
  ) => ({
    title:
      input.decision === 'accept'
        ? m.disputeAcceptedTitle(input.enquiryId)
        : m.disputeRejectedTitle(input.enquiryId),
    body: (input.decision === 'accept' ? m.disputeAcceptedBody : m.disputeRejectedBody)(
      input.enquiryId,
      m.monthInWords(input.month),
      input.note,
    ),
  }),
} as const;

/** The statement page of the vendor's portal. */
export function statementPath(statementId: number): string {
  return `/billing/statements/${statementId}`;
}

/** The operator console's queue of commission disputes (decision 0075). */
export const COMMISSION_CONSOLE = {
  title: 'Commission disputes',
  undecided: 'Waiting for a decision',
  decided: 'Decided',
  loading: 'Loading the disputes…',
  emptyUndecided: 'No dispute is waiting for a decision.',
  emptyDecided: 'No dispute has been decided yet.',
  countUndecided: (n: number) => `${n} waiting, the one filed longest ago first.`,
  countDecided: (n: number) => `${n} decided, the latest first.`,
  accept: 'Accept the dispute',
  reject: 'Reject the dispute',
  noteLabel: 'Note for the vendor',
  confirm: {
    accept: (enquiryId: number, outcome: string) =>
      `Accept the dispute of enquiry ${enquiryId}? ${outcome} The vendor is told, with your note.`,
    reject: (enquiryId: number) =>
      `Reject the dispute of enquiry ${enquiryId}? The line stands. The vendor is told, with your note.`,
  },
  done: {
    accept: 'Dispute accepted. The vendor has been told.',
    reject: 'Dispute rejected. The vendor has been told.',
  },
  acceptOutcome: (reason: DisputeReason, commissionIfAcceptedPaise: number) =>
    reason === 'wrong_value'
      ? `The line's commission becomes ${formatInr(commissionIfAcceptedPaise)}.`
      : 'The line is removed from the statement.',
} as const;
