import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves stored media under /media/ from local storage: random names never change content, so
 * they are cached for a year; the content type comes from the extension (WebP images, videos),
 * nosniff from the security headers. Range requests work, so videos can seek.
 */
export async function registerMediaFiles(app: FastifyInstance, mediaDir: string): Promise<void> {
  // A fresh data folder has no media yet; the folder must exist to be served.
  await mkdir(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: path.resolve(mediaDir),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    wildcard: true,
    setHeaders(res) {
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}
