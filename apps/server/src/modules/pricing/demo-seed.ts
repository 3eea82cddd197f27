import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listParam } from '../../db/query';

// The pricing module's part of the demo seed (npm run seed, decision 0022): price rows written
// in bulk, one statement per batch, for the demo module.

export async function insertDemoPrices(
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
