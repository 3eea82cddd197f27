import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shortlists } from '../../db/schema/contact';
import { listings } from '../../db/schema/listings';

// A user's shortlist (table: migrations/0011_contact.sql); additions are counted for the vendor's
// analytics by the analytics module, which owns listing_daily_stats.

export async function isActiveListing(db: Db, listingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, 'active')));
  return row !== undefined;
}

/** Adds a listing to a user's shortlist; false when it was there already. */
export async function insertShortlisted(
  db: Db,
  userId: number,
  listingId: number,
  now: Date,
): Promise<boolean> {
  const added = await db
    .insert(shortlists)
    .values({ userId, listingId, createdAt: now })
    .onConflictDoNothing()
    .returning({ listingId: shortlists.listingId });
  return added.length > 0;
}

export async function deleteShortlisted(db: Db, userId: number, listingId: number): Promise<void> {
  await db
    .delete(shortlists)
    .where(and(eq(shortlists.userId, userId), eq(shortlists.listingId, listingId)));
}

/** A user's shortlisted listings that are active, newest addition first. */
export async function activeShortlisted(db: Db, userId: number, limit: number) {
  return db
    .select({ listingId: shortlists.listingId, addedAt: shortlists.createdAt })
    .from(shortlists)
    .innerJoin(listings, eq(listings.id, shortlists.listingId))
    .where(and(eq(shortlists.userId, userId), eq(listings.status, 'active')))
    .orderBy(desc(shortlists.createdAt), desc(shortlists.listingId))
    .limit(limit);
}
