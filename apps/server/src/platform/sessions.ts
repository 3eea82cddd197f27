import { createHash, randomBytes } from 'node:crypto';
import { LIMITS } from '@mandap/shared/limits';
import type { Role } from '@mandap/shared/schemas/accounts';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { loginFailures, sessions } from '../db/schema/accounts';
import { HttpError } from './errors';

export const SESSION_COOKIE = 'mandap_session';

export type SessionInfo =
  | { role: 'vendor'; vendorId: number; tokenHash: string }
  | { role: 'user'; userId: number; tokenHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Undefined until looked up: only routes that need the session pay for the query. */
    sessionCache?: SessionInfo | null;
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session: a fresh 256-bit token for the cookie, only its hash in the table (R5). */
export async function createSession(
  db: Db,
  account: { role: 'vendor'; vendorId: number } | { role: 'user'; userId: number },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LIMITS.sessionLifetimeMs);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    role: account.role,
    vendorId: account.role === 'vendor' ? account.vendorId : null,
    userId: account.role === 'user' ? account.userId : null,
    createdAt: now,
    updatedAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The live session behind a token, or null when unknown, revoked or expired. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionInfo | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ role: sessions.role, vendorId: sessions.vendorId, userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  if (!row) return null;
  if (row.role === 'vendor' && row.vendorId !== null) {
    return { role: 'vendor', vendorId: row.vendorId, tokenHash };
  }
  if (row.role === 'user' && row.userId !== null) {
    return { role: 'user', userId: row.userId, tokenHash };
  }
  return null;
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Deletes expired and revoked sessions and old login failures; returns how many sessions went. */
export async function sweepSessions(db: Db, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, now)))
    .returning({ tokenHash: sessions.tokenHash });
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, dayAgo));
  return removed.length;
}

/** The session of this request, looked up once. */
export async function sessionOf(request: FastifyRequest): Promise<SessionInfo | null> {
  if (request.sessionCache !== undefined) return request.sessionCache;
  const token = parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
  const { database, clock } = request.server.deps;
  request.sessionCache = token ? await findSession(database.db, token, clock()) : null;
  return request.sessionCache;
}

/** The session cookie's attributes: Secure when the request came over https (R5). */
function cookieAttributes(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  } as const;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.header(
    'set-cookie',
    serializeCookie(SESSION_COOKIE, token, { ...cookieAttributes(request), expires: expiresAt }),
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(
    'set-cookie',
    serializeCookie(SESSION_COOKIE, '', { ...cookieAttributes(request), maxAge: 0 }),
  );
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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes, on top of SameSite=Lax: a write whose Origin is
 * another site's, or that the browser marks cross-site, is refused.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const sameOrigin = origin === undefined || origin === `${request.protocol}://${request.host}`;
    if (!sameOrigin || fetchSite === 'cross-site') {
      return done(new HttpError(403, 'This request came from another site and was refused.'));
    }
    done();
  });
}
