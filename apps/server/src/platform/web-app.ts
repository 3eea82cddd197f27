import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed files under /assets/ cached for a year, everything else
 * revalidated. Returns whether a build was found; the app then answers any other GET that is not an
 * API or media path with index.html (SPA fallback, see wantsWebApp).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No web build at ${distDir}: only the API is served (run npm run build).`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
      res.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
  return true;
}

/** Whether a request that found no route should get the web app's index.html. */
export function wantsWebApp(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  return !/^\/(api|media|assets)(\/|$)/i.test(pathname);
}
