import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

// What the demo seed reads itself: ids to number its rows, and what a removal takes. The rows
// are written by the modules owning their tables (accounts, listings, pricing: demo-seed.ts).

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

/** The planner's statistics after a bulk load, and the new pages marked all-visible. */
export async function vacuumAnalyse(db: Db): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE)`);
}
