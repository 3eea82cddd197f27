import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listParam, queryRows } from '../../db/query';

// Bulk SQL of the demo seed: one statement per table and batch, columns passed as arrays and
// unnested, so 500 listings cost a handful of round trips whatever their size.

/** `count` fresh ids of a table's identity column, for rows that refer to each other. */
export async function nextIds(
  tx: Db,
  table: 'vendors' | 'listings',
  count: number,
): Promise<number[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::text AS id
     FROM generate_series(1, ${count})`,
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

export async function insertVendors(tx: Db, v: VendorRows, passwordHash: string) {
  const [id, uniqueId, name, email, phone, createdAt] = [
    v.id,
    v.uniqueId,
    v.name,
    v.email,
    v.phone,
    v.createdAt,
  ].map(listParam);
  await tx.execute(
    sql`INSERT INTO vendors (id, unique_id, name, email, phone, password_hash, is_demo, created_at, updated_at)
     OVERRIDING SYSTEM VALUE
     SELECT v.id, v.unique_id, v.name, v.email, v.phone, ${passwordHash}, true, v.created_at, v.created_at
     FROM unnest(${id}::bigint[], ${uniqueId}::text[], ${name}::text[], ${email}::text[],
       ${phone}::text[], ${createdAt}::timestamptz[])
       AS v (id, unique_id, name, email, phone, created_at)`,
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
export async function insertListings(tx: Db, l: ListingRows, commissionBasisPoints: number) {
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

export async function insertFeatures(
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

export async function insertPrices(
  tx: Db,
  p: {
    listingId: number[];
    specification: string[];
    mrpPaise: number[];
    offerPaise: number[];
    position: number[];
  },
) {
  if (p.listingId.length === 0) return;
  await tx.execute(
    sql`INSERT INTO listing_prices (listing_id, specification, mrp_paise, offer_paise, position)
     SELECT * FROM unnest(${listParam(p.listingId)}::bigint[], ${listParam(p.specification)}::text[],
       ${listParam(p.mrpPaise)}::integer[], ${listParam(p.offerPaise)}::integer[],
       ${listParam(p.position)}::smallint[])`,
  );
}

export async function insertImages(
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

export async function activate(tx: Db, listingIds: number[]) {
  await tx.execute(
    sql`UPDATE listings SET status = 'active' WHERE id = ANY (${listParam(listingIds)}::bigint[])`,
  );
}

/** How many demo vendors exist; the next seed numbers its listings on from there. */
export async function demoVendorCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::integer AS n FROM vendors WHERE is_demo`,
  );
  return row?.n ?? 0;
}

/** The stored files of every demo listing. */
export async function demoMediaKeys(db: Db): Promise<string[]> {
  const rows = await queryRows<{ storage_key: string; thumb_key: string | null }>(
    db,
    sql`SELECT m.storage_key, m.thumb_key
     FROM listing_media m JOIN listings l ON l.id = m.listing_id JOIN vendors v ON v.id = l.vendor_id
     WHERE v.is_demo`,
  );
  return rows.flatMap((row) =>
    row.thumb_key ? [row.storage_key, row.thumb_key] : [row.storage_key],
  );
}

/** Deletes the demo vendors; their listings and everything of those go by cascade. */
export async function deleteDemo(tx: Db): Promise<{ vendors: number; listings: number }> {
  const [counts] = await queryRows<{ vendors: number; listings: number }>(
    tx,
    sql`SELECT (SELECT count(*)::integer FROM vendors WHERE is_demo) AS vendors,
            (SELECT count(*)::integer FROM listings l JOIN vendors v ON v.id = l.vendor_id
             WHERE v.is_demo) AS listings`,
  );
  await tx.execute(sql`DELETE FROM vendors WHERE is_demo`);
  return counts ?? { vendors: 0, listings: 0 };
}

/** The planner's statistics after a bulk load, and the new pages marked all-visible. */
export async function vacuumAnalyse(db: Db): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE)`);
}
