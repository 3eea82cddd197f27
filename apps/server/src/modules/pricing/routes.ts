import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import { PricesReplySchema } from '@mandap/shared/schemas/pricing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorIdOf } from '../../platform/guards';
import * as service from './service';

const ServiceParams = z.object({ serviceId: z.coerce.number().int().positive() });

/** Per-specification prices of the vendor's listings (spec 2.9, R9); inside the vendor scope. */
export async function vendorPricingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = app.deps;

  r.get(
    '/listings/:serviceId/prices',
    {
      schema: {
        summary: 'The saved price rows and the specifications that can be priced',
        tags: ['pricing'],
        params: ServiceParams,
        response: { 200: PricesReplySchema, 404: ErrorReplySchema },
      },
    },
    async (request) =>
      service.getPrices(database.db, vendorIdOf(request), request.params.serviceId),
  );

  r.put(
    '/listings/:serviceId/prices',
    {
      schema: {
        summary: 'Save every price row at once: all rows or none',
        description:
          'Body: { rows: [{ specification, mrp, offer }] } with rupees as text, e.g. "999.50".',
        tags: ['pricing'],
        params: ServiceParams,
        response: { 200: PricesReplySchema, 400: ErrorReplySchema, 404: ErrorReplySchema },
      },
    },
    async (request) =>
      service.savePrices(
        database.db,
        vendorIdOf(request),
        request.params.serviceId,
        request.body,
        clock(),
      ),
  );
}
