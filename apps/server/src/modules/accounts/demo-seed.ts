import type { SqlRunner } from '../../db/client';

// The accounts module's part of the demo seed (npm run seed, decision 0022): its own tables
// written in bulk, one statement per batch, for the demo module, which owns no table.

export interface VendorRows {
  id: number[];
  uniqueId: string[];
  name: string[];
  email: string[];
  phone: string[];
  createdAt: string[];
}

export async function insertDemoVendors(tx: SqlRunner, v: VendorRows, passwordHash: string) {
  await tx.query(
    `INSERT INTO vendors (id, unique_id, name, email, phone, password_hash, is_demo, created_at, updated_at)
     OVERRIDING SYSTEM VALUE
     SELECT v.id, v.unique_id, v.name, v.email, v.phone, $7, true, v.created_at, v.created_at
     FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])
       AS v (id, unique_id, name, email, phone, created_at)`,
    [v.id, v.uniqueId, v.name, v.email, v.phone, v.createdAt, passwordHash],
  );
}

/** Deletes the demo vendors; their listings and everything of those go by cascade. */
export async function deleteDemoVendors(
  tx: SqlRunner,
): Promise<{ vendors: number; listings: number }> {
  const [counts] = await tx.query<{ vendors: number; listings: number }>(
    `SELECT (SELECT count(*)::integer FROM vendors WHERE is_demo) AS vendors,
            (SELECT count(*)::integer FROM listings l JOIN vendors v ON v.id = l.vendor_id
             WHERE v.is_demo) AS listings`,
  );
  await tx.query('DELETE FROM vendors WHERE is_demo');
  return counts ?? { vendors: 0, listings: 0 };
}
