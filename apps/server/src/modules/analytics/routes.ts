import { indianDate } from '@mandap/shared/dates';
import { AnalyticsQuerySchema, AnalyticsSchema } from '@mandap/shared/schemas/analytics';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { vendorIdOf } from '../../platform/guards';
import { analyticsCsv, analyticsFileName, vendorAnalytics } from './service';

const ERRORS = { 400: ErrorReplySchema, 401: ErrorReplySchema, 404: ErrorReplySchema };

/** What the analytics routes are given (app.ts wires them). */
export interface AnalyticsRoutesOptions {
  database: Database;
  clock: () => Date;
}

/** The vendor's analytics (R13), as JSON for the screen and as CSV; inside the vendor scope. */
export async function vendorAnalyticsRoutes(
  app: FastifyInstance,
  { database, clock }: AnalyticsRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/analytics',
    {
      schema: {
        summary: "The vendor's storefront views, search appearances, enquiries and shortlists",
        description:
          'Vendor session. Per India day over the last `days` days (7, 30 or 90; 30 by default), ' +
          'today included, with zeros for quiet days; totals, and the totals of the period of ' +
          "equal length before. All the vendor's listings, or `listingId` (404 unless the " +
          "vendor's own). The last few seconds of views and appearances may not be in yet.",
        tags: ['analytics'],
        querystring: AnalyticsQuerySchema,
        response: { 200: AnalyticsSchema, ...ERRORS },
      },
    },
    async (request) => {
      return vendorAnalytics(database.db, vendorIdOf(request), request.query, indianDate(clock()));
    },
  );

  r.get(
    '/analytics.csv',
    {
      schema: {
        summary: 'The same analytics as a CSV file, one row per day',
        description:
          'Vendor session; the query of GET /api/vendor/analytics. text/csv, UTF-8, downloaded ' +
          'as mandap-analytics-<all|listingId>-<from>-to-<to>.csv. Columns: Day, Storefront ' +
          'views, Search appearances, Enquiries, Shortlists, Enquiries per 100 views (empty ' +
          'without views).',
        tags: ['analytics'],
        querystring: AnalyticsQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...ERRORS },
      },
    },
    async (request, reply) => {
      const analytics = await vendorAnalytics(
        database.db,
        vendorIdOf(request),
        request.query,
        indianDate(clock()),
      );
      const fileName = analyticsFileName(analytics, request.query.listingId);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(analyticsCsv(analytics));
    },
  );
}
