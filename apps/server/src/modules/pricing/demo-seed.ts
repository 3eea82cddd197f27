import type { SqlRunner } from '../../db/client';

// The pricing module's part of the demo seed (npm run seed, decision 0022): price rows written
// in bulk, one statement per batch, for the demo module.

export async function insertDemoPrices(
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
