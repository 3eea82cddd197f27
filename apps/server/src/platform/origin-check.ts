import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

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
