import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Text, JSON, JavaScript, XML/SVG and WebAssembly: what compresses (images and video do not). */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|^application\/(?:javascript|wasm)(?:;|$)|[+/](?:json|xml)(?:;|$)/;

/**
 * Compression of the API's replies and of the static files that have no precompressed copy, by the
 * request's Accept-Encoding (brotli, else gzip). Registered before any route: it works through
 * each route's hooks. Request bodies are never decompressed (uploads stream to storage as sent),
 * and replies under 1 KB go as they are: compressing them saves less than it costs.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE_TYPES,
  });
}

const weights = new Map<string, Encoding>();

function parse(header: string): Encoding {
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (name === '') continue;
    let weight = 1;
    for (const param of params) {
      const match = /^q=([0-9.]+)$/.exec(param);
      if (match) weight = Number(match[1]);
    }
    q.set(name, weight);
  }
  const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** The encoding to answer with: brotli when accepted, else gzip, else none (q=0 refuses). */
export function preferredEncoding(header: string | string[] | undefined): Encoding {
  if (!header) return 'identity';
  const value = Array.isArray(header) ? header.join(',') : header;
  // Browsers send a handful of distinct values; parse each once.
  let encoding = weights.get(value);
  if (!encoding) {
    encoding = parse(value);
    if (weights.size < 256) weights.set(value, encoding);
  }
  return encoding;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses off the event loop. `static` is for a body compressed once and sent many times (a
 * cached page): the slower, smaller settings; `dynamic` for a body sent once.
 */
export async function encode(
  body: Buffer,
  encoding: Encoding,
  use: 'static' | 'dynamic',
): Promise<Buffer> {
  if (encoding === 'identity') return body;
  if (encoding === 'br') {
    return brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: use === 'static' ? 9 : 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzipAsync(body, { level: use === 'static' ? 9 : 6 });
}

/** A body that never changes, in every encoding, compressed once at the highest settings. */
export interface PrecompressedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Compresses a body made once at start-up (the catalogue) for every encoding. Its route sends it
 * with `sendPrecompressed` and `compress: false` in its options, so that no compression hook runs
 * for it at all: the fastest reply there is, and compressed.
 */
export function precompressBody(body: Buffer): PrecompressedBody {
  return {
    identity: body,
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** The body and headers for this request's Accept-Encoding; the caller sends the body. */
export function precompressedFor(
  body: PrecompressedBody,
  acceptEncoding: string | string[] | undefined,
  reply: { header(name: string, value: string): unknown },
): Buffer {
  const encoding = preferredEncoding(acceptEncoding);
  reply.header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return body[encoding];
}
