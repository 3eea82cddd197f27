import {
  DisputeBodySchema,
  DisputeDecisionBodySchema,
  DisputeQueueQuerySchema,
  DisputeQueueSchema,
  QueuedDisputeSchema,
  StatementLineSchema,
  StatementListSchema,
  StatementSchema,
} from '@mandap/shared/schemas/commission';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { vendorIdOf } from '../../platform/guards';
import { operatorOf, requireOperator } from '../../platform/operator-session';
import type { AuditTrail } from '../audit/index';
import type { Notifier } from '../notifications/index';
import { decideDispute, disputeLine, disputeQueue } from './disputes';
import { getStatement, listStatements } from './statements';

// Commission statements and their disputes (issue 30, decision 0075): the vendor's statements
// and disputes inside the vendor scope (/api/vendor), the console's queue under /api/admin.

/** What the commission routes are given (app.ts wires them). */
export interface CommissionRoutesOptions {
  database: Database;
  clock: () => Date;
  audit: AuditTrail;
  notifier: Notifier;
}

const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(2 ** 53 - 1, message);
const StatementParams = z.object({
  statementId: id('A statement is named by its number, for example 12.'),
});
const LineParams = StatementParams.extend({
  lineId: id('A line is named by its number, for example 40.'),
});
const DecisionParams = z.object({
  lineId: id('A line is named by its number, for example 40.'),
});

/** The signed-in vendor's statements and disputes; inside the vendor scope. */
export async function vendorCommissionRoutes(
  app: FastifyInstance,
  { database, clock, audit }: CommissionRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/billing/statements',
    {
      schema: {
        summary: "The vendor's monthly commission statements, newest month first",
        description:
          'Each with its number of lines, the commission of the lines that stand (accepted ' +
          'disputes applied), its status and the end of its dispute window.',
        tags: ['billing'],
        response: { 200: StatementListSchema, 401: ErrorReplySchema },
      },
    },
    async (request) => listStatements(database.db, vendorIdOf(request)),
  );

  r.get(
    '/billing/statements/:statementId',
    {
      schema: {
        summary: 'One commission statement: its lines, totals and disputes',
        description:
          "Each line's couple's answer is read from the enquiry now. 404 for another vendor's.",
        tags: ['billing'],
        params: StatementParams,
        response: {
          200: StatementSchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          404: ErrorReplySchema,
        },
      },
    },
    async (request) =>
      getStatement(database.db, vendorIdOf(request), request.params.statementId, clock()),
  );

  r.post(
    '/billing/statements/:statementId/lines/:lineId/dispute',
    {
      schema: {
        summary: 'Dispute a line of a statement, within its window, with a reason and a note',
        description:
          'reason: cancelled, not_genuine or wrong_value (with rightValue, the right value in ' +
          'rupees as typed). A line is disputed once. 409 after the window (7 days from issue), ' +
          'once invoiced, or when disputed already. An admin decides it; audited.',
        tags: ['billing'],
        params: LineParams,
        body: DisputeBodySchema,
        response: {
          200: StatementLineSchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          404: ErrorReplySchema,
          409: ErrorReplySchema,
        },
      },
    },
    async (request) =>
      disputeLine(
        database.db,
        vendorIdOf(request),
        request.params.statementId,
        request.params.lineId,
        request.body,
        audit.trace(request),
        clock(),
      ),
  );
}

/** The console's commission disputes (admins: money is theirs, decision 0061), under /api/admin. */
export async function commissionConsoleRoutes(
  app: FastifyInstance,
  { database, clock, audit, notifier }: CommissionRoutesOptions,
): Promise<void> {
  requireOperator(app, { roles: ['admin'] });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/commission/disputes',
    {
      schema: {
        summary: 'Disputed statement lines: undecided (oldest first) or decided (latest first)',
        description:
          "Admins only. Each with the vendor, the booking, the couple's answer, the dispute and " +
          'the commission the line would carry if the dispute were accepted; up to 200.',
        tags: ['admin'],
        querystring: DisputeQueueQuerySchema,
        response: {
          200: DisputeQueueSchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          403: ErrorReplySchema,
        },
      },
    },
    async (request) => disputeQueue(database.db, request.query.state),
  );

  r.post(
    '/commission/lines/:lineId/decision',
    {
      schema: {
        summary: 'Accept or reject a dispute, with a note the vendor is told',
        description:
          'accept: the vendor is right (a cancelled or not-genuine line is dropped; a wrong ' +
          'value counts at the right one); reject: the line stands. 409 when decided already. ' +
          'The vendor is notified (in the app and by e-mail); audited.',
        tags: ['admin'],
        params: DecisionParams,
        body: DisputeDecisionBodySchema,
        response: {
          200: QueuedDisputeSchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          403: ErrorReplySchema,
          404: ErrorReplySchema,
          409: ErrorReplySchema,
        },
      },
    },
    async (request) => {
      const session = operatorOf(request);
      return decideDispute(
        { db: database.db, notifier },
        { operatorId: session.operatorId, role: session.role },
        request.params.lineId,
        request.body,
        audit.trace(request),
        clock(),
      );
    },
  );
}
