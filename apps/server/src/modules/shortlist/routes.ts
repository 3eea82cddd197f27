import { ShortlistSchema } from '@mandap/shared/schemas/enquiries';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { userIdOf } from '../../platform/guards';
import { addToShortlist, getShortlist, removeFromShortlist } from './service';

const ListingParams = z.object({ listingId: z.coerce.number().int().positive() });

/** What the shortlist routes are given (app.ts wires them). */
export interface ShortlistRoutesOptions {
  database: Database;
  clock: () => Date;
}

/** The signed-in user's shortlist (favourites); inside the user scope (/api/user). */
export async function userShortlistRoutes(
  app: FastifyInstance,
  { database, clock }: ShortlistRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/shortlist',
    {
      schema: {
        summary: "The user's shortlisted listings as search cards, newest first",
        description:
          'User session. Listings that are no longer active (suspended, expired) are left out ' +
          'and come back if they become active again.',
        tags: ['shortlist'],
        response: { 200: ShortlistSchema, 401: ErrorReplySchema },
      },
    },
    async (request) => {
      return getShortlist(database.db, userIdOf(request));
    },
  );

  r.put(
    '/shortlist/:listingId',
    {
      schema: {
        summary: 'Shortlist a listing',
        description:
          'User session. Idempotent: shortlisting a listing again changes nothing. 404 when the ' +
          'listing is not active.',
        tags: ['shortlist'],
        params: ListingParams,
        response: {
          204: z.null(),
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          404: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      await addToShortlist(database.db, userIdOf(request), request.params.listingId, clock());
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/shortlist/:listingId',
    {
      schema: {
        summary: 'Take a listing off the shortlist',
        description: 'User session. Idempotent: a listing that is not shortlisted is no error.',
        tags: ['shortlist'],
        params: ListingParams,
        response: { 204: z.null(), 400: ErrorReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request, reply) => {
      await removeFromShortlist(database.db, userIdOf(request), request.params.listingId);
      return reply.status(204).send(null);
    },
  );
}
