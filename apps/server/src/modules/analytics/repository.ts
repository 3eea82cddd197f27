import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listParam, queryRows } from '../../db/query';
import { listings } from '../../db/schema/listings';
import { listingDailyStats } from '../../db/schema/marketplace';

// The analytics module owns listing_daily_stats (migrations 0006, 0011, 0013: one row per listing
// and India day) and the storefront views behind its views (storefront_views and their salts):
// nothing else writes them. Enquiries and shortlists are counted in the transaction of the
// module they happen in, through analytics' front door; views and appearances in batches.

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

/**
 * Adds to the enquiries counted for each listing on `day` (a listing named twice counts twice).
 * One statement, rows in listing order: two transactions bumping the same listings lock their
 * rows in the same order and cannot deadlock.
 */
export async function addEnquiries(
  db: Db,
  listingIds: number[],
  day: string,
  now: Date,
): Promise<void> {
  const counts = new Map<number, number>();
  for (const id of listingIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const rows = [...counts].sort(([a], [b]) => a - b);
  if (rows.length === 0) return;
  await db
    .insert(listingDailyStats)
    .values(
      rows.map(([listingId, n]) => ({
        listingId,
        day,
        enquiries: n,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [listingDailyStats.listingId, listingDailyStats.day],
      set: {
        enquiries: sql`${listingDailyStats.enquiries} + excluded.enquiries`,
        updatedAt: now,
      },
    });
}

/** One more shortlist addition of a listing on `day` (India's calendar day). */
export async function countShortlistAddition(
  db: Db,
  listingId: number,
  day: string,
  now: Date,
): Promise<void> {
  await db
    .insert(listingDailyStats)
    .values({ listingId, day, shortlists: 1, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [listingDailyStats.listingId, listingDailyStats.day],
      set: { shortlists: sql`${listingDailyStats.shortlists} + 1`, updatedAt: now },
    });
}

export interface ViewRow {
  listingId: number;
  /** YYYY-MM-DD, Indian Standard Time. */
  day: string;
  visitor: string;
}

/**
 * Records views: a visitor already counted for a listing on a day is skipped, the others add to
 * that day's count. One statement, so the two tables never disagree; views of a listing deleted
 * since are dropped.
 */
export async function insertViews(db: Db, rows: readonly ViewRow[]): Promise<void> {
  if (rows.length === 0) return;
  const listingIds = listParam(rows.map((r) => r.listingId));
  const days = listParam(rows.map((r) => r.day));
  const visitors = listParam(rows.map((r) => r.visitor));
  await db.execute(
    sql`WITH fresh AS (
       INSERT INTO storefront_views (listing_id, day, visitor)
       SELECT v.listing_id, v.day, v.visitor
       FROM unnest(${listingIds}::bigint[], ${days}::date[], ${visitors}::text[])
         AS v (listing_id, day, visitor)
       WHERE EXISTS (SELECT 1 FROM listings l WHERE l.id = v.listing_id)
       ON CONFLICT DO NOTHING
       RETURNING listing_id, day
     )
     INSERT INTO listing_daily_stats AS s (listing_id, day, views)
     SELECT listing_id, day, count(*)::integer FROM fresh GROUP BY listing_id, day
     ON CONFLICT (listing_id, day) DO UPDATE SET views = s.views + EXCLUDED.views, updated_at = now()`,
  );
}

/** The day's hashing salt, made by whichever server asks first. */
export async function daySalt(db: Db, day: string, candidate: string): Promise<string> {
  await db.execute(
    sql`INSERT INTO storefront_view_salts (day, salt) VALUES (${day}::date, ${candidate})
     ON CONFLICT (day) DO NOTHING`,
  );
  const [row] = await queryRows<{ salt: string }>(
    db,
    sql`SELECT salt FROM storefront_view_salts WHERE day = ${day}::date`,
  );
  if (!row) throw new Error(`no view salt for ${day}`);
  return row.salt;
}

/** Forgets who was counted before `day`, and the salts that could tie a hash to an address. */
export async function pruneViewsBefore(db: Db, day: string): Promise<void> {
  await db.execute(sql`DELETE FROM storefront_views WHERE day < ${day}::date`);
  await db.execute(sql`DELETE FROM storefront_view_salts WHERE day < ${day}::date`);
}

/** A listing's view counts per day, oldest first (tests now; the analytics of R13 later). */
export async function dailyViews(db: Db, listingId: number) {
  return queryRows<{ day: string; views: number }>(
    db,
    sql`SELECT day::text AS day, views FROM listing_daily_stats
     WHERE listing_id = ${listingId} ORDER BY day`,
  );
}
