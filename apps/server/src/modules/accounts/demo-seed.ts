import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listParam, queryRows } from '../../db/query';

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

export async function insertDemoVendors(tx: Db, v: VendorRows, passwordHash: string) {
  const [id, uniqueId, name, email, phone, createdAt] = [
    v.id,
    v.uniqueId,
    v.name,
    v.email,
    v.phone,
    v.createdAt,
  ].map(listParam);
  await tx.execute(
    // Verified (decision 0069): demo vendors stand for vendors who have paid for their listings.
    sql`INSERT INTO vendors (id, unique_id, name, email, phone, password_hash, is_demo,
       email_verified_at, created_at, updated_at)
     OVERRIDING SYSTEM VALUE
     SELECT v.id, v.unique_id, v.name, v.email, v.phone, ${passwordHash}, true, v.created_at,
       v.created_at, v.created_at
     FROM unnest(${id}::bigint[], ${uniqueId}::text[], ${name}::text[], ${email}::text[],
       ${phone}::text[], ${createdAt}::timestamptz[])
       AS v (id, unique_id, name, email, phone, created_at)`,
  );
}

/** Deletes the demo vendors; their listings and everything of those go by cascade. */
export async function deleteDemoVendors(tx: Db): Promise<{ vendors: number; listings: number }> {
  const [counts] = await queryRows<{ vendors: number; listings: number }>(
    tx,
    sql`SELECT (SELECT count(*)::integer FROM vendors WHERE is_demo) AS vendors,
            (SELECT count(*)::integer FROM listings l JOIN vendors v ON v.id = l.vendor_id
             WHERE v.is_demo) AS listings`,
  );
  await tx.execute(sql`DELETE FROM vendors WHERE is_demo`);
  return counts ?? { vendors: 0, listings: 0 };
}
