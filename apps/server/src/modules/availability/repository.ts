import { and, asc, between, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingBookedDates } from '../../db/schema/contact';

// The days a listing is booked (table: migrations/0011_contact.sql). Any change moves
// listings_version (a trigger), which the search and page caches are keyed on.

/**
 * Marks a day booked. A day already booked keeps its row; one booked by hand gets the enquiry
 * that booked it, one booked from an enquiry keeps its first enquiry.
 */
export async function insertBookedDate(
  db: Db,
  listingId: number,
  day: string,
  enquiryId: number | null,
): Promise<void> {
  await db
    .insert(listingBookedDates)
    .values({ listingId, day, enquiryId })
    .onConflictDoUpdate({
      target: [listingBookedDates.listingId, listingBookedDates.day],
      set: { enquiryId: sql`excluded.enquiry_id` },
      setWhere: and(isNull(listingBookedDates.enquiryId), isNotNull(sql`excluded.enquiry_id`)),
    });
}

export async function deleteBookedDate(db: Db, listingId: number, day: string): Promise<void> {
  await db
    .delete(listingBookedDates)
    .where(and(eq(listingBookedDates.listingId, listingId), eq(listingBookedDates.day, day)));
}

/** A listing's booked days from `from` to `to` (both included), in date order. */
export async function bookedDatesBetween(db: Db, listingId: number, from: string, to: string) {
  return db
    .select({ date: listingBookedDates.day, enquiryId: listingBookedDates.enquiryId })
    .from(listingBookedDates)
    .where(
      and(eq(listingBookedDates.listingId, listingId), between(listingBookedDates.day, from, to)),
    )
    .orderBy(asc(listingBookedDates.day));
}
