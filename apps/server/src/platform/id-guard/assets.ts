import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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

/**
 * Serves tesseract.js's worker, every core build (tesseract.js 7 picks SIMD or relaxed-SIMD
 * builds by what the browser supports) and the eng/hin/tel data from this app, never a CDN.
 */
export async function registerOcrAssets(app: FastifyInstance, tessdataDir: string): Promise<void> {
  const worker = packageDir('tesseract.js');
  const core = packageDir('tesseract.js-core');
  const immutable = (res: { header(name: string, value: string): unknown }) => {
    res.header('Cache-Control', 'public, max-age=31536000, immutable');
  };
  const common = {
    decorateReply: false,
    index: false,
    wildcard: true,
    setHeaders: immutable,
  } as const;
  await app.register(fastifyStatic, {
    ...common,
    root: path.join(worker.dir, 'dist'),
    prefix: `/ocr/worker/${worker.version}/`,
    allowedPath: (pathname) => pathname === '/worker.min.js',
  });
  await app.register(fastifyStatic, {
    ...common,
    root: core.dir,
    prefix: `/ocr/core/${core.version}/`,
    allowedPath: (pathname) => /^\/tesseract-core[a-z-]*(\.wasm)?\.(js|wasm)$/.test(pathname),
  });
  await app.register(fastifyStatic, {
    ...common,
    root: tessdataDir,
    prefix: `/ocr/lang/${TESSDATA_VERSION}/`,
    allowedPath: (pathname) => /^\/(eng|hin|tel)\.traineddata\.gz$/.test(pathname),
  });
}
