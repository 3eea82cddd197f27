import {
  ChangeEmailSchema,
  ConfirmEmailSchema,
  EmailConfirmedReplySchema,
  ForgotPasswordSchema,
  LinkSentReplySchema,
  ResetPasswordSchema,
} from '@mandap/shared/schemas/account-recovery';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { signedInOf } from '../../platform/guards';
import type { AuditTrail } from '../audit/index';
import * as recovery from './recovery';
import type { AccountMail } from './recovery-mail';

/** What the routes of "Forgot password?" and of a change of address are given (app.ts). */
export interface RecoveryRoutesOptions {
  database: Database;
  clock: () => Date;
  audit: AuditTrail;
  mail: AccountMail;
}

/**
 * Open to anyone: asking for a reset link, setting a new password with one, and following the
 * link that confirms a new address (the token proves who it is for; the link may be opened on
 * another device than the one signed in).
 */
export async function publicRecoveryRoutes(
  app: FastifyInstance,
  { database, clock, audit, mail }: RecoveryRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const role of ['vendor', 'user'] as const) {
    r.post(
      `/${role}/password/forgot`,
      {
        schema: {
          summary: `Ask for a link to set a new ${role} password; the same 202 whether the address has an account or not`,
          tags: ['accounts'],
          body: ForgotPasswordSchema,
          response: { 202: LinkSentReplySchema, 400: ErrorReplySchema, 429: ErrorReplySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const sent = await recovery.requestPasswordReset(database.db, mail, {
          role,
          email: request.body.email,
          address: request.ip,
          now: clock(),
        });
        return reply.status(202).send(sent);
      },
    );

    r.post(
      `/${role}/password/reset`,
      {
        schema: {
          summary: `Set a new ${role} password with an e-mailed link; ends every session of the account`,
          tags: ['accounts'],
          body: ResetPasswordSchema,
          response: { 204: z.null(), 400: ErrorReplySchema, 410: ErrorReplySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        await recovery.resetPassword(database.db, mail, {
          role,
          input: request.body,
          now: clock(),
          trace: audit.trace(request),
        });
        return reply.status(204).send(null);
      },
    );
  }

  r.post(
    '/account/email/confirm',
    {
      schema: {
        summary: 'Follow the link sent to a new e-mail address: the account moves to it',
        tags: ['accounts'],
        body: ConfirmEmailSchema,
        response: {
          200: EmailConfirmedReplySchema,
          400: ErrorReplySchema,
          409: ErrorReplySchema,
          410: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return recovery.confirmEmailChange(database.db, mail, {
        token: request.body.token,
        now: clock(),
        trace: audit.trace(request),
      });
    },
  );
}

/** The signed-in person's (vendor or user) change of address; registered in a signed-in scope. */
export async function accountEmailRoutes(
  app: FastifyInstance,
  { database, clock, mail }: RecoveryRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/email',
    {
      schema: {
        summary:
          'Ask to move the account to a new e-mail address (current password required): a link to it confirms',
        tags: ['accounts'],
        body: ChangeEmailSchema,
        response: {
          202: LinkSentReplySchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          403: ErrorReplySchema,
          409: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const session = signedInOf(request);
      const account =
        session.role === 'vendor'
          ? { role: 'vendor' as const, vendorId: session.vendorId }
          : { role: 'user' as const, userId: session.userId };
      const sent = await recovery.requestEmailChange(database.db, mail, {
        account,
        input: request.body,
        address: request.ip,
        now: clock(),
      });
      return reply.status(202).send(sent);
    },
  );
}
