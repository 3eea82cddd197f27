import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import {
  ListingReportSchema,
  MessageReportSchema,
  ReportDismissalReplySchema,
  ReportDismissalSchema,
  ReportedListingsReplySchema,
  ReportedMessagesReplySchema,
  ReportQueueQuerySchema,
} from '@mandap/shared/schemas/reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { signedInOf } from '../../platform/guards';
import { operatorOf, requireOperator } from '../../platform/operator-session';
import type { AuditTrail } from '../audit/index';
import type { Notifier } from '../notifications/index';
import * as service from './service';

// Reports of listings and chat messages (issue 28, decision 0065).

const Id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);
const ListingParams = z.object({ listingId: Id });
const MessageParams = z.object({ enquiryId: Id, messageId: Id });
const AdminMessageParams = z.object({ messageId: Id });

/** What the report routes are given (app.ts wires them). */
export interface ReportRoutesOptions {
  database: Database;
  clock: () => Date;
}

function reporterOf(request: FastifyRequest): service.Account {
  const session = signedInOf(request);
  return session.role === 'user' ? { userId: session.userId } : { vendorId: session.vendorId };
}

/**
 * Reporting a listing or a chat message: anyone signed in, user or vendor. Registered under /api
 * in the signed-in scope.
 */
export async function reportRoutes(
  app: FastifyInstance,
  { database, clock }: ReportRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/listings/:listingId/report',
    {
      schema: {
        summary: 'Report a listing, with a reason from the fixed list',
        description:
          "Couples and vendors, not the listing's own vendor (403). details are required for " +
          "'other'. Once per person: a second report is accepted (204) and changes nothing. 404 " +
          "for a listing that is not active. 429 past the reports' hourly limit per account " +
          '(listings, messages and reviews together), with Retry-After.',
        tags: ['reports'],
        params: ListingParams,
        body: ListingReportSchema,
        response: {
          204: z.null(),
          400: ErrorReplySchema,
          403: ErrorReplySchema,
          404: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      await service.reportListing(
        database.db,
        reporterOf(request),
        request.params.listingId,
        request.body,
        clock(),
      );
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/conversations/:enquiryId/messages/:messageId/report',
    {
      schema: {
        summary: 'Report a chat message the other side of the conversation sent',
        description:
          "A reason from the fixed list; details are required for 'other'. Once per person (a " +
          "second report is 204 and changes nothing). 404 alike for a message of one's own, of " +
          'a conversation one is not in, or of another conversation. 429 past the hourly limit.',
        tags: ['reports'],
        params: MessageParams,
        body: MessageReportSchema,
        response: {
          204: z.null(),
          400: ErrorReplySchema,
          404: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      await service.reportMessage(
        database.db,
        reporterOf(request),
        request.params.enquiryId,
        request.params.messageId,
        request.body,
        clock(),
      );
      return reply.status(204).send(null);
    },
  );
}

/** What the console's report routes are given. */
export interface ReportQueueRoutesOptions extends ReportRoutesOptions {
  notifier: Notifier;
  audit: AuditTrail;
}

const TAGS = ['admin'];
const REFUSALS = { 401: ErrorReplySchema, 403: ErrorReplySchema };

function moderatorOf(request: FastifyRequest): service.Moderator {
  const session = operatorOf(request);
  return { operatorId: session.operatorId, role: session.role };
}

/**
 * The console's queues of reported listings and messages (decision 0065), under /api/admin:
 * moderators and admins alike.
 */
export async function reportQueueRoutes(
  app: FastifyInstance,
  { database, clock, notifier, audit }: ReportQueueRoutesOptions,
): Promise<void> {
  requireOperator(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/reports/listings',
    {
      schema: {
        summary: 'The reported listings, the one reported longest ago first',
        description:
          "Listings with an open report: the open reports' count, reasons, details and " +
          "reporters, the listing's content (photos and videos), and the owner's and each " +
          "reporter's history (reports made and received, and how they ended). version is what " +
          'a dismissal names.',
        tags: TAGS,
        querystring: ReportQueueQuerySchema,
        response: { 200: ReportedListingsReplySchema, ...REFUSALS },
      },
    },
    async (request) => service.listingQueue(database.db, request.query),
  );

  r.get(
    '/reports/messages',
    {
      schema: {
        summary: 'The reported chat messages, the one reported longest ago first',
        description:
          'Messages with an open report, each with the few messages around it, the open ' +
          "reports, and the author's and each reporter's history.",
        tags: TAGS,
        querystring: ReportQueueQuerySchema,
        response: { 200: ReportedMessagesReplySchema, ...REFUSALS },
      },
    },
    async (request) => service.messageQueue(database.db, request.query),
  );

  const dismissal = (what: string) => ({
    summary: `Dismiss the open reports of a ${what}, with a reason`,
    description:
      'The reason is one of the fixed list (packages/shared/src/reports.ts); details are required ' +
      `for 'other'. version is the ${what}'s report count the operator saw: 409 when someone ` +
      'else decided first, a new report came since, or nothing is open. Each reporter is told ' +
      '(in the app, and by e-mail when SMTP is configured); audited.',
    tags: TAGS,
    body: ReportDismissalSchema,
    response: {
      200: ReportDismissalReplySchema,
      400: ErrorReplySchema,
      ...REFUSALS,
      404: ErrorReplySchema,
      409: ErrorReplySchema,
    },
  });

  r.post(
    '/reports/listings/:listingId/dismiss',
    { schema: { ...dismissal('listing'), params: ListingParams } },
    async (request) =>
      service.dismiss(
        { db: database.db, notifier },
        moderatorOf(request),
        'listing',
        request.params.listingId,
        request.body,
        audit.trace(request),
        clock(),
      ),
  );

  r.post(
    '/reports/messages/:messageId/dismiss',
    { schema: { ...dismissal('message'), params: AdminMessageParams } },
    async (request) =>
      service.dismiss(
        { db: database.db, notifier },
        moderatorOf(request),
        'message',
        request.params.messageId,
        request.body,
        audit.trace(request),
        clock(),
      ),
  );
}
