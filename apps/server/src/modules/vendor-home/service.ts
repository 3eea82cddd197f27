import { addDays, indianDate } from '@mandap/shared/dates';
import type { EventType } from '@mandap/shared/enquiries';
import type { Language } from '@mandap/shared/messages/languages';
import { translateText } from '@mandap/shared/messages/translate';
import type { VendorHome } from '@mandap/shared/schemas/vendor-home';
import {
  earnedBadges,
  enoughToSay,
  type ResponseFigures,
  replyTimeSpan,
  usuallyRepliesText,
  waitingWords,
} from '@mandap/shared/vendor-home';
import type { Db } from '../../db/client';
import { messagesIn } from '../../platform/mail-language';
import { vendorPeriodCounts } from '../analytics/index';
import {
  HOME_LIST_LIMIT,
  upcomingBookings,
  vendorResponseFigures,
  waitingEnquiries,
} from '../enquiries/index';
import { listingsNeedingAttention } from '../listings/index';
import { unansweredReviews } from '../reviews/index';

// The vendor's home (issue 31, decision 0077): what waits for the vendor, gathered from the
// modules that own it through their front doors. Everything is the asking vendor's own: each
// query is narrowed to their id, which the route takes from the session.

/** The first day of `day`'s month and of the month before it, and that month's last day. */
export function monthsOf(day: string): {
  thisMonth: string;
  lastMonth: string;
  lastMonthEnd: string;
} {
  const thisMonth = `${day.slice(0, 7)}-01`;
  const lastMonthEnd = addDays(thisMonth, -1);
  return { thisMonth, lastMonth: `${lastMonthEnd.slice(0, 7)}-01`, lastMonthEnd };
}

/** The Sunday that ends `day`'s week (Monday to Sunday, as calendars in India run). */
export function endOfWeek(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, (7 - weekday) % 7);
}

/** The figures as the home and the storefront word them. */
export function responseReply(figures: ResponseFigures): VendorHome['response'] {
  return {
    ...figures,
    replyTimeText: usuallyRepliesText(figures),
    shownOnStorefront: enoughToSay(figures) && figures.medianReplyMinutes !== null,
    badges: earnedBadges(figures),
  };
}

/**
 * What a storefront says of its vendor's replies: only with enough enquiries in the window and
 * a reply to measure, else null. `until` ends the window (the storefront passes the start of
 * India's day, so the figure holds for the day its cached page lives).
 */
export async function storefrontResponsiveness(
  db: Db,
  vendorId: number,
  until: Date,
  language: Language = 'en',
): Promise<{ replyTimeText: string; badges: string[] } | null> {
  const figures = await vendorResponseFigures(db, vendorId, until);
  const reply = responseReply(figures);
  if (!reply.shownOnStorefront || figures.medianReplyMinutes === null) return null;
  // In the request's language (issue 32): the Hindi storefront's render asks in Hindi.
  const t = messagesIn(language).vendorHome;
  return {
    replyTimeText: t.usuallyReplies(t.within(...replyTimeSpan(figures.medianReplyMinutes))),
    badges: reply.badges.map((badge) => translateText(badge, language)),
  };
}

/** The vendor's home at `now`. */
export async function vendorHome(db: Db, vendorId: number, now: Date): Promise<VendorHome> {
  const today = indianDate(now);
  const months = monthsOf(today);
  const weekEnd = endOfWeek(today);
  const [waiting, bookings, reviews, listings, thisMonth, lastMonth, figures] = await Promise.all([
    waitingEnquiries(db, vendorId),
    upcomingBookings(db, vendorId, today),
    unansweredReviews(db, vendorId, HOME_LIST_LIMIT),
    listingsNeedingAttention(db, vendorId, now),
    vendorPeriodCounts(db, vendorId, months.thisMonth, today),
    vendorPeriodCounts(db, vendorId, months.lastMonth, months.lastMonthEnd),
    vendorResponseFigures(db, vendorId, now),
  ]);
  return {
    waitingEnquiries: waiting.rows.map((e) => ({
      enquiryId: e.id,
      listingId: e.listingId,
      firmName: e.firmName,
      coupleName: e.userName,
      // The column's check holds only these.
      eventType: e.eventType as EventType,
      eventDate: e.eventDate,
      receivedAt: e.createdAt.toISOString(),
      waiting: waitingWords(e.createdAt, now),
    })),
    waitingCount: waiting.total,
    bookings: bookings.map((b) => ({
      enquiryId: b.id,
      listingId: b.listingId,
      firmName: b.firmName,
      coupleName: b.userName,
      eventType: b.eventType as EventType,
      eventDate: b.eventDate,
      thisWeek: b.eventDate <= weekEnd,
    })),
    reviews: reviews.rows.map((r) => ({
      reviewId: r.id,
      listingId: r.listingId,
      firmName: r.firmName,
      rating: r.rating,
      title: r.title,
      createdAt: r.createdAt.toISOString(),
    })),
    reviewsCount: reviews.total,
    listings: listings.listings,
    listingCount: listings.listingCount,
    month: { thisMonth, lastMonth },
    response: responseReply(figures),
  };
}
