// The vendor's home (issue 31, decision 0077): how its texts are measured (the texts are in
// messages/*/vendor-home.ts), and the response rate and typical
// reply time a vendor is shown and the storefront shows once there are enough enquiries to say.
// No zod here: the storefront's first view reads none of it, but the server and the home do.

import * as t from './messages/en/vendor-home';

/** The days of enquiries a response rate and reply time are measured over. */
export const RESPONSE_WINDOW_DAYS = 30;
/** Enquiries in the window before the storefront says anything of the vendor's replies. */
export const RESPONSE_MIN_ENQUIRIES = 5;
/** "Replies fast": at least this share of enquiries answered… */
export const REPLIES_FAST_MIN_RATE_PERCENT = 90;
/** …and a typical (median) first reply under this many minutes. */
export const REPLIES_FAST_MAX_MEDIAN_MINUTES = 120;
/** A listing's free period ending within this many days is a thing to see to. */
export const FREE_PERIOD_WARNING_DAYS = 14;

/** What the enquiries of the window say of a vendor's replies. */
export interface ResponseFigures {
  /** Enquiries received in the window. */
  received: number;
  /** Of those, how many had a reply (a message) from the vendor. */
  replied: number;
  /** Whole percent replied, null without enquiries. */
  ratePercent: number | null;
  /** The median minutes from an enquiry to the vendor's first reply, null without replies. */
  medianReplyMinutes: number | null;
}

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** The figures from the count received and each replied enquiry's minutes to its first reply. */
export function responseFigures(
  received: number,
  replyMinutes: readonly number[],
): ResponseFigures {
  return {
    received,
    replied: replyMinutes.length,
    ratePercent: received > 0 ? Math.round((replyMinutes.length / received) * 100) : null,
    medianReplyMinutes: median(replyMinutes),
  };
}

/**
 * A reply time as people say it, rounded up so "within" stays true: minutes under an hour (in
 * fives), whole hours up to 12, "a day" up to 24 hours, whole days beyond.
 */
export function replyTimeSpan(minutes: number): [number, 'minutes' | 'hours' | 'days'] {
  if (minutes <= 0) return [5, 'minutes'];
  const fives = Math.max(5, Math.ceil(minutes / 5) * 5);
  if (fives < 60) return [fives, 'minutes'];
  const hours = Math.ceil(minutes / 60);
  if (hours <= 12) return [hours, 'hours'];
  if (hours <= 24) return [1, 'days'];
  return [Math.ceil(hours / 24), 'days'];
}

/** "within 2 hours", in the catalogue's language (the server's is English). */
export function replyTimeWords(minutes: number): string {
  return t.within(...replyTimeSpan(minutes));
}

/** "Usually replies within 2 hours", or null without a reply to measure. */
export function usuallyRepliesText(
  figures: Pick<ResponseFigures, 'medianReplyMinutes'>,
): string | null {
  return figures.medianReplyMinutes === null
    ? null
    : t.usuallyReplies(replyTimeWords(figures.medianReplyMinutes));
}

/** Whether there are enough enquiries in the window to tell couples anything. */
export function enoughToSay(figures: ResponseFigures): boolean {
  return figures.received >= RESPONSE_MIN_ENQUIRIES;
}

/** Badges the figures earn (never bought): "Replies fast" for now. */
export function earnedBadges(figures: ResponseFigures): string[] {
  const fast =
    enoughToSay(figures) &&
    figures.ratePercent !== null &&
    figures.ratePercent >= REPLIES_FAST_MIN_RATE_PERCENT &&
    figures.medianReplyMinutes !== null &&
    figures.medianReplyMinutes < REPLIES_FAST_MAX_MEDIAN_MINUTES;
  return fast ? [t.repliesFast] : [];
}

/** How long something has waited: [3, 'hour'], [2, 'day']; [0, 'minute'] under a minute. */
export function waitingSpan(since: Date, now: Date): [number, 'minute' | 'hour' | 'day'] {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 60) return [minutes, 'minute'];
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return [hours, 'hour'];
  return [Math.floor(hours / 24), 'day'];
}

/** How long something has waited, in words: "waiting 3 hours", "waiting 2 days". */
export function waitingWords(since: Date, now: Date): string {
  return t.waiting(...waitingSpan(since, now));
}
