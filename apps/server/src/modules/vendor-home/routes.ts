import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import { VendorHomeSchema } from '@mandap/shared/schemas/vendor-home';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { vendorIdOf } from '../../platform/guards';
import { vendorHome } from './service';

/** What the vendor home's route is given (app.ts wires it). */
export interface VendorHomeRoutesOptions {
  database: Database;
  clock: () => Date;
}

/** GET /api/vendor/home (issue 31): inside the vendor scope, the session's vendor only. */
export async function vendorHomeRoutes(
  app: FastifyInstance,
  { database, clock }: VendorHomeRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/home',
    {
      schema: {
        summary: "The vendor's home: what waits for a reply or a fix, and how the month goes",
        description:
          'Vendor session. New enquiries waiting for a first reply (oldest first, with how ' +
          'long each has waited), Booked enquiries from today on, reviews without a reply, ' +
          'listings that need payment, photos, prices or whose free period ends within 14 ' +
          "days, this India month's storefront views and enquiries against last month's, and " +
          'the response rate and median first-reply time over the last 30 days (decision 0077).',
        tags: ['vendor-home'],
        response: { 200: VendorHomeSchema, 401: ErrorReplySchema },
      },
    },
    async (request) => vendorHome(database.db, vendorIdOf(request), clock()),
  );
}
