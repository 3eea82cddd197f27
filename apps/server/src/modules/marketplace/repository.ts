import type { PriceUnit } from '@mandap/shared/price-units';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
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
  unit: PriceUnit;
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
          'specification', p.specification, 'mrpPaise', p.mrp_paise, 'offerPaise', p.offer_paise,
          'unit', p.unit
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

/** Whether this listing was hidden because its vendor closed (or erased) the account (0072). */
export async function closedWithAccount(db: Db, listingId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT 1 AS one FROM listings WHERE id = ${listingId} AND status = 'suspended'
          AND closed_with_account`,
  );
  return rows.length > 0;
}

/**
 * Whether Mandap suspended this listing (an operator, on its own or with its vendor's account:
 * migration 0025), which its storefront tells from a listing that is merely not active.
 */
export async function suspendedByMandap(db: Db, listingId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT 1 AS one FROM listings WHERE id = ${listingId} AND status = 'suspended'
          AND (suspension_id IS NOT NULL OR suspended_with_account)`,
  );
  return rows.length > 0;
}
