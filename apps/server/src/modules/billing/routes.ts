import { indianDate } from '@mandap/shared/dates';
import {
  BillingDetailsBodySchema,
  BillingDetailsReplySchema,
  BillingDetailsSchema,
  TaxDocumentListSchema,
  TaxDocumentSchema,
} from '@mandap/shared/schemas/billing';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import { BILLING_CSV_TEXTS } from '@mandap/shared/tax-documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { DomainError } from '../../platform/domain-errors';
import { vendorIdOf } from '../../platform/guards';
import { getBillingDetails, saveBillingDetails } from './details';
import { vendorDocument, vendorDocuments } from './documents';
import { vendorDocumentPdf } from './downloads';
import { billingCsv } from './export';

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

  r.get(
    '/billing/documents/:documentId/pdf',
    {
      schema: {
        summary: 'One of the vendor’s tax documents as a PDF (A4), a download',
        description:
          'application/pdf, downloaded as <number with slashes as hyphens>.pdf (MDP-26-27-000001.pdf). ' +
          'Every field of CGST Rules rule 46 (rule 53 for a credit note); SPECIMEN on documents ' +
          'issued with development placeholders. 404 alike for a missing document and another ' +
          'vendor’s.',
        tags: ['billing'],
        params: DocumentParams,
        response: {
          200: z.unknown().describe('application/pdf'),
          401: ErrorReplySchema,
          404: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const file = await vendorDocumentPdf(
        database.db,
        vendorIdOf(request),
        request.params.documentId,
      );
      if (!file) throw new DomainError('not_found', 'No such document.');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.content.length))
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );

  r.get(
    '/billing/export.csv',
    {
      schema: {
        summary: 'All the vendor’s billing as a CSV file, for their accountant',
        description:
          'text/csv, UTF-8, downloaded as mandap-billing-<India day>.csv. One row per tax ' +
          'document (oldest first: number, kind, date, recipient GSTIN, place of supply, taxable ' +
          'value, CGST, SGST, IGST, total, the invoice a credit note refers to), then one row per ' +
          'commission statement line (month, enquiry, couple’s first name, event date, booking ' +
          'value, commission, dispute, decision). Amounts in rupees with paise, dates India’s.',
        tags: ['billing'],
        response: { 200: z.string().describe('text/csv'), 401: ErrorReplySchema },
      },
    },
    async (request, reply) => {
      const csv = await billingCsv(database.db, vendorIdOf(request));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${BILLING_CSV_TEXTS.fileName(indianDate(clock()))}"`,
        )
        .send(csv);
    },
  );
}
