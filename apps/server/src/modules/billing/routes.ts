import {
  BillingDetailsBodySchema,
  BillingDetailsReplySchema,
  BillingDetailsSchema,
  TaxDocumentListSchema,
  TaxDocumentSchema,
} from '@mandap/shared/schemas/billing';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { DomainError } from '../../platform/domain-errors';
import { vendorIdOf } from '../../platform/guards';
import { getBillingDetails, saveBillingDetails } from './details';
import { vendorDocument, vendorDocuments } from './documents';

/** What the billing routes are given (app.ts wires them). */
export interface BillingRoutesOptions {
  database: Database;
  clock: () => Date;
}

const DocumentParams = z.object({ documentId: z.coerce.number().int().positive() });

/** The signed-in vendor's billing details and tax documents; inside the vendor scope. */
export async function vendorBillingRoutes(
  app: FastifyInstance,
  { database, clock }: BillingRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/billing/details',
    {
      schema: {
        summary: "The vendor's billing details (legal name, address, state, GSTIN), or null",
        tags: ['billing'],
        response: { 200: BillingDetailsReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request) => ({ details: await getBillingDetails(database.db, vendorIdOf(request)) }),
  );

  r.put(
    '/billing/details',
    {
      schema: {
        summary:
          "Save the vendor's billing details; a GSTIN is checked (shape, state, check character)",
        tags: ['billing'],
        body: BillingDetailsBodySchema,
        response: { 200: BillingDetailsSchema, 400: ErrorReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request) => saveBillingDetails(database.db, vendorIdOf(request), request.body, clock()),
  );

  r.get(
    '/billing/documents',
    {
      schema: {
        summary: "The vendor's tax invoices and credit notes, newest first",
        tags: ['billing'],
        response: { 200: TaxDocumentListSchema, 401: ErrorReplySchema },
      },
    },
    async (request) => ({ documents: await vendorDocuments(database.db, vendorIdOf(request)) }),
  );

  r.get(
    '/billing/documents/:documentId',
    {
      schema: {
        summary: 'One of the vendor’s tax documents, with everything it prints',
        tags: ['billing'],
        params: DocumentParams,
        response: { 200: TaxDocumentSchema, 401: ErrorReplySchema, 404: ErrorReplySchema },
      },
    },
    async (request) => {
      const document = await vendorDocument(
        database.db,
        vendorIdOf(request),
        request.params.documentId,
      );
      if (!document) throw new DomainError('not_found', 'No such document.');
      return document;
    },
  );
}
