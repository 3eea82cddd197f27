import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { OCR_LANGUAGES } from '@mandap/shared/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MediaConfig } from '../../platform/config';
import type { CspAdditions } from '../../platform/security-headers';
import { ocrAssetPaths } from './id-guard/assets';
import {
  type ByteRange,
  contentTypeOf,
  isMediaKey,
  MEDIA_CACHE_CONTROL,
  type MediaStorage,
  RangeNotSatisfiable,
  type StoredFile,
} from './storage';

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

/** The part of a file a Range header asks for; undefined when it asks for none we serve. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  // One range of bytes only: a server may answer anything else (several ranges, another unit,
  // a malformed header) with the whole file.
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') return { suffix: Number(last) };
  if (last === '') return { start: Number(first) };
  if (Number(first) > Number(last)) return undefined;
  return { start: Number(first), end: Number(last) };
}

/** Whether an If-None-Match header names `etag` (or any: `*`), compared weakly. */
function matchesEtag(header: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * How long a signed media URL (MEDIA_DELIVERY=redirect without MEDIA_PUBLIC_URL) stays valid. A
 * URL is signed for the start of its quarter hour, so every request in that quarter gets the
 * same one and the browser's cache of the file works; the redirect itself is kept until the
 * quarter ends, so a URL is followed at least 45 minutes before it expires (long enough for a
 * video to play, and be sought in, from it).
 */
export const SIGNED_URL_SECONDS = 60 * 60;
const SIGNING_WINDOW_MS = 15 * 60 * 1000;
/** How long a browser keeps a redirect to MEDIA_PUBLIC_URL (a CDN's address may change). */
const PUBLIC_REDIRECT_SECONDS = 24 * 60 * 60;

/** A key to sign once at start, for the origin signed URLs point to. */
const SAMPLE_KEY = 'img/00/00000000000000000000000000000000-thumb.webp';

/**
 * The sources the pages' Content-Security-Policy must allow for media that are not served by
 * Mandap itself: with MEDIA_DELIVERY=redirect, images and videos load from the CDN, or the
 * bucket, that /media/ redirects to (a CSP checks where a redirect leads).
 */
export async function mediaCspAdditions(
  media: MediaConfig,
  storage: MediaStorage,
): Promise<CspAdditions> {
  if (media.storage !== 's3' || media.delivery !== 'redirect') return {};
  let origin: string;
  if (media.publicUrl) {
    origin = new URL(media.publicUrl).origin;
  } else {
    const sample = await signedMediaUrl(storage, SAMPLE_KEY, Date.now());
    origin = new URL(sample.url).origin;
  }
  return { 'img-src': [origin], 'media-src': [origin] };
}

async function signedMediaUrl(storage: MediaStorage, key: string, now: number) {
  if (!storage.signedUrl) {
    throw new Error('MEDIA_DELIVERY=redirect needs MEDIA_PUBLIC_URL, or a storage that signs URLs');
  }
  const windowStart = now - (now % SIGNING_WINDOW_MS);
  const url = await storage.signedUrl(key, {
    signedAt: new Date(windowStart),
    expiresInSeconds: SIGNED_URL_SECONDS,
  });
  return {
    url,
    keepSeconds: Math.max(1, Math.floor((windowStart + SIGNING_WINDOW_MS - now) / 1000)),
  };
}

export interface MediaFilesOptions {
  /** MEDIA_STORAGE and MEDIA_DELIVERY: how /media/ answers. */
  media: MediaConfig;
  storage: MediaStorage;
  /** The served folder of the disk storage (MEDIA_STORAGE=disk). */
  mediaDir: string;
}

/**
 * Serves stored media under /media/<key>. Random names never change content, so they are cached
 * for a year; the content type comes from the extension (WebP images, videos), nosniff from the
 * security headers. Range requests work, so videos can seek.
 *
 * - Local disk: @fastify/static on the media folder.
 * - S3, `proxy`: each file streamed from the bucket through this server, a range at a time as
 *   asked (never a whole file in memory), with the object's ETag.
 * - S3, `redirect`: a 302 to MEDIA_PUBLIC_URL/<key> (a CDN), or else to a URL signed for an hour.
 *
 * Only media keys are answered: anything else, staged files included, is a 404.
 */
export async function registerMediaFiles(
  app: FastifyInstance,
  { media, storage, mediaDir }: MediaFilesOptions,
): Promise<void> {
  if (media.storage === 'disk') {
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
        res.header('Cache-Control', MEDIA_CACHE_CONTROL);
      },
    });
    return;
  }
  const keyOf = (request: FastifyRequest) => (request.params as { '*': string })['*'];

  if (media.delivery === 'redirect') {
    const publicUrl = media.publicUrl;
    if (!publicUrl) await signedMediaUrl(storage, SAMPLE_KEY, Date.now()); // fails at start, not per request
    app.route({
      method: ['GET', 'HEAD'],
      url: '/media/*',
      async handler(request, reply) {
        const key = keyOf(request);
        if (!isMediaKey(key)) return reply.callNotFound();
        if (publicUrl) {
          return reply
            .code(302)
            .header('location', `${publicUrl}/${key}`)
            .header('cache-control', `public, max-age=${PUBLIC_REDIRECT_SECONDS}`)
            .send();
        }
        const signed = await signedMediaUrl(storage, key, Date.now());
        return reply
          .code(302)
          .header('location', signed.url)
          .header('cache-control', `public, max-age=${signed.keepSeconds}`)
          .send();
      },
    });
    return;
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    async handler(request, reply) {
      const key = keyOf(request);
      if (!isMediaKey(key)) return reply.callNotFound();
      // What a 200, 206, 304 or HEAD says of the file (a 404 or 416 is not cached for a year).
      const describe = (etag: string) =>
        reply
          .header('cache-control', MEDIA_CACHE_CONTROL)
          .header('content-type', contentTypeOf(key))
          .header('accept-ranges', 'bytes')
          .header('etag', etag);
      const ifNoneMatch = request.headers['if-none-match'];
      if (request.method === 'HEAD' || ifNoneMatch) {
        const found = await storage.stat(key);
        if (!found) return reply.callNotFound();
        if (ifNoneMatch && matchesEtag(ifNoneMatch, found.etag)) {
          return describe(found.etag).code(304).send();
        }
        if (request.method === 'HEAD') {
          return describe(found.etag).header('content-length', found.size).send();
        }
      }
      // An If-Range (a browser resuming a download it kept part of) gets the whole file: always
      // right, and simpler than comparing validators before reading.
      const range = request.headers['if-range'] ? undefined : parseRange(request.headers.range);
      let file: StoredFile | null;
      try {
        file = await storage.read(key, range);
      } catch (error) {
        if (!(error instanceof RangeNotSatisfiable)) throw error;
        return reply
          .code(416)
          .header('content-range', `bytes */${error.size}`)
          .send({
            message: `This file has ${error.size} bytes: the range asked for is not in it.`,
          });
      }
      if (!file) return reply.callNotFound();
      describe(file.etag).header('content-length', file.end - file.start + 1);
      if (file.partial) {
        reply.code(206).header('content-range', `bytes ${file.start}-${file.end}/${file.size}`);
      }
      return reply.send(file.body);
    },
  });
}
