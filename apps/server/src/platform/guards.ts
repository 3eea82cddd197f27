import type { Language } from '@mandap/shared/messages/languages';
import type { Role } from '@mandap/shared/schemas/accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { useAccountLanguage } from './language';
import { sessionTokenOf } from './session-cookie';

/** Who a live session belongs to; the accounts module finds it from the cookie's token. */
export type SessionInfo = (
  | { role: 'vendor'; vendorId: number; tokenHash: string }
  | { role: 'user'; userId: number; tokenHash: string }
) & {
  /** The account's language (issue 32), read with the session: no query of its own. */
  language?: Language;
};

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
  // A signed-in person without a language cookie is answered in their account's language.
  if (request.sessionCache?.language) useAccountLanguage(request, request.sessionCache.language);
  return request.sessionCache;
}

const SIGN_IN_MESSAGES: Record<Role, string> = {
  vendor: 'Please sign in as a vendor to continue.',
  user: 'Please sign in to continue.',
};

/** The OpenAPI security scheme of each kind of scope: the session cookie of that role, or either. */
export const SESSION_SCHEMES = {
  vendor: 'vendorSession',
  user: 'userSession',
  signedIn: 'session',
  /** The operator console's own cookie (platform/operator-session.ts, decision 0061). */
  operator: 'operatorSession',
} as const;

/**
 * Guards every route registered in `scope` (and its children):
 * - The check runs in `onRequest`, before the body is read or validated, so a request without the
 *   right session learns nothing of a route's fields and costs no parsing (issue 27, finding 6).
 * - The reply is never stored by any cache, a browser's included, whatever the route or an error
 *   sets (finding 5): `no-store` before the route runs and again just before sending.
 * - Each route declares the session it needs in the OpenAPI document, where the tests find every
 *   guarded route (decision 0059).
 */
export function guardScope(
  scope: FastifyInstance,
  scheme: (typeof SESSION_SCHEMES)[keyof typeof SESSION_SCHEMES],
  /** Throws the refusal (an HttpError) unless the request's session may use the scope. */
  check: (request: FastifyRequest) => Promise<void>,
): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ [scheme]: [] }] };
  });
  scope.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await check(request);
  });
  scope.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/**
 * Declares a whole route scope as one role's: every route registered in `scope` answers 401
 * unless the request carries a live session of that role (R5, spec 6).
 */
export function requireRole(scope: FastifyInstance, role: Role): void {
  guardScope(scope, SESSION_SCHEMES[role], async (request) => {
    if ((await sessionOf(request))?.role !== role) throw new HttpError(401, SIGN_IN_MESSAGES[role]);
  });
}

/**
 * Declares a route scope as any signed-in person's, user or vendor (Chat, notifications): 401
 * without a live session.
 */
export function requireSignedIn(scope: FastifyInstance): void {
  guardScope(scope, SESSION_SCHEMES.signedIn, async (request) => {
    if (!(await sessionOf(request))) throw new HttpError(401, SIGN_IN_MESSAGES.user);
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
