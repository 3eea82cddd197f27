import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listParam, queryRows } from '../../db/query';
import { listings } from '../../db/schema/listings';
import { listingDailyStats } from '../../db/schema/marketplace';

// The analytics module owns listing_daily_stats (migrations 0006, 0011, 0013: one row per listing
// and India day) and who was counted in it (counted_visitors, migration 0018, and the day salts
// of storefront_view_salts): nothing else writes them. Enquiries and shortlists are counted in
// the transaction of the module they happen in, through analytics' front door; views and
// appearances in batches.

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

/** What is counted once per person, listing and India day (decision 0056). */
export type CountedKind = 'view' | 'appearance' | 'shortlist';

/** listing_daily_stats' column of each kind: fixed names, never from input. */
const COLUMN_OF: Record<CountedKind, string> = {
  view: 'views',
  appearance: 'appearances',
  shortlist: 'shortlists',
};

export interface CountedRow {
  listingId: number;
  /** YYYY-MM-DD, India's calendar day. */
  day: string;
  /** The person's keyed hash (visitors.ts). */
  visitor: string;
}

/**
 * Counts people shown a listing (or shortlisting it): a person already counted for the listing,
 * kind and day is skipped, the others add to that day's figure. One statement, so the two tables
 * never disagree, whichever servers write at once; rows go in key order, so two servers' writes
 * lock them in the same order (no deadlock). Rows of a listing deleted since are dropped.
 * Answers how many counted.
 */
export async function insertCounted(
  db: Db,
  kind: CountedKind,
  rows: readonly CountedRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const listingIds = listParam(rows.map((r) => r.listingId));
  const days = listParam(rows.map((r) => r.day));
  const visitors = listParam(rows.map((r) => r.visitor));
  const column = sql.raw(COLUMN_OF[kind]);
  const [row] = await queryRows<{ counted: number }>(
    db,
    sql`WITH fresh AS (
       INSERT INTO counted_visitors (listing_id, day, kind, visitor)
       SELECT v.listing_id, v.day, ${kind}::text, v.visitor
       FROM unnest(${listingIds}::bigint[], ${days}::date[], ${visitors}::text[])
         AS v (listing_id, day, visitor)
       WHERE EXISTS (SELECT 1 FROM listings l WHERE l.id = v.listing_id)
       ORDER BY v.listing_id, v.day, v.visitor
       ON CONFLICT DO NOTHING
       RETURNING listing_id, day
     ), added AS (
       INSERT INTO listing_daily_stats AS s (listing_id, day, ${column})
       SELECT listing_id, day, count(*)::integer FROM fresh GROUP BY listing_id, day
       ORDER BY listing_id, day
       ON CONFLICT (listing_id, day)
       DO UPDATE SET ${column} = s.${column} + EXCLUDED.${column}, updated_at = now()
     )
     SELECT count(*)::integer AS counted FROM fresh`,
  );
  return Number(row?.counted ?? 0);
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

/** Forgets who was counted before `day`, and the salts that could tie a hash to a person. */
export async function pruneViewsBefore(db: Db, day: string): Promise<void> {
  await db.execute(sql`DELETE FROM counted_visitors WHERE day < ${day}::date`);
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
