import { addDays } from '@mandap/shared/dates';
import { MAX_DAYS_AHEAD } from '@mandap/shared/schemas/enquiries';
import type { Db } from '../../db/client';
import { DomainError } from '../../platform/domain-errors';
import { findVendorListing } from '../listings/index';
import * as repo from './repository';

/** The longest range of booked dates asked for at once: a year's calendar and a month more. */
export const MAX_RANGE_DAYS = 400;

/**
 * Marks `listingId` booked on `day` ('YYYY-MM-DD'), within the caller's transaction; a day
 * already booked stays booked (its enquiry, if any, is kept).
 */
export async function bookDate(
  tx: Db,
  listingId: number,
  day: string,
  enquiryId: number | null,
): Promise<void> {
  await repo.insertBookedDate(tx, listingId, day, enquiryId);
}

/** Why a vendor cannot mark `day` booked on `today` (India's day), or null. */
export function bookableDayError(day: string, today: string): string | null {
  if (day < today)
    return 'A day in the past cannot be marked booked. Choose today or a later date.';
  if (day > addDays(today, MAX_DAYS_AHEAD)) return 'Choose a date within the next 3 years.';
  return null;
}

function rangeError(from: string, to: string): string | null {
  if (from > to) return 'The start date (from) must be on or before the end date (to).';
  if (addDays(from, MAX_RANGE_DAYS - 1) < to) {
    return `Ask for at most ${MAX_RANGE_DAYS} days at a time (from and to included).`;
  }
  return null;
}

/** The vendor's own listing's booked days in a range of at most MAX_RANGE_DAYS; 404 otherwise. */
export async function listBookedDates(
  db: Db,
  vendorId: number,
  listingId: number,
  range: { from: string; to: string },
) {
  await findVendorListing(db, vendorId, listingId);
  const problem = rangeError(range.from, range.to);
  if (problem) throw new DomainError('invalid', problem, { fieldErrors: { to: problem } });
  return { dates: await repo.bookedDatesBetween(db, listingId, range.from, range.to) };
}

/** The vendor marks their own listing booked on `day` (today or later, within 3 years). */
export async function markBooked(
  db: Db,
  vendorId: number,
  listingId: number,
  day: string,
  today: string,
): Promise<void> {
  await findVendorListing(db, vendorId, listingId);
  const problem = bookableDayError(day, today);
  if (problem) throw new DomainError('invalid', problem, { fieldErrors: { date: problem } });
  await bookDate(db, listingId, day, null);
}

/** The vendor frees a day of their own listing; a day that was not booked is no error. */
export async function unmarkBooked(
  db: Db,
  vendorId: number,
  listingId: number,
  day: string,
): Promise<void> {
  await findVendorListing(db, vendorId, listingId);
  await repo.deleteBookedDate(db, listingId, day);
}
