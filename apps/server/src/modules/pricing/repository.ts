import type { PriceUnit } from '@mandap/shared/price-units';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingPrices } from '../../db/schema/listings';

export async function pricesOf(db: Db, listingId: number) {
  return db
    .select({
      specification: listingPrices.specification,
      mrpPaise: listingPrices.mrpPaise,
      offerPaise: listingPrices.offerPaise,
      unit: listingPrices.unit,
    })
    .from(listingPrices)
    .where(eq(listingPrices.listingId, listingId))
    .orderBy(asc(listingPrices.position));
}

/** Replaces every price row of a listing in one transaction: all rows or none (R9). */
export async function replacePrices(
  db: Db,
  listingId: number,
  rows: { specification: string; mrpPaise: number; offerPaise: number; unit: PriceUnit }[],
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx.delete(listingPrices).where(eq(listingPrices.listingId, listingId));
    await tx.insert(listingPrices).values(
      rows.map((row, position) => ({
        ...row,
        listingId,
        position,
        createdAt: now,
        updatedAt: now,
      })),
    );
  });
}
