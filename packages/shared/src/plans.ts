import type { CategorySlug } from './catalogue/categories';
import * as t from './messages/en/catalogue-plans';
import { rupeesToPaise } from './money';

export const PLAN_IDS = ['basic', 'normal', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** A listing plan (spec 3 'Plan', spec 9, R3). */
export interface Plan {
  id: PlanId;
  title: string;
  pricePaise: number;
  freeMonths: number;
  durationText: string;
  features: readonly string[];
}

/** Commission after the free period, in basis points: 7% (spec 9). */
export const COMMISSION_BASIS_POINTS = 700;

function plan(id: PlanId, title: string, rupees: number, freeMonths: number): Plan {
  return {
    id,
    title: t.planTitles[id] ?? title,
    pricePaise: rupeesToPaise(rupees),
    freeMonths,
    durationText: t.planDuration(freeMonths),
    features: [
      t.listedInDirectory,
      t.noCommissionFor(freeMonths),
      t.thenFlatCommission(COMMISSION_BASIS_POINTS / 100),
    ],
  };
}

/** Basic, NORMAL and PREMIUM in the order the price cards show them. */
export const PLANS: readonly Plan[] = [
  plan('basic', 'Basic', 99, 2),
  plan('normal', 'NORMAL', 299, 4),
  plan('premium', 'PREMIUM', 699, 6),
];

/** The plan selected when a form opens (R3). */
export const DEFAULT_PLAN_ID: PlanId = 'premium';

export const HOTEL_STAR_RATINGS = [2, 3, 4, 5] as const;
export type HotelStarRating = (typeof HOTEL_STAR_RATINGS)[number];

/** Hotel price by star rating (spec 9). */
export const HOTEL_STAR_PRICES_PAISE: Readonly<Record<HotelStarRating, number>> = {
  2: rupeesToPaise(699),
  3: rupeesToPaise(999),
  4: rupeesToPaise(1299),
  5: rupeesToPaise(1699),
};

export const DEFAULT_HOTEL_STAR_RATING: HotelStarRating = 2;

/** The plan with this id. */
export function planById(id: PlanId): Plan {
  const found = PLANS.find((p) => p.id === id);
  if (!found) throw new RangeError(`Unknown plan: ${id}`);
  return found;
}

/**
 * What a listing costs (R3), the one place the rule lives: the plan's price, except hotels,
 * where the star rating's price replaces it (the plan still sets the free period).
 */
export function listingAmountPaise(
  category: CategorySlug,
  planId: PlanId,
  starRating?: HotelStarRating,
): number {
  if (category === 'hotel') {
    return HOTEL_STAR_PRICES_PAISE[starRating ?? DEFAULT_HOTEL_STAR_RATING];
  }
  return planById(planId).pricePaise;
}
