import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { BROWSER_TESSDATA_DIR, BROWSER_TESSDATA_VERSION } from './tessdata';

const require = createRequire(import.meta.url);

function packageDir(name: string): { dir: string; version: string } {
  const file = require.resolve(`${name}/package.json`);
  return { dir: path.dirname(file), version: (require(file) as { version: string }).version };
}

/** The worker script and the core builds share one folder: the core finds its .wasm beside it. */
function engineVersion(): string {
  return `${packageDir('tesseract.js').version}-${packageDir('tesseract.js-core').version}`;
}

/**
 * Where the browser finds the OCR files, each path versioned so caches can keep them forever.
 * `corePath` is a folder: the browser picks the LSTM-only build it can run there (decision 0039).
 */
export function ocrAssetPaths() {
  const engine = `/ocr/engine/${engineVersion()}/`;
  return {
    workerPath: `${engine}worker.min.js`,
    corePath: engine,
    langPath: `/ocr/lang/${BROWSER_TESSDATA_VERSION}`,
  };
}

/**
 * The LSTM-only core builds, script and WebAssembly each: relaxed SIMD (current Chrome and
 * Firefox), SIMD (Safari), plain; in that order their compressed copies are made.
 */
export const LSTM_CORE_FILES: readonly string[] = ['relaxedsimd-lstm', 'simd-lstm', 'lstm'].flatMap(
  (variant) => [`tesseract-core-${variant}.js`, `tesseract-core-${variant}.wasm`],
);

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
  let stopped = false;
  const copy = async (source: string, target: string) => {
    if (stopped || (existsSync(`${target}.br`) && existsSync(`${target}.gz`))) return;
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
    // Written whole, then renamed: a request never finds half a file. Brotli first: between the
    // two renames a browser (which accepts both) would otherwise be sent the .gz copy alone. The
    // temporary name is this process's own: servers sharing the folder may copy a file at once.
    for (const [suffix, body] of [
      ['.br', br],
      ['.gz', gz],
    ] as const) {
      const temporary = `${target}${suffix}.${process.pid}-${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, `${target}${suffix}`);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
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
    /** Makes no more copies; settles once the one under way is written. */
    stop(): Promise<void> {
      stopped = true;
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
 * Serves tesseract.js's worker, the core builds and the browser's eng/hin/tel data (decision
 * 0039) from this app, never a CDN. Scripts and WebAssembly go compressed: from the copies in
 * `compressedDir`, which are made in the background at start for the files a browser asks for
 * (the worker and the LSTM-only cores; `warmAtStart`) and at the first request for any other; a file with no
 * copy yet is compressed on the fly (@fastify/compress). The language data is gzip files
 * already, sent as they are (tesseract.js inflates them), so their length is known up front.
 */
export async function registerOcrAssets(
  app: FastifyInstance,
  compressedDir: string,
  options: { warmAtStart: boolean } = { warmAtStart: true },
): Promise<OcrAssets> {
  const worker = packageDir('tesseract.js');
  const core = packageDir('tesseract.js-core');
  const copies = compressedCopies(compressedDir, app.log);
  // A closing server makes no more copies and waits for the one it is writing.
  app.addHook('onClose', () => copies.stop());
  const immutable = (res: { header(name: string, value: string): unknown }) => {
    res.header('Cache-Control', 'public, max-age=31536000, immutable');
  };
  const common = {
    decorateReply: false,
    index: false,
    wildcard: true,
    setHeaders: immutable,
  } as const;

  const prefix = `/ocr/engine/${engineVersion()}/`;
  const sourceOf = (pathname: string) =>
    pathname === '/worker.min.js'
      ? path.join(worker.dir, 'dist', pathname)
      : path.join(core.dir, pathname);
  const allowedPath = (pathname: string) =>
    pathname === '/worker.min.js' || /^\/tesseract-core[a-z-]*(\.wasm)?\.(js|wasm)$/.test(pathname);
  // Copies live under the URL's own path, so each package version has its own.
  const copiesDir = path.join(compressedDir, ...prefix.split('/').filter(Boolean));
  await mkdir(copiesDir, { recursive: true });
  let last: Promise<void> = Promise.resolve();
  const copy = (pathname: string) => {
    last = copies.request(sourceOf(pathname), path.join(copiesDir, pathname));
  };
  // Not awaited: the server answers at once, and the first browsers get on-the-fly compression.
  // Not in tests, where each of many short-lived apps has a data folder of its own: seconds of
  // brotli at its highest setting each, for files no browser asks for.
  if (options.warmAtStart) {
    for (const file of ['worker.min.js', ...LSTM_CORE_FILES]) copy(`/${file}`);
  }

  await app.register(async (scope) => {
    scope.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode !== 200) return;
      const pathname = decodeURIComponent(request.url.split('?', 1)[0] ?? '').slice(
        prefix.length - 1,
      );
      if (allowedPath(pathname)) copy(pathname);
    });
    await scope.register(fastifyStatic, {
      ...common,
      // The copies first; preCompressed picks .br or .gz there by Accept-Encoding, and a file
      // with no copy yet comes from its package.
      root: [copiesDir, path.join(worker.dir, 'dist'), core.dir],
      preCompressed: true,
      prefix,
      allowedPath,
    });
  });
  await app.register(fastifyStatic, {
    ...common,
    root: BROWSER_TESSDATA_DIR,
    prefix: `/ocr/lang/${BROWSER_TESSDATA_VERSION}/`,
    allowedPath: (pathname) => /^\/(eng|hin|tel)\.traineddata\.gz$/.test(pathname),
  });
  return { compressed: () => last };
}
