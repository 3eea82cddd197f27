import type { Language } from '@mandap/shared/messages/languages';
import { translateText } from '@mandap/shared/messages/translate';
import { PRIVACY_MESSAGES } from '@mandap/shared/privacy';
import {
  LoginSchema,
  RegisterSchema,
  type Role,
  SessionReplySchema,
  UpdateProfileSchema,
  UserProfileSchema,
  VendorProfileSchema,
} from '@mandap/shared/schemas/accounts';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sessionOf, userIdOf, vendorIdOf } from '../../platform/guards';
import { clearSessionCookie, setSessionCookie } from '../../platform/session-cookie';
import type { AuditTrail } from '../audit/index';
import { noticeUpdateFor } from '../consents/index';
import * as service from './service';
import { sendVerificationLink, type VerificationMail } from './verification';

/** What the account routes are given (app.ts wires them). */
export interface AccountRoutesOptions {
  database: Database;
  clock: () => Date;
  /** The audit trail: sign-ins and lockouts are recorded in it. */
  audit: AuditTrail;
  /** Sign-ups one address may make in an hour (the public routes; SIGNUP_LIMITS by default). */
  signupsPerAddressPerHour?: number;
  /** How a new account's verification link is sent (the public routes; decision 0069). */
  verificationMail?: VerificationMail;
}

/**
 * After a sign-up has committed: its verification link is stored, then e-mailed without holding
 * the reply. The account stands either way: a link that could not be stored is logged, and the
 * person can ask for another.
 */
async function startVerification(
  options: AccountRoutesOptions,
  account: { role: 'vendor'; vendorId: number } | { role: 'user'; userId: number },
  log: FastifyRequest['log'],
): Promise<void> {
  const { verificationMail, database, clock } = options;
  if (!verificationMail) return;
  try {
    await sendVerificationLink(database.db, verificationMail, account, clock());
  } catch (error) {
    log.error({ err: error }, 'the verification link could not be issued');
  }
}

/** A new login replaces whatever session the browser had: a fresh token every time (R5). */
async function endCurrentSession(
  request: FastifyRequest,
  { database, clock }: AccountRoutesOptions,
): Promise<void> {
  const current = await sessionOf(request);
  if (current) {
    await service.revokeSession(database.db, current.tokenHash, clock());
  }
}

/** The login routes' schema: the same for vendors and users but for the profile replied. */
function loginSchema<T extends z.ZodRawShape>(role: Role, reply: T) {
  return {
    summary: `Sign in as a ${role}; sets the session cookie`,
    description:
      'When the account was closed by its owner within the last 7 days, signing in cancels its ' +
      'deletion: the reply then carries `deletionCancelled: true` and the notice to show.',
    tags: ['accounts'],
    body: LoginSchema,
    response: {
      200: z.object({
        ...reply,
        deletionCancelled: z.literal(true).optional(),
        notice: z.string().optional(),
      }),
      401: ErrorReplySchema,
      429: ErrorReplySchema,
    },
  };
}

/** What a sign-in that cancelled its account's deletion adds to its reply (decision 0072). */
function cancelledNotice(login: { deletionCancelled: boolean }) {
  return login.deletionCancelled
    ? { deletionCancelled: true as const, notice: PRIVACY_MESSAGES.deletionCancelled }
    : {};
}

/** After a login: the new session replaces the browser's old one, in the cookie (R5). */
async function startSession<P>(
  request: FastifyRequest,
  reply: FastifyReply,
  login: service.LoginResult<P>,
  options: AccountRoutesOptions,
): Promise<P> {
  await endCurrentSession(request, options);
  setSessionCookie(request, reply, login.token, login.expiresAt);
  return login.profile;
}

