import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { OCR_LANGUAGES } from '@mandap/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ocrAssetPaths } from './id-guard/assets';

const OcrConfigSchema = z.object({
  workerPath: z.string(),
  corePath: z.string(),
  langPath: z.string(),
  languages: z.array(z.string()),
});

/** Where the browser loads its text-recognition worker, core and language data: this app. */
export async function mediaCheckRoutes(app: FastifyInstance): Promise<void> {
  const config = { ...ocrAssetPaths(), languages: [...OCR_LANGUAGES] };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/ocr-config',
    {
      schema: {
        summary: "Paths of the browser's OCR worker, core and eng/hin/tel data (all same-origin)",
        tags: ['media'],
        response: { 200: OcrConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return config;
    },
  );
}

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
