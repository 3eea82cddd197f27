import { indianDate } from '@mandap/shared/dates';
import { BookedDatesQuerySchema, BookedDatesSchema } from '@mandap/shared/schemas/enquiries';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import { CalendarDateSchema } from '@mandap/shared/schemas/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { vendorIdOf } from '../../platform/guards';
import { listBookedDates, MAX_RANGE_DAYS, markBooked, unmarkBooked } from './service';

const ListingParams = z.object({ listingId: z.coerce.number().int().positive() });
const DayParams = ListingParams.extend({ date: CalendarDateSchema });

/** What the availability routes are given (app.ts wires them). */
export interface AvailabilityRoutesOptions {
  database: Database;
  clock: () => Date;
}

/** The days a vendor's listing is booked (the portal's calendar); inside the vendor scope. */
export async function vendorAvailabilityRoutes(
  app: FastifyInstance,
  { database, clock }: AvailabilityRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/listings/:listingId/booked-dates',
    {
      schema: {
        summary: "A listing's booked days between two dates",
        description:
          `Vendor session, own listings only (404 otherwise). from and to are YYYY-MM-DD, both ` +
          `included, at most ${MAX_RANGE_DAYS} days apart. Each day names the enquiry it was ` +
          'booked from, if any.',
        tags: ['availability'],
        params: ListingParams,
        querystring: BookedDatesQuerySchema,
        response: {
          200: BookedDatesSchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          404: ErrorReplySchema,
        },
      },
    },
    async (request) => {
      return listBookedDates(
        database.db,
        vendorIdOf(request),
        request.params.listingId,
        request.query,
      );
    },
  );

  r.put(
    '/listings/:listingId/booked-dates/:date',
    {
      schema: {
        summary: 'Mark a day booked',
        description:
          'Vendor session, own listings only. Today (India) or later, within 3 years. ' +
          'Idempotent. The storefront shows it and a search for that day leaves the listing out.',
        tags: ['availability'],
        params: DayParams,
        response: {
          204: z.null(),
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          404: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { listingId, date } = request.params;
      await markBooked(database.db, vendorIdOf(request), listingId, date, indianDate(clock()));
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/listings/:listingId/booked-dates/:date',
    {
      schema: {
        summary: 'Free a booked day',
        description: 'Vendor session, own listings only. Idempotent.',
        tags: ['availability'],
        params: DayParams,
        response: {
          204: z.null(),
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          404: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { listingId, date } = request.params;
      await unmarkBooked(database.db, vendorIdOf(request), listingId, date);
      return reply.status(204).send(null);
    },
  );
}
