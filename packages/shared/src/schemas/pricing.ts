import * as t from '@mandap/shared/messages/en/validation-listings';
import { z } from 'zod';
import { LIMITS } from '../limits';
import * as limitText from '../messages/en/validation-limits';
import { looksLikeRupees, parseRupeesToPaise } from '../money';
import { DEFAULT_PRICE_UNIT, PRICE_UNITS } from '../price-units';

// Spec 5's text, word for word (decision 0079): the form's placeholder and hint give a
// wedding-sized example instead.
const PRICE_FORMAT = t.priceFormat;
/** The message of a price above LIMITS.maxPricePaise (₹10 crore). */
export const PRICE_TOO_HIGH = limitText.priceTooHigh;
/**
 * A price as typed: required, rupees with at most two decimals, grouped or not ('1,50,000',
 * '150,000', '₹ 1,50,000'), at most ₹10 crore.
 */
function priceText(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(looksLikeRupees, { error: PRICE_FORMAT, abort: true })
    .refine((v) => (parseRupeesToPaise(v) ?? Number.POSITIVE_INFINITY) <= LIMITS.maxPricePaise, {
      error: PRICE_TOO_HIGH,
    });
}

/** One specification's price as typed (spec 2.9, 5 'Pricing rows'): rupees as text. */
export const PriceRowSchema = z
  .object({
    specification: z
      .string({ error: t.specificationIsRequired })
      .trim()
      .min(1, t.specificationIsRequired)
      .max(200, t.pleaseUseAtMost200),
    mrp: priceText(t.mrpIsRequired),
    offer: priceText(t.offerPriceIsRequired),
    /** Per event when not given; per plate only on a caterer's listing (checked by the server). */
    unit: z
      .enum(PRICE_UNITS, { error: 'Choose what the price is for' })
      .default(DEFAULT_PRICE_UNIT),
  })
  .superRefine((row, ctx) => {
    const mrp = parseRupeesToPaise(row.mrp);
    const offer = parseRupeesToPaise(row.offer);
    if (mrp !== null && offer !== null && offer > mrp) {
      ctx.addIssue({
        code: 'custom',
        path: ['offer'],
        message: t.offerPriceCannotBeHigher,
      });
    }
  });

/** Every row of the pricing screen, saved together (R9); a specification appears once. */
export const SavePricesSchema = z.object({
  rows: z
    .array(PriceRowSchema)
    .min(1, t.addAtLeastOneSpecification)
    .max(50)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (row.specification === '') return;
        if (seen.has(row.specification)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'specification'],
            message: t.thisSpecificationIsAlreadySelected,
          });
        }
        seen.add(row.specification);
      });
    }),
});
export type SavePrices = z.infer<typeof SavePricesSchema>;

export const PriceRowReplySchema = z.object({
  specification: z.string(),
  mrpPaise: z.number().int(),
  offerPaise: z.number().int(),
  unit: z.enum(PRICE_UNITS),
});

/** GET /api/vendor/listings/:id/prices: the saved rows and the specifications one can price. */
export const PricesReplySchema = z.object({
  rows: z.array(PriceRowReplySchema),
  options: z.array(z.string()),
  /** The units this listing's category may price in (per plate: caterers only). */
  units: z.array(z.enum(PRICE_UNITS)),
});
export type PricesReply = z.infer<typeof PricesReplySchema>;

/** Messages of the pricing screen (spec 8). */
export const PRICING_MESSAGES = {
  fixErrors: t.fixErrors,
  invalidFirm: '❌ Invalid firm name!',
  noListings: '⚠ No services found.',
  fetchFailed: '⚠ Error fetching data. Please try again.',
  submitFailed: t.submitFailed,
  submitError: t.submitError,
} as const;
