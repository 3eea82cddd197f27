import type { SqlRunner } from '../../db/client';

// Bulk SQL of the demo seed: one statement per table and batch, columns passed as arrays and
// unnested, so 500 listings cost a handful of round trips whatever their size.

/** `count` fresh ids of a table's identity column, for rows that refer to each other. */
export async function nextIds(
  tx: SqlRunner,
  table: 'vendors' | 'listings',
  count: number,
): Promise<number[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence('${table}', 'id'))::text AS id
     FROM generate_series(1, $1)`,
    [count],
  );
  return rows.map((row) => Number(row.id));
}

export interface VendorRows {
  id: number[];
  uniqueId: string[];
  name: string[];
  email: string[];
  phone: string[];
  createdAt: string[];
}

export async function insertVendors(tx: SqlRunner, v: VendorRows, passwordHash: string) {
  await tx.query(
    `INSERT INTO vendors (id, unique_id, name, email, phone, password_hash, is_demo, created_at, updated_at)
     OVERRIDING SYSTEM VALUE
     SELECT v.id, v.unique_id, v.name, v.email, v.phone, $7, true, v.created_at, v.created_at
     FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])
       AS v (id, unique_id, name, email, phone, created_at)`,
    [v.id, v.uniqueId, v.name, v.email, v.phone, v.createdAt, passwordHash],
  );
}

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
 * Inserts listings as pending payment; `activate` then makes them active in one statement, so
 * the search triggers index each listing once, with its features, prices and media in place.
 */
export async function insertListings(tx: SqlRunner, l: ListingRows, commissionBasisPoints: number) {
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

export async function insertFeatures(
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

export async function insertPrices(
  tx: SqlRunner,
  p: {
    listingId: number[];
    specification: string[];
    mrpPaise: number[];
    offerPaise: number[];
    position: number[];
  },
) {
  if (p.listingId.length === 0) return;
  await tx.query(
    `INSERT INTO listing_prices (listing_id, specification, mrp_paise, offer_paise, position)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::integer[], $4::integer[], $5::smallint[])`,
    [p.listingId, p.specification, p.mrpPaise, p.offerPaise, p.position],
  );
}

export async function insertImages(
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

export async function activate(tx: SqlRunner, listingIds: number[]) {
  await tx.query(`UPDATE listings SET status = 'active' WHERE id = ANY ($1::bigint[])`, [
    listingIds,
  ]);
}

/** How many demo vendors exist; the next seed numbers its listings on from there. */
export async function demoVendorCount(runner: SqlRunner): Promise<number> {
  const [row] = await runner.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM vendors WHERE is_demo',
  );
  return row?.n ?? 0;
}

/** The stored files of every demo listing. */
export async function demoMediaKeys(runner: SqlRunner): Promise<string[]> {
  const rows = await runner.query<{ storage_key: string; thumb_key: string | null }>(
    `SELECT m.storage_key, m.thumb_key
     FROM listing_media m JOIN listings l ON l.id = m.listing_id JOIN vendors v ON v.id = l.vendor_id
     WHERE v.is_demo`,
  );
  return rows.flatMap((row) =>
    row.thumb_key ? [row.storage_key, row.thumb_key] : [row.storage_key],
  );
}

/** Deletes the demo vendors; their listings and everything of those go by cascade. */
export async function deleteDemo(tx: SqlRunner): Promise<{ vendors: number; listings: number }> {
  const [counts] = await tx.query<{ vendors: number; listings: number }>(
    `SELECT (SELECT count(*)::integer FROM vendors WHERE is_demo) AS vendors,
            (SELECT count(*)::integer FROM listings l JOIN vendors v ON v.id = l.vendor_id
             WHERE v.is_demo) AS listings`,
  );
  await tx.query('DELETE FROM vendors WHERE is_demo');
  return counts ?? { vendors: 0, listings: 0 };
}
