// The vendor's home (issue 31, decision 0077): its texts, and the response rate and typical
// reply time a vendor is shown and the storefront shows once there are enough enquiries to say.
// No zod here: the storefront's first view reads none of it, but the server and the home do.

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
export function replyTimeWords(minutes: number): string {
  if (minutes <= 0) return 'within 5 minutes';
  const fives = Math.max(5, Math.ceil(minutes / 5) * 5);
  if (fives < 60) return `within ${fives} minutes`;
  const hours = Math.ceil(minutes / 60);
  if (hours === 1) return 'within an hour';
  if (hours <= 12) return `within ${hours} hours`;
  if (hours <= 24) return 'within a day';
  const days = Math.ceil(hours / 24);
  return `within ${days} days`;
}

/** "Usually replies within 2 hours", or null without a reply to measure. */
export function usuallyRepliesText(figures: ResponseFigures): string | null {
  return figures.medianReplyMinutes === null
    ? null
    : `Usually replies ${replyTimeWords(figures.medianReplyMinutes)}`;
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
  return fast ? [VENDOR_HOME_TEXTS.repliesFast] : [];
}

/** How long something has waited, in words: "waiting 3 hours", "waiting 2 days". */
export function waitingWords(since: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 1) return 'waiting less than a minute';
  if (minutes < 60) return `waiting ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `waiting ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.floor(hours / 24);
  return `waiting ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The home's texts, in one place. */
export const VENDOR_HOME_TEXTS = {
  title: 'Vendor home',
  documentTitle: 'Vendor home · Vendor Portal · Mandap',
  intro: 'What is waiting for you today, and how your services are doing.',
  loading: 'Loading your home...',
  loadError: 'Your home could not be loaded. Please try again.',
  retry: 'Try again',
  enquiriesHeading: 'New enquiries waiting for your reply',
  enquiriesEmpty: 'Nothing waiting — new enquiries appear here.',
  enquiriesMore: (n: number) => `and ${n} more in Enquiries`,
  bookingsHeading: 'Bookings',
  thisWeek: 'This week',
  upcoming: 'Upcoming',
  bookingsEmpty: 'No bookings yet — enquiries you mark Booked appear here.',
  reviewsHeading: 'Reviews waiting for your reply',
  reviewsEmpty: 'No review is waiting for a reply.',
  reviewsLink: 'Reply in Reviews',
  listingsHeading: 'Services that need something',
  listingsEmpty: 'Nothing to fix — your services have what they need.',
  noListings: 'You have no services yet.',
  addService: 'Add a service',
  needs: {
    payment: 'Payment pending',
    photos: 'No photos',
    prices: 'No prices',
    freeEnding: (day: string) => `Free period ends ${day}`,
  },
  needsAction: {
    payment: 'Pay now',
    photos: 'Add photos',
    prices: 'Set prices',
    freeEnding: 'See billing',
  },
  monthHeading: 'This month',
  monthViews: 'Storefront views',
  monthEnquiries: 'Enquiries',
  lastMonth: (n: number) => `${n} last month`,
  analyticsLink: 'See analytics',
  responseHeading: 'Your replies (last 30 days)',
  responseRate: 'Response rate',
  answered: (replied: number, received: number) => `${replied} of ${received} enquiries answered`,
  badgesLabel: 'Badges earned',
  replyTime: 'Typical reply time',
  noEnquiriesYet: 'No enquiries in the last 30 days yet.',
  notShownYet: (n: number) =>
    `Couples see your reply time on your storefront once you have ${n} enquiries in 30 days.`,
  shownOnStorefront: 'Couples see this on your storefront.',
  repliesFast: 'Replies fast',
} as const;
