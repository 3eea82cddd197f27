import type { CategorySlug } from '@mandap/shared/catalogue/categories';
import { LIMITS } from '@mandap/shared/limits';
import type { Language } from '@mandap/shared/messages/languages';
import { percentOff } from '@mandap/shared/money';
import { PRIVACY_MESSAGES } from '@mandap/shared/privacy';
import { firmSlug, type Storefront, storefrontPath } from '@mandap/shared/schemas/marketplace';
import { SUSPENSION_MESSAGES } from '@mandap/shared/suspensions';
import type { Db } from '../../db/client';
import { DomainError } from '../../platform/domain-errors';
import { storefrontReviews } from '../reviews/index';
import { storefrontResponsiveness } from '../vendor-home/index';
import * as repo from './repository';

/** Who is looking: a session (platform/guards.ts `sessionOf`) or nobody signed in. */
export type StorefrontViewer = { role: 'user' } | { role: 'vendor'; vendorId: number } | null;

export const STOREFRONT_NOT_FOUND =
  'This vendor is not listed on Mandap right now. The listing may have been removed or not ' +
  'published yet. Search the marketplace for other vendors.';

// Listing ids are bigint identities; anything longer than this is not one of ours.
const LISTING_ID = /^[1-9][0-9]{0,14}$/;

/** A listing id from a URL, or null when it cannot name a listing ('abc', '0', '1e3', 20 digits). */
export function parseListingId(text: string): number | null {
  return LISTING_ID.test(text) ? Number(text) : null;
}

/** The listing id of a storefront page's path (`/Vendors/:listingId/:slug`), or null. */
export function storefrontIdOfPath(pathname: string): number | null {
  const match = /^\/vendors\/([^/]+)/i.exec(pathname);
  return match?.[1] ? parseListingId(match[1]) : null;
}

/**
 * The days whose bookings a storefront shows on `today` (India's day): from today to the end of
 * the month LIMITS.availabilityMonths - 1 after this one (this month included), the months of its
 * calendar.
 */
export function bookedDaysShown(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  // Day 0 of a month is the last day of the month before it.
  const end = new Date(Date.UTC(year, month - 1 + LIMITS.availabilityMonths, 0));
  return { from: today, to: end.toISOString().slice(0, 10) };
}

/**
 * An active listing's storefront, or null when there is none to show (pending, suspended,
 * expired or missing: R4). Never the house number or the vendor account's details; the listing's
 * phone and email only for a signed-in user or the vendor who owns it (issue 12). `today` is
 * India's day ('YYYY-MM-DD'), from which booked days are shown.
 */
export async function findStorefront(
  db: Db,
  listingId: number,
  viewer: StorefrontViewer,
  today: string,
  language: Language = 'en',
): Promise<Storefront | null> {
  // The reviews are read beside the listing (the two queries run at once on PostgreSQL); a
  // listing that is not shown has none to show, so nothing is wasted for it but one small read.
  const [row, reviewed] = await Promise.all([
    repo.activeStorefrontRow(db, listingId, bookedDaysShown(today)),
    storefrontReviews(db, listingId, today),
  ]);
  if (!row) return null;
  // Over the 30 days before India's day began: the figure holds all day, as the cached page does.
  const responsiveness = await storefrontResponsiveness(
    db,
    row.vendorId,
    new Date(`${today}T00:00:00+05:30`),
    language,
  );
  const seesContact =
    viewer?.role === 'user' || (viewer?.role === 'vendor' && viewer.vendorId === row.vendorId);
  const prices = row.prices.map((p) => ({
    specification: p.specification,
    mrpPaise: p.mrpPaise,
    offerPaise: p.offerPaise,
    offPercent: percentOff(p.mrpPaise, p.offerPaise),
    unit: p.unit,
  }));
  // The row search shows as 'from': the lowest offer, the higher MRP among equals (0005).
  const cheapest = prices.reduce<(typeof prices)[number] | null>(
    (best, p) =>
      best === null ||
      p.offerPaise < best.offerPaise ||
      (p.offerPaise === best.offerPaise && p.mrpPaise > best.mrpPaise)
        ? p
        : best,
    null,
  );
  return {
    listingId: row.id,
    slug: firmSlug(row.firmName),
    url: storefrontPath(row.id, row.firmName),
    firmName: row.firmName,
    // The column only ever holds a catalogue slug: the server assigns it from the form's route (R2).
    category: row.category as CategorySlug,
    description: row.description,
    city: row.city,
    district: row.district,
    state: row.state,
    nearBy: row.nearBy,
    starRating: row.starRating,
    features: row.features,
    highlights: row.highlights,
    media: row.media.map((m) => ({
      kind: m.kind,
      url: `/media/${m.storageKey}`,
      thumbUrl: m.thumbKey ? `/media/${m.thumbKey}` : null,
      contentType: m.contentType,
      width: m.width,
      height: m.height,
    })),
    prices,
    fromPricePaise: cheapest?.offerPaise ?? null,
    fromPriceUnit: cheapest?.unit ?? null,
    listedSince: (row.paidAt ?? row.createdAt).toISOString(),
    contact: seesContact ? { phone: row.phone, email: row.email } : null,
    bookedDates: row.bookedDates,
    // Issue 16: the average, count and distribution, and the newest REVIEW_LIMITS.onStorefront.
    rating: reviewed.rating,
    reviews: reviewed.reviews,
    responsiveness,
  };
}

/**
 * As findStorefront, but a listing that cannot be shown is a 404 with a message for people, and
 * one Mandap suspended a 410 that says so, without the reason (decision 0066).
 */
export async function getStorefront(
  db: Db,
  listingId: number,
  viewer: StorefrontViewer,
  today: string,
  language: Language = 'en',
): Promise<Storefront> {
  const storefront = await findStorefront(db, listingId, viewer, today, language);
  if (!storefront) {
    // Closed by its vendor: gone as well, in words that do not speak of a suspension (0072).
    if (await repo.closedWithAccount(db, listingId)) {
      throw new DomainError('gone', PRIVACY_MESSAGES.storefrontClosed);
    }
    if (await repo.suspendedByMandap(db, listingId)) {
      throw new DomainError('gone', SUSPENSION_MESSAGES.storefrontSuspended);
    }
    throw new DomainError('not_found', STOREFRONT_NOT_FOUND);
  }
  return storefront;
}
