import {
  ResendVerificationReplySchema,
  VerifyEmailReplySchema,
  VerifyEmailSchema,
} from '@mandap/shared/schemas/accounts';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { signedInOf } from '../../platform/guards';
import type { TokenAccount } from './tokens';
import { resendVerificationLink, type VerificationMail, verifyEmail } from './verification';

// Verified e-mail addresses (issue 29, decision 0069): following the link, and asking for it again.

/** What the verification routes are given (app.ts wires them). */
export interface VerificationRoutesOptions {
  database: Database;
  clock: () => Date;
  mail: VerificationMail;
}

/**
 * POST /api/account/email/verify: open to anyone. The link may be opened in another browser or
 * signed out; the token is the proof.
 */
export async function publicVerificationRoutes(
  app: FastifyInstance,
  { database, clock }: VerificationRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/account/email/verify',
    {
      schema: {
        summary: 'Follow a verification link: marks the address it was sent to verified',
        description:
          'The token from the link in the verification e-mail. Refused (400) when unknown, used, ' +
          'run out or replaced by a newer link; 409 when the account has another address now.',
        tags: ['accounts'],
        body: VerifyEmailSchema,
        response: { 200: VerifyEmailReplySchema, 400: ErrorReplySchema, 409: ErrorReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifyEmail(database.db, request.body.token, clock());
    },
  );
}

/** POST /api/account/email/verification: inside a signed-in scope (vendor or user). */
export async function verificationRoutes(
  app: FastifyInstance,
  { database, clock, mail }: VerificationRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/account/email/verification',
    {
      schema: {
        summary: 'Send the signed-in account a new link to verify its e-mail address',
        description:
          'At most 3 an hour and 10 a day per account (429 with Retry-After beyond). An address ' +
          'verified already is answered 200 with alreadyVerified, and nothing is sent.',
        tags: ['accounts'],
        response: { 200: ResendVerificationReplySchema, 429: ErrorReplySchema },
      },
    },
    async (request) => {
      const session = signedInOf(request);
      const account: TokenAccount =
        session.role === 'vendor'
          ? { role: 'vendor', vendorId: session.vendorId }
          : { role: 'user', userId: session.userId };
      return resendVerificationLink(database.db, mail, account, request.ip, clock());
    },
  );
}
