import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'mandap_session';

/** The session token the browser sent, if any. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
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
