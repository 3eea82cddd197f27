import type { PlanId } from '../../plans';
import type { PriceUnit } from '../../price-units';

// The plans' and price units' names as people read them (issue 32); ids stay as they are.

export const planTitles: Readonly<Record<PlanId, string>> = {
  basic: 'Basic',
  normal: 'NORMAL',
  premium: 'PREMIUM',
};
export const planDuration = (freeMonths: number) => `${freeMonths} months of free services`;
export const listedInDirectory = 'Listed in the Mandap vendor directory';
export const noCommissionFor = (freeMonths: number) => `No commission for ${freeMonths} months`;
export const thenFlatCommission = (percent: number) => `Then a flat ${percent}% commission`;

/** What follows a price: '₹1,50,000 per event', 'from ₹650 per plate (veg)'. */
export const priceUnitLabels: Readonly<Record<PriceUnit, string>> = {
  event: 'per event',
  day: 'per day',
  plate_veg: 'per plate (veg)',
  plate_non_veg: 'per plate (non-veg)',
  hour: 'per hour',
  person: 'per person',
};
