import {
  AcceptNoticeSchema,
  ConsentsReplySchema,
  UpdateConsentsSchema,
} from '@mandap/shared/schemas/consents';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { signedInOf } from '../../platform/guards';
import { acceptNotice, type ConsentAccount, getConsents, setMarketingEmails } from './service';

/** What the consent routes are given (app.ts wires them). */
export interface ConsentRoutesOptions {
  database: Database;
  clock: () => Date;
}

/** The signed-in person's account, whose ledger the routes read and write. */
function accountOf(request: FastifyRequest): ConsentAccount {
  const session = signedInOf(request);
  return session.role === 'vendor'
    ? { role: 'vendor', vendorId: session.vendorId }
    : { role: 'user', userId: session.userId };
}

/** The consent ledger of whoever is signed in, vendor or user; inside the signed-in scope. */
export async function consentRoutes(
  app: FastifyInstance,
  { database, clock }: ConsentRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/account/consents',
    {
      schema: {
        summary: "The signed-in person's consents: marketing e-mails, the notice accepted, history",
        description:
          'User or vendor session. The current marketing choice, the notice version in force and ' +
          'the one the account accepted, and the ledger newest first (decision 0071).',
        tags: ['privacy'],
        response: { 200: ConsentsReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request) => getConsents(database.db, accountOf(request)),
  );

  r.put(
    '/account/consents',
    {
      schema: {
        summary: 'Turn marketing e-mails on or off',
        description:
          'User or vendor session. Each change is a new row of the ledger; asking for the ' +
          'current choice records nothing. Answers as GET does.',
        tags: ['privacy'],
        body: UpdateConsentsSchema,
        response: { 200: ConsentsReplySchema, 400: ErrorReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request) =>
      setMarketingEmails(database.db, accountOf(request), request.body.marketingEmails, clock()),
  );

  r.post(
    '/account/notice-acceptance',
    {
      schema: {
        summary: 'Accept the privacy notice in force ("I have read this")',
        description:
          'User or vendor session. `version` is the one shown (from the session reply’s ' +
          '`noticeUpdate`); another than the one in force is 409. Answers as GET /account/consents.',
        tags: ['privacy'],
        body: AcceptNoticeSchema,
        response: {
          200: ConsentsReplySchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          409: ErrorReplySchema,
        },
      },
    },
    async (request) => acceptNotice(database.db, accountOf(request), request.body.version, clock()),
  );
}
