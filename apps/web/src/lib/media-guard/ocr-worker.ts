import { OCR_PARAMETERS } from '@mandap/shared/id-guard/messages';
import { apiRequest } from '@/lib/api-client';
import { downloadOcrFiles } from './ocr-download';

/** The text recognition behind the government-ID check: one worker, reused (R7). */
export interface OcrEngine {
  /** The text in one prepared image (PGM or PNG bytes). */
  recognise(image: Blob): Promise<string>;
  terminate(): Promise<void>;
}

export type OcrEngineFactory = () => Promise<OcrEngine>;

/** GET /api/ocr-config (docs/api.md 'Media and OCR files'). */
export interface OcrConfig {
  workerPath: string;
  corePath: string;
  langPath: string;
  languages: string[];
}

/** Tesseract's LSTM engine only, as on the server (decision 0012). */
const LSTM_ONLY = 1;

/** Starting the worker downloads about 2.4 MB (core and eng/hin/tel data) on the first use. */
export const OCR_START_TIMEOUT_MS = 180_000;
/** One downscaled image takes well under a second; a job this long means a stuck worker. */
export const OCR_JOB_TIMEOUT_MS = 60_000;

export class OcrTimeoutError extends Error {
  override readonly name = 'OcrTimeoutError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A path of the OCR config as an absolute URL of this page's origin. Anything elsewhere is
 * refused: the worker, core and language data must never come from a CDN or another site.
 */
export function sameOriginUrl(path: unknown, origin: string): string {
  if (typeof path !== 'string' || path === '') throw new Error('The OCR config is incomplete.');
  const url = new URL(path, origin);
  if (url.origin !== origin)
    throw new Error(`OCR files must come from ${origin}, not ${url.origin}`);
  return url.href;
}

/** Reads the reply of GET /api/ocr-config, with every path made absolute on `origin`. */
export function parseOcrConfig(body: unknown, origin: string): OcrConfig {
  if (!isRecord(body)) throw new Error('The OCR config is not an object.');
  const { workerPath, corePath, langPath, languages } = body;
  if (
    !Array.isArray(languages) ||
    languages.length === 0 ||
    !languages.every((lang): lang is string => typeof lang === 'string' && /^[a-z_]+$/.test(lang))
  ) {
    throw new Error('The OCR config has no languages.');
  }
  return {
    workerPath: sameOriginUrl(workerPath, origin),
    corePath: sameOriginUrl(corePath, origin),
    langPath: sameOriginUrl(langPath, origin),
    languages,
  };
}

// The smallest modules using SIMD and relaxed SIMD instructions (from wasm-feature-detect, which
// tesseract.js itself uses): WebAssembly.validate tells whether this browser runs them.
const SIMD_PROBE = [
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15,
  253, 98, 11,
];
const RELAXED_SIMD_PROBE = [
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 15, 1, 13, 0, 65, 1, 253, 15,
  65, 2, 253, 15, 253, 128, 2, 11,
];

/**
 * The LSTM-only core build this browser runs best: its script and its WebAssembly, which the
 * script fetches from the worker script's folder (the server keeps them together). Not the
 * '.wasm.js' builds tesseract.js picks for a folder: they carry the WebAssembly as base64 text,
 * a third larger, and compiled from a string instead of as it streams in.
 */
export function coreBuild(
  corePath: string,
  validate: (bytes: Uint8Array<ArrayBuffer>) => boolean = (bytes) => WebAssembly.validate(bytes),
): { script: string; wasm: string } {
  const variant = validate(new Uint8Array(RELAXED_SIMD_PROBE))
    ? 'relaxedsimd-lstm'
    : validate(new Uint8Array(SIMD_PROBE))
      ? 'simd-lstm'
      : 'lstm';
  const base = `${corePath.replace(/\/$/, '')}/tesseract-core-${variant}`;
  return { script: `${base}.js`, wasm: `${base}.wasm` };
}

/**
 * Starts tesseract.js with everything loaded from this app (R7; decisions 0012 and 0039): the
 * worker script itself (no blob: wrapper), the LSTM-only core build the browser supports and the
 * eng/hin/tel data. All of it is first downloaded together, with its progress shown on the upload
 * screens, into the browser's HTTP cache, where the worker then finds it (and later visits too:
 * the paths are versioned and cached for good). The library is a chunk of its own.
 */
export async function startTesseract(): Promise<OcrEngine> {
  const [body, tesseract] = await Promise.all([
    apiRequest<unknown>('/api/ocr-config'),
    import('./tesseract'),
  ]);
  const config = parseOcrConfig(body, window.location.origin);
  const core = coreBuild(config.corePath);
  await downloadOcrFiles([
    config.workerPath,
    core.script,
    core.wasm,
    ...config.languages.map((lang) => `${config.langPath}/${lang}.traineddata.gz`),
  ]);
  const worker = await tesseract.createWorker(config.languages, LSTM_ONLY, {
    workerPath: config.workerPath,
    corePath: core.script,
    langPath: config.langPath,
    // The HTTP cache keeps the data; no second copy in IndexedDB.
    cacheMethod: 'none',
    gzip: true,
    workerBlobURL: false,
    // Failures reach us as rejected jobs; without a handler tesseract.js also throws them
    // unhandled inside its message listener.
    errorHandler: () => {},
  });
  try {
    await worker.setParameters(OCR_PARAMETERS);
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    async recognise(image) {
      const result = await worker.recognize(image, {}, { text: true });
      return result.data.text;
    },
    async terminate() {
      await worker.terminate();
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new OcrTimeoutError(`${what} took over ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export interface OcrRecogniser {
  /** The text in one prepared image; starts the engine on the first call. */
  recognise(image: Blob): Promise<string>;
  /** Stops the engine, if one was started; the next recognition starts a new one. */
  reset(): Promise<void>;
}

/**
 * One engine per page, created on the first recognition and reused by every later one (R7).
 * Jobs run one at a time, so each timeout measures one job. An engine that failed to start, or
 * failed or stalled on a job, is dropped (and stopped), so the next selection gets a fresh one.
 */
export function createOcrRecogniser(
  factory: OcrEngineFactory,
  timeouts: { startMs: number; jobMs: number } = {
    startMs: OCR_START_TIMEOUT_MS,
    jobMs: OCR_JOB_TIMEOUT_MS,
  },
): OcrRecogniser {
  // The factory's own promise: a start that times out is still stopped once it finishes.
  let engine: Promise<OcrEngine> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const stop = (started: Promise<OcrEngine>) =>
    started.then((e) => e.terminate()).catch(() => undefined);

  const drop = (started: Promise<OcrEngine>) => {
    if (engine !== started) return;
    engine = null;
    void stop(started);
  };

  const run = async (image: Blob): Promise<string> => {
    if (!engine) engine = factory();
    const started = engine;
    let ready: OcrEngine;
    try {
      ready = await withTimeout(started, timeouts.startMs, 'Starting text recognition');
    } catch (error) {
      drop(started);
      throw error;
    }
    try {
      return await withTimeout(ready.recognise(image), timeouts.jobMs, 'Text recognition');
    } catch (error) {
      drop(started);
      throw error;
    }
  };

  return {
    recognise(image) {
      const job = queue.then(() => run(image));
      queue = job.catch(() => undefined);
      return job;
    },
    async reset() {
      const started = engine;
      engine = null;
      if (started) await stop(started);
    },
  };
}
