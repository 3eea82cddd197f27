import { z } from 'zod';
import { CATEGORY_SLUGS, ICON_KEYS } from './categories';

/** The reply of GET /api/catalogue: categories, plans and hotel star prices. */
export const CatalogueReplySchema = z.object({
  categories: z.array(
    z.object({
      slug: z.enum(CATEGORY_SLUGS),
      title: z.string(),
      directoryCategory: z.string(),
      route: z.string(),
      icon: z.enum(ICON_KEYS),
      formTitle: z.string(),
      informationLabel: z.string(),
      featuresLabel: z.string(),
      nameRequiredMessage: z.string(),
      features: z.array(z.string()),
    }),
  ),
  plans: z.array(
    z.object({
      id: z.enum(['basic', 'normal', 'premium']),
      title: z.string(),
      pricePaise: z.number().int(),
      freeMonths: z.number().int(),
      durationText: z.string(),
      features: z.array(z.string()),
    }),
  ),
  defaultPlanId: z.enum(['basic', 'normal', 'premium']),
  commissionBasisPoints: z.number().int(),
  hotelStarPricesPaise: z.record(z.string(), z.number().int()),
});
export type CatalogueReply = z.infer<typeof CatalogueReplySchema>;