/** Registration, login, logout and the current session: open to anyone. */
export async function publicAccountRoutes(
  app: FastifyInstance,
  options: AccountRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock, audit } = options;
  const signupLimit = options.signupsPerAddressPerHour ?? service.SIGNUP_LIMITS.perAddress;

  r.post(
    '/vendor/register',
    {
      schema: {
        summary: 'Register a vendor account',
        tags: ['accounts'],
        body: RegisterSchema,
        response: {
          201: z.object({ vendor: VendorProfileSchema }),
          409: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { profile, vendorId } = await service.registerVendor(
        database.db,
        request.body,
        request.ip,
        clock(),
        signupLimit,
        request.language,
      );
      await startVerification(options, { role: 'vendor', vendorId }, request.log);
      return reply.status(201).send({ vendor: profile });
    },
  );

  r.post(
    '/user/register',
    {
      schema: {
        summary: 'Register a user (couple or event planner) account',
        tags: ['accounts'],
        body: RegisterSchema,
        response: {
          201: z.object({ user: UserProfileSchema }),
          409: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { profile, userId } = await service.registerUser(
        database.db,
        request.body,
        request.ip,
        clock(),
        signupLimit,
        request.language,
      );
      await startVerification(options, { role: 'user', userId }, request.log);
      return reply.status(201).send({ user: profile });
    },
  );

  r.post(
    '/vendor/login',
    { schema: loginSchema('vendor', { vendor: VendorProfileSchema }) },
    async (request, reply) => {
      const login = await service.loginVendor(
        database.db,
        request.body,
        request.ip,
        clock(),
        audit.trace(request),
        request.headers['user-agent'] ?? null,
      );
      return {
        vendor: await startSession(request, reply, login, options),
        ...cancelledNotice(login),
      };
    },
  );

  r.post(
    '/user/login',
    { schema: loginSchema('user', { user: UserProfileSchema }) },
    async (request, reply) => {
      const login = await service.loginUser(
        database.db,
        request.body,
        request.ip,
        clock(),
        audit.trace(request),
        request.headers['user-agent'] ?? null,
      );
      return {
        user: await startSession(request, reply, login, options),
        ...cancelledNotice(login),
      };
    },
  );

  r.get(
    '/session',
    {
      schema: {
        summary:
          'Who is signed in: a vendor, a user, or nobody (role null); and a newer privacy notice to accept',
        tags: ['accounts'],
        response: { 200: SessionReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await sessionOf(request);
      // With the notice the account has yet to accept, if any: the web shows what changed, in
      // the request's language (issue 32).
      if (session?.role === 'vendor') {
        const { vendorId } = session;
        return {
          role: 'vendor' as const,
          vendor: await service.getVendorProfile(database.db, vendorId),
          noticeUpdate: inLanguage(
            await noticeUpdateFor(database.db, { role: 'vendor', vendorId }),
            request.language,
          ),
        };
      }
      if (session?.role === 'user') {
        const { userId } = session;
        return {
          role: 'user' as const,
          user: await service.getUserProfile(database.db, userId),
          noticeUpdate: inLanguage(
            await noticeUpdateFor(database.db, { role: 'user', userId }),
            request.language,
          ),
        };
      }
      return { role: null };
    },
  );

  r.post(
    '/session/logout',
    {
      schema: {
        summary: 'Sign out: revokes the session',
        tags: ['accounts'],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await endCurrentSession(request, options);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
}

/** The signed-in vendor's own account; registered inside the vendor scope. */
export async function vendorAccountRoutes(
  app: FastifyInstance,
  { database, clock }: AccountRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/profile',
    {
      schema: {
        summary: "The signed-in vendor's profile",
        tags: ['vendor'],
        response: { 200: VendorProfileSchema, 401: ErrorReplySchema },
      },
    },
    async (request) => service.getVendorProfile(database.db, vendorIdOf(request)),
  );

  r.put(
    '/profile',
    {
      schema: {
        summary:
          "Edit the signed-in vendor's name and phone (the e-mail changes through POST /api/account/email)",
        tags: ['vendor'],
        body: UpdateProfileSchema,
        response: { 200: VendorProfileSchema, 401: ErrorReplySchema },
      },
    },
    async (request) =>
      service.updateVendorProfile(database.db, vendorIdOf(request), request.body, clock()),
  );
}

/** The signed-in user's own account; registered inside the user scope. */
export async function userAccountRoutes(
  app: FastifyInstance,
  { database }: AccountRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/profile',
    {
      schema: {
        summary: "The signed-in user's profile",
        tags: ['user'],
        response: { 200: UserProfileSchema, 401: ErrorReplySchema },
      },
    },
    async (request) => service.getUserProfile(database.db, userIdOf(request)),
  );
}

/** A notice update's list of changes in `language` (the catalogue's Hindi of each). */
function inLanguage<T extends { changes: readonly string[] } | null>(
  update: T,
  language: Language,
): T {
  return update === null
    ? update
    : { ...update, changes: update.changes.map((change) => translateText(change, language)) };
}
