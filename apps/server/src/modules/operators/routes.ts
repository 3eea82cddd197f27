import { LoginSchema } from '@mandap/shared/schemas/accounts';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import {
  DashboardPaymentsReplySchema,
  DashboardReplySchema,
  EnrolmentDoneReplySchema,
  EnrolmentReplySchema,
  OperatorCodeSchema,
  OperatorSessionReplySchema,
  OperatorSetupSchema,
} from '@mandap/shared/schemas/operators';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  clearOperatorCookie,
  operatorOf,
  operatorSessionOf,
  requireOperator,
  setOperatorCookie,
} from '../../platform/operator-session';
import type { AuditTrail } from '../audit/index';
import * as service from './service';

/** What the console's routes are given (app.ts wires them). */
export interface OperatorRoutesOptions {
  database: Database;
  clock: () => Date;
  /** Sign-ins and locks are audited (decision 0063). */
  audit: AuditTrail;
}

const TAGS = ['admin'];
const REFUSALS = { 401: ErrorReplySchema, 403: ErrorReplySchema };

/** A new session replaces the browser's old one (a fresh token at every step). */
async function replaceSession(
  request: FastifyRequest,
  reply: FastifyReply,
  started: service.StartedSession,
  { database, clock }: OperatorRoutesOptions,
) {
  const current = await operatorSessionOf(request);
  if (current) await service.endSession(database.db, current.tokenHash, clock());
  setOperatorCookie(request, reply, started.token, started.expiresAt);
  return { stage: started.stage, operator: started.operator };
}

/**
 * The console's API under /api/admin (decision 0061): the set-up link, the two steps of the
 * sign-in, and the dashboard. Every route but the set-up, the password step, the session and
 * the sign-out is in a scope whose operator check runs before validation.
 */
export async function operatorRoutes(
  app: FastifyInstance,
  options: OperatorRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = options;

  r.post(
    '/setup',
    {
      schema: {
        summary: 'Use a one-time set-up link: set the password, then enrol an authenticator',
        tags: TAGS,
        body: OperatorSetupSchema,
        response: { 200: OperatorSessionReplySchema, 404: ErrorReplySchema },
      },
    },
    async (request, reply) => {
      const started = await service.useSetupLink(database.db, request.body, clock());
      return replaceSession(request, reply, started, options);
    },
  );

  r.post(
    '/login',
    {
      schema: {
        summary: "An operator's password: the first step of the console's sign-in",
        tags: TAGS,
        body: LoginSchema,
        response: { 200: OperatorSessionReplySchema, 401: ErrorReplySchema, 429: ErrorReplySchema },
      },
    },
    async (request, reply) => {
      const started = await service.signIn(
        database.db,
        request.body,
        request.ip,
        clock(),
        options.audit.trace(request),
      );
      return replaceSession(request, reply, started, options);
    },
  );

  r.get(
    '/session',
    {
      schema: {
        summary: 'Which operator is signed in to the console, and how far (stage null: nobody)',
        tags: TAGS,
        response: { 200: OperatorSessionReplySchema },
      },
    },
    async (request) => {
      const session = await operatorSessionOf(request);
      if (!session) return { stage: null, operator: null };
      return { stage: session.stage, operator: { email: session.email, role: session.role } };
    },
  );

  r.post(
    '/logout',
    {
      schema: {
        summary: "Sign out of the console: ends the operator's session",
        tags: TAGS,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const session = await operatorSessionOf(request);
      if (session) await service.endSession(database.db, session.tokenHash, clock());
      clearOperatorCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  await app.register(async (secondFactor) => {
    requireOperator(secondFactor, { stage: 'second_factor' });
    secondFactor.withTypeProvider<ZodTypeProvider>().post(
      '/login/code',
      {
        schema: {
          summary: 'The second step of the sign-in: an authenticator code or a recovery code',
          tags: TAGS,
          body: OperatorCodeSchema,
          response: { 200: OperatorSessionReplySchema, ...REFUSALS, 429: ErrorReplySchema },
        },
      },
      async (request, reply) => {
        const started = await service.completeSignIn(
          database.db,
          operatorOf(request),
          request.body.code,
          request.ip,
          clock(),
          options.audit.trace(request),
        );
        return replaceSession(request, reply, started, options);
      },
    );
  });

  await app.register(async (enrol) => {
    requireOperator(enrol, { stage: 'enrol' });
    const e = enrol.withTypeProvider<ZodTypeProvider>();
    e.get(
      '/enrolment',
      {
        schema: {
          summary: 'The authenticator to enrol: a QR code (SVG) and its key',
          tags: TAGS,
          response: { 200: EnrolmentReplySchema, ...REFUSALS },
        },
      },
      async (request) => service.enrolment(database.db, operatorOf(request), clock()),
    );
    e.post(
      '/enrolment',
      {
        schema: {
          summary:
            'Confirm the authenticator with a code: signs in, returns ten recovery codes once',
          tags: TAGS,
          body: OperatorCodeSchema,
          response: { 200: EnrolmentDoneReplySchema, ...REFUSALS },
        },
      },
      async (request, reply) => {
        const done = await service.confirmEnrolment(
          database.db,
          operatorOf(request),
          request.body.code,
          clock(),
        );
        const session = await replaceSession(request, reply, done, options);
        return { ...session, recoveryCodes: done.recoveryCodes };
      },
    );
  });

  await app.register(async (consoleScope) => {
    requireOperator(consoleScope);
    consoleScope.withTypeProvider<ZodTypeProvider>().get(
      '/dashboard',
      {
        schema: {
          summary: "The console's first screen: listings by status, enquiries and reviews",
          tags: TAGS,
          response: { 200: DashboardReplySchema, ...REFUSALS },
        },
      },
      async () => service.dashboard(database.db, clock()),
    );
    await consoleScope.register(async (adminOnly) => {
      requireOperator(adminOnly, { roles: ['admin'] });
      adminOnly.withTypeProvider<ZodTypeProvider>().get(
        '/dashboard/payments',
        {
          schema: {
            summary: "This week's payments and refunds (admins only)",
            tags: TAGS,
            response: { 200: DashboardPaymentsReplySchema, ...REFUSALS },
          },
        },
        async () => service.dashboardPayments(database.db, clock()),
      );
    });
  });
}
