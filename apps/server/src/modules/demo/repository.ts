import type { SqlRunner } from '../../db/client';

// What the demo seed reads itself: ids to number its rows, and what a removal takes. The rows
// are written by the modules owning their tables (accounts, listings, pricing: demo-seed.ts).

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
