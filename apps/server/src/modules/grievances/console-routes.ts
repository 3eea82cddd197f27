import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import {
  GRIEVANCE_CONSOLE_PAGE_SIZE,
  GrievanceAcknowledgeSchema,
  GrievanceCloseSchema,
  type GrievanceDetail,
  GrievanceDetailSchema,
  type GrievanceListItem,
  GrievanceListQuerySchema,
  GrievanceListReplySchema,
  GrievanceReferenceParamsSchema,
  GrievanceReplySchema,
  grievanceOutcomeWords,
} from '@mandap/shared/schemas/grievances';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { operatorOf, requireOperator } from '../../platform/operator-session';
import type { AuditTrail } from '../audit/index';
import {
  acknowledgeGrievance,
  type ConsoleStep,
  closeGrievance,
  type GrievanceMail,
  type GrievanceSummary,
  grievanceDetail,
  listClosedGrievances,
  listGrievances,
  replyToGrievance,
} from './service';

/** What the console's grievance routes are given (app.ts wires them under /api/admin). */
export interface GrievanceConsoleRoutesOptions {
  database: Database;
  clock: () => Date;
  mail: GrievanceMail;
  audit: AuditTrail;
}

const TAGS = ['admin'];
const REFUSALS = { 401: ErrorReplySchema, 403: ErrorReplySchema };
const WRITE_REPLIES = {
  200: GrievanceDetailSchema,
  400: ErrorReplySchema,
  ...REFUSALS,
  404: ErrorReplySchema,
  409: ErrorReplySchema,
};

function iso(at: Date | null): string | null {
  return at ? at.toISOString() : null;
}

function listItem(g: GrievanceSummary): GrievanceListItem {
  return {
    reference: g.reference,
    name: g.name,
    subject: g.subject,
    status: g.status,
    version: g.version,
    receivedAt: g.receivedAt.toISOString(),
    acknowledgedAt: iso(g.acknowledgedAt),
    closedAt: iso(g.closedAt),
    ageMs: g.ageMs,
    acknowledgeBy: g.acknowledgeBy.toISOString(),
    resolveBy: g.resolveBy.toISOString(),
    acknowledgementOverdue: g.acknowledgementOverdue,
    resolutionOverdue: g.resolutionOverdue,
    overdueByMs: g.overdueByMs,
    nextDeadline: iso(g.nextDeadline),
  };
}

async function detailOf(
  database: Database,
  reference: string,
  now: Date,
): Promise<GrievanceDetail> {
  const { summary, replies, linked } = await grievanceDetail(database.db, reference, now);
  return {
    ...listItem(summary),
    email: summary.email,
    details: summary.details,
    link: summary.link,
    outcome: summary.outcome,
    outcomeCode: summary.outcomeCode,
    account:
      summary.userId !== null
        ? { kind: 'user', id: summary.userId }
        : summary.vendorId !== null
          ? { kind: 'vendor', id: summary.vendorId }
          : null,
    replies: replies.map((r) => ({
      id: r.id,
      body: r.body,
      author: r.author,
      createdAt: r.createdAt.toISOString(),
      emailedAt: iso(r.emailedAt),
    })),
    linked,
  };
}

/**
 * The console's grievances (decision 0064), under /api/admin, for moderators and admins alike:
 * the list against the deadlines, one grievance with its thread and what it links to, and the
 * officer's three steps (acknowledge, reply, close), each audited and refused with 409 when the
 * grievance's version moved since the operator saw it.
 */
