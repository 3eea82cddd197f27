// How a vendor quotes a price (issue 31): per event unless they say otherwise. No zod here: the
// storefront's first view shows the units.

import * as t from './messages/en/catalogue-plans';

/** Every unit a price row may have, the default first. */
export const PRICE_UNITS = [
  'event',
  'day',
  'plate_veg',
  'plate_non_veg',
  'hour',
  'person',
] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

export const DEFAULT_PRICE_UNIT: PriceUnit = 'event';

/** What follows a price: '₹1,50,000 per event', 'from ₹650 per plate (veg)'. */
export const PRICE_UNIT_LABELS: Readonly<Record<PriceUnit, string>> = t.priceUnitLabels;

const PLATE_UNITS: readonly PriceUnit[] = ['plate_veg', 'plate_non_veg'];

// Caterers, halwais among them (the search synonym 'halwai' is the catering category), quote per
// plate; no other category serves plates (decision 0079).
const PLATE_CATEGORIES: readonly string[] = ['catering'];

/** The units a listing of this category may price in. */
export function priceUnitsFor(category: string): readonly PriceUnit[] {
  return PLATE_CATEGORIES.includes(category)
    ? PRICE_UNITS
    : PRICE_UNITS.filter((unit) => !PLATE_UNITS.includes(unit));
}

/** The message of a per-plate price on a listing that is not a caterer's. */
export const PLATE_UNIT_NOT_ALLOWED = 'Per plate prices are for caterers and halwais';

/** Whether `value` is a price unit. */
export function isPriceUnit(value: unknown): value is PriceUnit {
  return typeof value === 'string' && (PRICE_UNITS as readonly string[]).includes(value);
}
