import {
  AccountLanguageSchema,
  AccountProfileSchema,
  AccountSessionParamsSchema,
  AccountSessionsSchema,
  ChangePasswordSchema,
  SignedOutOthersSchema,
  UpdateContactSchema,
} from '@mandap/shared/schemas/accounts';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { signedInOf } from '../../platform/guards';
import type { AuditTrail } from '../audit/index';
import * as account from './account-service';
import type { AccountMail } from './recovery-mail';

/** What the account page's routes are given (app.ts wires them). */
export interface AccountPageRoutesOptions {
  database: Database;
  clock: () => Date;
  audit: AuditTrail;
  /** The notice of a password change; nothing is sent without SMTP_URL. */
  mail: AccountMail;
}

const TAGS = ['account'];

/**
 * The account page of the signed-in person, vendor or user alike (issue 29, decision 0070):
 * registered inside a requireSignedIn scope at /api/account, so every route answers 401 before
 * its body is read, and never to another account's session.
 */
export async function accountPageRoutes(
  app: FastifyInstance,
  { database, clock, audit, mail }: AccountPageRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/profile',
    {
      schema: {
        summary: "The signed-in account's profile, vendor or user",
        tags: TAGS,
        response: { 200: AccountProfileSchema, 401: ErrorReplySchema },
      },
    },
    async (request) => account.getAccountProfile(database.db, signedInOf(request)),
  );

  r.patch(
    '/profile',
    {
      schema: {
        summary: "Edit the signed-in account's name and phone",
        tags: TAGS,
        body: UpdateContactSchema,
        response: { 200: AccountProfileSchema, 400: ErrorReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request) =>
      account.updateContact(database.db, signedInOf(request), request.body, clock()),
  );

  r.post(
    '/password',
    {
      schema: {
        summary:
          'Change the password (the current one is checked and counted as a sign-in); every other session ends',
        tags: TAGS,
        body: ChangePasswordSchema,
        response: {
          204: z.null(),
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          403: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const now = clock();
      const changed = await account.changePassword(
        database.db,
        signedInOf(request),
        request.body,
        request.ip,
        now,
        audit.trace(request),
      );
      const { account: who } = changed;
      await mail.queue({
        kind: 'password_changed_here',
        role: who.role,
        accountId: who.role === 'vendor' ? who.vendorId : who.userId,
        changedAt: now.toISOString(),
      });
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/language',
    {
      schema: {
        summary: "The signed-in account's language: its e-mails', and the site's without a cookie",
        tags: TAGS,
        response: { 200: AccountLanguageSchema, 401: ErrorReplySchema },
      },
    },
    async (request) => ({
      language: await account.getAccountLanguage(database.db, signedInOf(request)),
    }),
  );

  r.put(
    '/language',
    {
      schema: {
        summary: "Set the signed-in account's language (English or Hindi)",
        tags: TAGS,
        body: AccountLanguageSchema,
        response: { 204: z.null(), 400: ErrorReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request, reply) => {
      await account.setAccountLanguage(
        database.db,
        signedInOf(request),
        request.body.language,
        clock(),
      );
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/sessions',
    {
      schema: {
        summary: 'Where the account is signed in: its live sessions, this one first',
        tags: TAGS,
        response: { 200: AccountSessionsSchema, 401: ErrorReplySchema },
      },
    },
    async (request) => ({
      sessions: await account.listSessions(
        database.db,
        signedInOf(request),
        clock(),
        request.language,
      ),
    }),
  );

  r.delete(
    '/sessions/:id',
    {
      schema: {
        summary: "Sign out one of the account's other sessions",
        tags: TAGS,
        params: AccountSessionParamsSchema,
        response: {
          204: z.null(),
          401: ErrorReplySchema,
          404: ErrorReplySchema,
          409: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      await account.signOutSession(
        database.db,
        signedInOf(request),
        request.params.id,
        clock(),
        audit.trace(request),
      );
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/sessions/sign-out-others',
    {
      schema: {
        summary: 'Sign out every session of the account but this one',
        tags: TAGS,
        response: { 200: SignedOutOthersSchema, 401: ErrorReplySchema },
      },
    },
    async (request) => ({
      ended: await account.signOutOthers(
        database.db,
        signedInOf(request),
        clock(),
        audit.trace(request),
      ),
    }),
  );
}
