import { indianDate } from '@mandap/shared/dates';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import { StorefrontSchema } from '@mandap/shared/schemas/marketplace';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../platform/errors';
import { sessionOf } from '../../platform/guards';
import type { Counting } from '../analytics/index';
import { getStorefront, parseListingId, STOREFRONT_NOT_FOUND } from './service';

export interface MarketplaceOptions {
  database: Database;
  clock: () => Date;
  counting: Counting;
}

/** The public storefront API; registered in the /api scope, outside the vendor and user scopes. */
export async function publicMarketplaceRoutes(
  app: FastifyInstance,
  { database, clock, counting }: MarketplaceOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/listings/:listingId',
    {
      schema: {
        summary:
          "An active listing's storefront: gallery, features, prices; contact when signed in",
        description:
          'Public. 404 for a listing that is not active (pending payment, suspended, expired) or ' +
          'does not exist; 410 for one suspended by Mandap (no reason given). `contact` (the listing phone and email) is null unless the session is ' +
          'a signed-in user or the vendor who owns the listing. `bookedDates`: its booked days ' +
          'from today (India) to the end of the 6th month, this one included. Each answer ' +
          'counts a storefront view (one per visitor and day, bots excluded).',
        tags: ['marketplace'],
        params: z.object({ listingId: z.string() }),
        response: { 200: StorefrontSchema, 404: ErrorReplySchema, 410: ErrorReplySchema },
      },
    },
    async (request, reply) => {
      const listingId = parseListingId(request.params.listingId);
      if (listingId === null) throw new HttpError(404, STOREFRONT_NOT_FOUND);
      const session = await sessionOf(request);
      const storefront = await getStorefront(
        database.db,
        listingId,
        session,
        indianDate(clock()),
        request.language,
      );
      counting.count(request, { storefront: listingId });
      // The reply depends on the session (a signed-in person sees the contact), so no shared cache
      // may keep it, and a signed-in person's copy is kept by no cache at all (issue 27, finding 5).
      reply.header('Cache-Control', session ? 'no-store' : 'private, no-cache');
      // Its reply-time words are in the request's language (issue 32).
      reply.header('Vary', 'Accept-Language, Cookie');
      return storefront;
    },
  );
}
