import { OPERATOR_MESSAGES, type OperatorRole, type OperatorStage } from '@mandap/shared/operators';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { guardScope, SESSION_SCHEMES } from './guards';

// The operator console's session (decision 0061): a cookie of its own, sent only to /api/admin,
// looked up in the operators module's table. A vendor's or user's cookie is never read here, and
// this one never by the vendor and user guards (platform/guards.ts), so neither passes the other.

export const OPERATOR_COOKIE = 'mandap_operator';
/** The browser sends the cookie to the console's API and nowhere else. */
const COOKIE_PATH = '/api/admin';

/** Who a live operator session belongs to, and how far its sign-in got. */
export interface OperatorSessionInfo {
  operatorId: number;
  role: OperatorRole;
  email: string;
  stage: OperatorStage;
  tokenHash: string;
}

/** The live session behind an operator cookie's token, or null (the operators module knows). */
export type OperatorSessionLookup = (token: string) => Promise<OperatorSessionInfo | null>;

declare module 'fastify' {
  interface FastifyInstance {
    lookupOperatorSession: OperatorSessionLookup;
  }
  interface FastifyRequest {
    operatorSessionCache?: OperatorSessionInfo | null;
  }
}

/** Tells the console's guard how to find a session (app.ts gives the operators module's). */
export function registerOperatorSessionLookup(
  app: FastifyInstance,
  lookup: OperatorSessionLookup,
): void {
  app.decorate('lookupOperatorSession', lookup);
}

export function operatorTokenOf(request: FastifyRequest): string | undefined {
  return parseCookie(request.headers.cookie ?? '')[OPERATOR_COOKIE];
}

/** The operator session of this request, looked up once. */
export async function operatorSessionOf(
  request: FastifyRequest,
): Promise<OperatorSessionInfo | null> {
  if (request.operatorSessionCache !== undefined) return request.operatorSessionCache;
  const token = operatorTokenOf(request);
  request.operatorSessionCache = token ? await request.server.lookupOperatorSession(token) : null;
  return request.operatorSessionCache;
}

/**
 * Declares a route scope as the console's, through the one guard of every signed-in scope
 * (guards.ts: checked before the body is read, `no-store`, declared in OpenAPI): 401 without a
 * live operator session at `stage`, and 403 for a moderator where `roles` is admins only.
 */
export function requireOperator(
  scope: FastifyInstance,
  { stage = 'signed_in', roles }: { stage?: OperatorStage; roles?: readonly OperatorRole[] } = {},
): void {
  guardScope(scope, SESSION_SCHEMES.operator, async (request) => {
    const session = await operatorSessionOf(request);
    if (!session) throw new HttpError(401, OPERATOR_MESSAGES.signIn);
    if (session.stage !== stage) {
      const message =
        session.stage === 'enrol'
          ? OPERATOR_MESSAGES.enrolFirst
          : session.stage === 'second_factor'
            ? OPERATOR_MESSAGES.secondFactorFirst
            : OPERATOR_MESSAGES.signIn;
      throw new HttpError(401, message);
    }
    if (roles && !roles.includes(session.role)) {
      throw new HttpError(403, OPERATOR_MESSAGES.adminOnly);
    }
  });
}

/** The session of a request in a requireOperator scope (its hook has already checked it). */
export function operatorOf(request: FastifyRequest): OperatorSessionInfo {
  const session = request.operatorSessionCache;
  if (!session) throw new HttpError(401, OPERATOR_MESSAGES.signIn);
  return session;
}

function cookieAttributes(request: FastifyRequest) {
  return {
    httpOnly: true,
    // The console is never reached from another site: not even a top-level link carries it.
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
  } as const;
}

export function setOperatorCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.header(
    'set-cookie',
    serializeCookie(OPERATOR_COOKIE, token, { ...cookieAttributes(request), expires: expiresAt }),
  );
}

export function clearOperatorCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(
    'set-cookie',
    serializeCookie(OPERATOR_COOKIE, '', { ...cookieAttributes(request), maxAge: 0 }),
  );
}
