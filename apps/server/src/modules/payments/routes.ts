import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import {
  CheckoutOrderSchema,
  CheckoutResultSchema,
  RefundQuoteSchema,
  RefundReplySchema,
  SandboxCheckoutBodySchema,
  VerifyPaymentBodySchema,
  VerifyPaymentReplySchema,
} from '@mandap/shared/schemas/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { BusinessConfig } from '../../platform/config';
import { HttpError } from '../../platform/errors';
import { requireRole, vendorIdOf } from '../../platform/guards';
import type { AuditTrail } from '../audit/index';
import type { Notifier } from '../notifications/index';
import type { PaymentProvider } from './provider';
import type { SandboxProvider } from './sandbox';
import * as service from './service';

const ListingParams = z.object({ listingId: z.coerce.number().int().positive() });
const DocumentParams = z.object({ documentId: z.coerce.number().int().positive() });

/** What the payment routes are given (app.ts wires them). */
export interface PaymentRoutesOptions {
  database: Database;
  clock: () => Date;
  payments: PaymentProvider;
  sandbox: SandboxProvider | undefined;
  /** The audit trail: verified payments and refunds are recorded in it. */
  audit: AuditTrail;
  /** Mandap's tax details, printed on the invoices and credit notes payments issue. */
  business: BusinessConfig;
  /** Tells the vendor of each invoice and credit note issued (decision 0074). */
  notifier: Notifier;
}

/** Plan and commission payments of the signed-in vendor; registered inside the vendor scope. */
export async function vendorPaymentRoutes(
  app: FastifyInstance,
  { database, clock, payments, audit, business, notifier }: PaymentRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/listings/:listingId/order',
    {
      schema: {
        summary:
          'Open (or reuse) the payment order of a pending listing, for its server-computed amount',
        tags: ['payments'],
        params: ListingParams,
        response: { 200: CheckoutOrderSchema, 404: ErrorReplySchema, 409: ErrorReplySchema },
      },
    },
    async (request) =>
      service.orderForListing(database.db, payments, vendorIdOf(request), request.params.listingId),
  );

  r.post(
    '/billing/invoices/:documentId/order',
    {
      schema: {
        summary:
          'Open (or reuse) the payment order of an unpaid commission invoice, for its total as issued',
        tags: ['payments', 'billing'],
        params: DocumentParams,
        response: {
          200: CheckoutOrderSchema,
          403: ErrorReplySchema,
          404: ErrorReplySchema,
          409: ErrorReplySchema,
          502: ErrorReplySchema,
        },
      },
    },
    async (request) =>
      service.orderForInvoice(
        database.db,
        payments,
        vendorIdOf(request),
        request.params.documentId,
      ),
  );

  r.post(
    '/payments/verify',
    {
      schema: {
        summary:
          "Verify the checkout's signed result; marks the payment paid and the listing active (or the commission invoice paid)",
        tags: ['payments'],
        body: VerifyPaymentBodySchema,
        response: {
          200: VerifyPaymentReplySchema,
          400: ErrorReplySchema,
          409: ErrorReplySchema,
        },
      },
    },
    async (request) =>
      service.verifyCheckout(
        database.db,
        business,
        notifier,
        payments,
        vendorIdOf(request),
        {
          listingId: request.body.listingId,
          documentId: request.body.documentId,
          orderId: request.body.razorpay_order_id,
          paymentId: request.body.razorpay_payment_id,
          signature: request.body.razorpay_signature,
        },
        clock(),
        audit.trace(request),
      ),
  );

  r.get(
    '/listings/:listingId/refund',
    {
      schema: {
        summary:
          'What a refund of this listing would return now (terms: 100% within 7 days, then 40% pro rata)',
        tags: ['payments'],
        params: ListingParams,
        response: {
          200: RefundQuoteSchema,
          409: ErrorReplySchema,
        },
      },
    },
    async (request) => {
      const quote = await service.refundQuote(
        database.db,
        vendorIdOf(request),
        request.params.listingId,
        clock(),
      );
      return {
        amountPaise: quote.payment.amountPaise,
        refundablePaise: quote.refundablePaise,
        paidAt: (quote.payment.paidAt ?? clock()).toISOString(),
      };
    },
  );

  r.post(
    '/listings/:listingId/refund',
    {
      schema: {
        summary: 'Refund the listing through the provider and deactivate it',
        tags: ['payments'],
        params: ListingParams,
        response: {
          200: RefundReplySchema,
          409: ErrorReplySchema,
        },
      },
    },
    async (request) =>
      service.refundListing(
        database.db,
        business,
        notifier,
        payments,
        vendorIdOf(request),
        request.params.listingId,
        clock(),
        audit.trace(request),
      ),
  );
}

/**
 * The provider's webhook (no session: the provider calls it) and the sandbox checkout (a
 * vendor's), each in a scope of its own: only the webhook's parses JSON bodies as raw bytes.
 */
export async function publicPaymentRoutes(
  app: FastifyInstance,
  options: PaymentRoutesOptions,
): Promise<void> {
  await app.register(webhookRoutes, options);
  await app.register(sandboxCheckoutRoutes, options);
}

async function webhookRoutes(
  app: FastifyInstance,
  { database, clock, payments, audit, business, notifier }: PaymentRoutesOptions,
): Promise<void> {
  // The webhook's signature covers the exact bytes, so this scope keeps JSON bodies raw.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/payments/webhook',
    {
      schema: {
        summary: 'Razorpay webhook (X-Razorpay-Signature)',
        tags: ['payments'],
        response: { 200: z.object({ status: z.literal('ok') }), 400: ErrorReplySchema },
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const outcome = await service.handleWebhook(
        database.db,
        business,
        notifier,
        payments,
        raw,
        { signature: header('x-razorpay-signature'), eventId: header('x-razorpay-event-id') },
        clock(),
        audit.trace(request),
      );
      request.log.info({ outcome }, 'payment webhook');
      return reply.status(200).send({ status: 'ok' });
    },
  );
}

/**
 * The sandbox checkout signs a payment nobody made, so only the vendor whose open order it is
 * may ask (a vendor session, as the /api/vendor scope requires); its body is ordinary JSON,
 * checked by its schema. The path stays outside /api/vendor, where the web app calls it.
 */
async function sandboxCheckoutRoutes(
  app: FastifyInstance,
  { database, sandbox }: PaymentRoutesOptions,
): Promise<void> {
  requireRole(app, 'vendor');
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/payments/sandbox/checkout',
    {
      schema: {
        summary: "Pay one of the signed-in vendor's open orders with a test card (sandbox only)",
        tags: ['payments'],
        body: SandboxCheckoutBodySchema,
        response: {
          200: CheckoutResultSchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          402: ErrorReplySchema,
          404: ErrorReplySchema,
          409: ErrorReplySchema,
        },
      },
    },
    async (request) => {
      if (!sandbox) throw new HttpError(404, 'The sandbox checkout is not enabled.');
      return service.sandboxCheckout(database.db, sandbox, vendorIdOf(request), request.body);
    },
  );
}
