import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listParam, queryRows } from '../../db/query';
import { listings } from '../../db/schema/listings';

export interface StorefrontMediaRow {
  kind: 'image' | 'video';
  storageKey: string;
  thumbKey: string | null;
  contentType: string;
  width: number | null;
  height: number | null;
}

export interface StorefrontPriceRow {
  specification: string;
  mrpPaise: number;
  offerPaise: number;
}

/**
 * An active listing with its features, media (images first) and prices, in one round trip: the
 * storefront is the page couples open most, and its server-rendered HTML is benchmarked.
 */
export async function activeStorefrontRow(
  db: Db,
  listingId: number,
  /** The booked days to read, both included ('YYYY-MM-DD'). */
  booked: { from: string; to: string },
) {
  // The subqueries name `listings.id` in full: drizzle writes a bare "id" for a one-table
  // select, which inside `FROM listing_media m` would mean the media row's own id.
  const [row] = await db
    .select({
      id: listings.id,
      vendorId: listings.vendorId,
      category: listings.category,
      firmName: listings.firmName,
      email: listings.email,
      phone: listings.phone,
      city: listings.city,
      nearBy: listings.nearBy,
      district: listings.district,
      state: listings.state,
      description: listings.description,
      starRating: listings.starRating,
      highlights: listings.highlights,
      paidAt: listings.paidAt,
      createdAt: listings.createdAt,
      features: sql<string[]>`coalesce((
        SELECT json_agg(f.feature ORDER BY f.position)
        FROM listing_features f WHERE f.listing_id = listings.id
      ), '[]'::json)`,
      media: sql<StorefrontMediaRow[]>`coalesce((
        SELECT json_agg(json_build_object(
          'kind', m.kind, 'storageKey', m.storage_key, 'thumbKey', m.thumb_key,
          'contentType', m.content_type, 'width', m.width, 'height', m.height
        ) ORDER BY m.kind = 'video', m.position, m.id)
        FROM listing_media m WHERE m.listing_id = listings.id
      ), '[]'::json)`,
      prices: sql<StorefrontPriceRow[]>`coalesce((
        SELECT json_agg(json_build_object(
          'specification', p.specification, 'mrpPaise', p.mrp_paise, 'offerPaise', p.offer_paise
        ) ORDER BY p.position)
        FROM listing_prices p WHERE p.listing_id = listings.id
      ), '[]'::json)`,
      bookedDates: sql<string[]>`coalesce((
        SELECT json_agg(to_char(b.day, 'YYYY-MM-DD') ORDER BY b.day)
        FROM listing_booked_dates b
        WHERE b.listing_id = listings.id AND b.day BETWEEN ${booked.from}::date AND ${booked.to}::date
      ), '[]'::json)`,
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, 'active')));
  return row;
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
