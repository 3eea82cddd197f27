import { randomBytes } from 'node:crypto';
import type { CategorySlug } from '@mandap/shared/catalogue/categories';
import { addDays, indianDate } from '@mandap/shared/dates';
import {
  type Analytics,
  type AnalyticsTotals,
  enquiryRate,
} from '@mandap/shared/schemas/analytics';
import type { Db } from '../../db/client';
import { csvLines } from '../../platform/csv';
import { DomainError } from '../../platform/domain-errors';
import * as repo from './repository';
import { personKey, visitorHash } from './visitors';

type Counts = Omit<repo.DayCounts, 'day'>;

const ZERO: Counts = { views: 0, appearances: 0, enquiries: 0, shortlists: 0 };

function withRate(counts: Counts): AnalyticsTotals {
  return { ...counts, enquiryRate: enquiryRate(counts.enquiries, counts.views) };
}

function sum(rows: readonly Counts[]): AnalyticsTotals {
  const total = { ...ZERO };
  for (const row of rows) {
    total.views += row.views;
    total.appearances += row.appearances;
    total.enquiries += row.enquiries;
    total.shortlists += row.shortlists;
  }
  return withRate(total);
}

/**
 * The vendor's analytics over the last `days` days up to `today` (India), both ends included:
 * every day (zeros where nothing happened), the totals and those of the period of equal length
 * just before. Over all the vendor's listings, or one of them (404 unless the vendor's own).
 * Views still in a server's buffer (a few seconds' worth) are not in yet.
 */
export async function vendorAnalytics(
  db: Db,
  vendorId: number,
  query: { days: number; listingId?: number | undefined },
  today: string,
): Promise<Analytics> {
  const { days, listingId } = query;
  const listings = await repo.vendorListings(db, vendorId);
  if (listingId !== undefined && !listings.some((l) => l.listingId === listingId)) {
    throw new DomainError('not_found', 'No such service was found.');
  }
  const from = addDays(today, -(days - 1));
  const previousFrom = addDays(from, -days);
  const rows = await repo.dailyCounts(db, vendorId, listingId, previousFrom, today);
  const byDay = new Map(rows.map(({ day, ...counts }) => [day, counts]));
  const current = Array.from({ length: days }, (_, i) => {
    const day = addDays(from, i);
    return { day, ...withRate(byDay.get(day) ?? ZERO) };
  });
  return {
    from,
    to: today,
    days: current,
    totals: sum(current),
    previous: sum(rows.filter((row) => row.day < from)),
    // The column holds only catalogue slugs (the listing form checks them).
    listings: listings.map((l) => ({ ...l, category: l.category as CategorySlug })),
  };
}

const CSV_HEADER = [
  'Day',
  'Storefront views',
  'Search appearances',
  'Enquiries',
  'Shortlists',
  'Enquiries per 100 views',
];

/** The analytics' days as CSV (RFC 4180: CRLF line ends), a header row first. */
export function analyticsCsv(analytics: Analytics): string {
  const lines = [
    CSV_HEADER,
    ...analytics.days.map((d) => [
      d.day,
      d.views,
      d.appearances,
      d.enquiries,
      d.shortlists,
      d.enquiryRate,
    ]),
  ];
  return csvLines(lines);
}

/** The CSV's file name: mandap-analytics-<all|listing id>-<from>-to-<to>.csv. */
export function analyticsFileName(analytics: Analytics, listingId: number | undefined): string {
  return `mandap-analytics-${listingId ?? 'all'}-${analytics.from}-to-${analytics.to}.csv`;
}

/**
 * Counts enquiries sent to these listings now, on India's day (a listing named twice counts
 * twice), in the caller's transaction: the enquiries module calls it as it stores them.
 */
export async function countEnquiries(db: Db, listingIds: number[], now: Date): Promise<void> {
  await repo.addEnquiries(db, listingIds, indianDate(now), now);
}

/**
 * Counts a user's shortlisting of a listing now, on India's day, in the caller's transaction: once
 * per user, listing and day, so taking it off and adding it again counts nothing more (issue 27,
 * decision 0056). The user is kept as a keyed hash with the day's salt, as views keep people.
 */
export async function countShortlistAddition(
  db: Db,
  userId: number,
  listingId: number,
  now: Date,
): Promise<void> {
  const day = indianDate(now);
  const salt = await repo.daySalt(db, day, randomBytes(32).toString('base64url'));
  const visitor = visitorHash(salt, personKey(`user:${userId}`, ''));
  await repo.insertCounted(db, 'shortlist', [{ listingId, day, visitor }]);
}

/** A listing's view counts per day, oldest first (the tests of several servers read them). */
export async function dailyViews(
  db: Db,
  listingId: number,
): Promise<{ day: string; views: number }[]> {
  return repo.dailyViews(db, listingId);
}

/**
 * The vendor's storefront views and enquiries over all listings from `from` to `to` (India days,
 * both included): the home's month against the month before (issue 31).
 */
export async function vendorPeriodCounts(
  db: Db,
  vendorId: number,
  from: string,
  to: string,
): Promise<{ views: number; enquiries: number }> {
  const rows = await repo.dailyCounts(db, vendorId, undefined, from, to);
  const total = sum(rows);
  return { views: total.views, enquiries: total.enquiries };
}
