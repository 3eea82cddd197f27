import { categoryBySlug } from '@mandap/shared/catalogue/categories';
import { parseRupeesToPaise } from '@mandap/shared/money';
import {
  isPriceUnit,
  PLATE_UNIT_NOT_ALLOWED,
  type PriceUnit,
  priceUnitsFor,
} from '@mandap/shared/price-units';
import { fieldErrorsOf } from '@mandap/shared/schemas/errors';
import { type PricesReply, SavePricesSchema } from '@mandap/shared/schemas/pricing';
import type { Db } from '../../db/client';
import { formError } from '../../platform/domain-errors';
import { findVendorListing, listingFeatures } from '../listings/index';
import * as repo from './repository';

/**
 * The specifications a listing can price: the features its vendor ticked, or, when none were,
 * every feature of its category (decision 0016); and the units its category prices in
 * (per plate: caterers only, decision 0079).
 */
async function optionsOf(
  db: Db,
  vendorId: number,
  listingId: number,
): Promise<{ options: string[]; units: PriceUnit[] }> {
  const listing = await listingFeatures(db, vendorId, listingId);
  const units = [...priceUnitsFor(listing.category)];
  if (listing.features.length > 0) return { options: listing.features, units };
  return { options: [...(categoryBySlug(listing.category)?.features ?? [])], units };
}

export async function getPrices(db: Db, vendorId: number, listingId: number): Promise<PricesReply> {
  await findVendorListing(db, vendorId, listingId);
  return {
    rows: await repo.pricesOf(db, listingId),
    ...(await optionsOf(db, vendorId, listingId)),
  };
}

/** Saves every row or none (R9), with the rules and messages of spec 5. */
export async function savePrices(
  db: Db,
  vendorId: number,
  listingId: number,
  body: unknown,
  now: Date,
) {
  await findVendorListing(db, vendorId, listingId);
  const parsed = SavePricesSchema.safeParse(body);
  const fieldErrors = fieldErrorsOf(parsed.error?.issues ?? []);
  const { options, units } = await optionsOf(db, vendorId, listingId);
  // Checked on the rows as sent, so every error is reported at once, not after a second try.
  const sent = (body as { rows?: unknown } | null)?.rows;
  (Array.isArray(sent) ? sent : []).forEach((row: unknown, index) => {
    const unit = (row as { unit?: unknown } | null)?.unit;
    if (isPriceUnit(unit) && !units.includes(unit)) {
      fieldErrors[`rows.${index}.unit`] ??= PLATE_UNIT_NOT_ALLOWED;
    }
    const specification = (row as { specification?: unknown } | null)?.specification;
    if (
      typeof specification === 'string' &&
      specification.trim() !== '' &&
      !options.includes(specification.trim())
    ) {
      fieldErrors[`rows.${index}.specification`] ??=
        'Please choose one of this service\u2019s specifications';
    }
  });
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    throw formError(fieldErrors);
  }
  const rows = parsed.data.rows.map((row) => ({
    specification: row.specification,
    mrpPaise: parseRupeesToPaise(row.mrp) ?? 0,
    offerPaise: parseRupeesToPaise(row.offer) ?? 0,
    unit: row.unit,
  }));
  await repo.replacePrices(db, listingId, rows, now);
  return { rows: await repo.pricesOf(db, listingId), options, units };
}
