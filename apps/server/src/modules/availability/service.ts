import type { Db } from '../../db/client';

// Skeleton: filled in by issue 15's work.

/**
 * Marks `listingId` booked on `day` ('YYYY-MM-DD'), within the caller's transaction; a day
 * already booked stays booked (its enquiry, if any, is kept).
 */
export async function bookDate(
  _tx: Db,
  _listingId: number,
  _day: string,
  _enquiryId: number | null,
): Promise<void> {}
