import type { SqlRunner } from '../../db/client';

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
export async function insertDemoListings(
  tx: SqlRunner,
  l: ListingRows,
  commissionBasisPoints: number,
) {
  await tx.query(
    `INSERT INTO listings (id, vendor_id, category, firm_name, email, phone, house_no, city, near_by,
       district, state, pincode, description, plan, star_rating, amount_paise, status, paid_at,
       free_until, commission_basis_points, highlights, created_at, updated_at)
     OVERRIDING SYSTEM VALUE
     SELECT v.id, v.vendor_id, v.category, v.firm_name, v.email, v.phone, v.house_no, v.city,
       v.near_by, v.district, v.state, v.pincode, v.description, v.plan, v.star_rating,
       v.amount_paise, 'pending_payment', v.paid_at, v.free_until, $21,
       coalesce(string_to_array(nullif(v.highlights, ''), '|'), '{}'), v.created_at, v.paid_at
     FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[],
       $14::text[], $15::smallint[], $16::integer[], $17::timestamptz[], $18::timestamptz[],
       $19::text[], $20::timestamptz[])
       AS v (id, vendor_id, category, firm_name, email, phone, house_no, city, near_by, district,
         state, pincode, description, plan, star_rating, amount_paise, paid_at, free_until,
         highlights, created_at)`,
    [
      l.id,
      l.vendorId,
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
      l.starRating,
      l.amountPaise,
      l.paidAt,
      l.freeUntil,
      l.highlights,
      l.createdAt,
      commissionBasisPoints,
    ],
  );
}

export async function insertDemoFeatures(
  tx: SqlRunner,
  f: { listingId: number[]; feature: string[]; position: number[] },
) {
  if (f.listingId.length === 0) return;
  await tx.query(
    `INSERT INTO listing_features (listing_id, feature, position)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::smallint[])`,
    [f.listingId, f.feature, f.position],
  );
}

export async function insertDemoImages(
  tx: SqlRunner,
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
  await tx.query(
    `INSERT INTO listing_media (listing_id, kind, storage_key, thumb_key, content_type, bytes,
       width, height, original_name, position)
     SELECT v.listing_id, 'image', v.storage_key, v.thumb_key, 'image/webp', v.bytes, v.width,
       v.height, v.original_name, v.position
     FROM unnest($1::bigint[], $2::text[], $3::text[], $4::integer[], $5::integer[],
       $6::integer[], $7::text[], $8::smallint[])
       AS v (listing_id, storage_key, thumb_key, bytes, width, height, original_name, position)`,
    [m.listingId, m.storageKey, m.thumbKey, m.bytes, m.width, m.height, m.originalName, m.position],
  );
}

export async function activateDemoListings(tx: SqlRunner, listingIds: number[]) {
  await tx.query(`UPDATE listings SET status = 'active' WHERE id = ANY ($1::bigint[])`, [
    listingIds,
  ]);
}
