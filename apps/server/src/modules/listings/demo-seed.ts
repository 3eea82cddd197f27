import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listParam } from '../../db/query';

// The listings module's part of the demo seed (npm run seed, decision 0022): listings, their
// features and images written in bulk, one statement per batch, for the demo module.

export interface ListingRows {
  id: number[];
  vendorId: number[];
  category: string[];
  firmName: string[];
  email: string[];
  phone: string[];
  houseNo: string[];
  city: string[];
  nearBy: string[];
  district: string[];
  state: string[];
  pincode: string[];
  description: string[];
  plan: string[];
  starRating: (number | null)[];
  amountPaise: number[];
  paidAt: string[];
  freeUntil: string[];
  /** Highlights joined with '|' (arrays of arrays cannot be unnested row by row). */
  highlights: string[];
  createdAt: string[];
}

/**
 * Inserts listings as pending payment; `activateDemoListings` then makes them active in one statement, so
 * the search triggers index each listing once, with its features, prices and media in place.
 */
export async function insertDemoListings(tx: Db, l: ListingRows, commissionBasisPoints: number) {
  const columns = [
    sql`${listParam(l.id)}::bigint[]`,
    sql`${listParam(l.vendorId)}::bigint[]`,
    ...[
      l.category,
      l.firmName,
      l.email,
      l.phone,
      l.houseNo,
      l.city,
      l.nearBy,
      l.district,
      l.state,
      l.pincode,
      l.description,
      l.plan,
    ].map((values) => sql`${listParam(values)}::text[]`),
    sql`${listParam(l.starRating)}::smallint[]`,
    sql`${listParam(l.amountPaise)}::integer[]`,
    sql`${listParam(l.paidAt)}::timestamptz[]`,
    sql`${listParam(l.freeUntil)}::timestamptz[]`,
    sql`${listParam(l.highlights)}::text[]`,
    sql`${listParam(l.createdAt)}::timestamptz[]`,
  ];
  await tx.execute(
    sql`INSERT INTO listings (id, vendor_id, category, firm_name, email, phone, house_no, city, near_by,
       district, state, pincode, description, plan, star_rating, amount_paise, status, paid_at,
       free_until, commission_basis_points, highlights, created_at, updated_at)
     OVERRIDING SYSTEM VALUE
     SELECT v.id, v.vendor_id, v.category, v.firm_name, v.email, v.phone, v.house_no, v.city,
       v.near_by, v.district, v.state, v.pincode, v.description, v.plan, v.star_rating,
       v.amount_paise, 'pending_payment', v.paid_at, v.free_until, ${commissionBasisPoints},
       coalesce(string_to_array(nullif(v.highlights, ''), '|'), '{}'), v.created_at, v.paid_at
     FROM unnest(${sql.join(columns, sql`, `)})
       AS v (id, vendor_id, category, firm_name, email, phone, house_no, city, near_by, district,
         state, pincode, description, plan, star_rating, amount_paise, paid_at, free_until,
         highlights, created_at)`,
  );
}

export async function insertDemoFeatures(
  tx: Db,
  f: { listingId: number[]; feature: string[]; position: number[] },
) {
  if (f.listingId.length === 0) return;
  await tx.execute(
    sql`INSERT INTO listing_features (listing_id, feature, position)
     SELECT * FROM unnest(${listParam(f.listingId)}::bigint[], ${listParam(f.feature)}::text[],
       ${listParam(f.position)}::smallint[])`,
  );
}

export async function insertDemoImages(
  tx: Db,
  m: {
    listingId: number[];
    storageKey: string[];
    thumbKey: string[];
    bytes: number[];
    width: number[];
    height: number[];
    originalName: string[];
    position: number[];
  },
) {
  if (m.listingId.length === 0) return;
  await tx.execute(
    sql`INSERT INTO listing_media (listing_id, kind, storage_key, thumb_key, content_type, bytes,
       width, height, original_name, position)
     SELECT v.listing_id, 'image', v.storage_key, v.thumb_key, 'image/webp', v.bytes, v.width,
       v.height, v.original_name, v.position
     FROM unnest(${listParam(m.listingId)}::bigint[], ${listParam(m.storageKey)}::text[],
       ${listParam(m.thumbKey)}::text[], ${listParam(m.bytes)}::integer[],
       ${listParam(m.width)}::integer[], ${listParam(m.height)}::integer[],
       ${listParam(m.originalName)}::text[], ${listParam(m.position)}::smallint[])
       AS v (listing_id, storage_key, thumb_key, bytes, width, height, original_name, position)`,
  );
}

export async function activateDemoListings(tx: Db, listingIds: number[]) {
  await tx.execute(
    sql`UPDATE listings SET status = 'active' WHERE id = ANY (${listParam(listingIds)}::bigint[])`,
  );
}
