import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listParam } from '../../db/query';
import { listings } from '../../db/schema/listings';
import { listingDailyStats } from '../../db/schema/marketplace';

// Reads and adds to listing_daily_stats (migrations 0006, 0011, 0013): one row per listing and
// India day. Views are written by marketplace/views.ts, enquiries and shortlists by their
// modules as they happen, appearances here in batches.

export interface AppearanceRow {
  listingId: number;
  /** YYYY-MM-DD, India's calendar day. */
  day: string;
  count: number;
}

/**
 * Adds a batch of search appearances in one statement. Rows go in (listing, day) order, so two
 * servers adding to the same rows lock them in the same order (no deadlock); a listing deleted
 * since is skipped.
 */
export async function addAppearances(db: Db, rows: readonly AppearanceRow[]): Promise<void> {
  if (rows.length === 0) return;
  const listingIds = listParam(rows.map((r) => r.listingId));
  const days = listParam(rows.map((r) => r.day));
  const counts = listParam(rows.map((r) => r.count));
  await db.execute(
    sql`INSERT INTO listing_daily_stats AS s (listing_id, day, appearances)
     SELECT a.listing_id, a.day, a.n
     FROM unnest(${listingIds}::bigint[], ${days}::date[], ${counts}::integer[]) AS a (listing_id, day, n)
     WHERE EXISTS (SELECT 1 FROM listings l WHERE l.id = a.listing_id)
     ORDER BY a.listing_id, a.day
     ON CONFLICT (listing_id, day)
     DO UPDATE SET appearances = s.appearances + EXCLUDED.appearances, updated_at = now()`,
  );
}

/** The vendor's listings, every status, oldest first. */
export async function vendorListings(db: Db, vendorId: number) {
  return db
    .select({
      listingId: listings.id,
      firmName: listings.firmName,
      category: listings.category,
      status: listings.status,
    })
    .from(listings)
    .where(eq(listings.vendorId, vendorId))
    .orderBy(asc(listings.id));
}

export interface DayCounts {
  day: string;
  views: number;
  appearances: number;
  enquiries: number;
  shortlists: number;
}

/**
 * The measures summed per day from `from` to `to` (both included) over the vendor's listings, or
 * over one of them; days without a row are absent. One index range scan per listing.
 */
export async function dailyCounts(
  db: Db,
  vendorId: number,
  listingId: number | undefined,
  from: string,
  to: string,
): Promise<DayCounts[]> {
  const s = listingDailyStats;
  return db
    .select({
      day: sql<string>`to_char(${s.day}, 'YYYY-MM-DD')`,
      views: sql<number>`sum(${s.views})::integer`,
      appearances: sql<number>`sum(${s.appearances})::integer`,
      enquiries: sql<number>`sum(${s.enquiries})::integer`,
      shortlists: sql<number>`sum(${s.shortlists})::integer`,
    })
    .from(s)
    .innerJoin(listings, eq(listings.id, s.listingId))
    .where(
      and(
        eq(listings.vendorId, vendorId),
        listingId === undefined ? undefined : eq(s.listingId, listingId),
        between(s.day, from, to),
      ),
    )
    .groupBy(s.day)
    .orderBy(asc(s.day));
}
