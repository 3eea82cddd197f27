import {
  LoginSchema,
  RegisterSchema,
  SessionReplySchema,
  UpdateProfileSchema,
  UserProfileSchema,
  VendorProfileSchema,
} from '@mandap/shared/schemas/accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clearSessionCookie,
  revokeSession,
  sessionOf,
  setSessionCookie,
  userIdOf,
  vendorIdOf,
} from '../../platform/sessions';
import * as service from './service';

const ErrorSchema = z.object({
  message: z.string(),
  kind: z.enum(['auth', 'account', 'rate_limited']).optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

/** A new login replaces whatever session the browser had: a fresh token every time (R5). */
async function endCurrentSession(request: FastifyRequest): Promise<void> {
  const current = await sessionOf(request);
  if (current) {
    const { database, clock } = request.server.deps;
    await revokeSession(database.db, current.tokenHash, clock());
  }
}

/** Registration, login, logout and the current session: open to anyone. */
export async function publicAccountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = app.deps;

  r.post(
    '/vendor/register',
    {
      schema: {
        summary: 'Register a vendor account',
        tags: ['accounts'],
        body: RegisterSchema,
        response: { 201: z.object({ vendor: VendorProfileSchema }), 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const vendor = await service.registerVendor(database.db, request.body);
      return reply.status(201).send({ vendor });
    },
  );

  r.post(
    '/user/register',
    {
      schema: {
        summary: 'Register a user (couple or event planner) account',
        tags: ['accounts'],
        body: RegisterSchema,
        response: { 201: z.object({ user: UserProfileSchema }), 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await service.registerUser(database.db, request.body);
      return reply.status(201).send({ user });
    },
  );

  r.post(
    '/vendor/login',
    {
      schema: {
        summary: 'Sign in as a vendor; sets the session cookie',
        tags: ['accounts'],
        body: LoginSchema,
        response: {
          200: z.object({ vendor: VendorProfileSchema }),
          401: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await service.loginVendor(database.db, request.body, request.ip, clock());
      await endCurrentSession(request);
      setSessionCookie(request, reply, result.token, result.expiresAt);
      return { vendor: result.profile };
    },
  );

  r.post(
    '/user/login',
    {
      schema: {
        summary: 'Sign in as a user; sets the session cookie',
        tags: ['accounts'],
        body: LoginSchema,
        response: {
          200: z.object({ user: UserProfileSchema }),
          401: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await service.loginUser(database.db, request.body, request.ip, clock());
      await endCurrentSession(request);
      setSessionCookie(request, reply, result.token, result.expiresAt);
      return { user: result.profile };
    },
  );

  r.get(
    '/session',
    {
      schema: {
        summary: 'Who is signed in: a vendor, a user, or nobody (role null)',
        tags: ['accounts'],
        response: { 200: SessionReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await sessionOf(request);
      if (session?.role === 'vendor') {
        return {
          role: 'vendor' as const,
          vendor: await service.getVendorProfile(database.db, session.vendorId),
        };
      }
      if (session?.role === 'user') {
        return {
          role: 'user' as const,
          user: await service.getUserProfile(database.db, session.userId),
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
      await endCurrentSession(request);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
}

/** The signed-in vendor's own account; registered inside the vendor scope. */
export async function vendorAccountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = app.deps;

  r.get(
    '/profile',
    {
      schema: {
        summary: "The signed-in vendor's profile",
        tags: ['vendor'],
        response: { 200: VendorProfileSchema, 401: ErrorSchema },
      },
    },
    async (request) => service.getVendorProfile(database.db, vendorIdOf(request)),
  );

  r.put(
    '/profile',
    {
      schema: {
        summary: "Edit the signed-in vendor's name, email and phone",
        tags: ['vendor'],
        body: UpdateProfileSchema,
        response: { 200: VendorProfileSchema, 401: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) =>
      service.updateVendorProfile(database.db, vendorIdOf(request), request.body, clock()),
  );
}

/** The signed-in user's own account; registered inside the user scope. */
export async function userAccountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;
  r.get(
    '/profile',
    {
      schema: {
        summary: "The signed-in user's profile",
        tags: ['user'],
        response: { 200: UserProfileSchema, 401: ErrorSchema },
      },
    },
    async (request) => service.getUserProfile(database.db, userIdOf(request)),
  );
}
