import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import {
  AuditListQuerySchema,
  AuditPageSchema,
  ModerationQueueQuerySchema,
  ModerationQueueReplySchema,
  ReviewDecisionReplySchema,
  ReviewDecisionSchema,
} from '@mandap/shared/schemas/moderation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { operatorOf, requireOperator } from '../../platform/operator-session';
import type { AuditTrail } from '../audit/index';
import type { Notifier } from '../notifications/index';
import { reviewModerationQueue } from '../reviews/index';
import * as service from './service';

/** What the moderation routes are given (app.ts wires them). */
export interface ModerationRoutesOptions {
  database: Database;
  clock: () => Date;
  notifier: Notifier;
  audit: AuditTrail;
}

const TAGS = ['admin'];
const REFUSALS = { 401: ErrorReplySchema, 403: ErrorReplySchema };
const ReviewParams = z.object({
  reviewId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

function moderatorOf(request: FastifyRequest): service.Moderator {
  const session = operatorOf(request);
  return { operatorId: session.operatorId, role: session.role };
}

/**
 * The console's moderation (decision 0063), under /api/admin: the reported reviews' queue, the
 * decisions on a review, and the audit log with its CSV. Moderators and admins alike; the audit
 * log shows moderators only the entries about reviews.
 */
export async function moderationRoutes(
  app: FastifyInstance,
  { database, clock, notifier, audit }: ModerationRoutesOptions,
): Promise<void> {
  requireOperator(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/reviews',
    {
      schema: {
        summary: 'The reported reviews, the one reported longest ago first (or the hidden ones)',
        description:
          'state=reported (default): reviews with an open report, oldest report first, with the ' +
          "open reports' count, reasons and reporters, and the author's and each reporter's " +
          'history. state=hidden: hidden reviews, most recently hidden first, with every report.',
        tags: TAGS,
        querystring: ModerationQueueQuerySchema,
        response: { 200: ModerationQueueReplySchema, ...REFUSALS },
      },
    },
    async (request) => reviewModerationQueue(database.db, request.query),
  );

  r.post(
    '/reviews/:reviewId/decision',
    {
      schema: {
        summary: 'Dismiss the reports of a review, hide it, or restore it, with a reason',
        description:
          "The reason is one of the decision's fixed list (packages/shared/src/moderation.ts); " +
          "details are required for 'other'. version is the review's moderation version the " +
          'operator saw: 409 when someone else decided it (or a new report or an edit came) ' +
          'since, or when its status does not allow the decision. The author and the reporters ' +
          'are notified (in the app, and by e-mail when SMTP is configured); audited.',
        tags: TAGS,
        params: ReviewParams,
        body: ReviewDecisionSchema,
        response: {
          200: ReviewDecisionReplySchema,
          400: ErrorReplySchema,
          ...REFUSALS,
          404: ErrorReplySchema,
          409: ErrorReplySchema,
        },
      },
    },
    async (request) =>
      service.decideReview(
        { db: database.db, notifier },
        moderatorOf(request),
        request.params.reviewId,
        request.body,
        audit.trace(request),
        clock(),
      ),
  );

  r.get(
    '/audit',
    {
      schema: {
        summary: 'The audit log, newest first, by object or actor, in pages (keyset)',
        description:
          'Admins see every entry; moderators the entries about reviews (the default) or ' +
          'grievances (403 for another ' +
          'object type). nextBeforeId asks for the next page.',
        tags: TAGS,
        querystring: AuditListQuerySchema,
        response: { 200: AuditPageSchema, 400: ErrorReplySchema, ...REFUSALS },
      },
    },
    async (request) => service.auditPage(database.db, moderatorOf(request), request.query),
  );

  r.get(
    '/audit.csv',
    {
      schema: {
        summary: 'The audit log as CSV (the filters of GET /api/admin/audit, up to 50,000 rows)',
        description:
          'text/csv, UTF-8, India time, downloaded as mandap-audit-<day>.csv. The same roles ' +
          'as GET /api/admin/audit.',
        tags: TAGS,
        querystring: AuditListQuerySchema,
        response: { 200: z.string().describe('text/csv'), 400: ErrorReplySchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await service.auditExport(
        database.db,
        moderatorOf(request),
        request.query,
        clock(),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
}
