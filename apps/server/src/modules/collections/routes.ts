import { CommissionDueSchema } from '@mandap/shared/schemas/collections';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { vendorIdOf } from '../../platform/guards';
import { commissionDue } from './service';

/** What the collection routes are given (app.ts wires them). */
export interface CollectionRoutesOptions {
  database: Database;
  clock: () => Date;
}

/** The signed-in vendor's commission invoices and what is due; inside the vendor scope. */
export async function vendorCollectionRoutes(
  app: FastifyInstance,
  { database, clock }: CollectionRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/billing/due',
    {
      schema: {
        summary:
          "The vendor's commission invoices (due, overdue, paid), why listings are hidden, and statements waiting for a dispute",
        tags: ['billing'],
        response: { 200: CommissionDueSchema, 401: ErrorReplySchema },
      },
    },
    async (request) => commissionDue(database.db, vendorIdOf(request), clock()),
  );
}
