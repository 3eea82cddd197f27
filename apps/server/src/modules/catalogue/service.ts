import { createHash } from 'node:crypto';
import type { CatalogueReply } from '@mandap/shared/catalogue/catalogue-reply';
import { CATEGORIES } from '@mandap/shared/catalogue/categories';
import {
  COMMISSION_BASIS_POINTS,
  DEFAULT_PLAN_ID,
  HOTEL_STAR_PRICES_PAISE,
  PLANS,
} from '@mandap/shared/plans';

/** The catalogue as other clients see it: categories, plans and hotel star prices. */
export function catalogue(): CatalogueReply {
  return {
    categories: CATEGORIES.map((c) => ({ ...c, features: [...c.features] })),
    plans: PLANS.map((p) => ({ ...p, features: [...p.features] })),
    defaultPlanId: DEFAULT_PLAN_ID,
    commissionBasisPoints: COMMISSION_BASIS_POINTS,
    hotelStarPricesPaise: { ...HOTEL_STAR_PRICES_PAISE },
  };
}

export interface SerializedCatalogue {
  body: Buffer;
  etag: string;
}

/** The catalogue never changes while a server runs, so it is serialized once. */
export function serializeCatalogue(): SerializedCatalogue {
  const body = Buffer.from(JSON.stringify(catalogue()));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}
