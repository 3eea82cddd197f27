import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { TESSDATA_VERSION } from './tessdata';

const require = createRequire(import.meta.url);

function packageDir(name: string): { dir: string; version: string } {
  const file = require.resolve(`${name}/package.json`);
  return { dir: path.dirname(file), version: (require(file) as { version: string }).version };
}

/** Where the browser finds the OCR files, each path versioned so caches can keep them forever. */
export function ocrAssetPaths() {
  const worker = packageDir('tesseract.js');
  const core = packageDir('tesseract.js-core');
  return {
    workerPath: `/ocr/worker/${worker.version}/worker.min.js`,
    corePath: `/ocr/core/${core.version}/`,
    langPath: `/ocr/lang/${TESSDATA_VERSION}`,
    cachePath: `mandap-tessdata-${TESSDATA_VERSION}`,
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli and gzip copies of the OCR scripts and WebAssembly, made at the highest settings in the
 * background the first time each file is asked for (a core takes seconds to compress so, which no
 * request should wait for) and kept in `dir` for the next start. One file at a time, so the OCR
 * files never take more than one of the threads zlib runs on.
 */
function compressedCopies(dir: string, log: FastifyBaseLogger) {
  const asked = new Set<string>();
  let queue = Promise.resolve();
  const copy = async (source: string, target: string) => {
    if (existsSync(`${target}.br`) && existsSync(`${target}.gz`)) return;
    const content = await readFile(source);
    const [br, gz] = [
      await brotliAsync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ];
    await mkdir(path.dirname(target), { recursive: true });
    // Written whole, then renamed: a request never finds half a file.
    for (const [suffix, body] of [
      ['.gz', gz],
      ['.br', br],
    ] as const) {
      await writeFile(`${target}${suffix}.tmp`, body);
      await rename(`${target}${suffix}.tmp`, `${target}${suffix}`);
    }
  };
  return {
    /** Queues the copies of `source` under `target` (.br, .gz), once per file and process. */
    request(source: string, target: string): Promise<void> {
      if (asked.has(target)) return queue;
      asked.add(target);
      queue = queue
        .then(() => copy(source, target))
        .catch((error: unknown) =>
          log.warn({ err: error, source }, 'could not compress an OCR file'),
        );
      return queue;
    },
    dir,
  };
}

export interface OcrAssets {
  /** Settles once every compressed copy asked for so far is written (for tests). */
  compressed(): Promise<void>;
}

/**
 * Serves tesseract.js's worker, every core build (tesseract.js 7 picks SIMD or relaxed-SIMD
 * builds by what the browser supports) and the eng/hin/tel data from this app, never a CDN.
 * Scripts and WebAssembly go compressed: from the copies in `compressedDir` once made, until then
 * compressed on the fly (@fastify/compress). The language data is gzip files already, sent as is.
 */
export async function registerOcrAssets(
  app: FastifyInstance,
  tessdataDir: string,
  compressedDir: string,
): Promise<OcrAssets> {
  const worker = packageDir('tesseract.js');
  const core = packageDir('tesseract.js-core');
  const copies = compressedCopies(compressedDir, app.log);
  let last: Promise<void> = Promise.resolve();
  const immutable = (res: { header(name: string, value: string): unknown }) => {
    res.header('Cache-Control', 'public, max-age=31536000, immutable');
  };
  const common = {
    decorateReply: false,
    index: false,
    wildcard: true,
    setHeaders: immutable,
  } as const;

  const compressible = async (
    scope: FastifyInstance,
    options: { sourceDir: string; prefix: string; allowedPath: (pathname: string) => boolean },
  ) => {
    // Copies live under the URL's own path, so each package version has its own.
    const copiesDir = path.join(compressedDir, ...options.prefix.split('/').filter(Boolean));
    await mkdir(copiesDir, { recursive: true });
    scope.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode !== 200) return;
      const pathname = decodeURIComponent(request.url.split('?', 1)[0] ?? '').slice(
        options.prefix.length - 1,
      );
      if (!options.allowedPath(pathname)) return;
      last = copies.request(path.join(options.sourceDir, pathname), path.join(copiesDir, pathname));
    });
    await scope.register(fastifyStatic, {
      ...common,
      // The copies first; preCompressed picks .br or .gz there by Accept-Encoding, and a file
      // with no copy yet comes from the package.
      root: [copiesDir, options.sourceDir],
      preCompressed: true,
      prefix: options.prefix,
      allowedPath: options.allowedPath,
    });
  };

  await app.register(async (scope) => {
    await compressible(scope, {
      sourceDir: path.join(worker.dir, 'dist'),
      prefix: `/ocr/worker/${worker.version}/`,
      allowedPath: (pathname) => pathname === '/worker.min.js',
    });
  });
  await app.register(async (scope) => {
    await compressible(scope, {
      sourceDir: core.dir,
      prefix: `/ocr/core/${core.version}/`,
      allowedPath: (pathname) => /^\/tesseract-core[a-z-]*(\.wasm)?\.(js|wasm)$/.test(pathname),
    });
  });
  await app.register(fastifyStatic, {
    ...common,
    root: tessdataDir,
    prefix: `/ocr/lang/${TESSDATA_VERSION}/`,
    allowedPath: (pathname) => /^\/(eng|hin|tel)\.traineddata\.gz$/.test(pathname),
  });
  return { compressed: () => last };
}