export async function grievanceConsoleRoutes(
  app: FastifyInstance,
  { database, clock, mail, audit }: GrievanceConsoleRoutesOptions,
): Promise<void> {
  requireOperator(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  const stepOf = (request: FastifyRequest, version: number): ConsoleStep => {
    const session = operatorOf(request);
    return {
      version,
      operator: {
        operatorId: session.operatorId,
        role: session.role,
        trace: audit.trace(request),
      },
    };
  };

  r.get(
    '/grievances',
    {
      schema: {
        summary: 'Grievances against their deadlines: open ones overdue first, or closed ones',
        description:
          'state=open (default): every grievance not closed, overdue first (the most overdue ' +
          'first), then the oldest first, with its age and deadlines (48 hours to acknowledge, ' +
          'one month to resolve). state=closed: the most recently closed first. ' +
          `${GRIEVANCE_CONSOLE_PAGE_SIZE} a page.`,
        tags: TAGS,
        querystring: GrievanceListQuerySchema,
        response: { 200: GrievanceListReplySchema, 400: ErrorReplySchema, ...REFUSALS },
      },
    },
    async (request) => {
      const now = clock();
      const { state, page } = request.query;
      const offset = (page - 1) * GRIEVANCE_CONSOLE_PAGE_SIZE;
      if (state === 'closed') {
        const closed = await listClosedGrievances(database.db, now, {
          limit: GRIEVANCE_CONSOLE_PAGE_SIZE,
          offset,
        });
        return {
          items: closed.items.map(listItem),
          total: closed.total,
          overdue: 0,
          page,
          pageSize: GRIEVANCE_CONSOLE_PAGE_SIZE,
        };
      }
      const open = await listGrievances(database.db, now);
      return {
        items: open.slice(offset, offset + GRIEVANCE_CONSOLE_PAGE_SIZE).map(listItem),
        total: open.length,
        overdue: open.filter((g) => g.overdueByMs > 0).length,
        page,
        pageSize: GRIEVANCE_CONSOLE_PAGE_SIZE,
      };
    },
  );

  r.get(
    '/grievances/:reference',
    {
      schema: {
        summary: 'One grievance: what its sender wrote, the replies, and what its link names',
        description:
          'The listing and the review its link names are read as they are now (null when ' +
          'it names none or they are gone). version is what the three steps send back.',
        tags: TAGS,
        params: GrievanceReferenceParamsSchema,
        response: {
          200: GrievanceDetailSchema,
          400: ErrorReplySchema,
          ...REFUSALS,
          404: ErrorReplySchema,
        },
      },
    },
    async (request) => detailOf(database, request.params.reference, clock()),
  );

  r.post(
    '/grievances/:reference/acknowledge',
    {
      schema: {
        summary: 'Acknowledge a grievance: the officer has read it (48 hours)',
        description:
          "version is the grievance's version the operator saw: 409 when it moved (someone " +
          'else acted), or the grievance is acknowledged already or closed. Audited.',
        tags: TAGS,
        params: GrievanceReferenceParamsSchema,
        body: GrievanceAcknowledgeSchema,
        response: WRITE_REPLIES,
      },
    },
    async (request) => {
      const now = clock();
      const { reference } = request.params;
      await acknowledgeGrievance(
        database.db,
        reference,
        now,
        stepOf(request, request.body.version),
      );
      return detailOf(database, reference, now);
    },
  );

  r.post(
    '/grievances/:reference/replies',
    {
      schema: {
        summary: "Reply to a grievance's sender: stored in its thread and e-mailed",
        description:
          'The reply is e-mailed to the address the sender gave (a job after the commit, when ' +
          'SMTP is configured) and acknowledges an open grievance. 409 when the version moved ' +
          'or the grievance is closed. Audited.',
        tags: TAGS,
        params: GrievanceReferenceParamsSchema,
        body: GrievanceReplySchema,
        response: WRITE_REPLIES,
      },
    },
    async (request) => {
      const now = clock();
      const { reference } = request.params;
      const step = stepOf(request, request.body.version);
      await replyToGrievance(
        database.db,
        mail,
        reference,
        { body: request.body.body, author: operatorOf(request).email },
        now,
        step,
      );
      return detailOf(database, reference, now);
    },
  );

  r.post(
    '/grievances/:reference/close',
    {
      schema: {
        summary: 'Close a grievance with an outcome from the list and details',
        description:
          "outcome is one of the close form's list (packages/shared/src/grievances.ts); " +
          "details (up to 1,800 characters) are required for 'other'. The outcome's words and " +
          'the details are e-mailed to the sender as the last reply; a closed grievance cannot ' +
          'change. 409 when the version moved or it is closed already. Audited.',
        tags: TAGS,
        params: GrievanceReferenceParamsSchema,
        body: GrievanceCloseSchema,
        response: WRITE_REPLIES,
      },
    },
    async (request) => {
      const now = clock();
      const { reference } = request.params;
      const { outcome, details, version } = request.body;
      const words = grievanceOutcomeWords(outcome, details);
      await closeGrievance(
        database.db,
        mail,
        reference,
        { outcome: words, code: outcome, details, author: operatorOf(request).email },
        now,
        stepOf(request, version),
      );
      return detailOf(database, reference, now);
    },
  );
}
