import type { Role } from '@mandap/shared/schemas/accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { sessionTokenOf } from './session-cookie';

/** Who a live session belongs to; the accounts module finds it from the cookie's token. */
export type SessionInfo =
  | { role: 'vendor'; vendorId: number; tokenHash: string }
  | { role: 'user'; userId: number; tokenHash: string };

/** The live session behind a cookie's token, or null (the accounts module knows how). */
export type SessionLookup = (token: string) => Promise<SessionInfo | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once by registerSessionLookup; platform asks, accounts answers. */
    lookupSession: SessionLookup;
  }
  interface FastifyRequest {
    /** Undefined until looked up: only routes that need the session pay for the query. */
    sessionCache?: SessionInfo | null;
  }
}

/** Tells the guards how to find a session (app.ts gives the accounts module's lookup). */
export function registerSessionLookup(app: FastifyInstance, lookup: SessionLookup): void {
  app.decorate('lookupSession', lookup);
}

/** The session of this request, looked up once. */
export async function sessionOf(request: FastifyRequest): Promise<SessionInfo | null> {
  if (request.sessionCache !== undefined) return request.sessionCache;
  const token = sessionTokenOf(request);
  request.sessionCache = token ? await request.server.lookupSession(token) : null;
  return request.sessionCache;
}

const SIGN_IN_MESSAGES: Record<Role, string> = {
  vendor: 'Please sign in as a vendor to continue.',
  user: 'Please sign in to continue.',
};

/**
 * Declares a whole route scope as one role's: every route registered in `scope` answers 401
 * unless the request carries a live session of that role (R5, spec 6).
 */
export function requireRole(scope: FastifyInstance, role: Role): void {
  scope.addHook('preHandler', async (request) => {
    const session = await sessionOf(request);
    if (session?.role !== role) throw new HttpError(401, SIGN_IN_MESSAGES[role]);
  });
}

/**
 * Declares a route scope as any signed-in person's, user or vendor (Chat, notifications): 401
 * without a live session.
 */
export function requireSignedIn(scope: FastifyInstance): void {
  scope.addHook('preHandler', async (request) => {
    const session = await sessionOf(request);
    if (!session) throw new HttpError(401, SIGN_IN_MESSAGES.user);
  });
}

/** The session of a request in a requireSignedIn scope. */
export function signedInOf(request: FastifyRequest): SessionInfo {
  const session = request.sessionCache;
  if (!session) throw new HttpError(401, SIGN_IN_MESSAGES.user);
  return session;
}

/** The vendor id of a vendor-scoped request (the scope hook has already checked the role). */
export function vendorIdOf(request: FastifyRequest): number {
  const session = request.sessionCache;
  if (session?.role !== 'vendor') throw new HttpError(401, SIGN_IN_MESSAGES.vendor);
  return session.vendorId;
}

export function userIdOf(request: FastifyRequest): number {
  const session = request.sessionCache;
  if (session?.role !== 'user') throw new HttpError(401, SIGN_IN_MESSAGES.user);
  return session.userId;
}
