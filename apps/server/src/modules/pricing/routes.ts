import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import { PricesReplySchema } from '@mandap/shared/schemas/pricing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { vendorIdOf } from '../../platform/guards';
import * as service from './service';

const ListingParams = z.object({ listingId: z.coerce.number().int().positive() });

/** What the pricing routes are given (app.ts wires them). */
export interface PricingRoutesOptions {
  database: Database;
  clock: () => Date;
}

/** Per-specification prices of the vendor's listings (spec 2.9, R9); inside the vendor scope. */
export async function vendorPricingRoutes(
  app: FastifyInstance,
  { database, clock }: PricingRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/listings/:listingId/prices',
    {
      schema: {
        summary: 'The saved price rows and the specifications that can be priced',
        tags: ['pricing'],
        params: ListingParams,
        response: { 200: PricesReplySchema, 404: ErrorReplySchema },
      },
    },
    async (request) =>
      service.getPrices(database.db, vendorIdOf(request), request.params.listingId),
  );

  r.put(
    '/listings/:listingId/prices',
    {
      schema: {
        summary: 'Save every price row at once: all rows or none',
        description:
          'Body: { rows: [{ specification, mrp, offer, unit? }] } with rupees as typed, e.g. "1,50,000" or "150000.50"; unit is event (default), day, plate_veg, plate_non_veg (caterers only), hour or person.',
        tags: ['pricing'],
        params: ListingParams,
        response: { 200: PricesReplySchema, 400: ErrorReplySchema, 404: ErrorReplySchema },
      },
    },
    async (request) =>
      service.savePrices(
        database.db,
        vendorIdOf(request),
        request.params.listingId,
        request.body,
        clock(),
      ),
  );
}
