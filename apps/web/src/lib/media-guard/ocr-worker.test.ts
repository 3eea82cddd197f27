import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/test/fake-api';
import {
  coreBuild,
  createOcrRecogniser,
  type OcrEngine,
  OcrTimeoutError,
  parseOcrConfig,
  startTesseract,
} from './ocr-worker';
import { blobText } from './test/read-blob';

const tesseract = vi.hoisted(() => ({
  createWorker: vi.fn(),
  setParameters: vi.fn(),
  recognize: vi.fn(),
  terminate: vi.fn(),
}));

vi.mock('./tesseract', () => ({ createWorker: tesseract.createWorker }));

const ORIGIN = window.location.origin;
const CONFIG = {
  workerPath: '/ocr/engine/7.0.0-7.0.0/worker.min.js',
  corePath: '/ocr/engine/7.0.0-7.0.0/',
  langPath: '/ocr/lang/4.1.0_fast_nodict',
  languages: ['eng', 'hin', 'tel'],
};
const OCR_FILES = [
  'GET /ocr/engine/7.0.0-7.0.0/worker.min.js',
  'GET /ocr/engine/7.0.0-7.0.0/tesseract-core-simd-lstm.js',
  'GET /ocr/engine/7.0.0-7.0.0/tesseract-core-simd-lstm.wasm',
  'GET /ocr/lang/4.1.0_fast_nodict/eng.traineddata.gz',
  'GET /ocr/lang/4.1.0_fast_nodict/hin.traineddata.gz',
  'GET /ocr/lang/4.1.0_fast_nodict/tel.traineddata.gz',
];
/** The OCR files as the server sends them: 1,000 bytes each. */
const ocrFiles = () =>
  Object.fromEntries(
    OCR_FILES.map((route) => [
      route,
      () => new Response(new Uint8Array(1000), { headers: { 'content-length': '1000' } }),
    ]),
  );

/** A fake engine factory that counts the engines it starts and what they are asked. */
function fakeEngines(read: (image: Blob, engine: number) => Promise<string> = async () => '') {
  const started: { terminated: boolean }[] = [];
  const factory = vi.fn(async (): Promise<OcrEngine> => {
    const number = started.length;
    const state = { terminated: false };
    started.push(state);
    return {
      recognise: (image) => read(image, number),
      terminate: async () => {
        state.terminated = true;
      },
    };
  });
  return { factory, started };
}

const blob = (text = '') => new Blob([text]);

describe('createOcrRecogniser', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts nothing until the first recognition', () => {
    const { factory } = fakeEngines();
    createOcrRecogniser(factory);
    expect(factory).not.toHaveBeenCalled();
  });

  it('creates one engine and reuses it for every later recognition', async () => {
    const { factory, started } = fakeEngines(
      async (image, engine) => `${await blobText(image)}@${engine}`,
    );
    const ocr = createOcrRecogniser(factory);
    expect(await ocr.recognise(blob('a'))).toBe('a@0');
    expect(await ocr.recognise(blob('b'))).toBe('b@0');
    expect(await ocr.recognise(blob('c'))).toBe('c@0');
    expect(factory).toHaveBeenCalledTimes(1);
    expect(started).toHaveLength(1);
  });

  it('creates one engine when two checks start at once (images and videos together)', async () => {
    const { factory } = fakeEngines(async (image) => blobText(image));
    const ocr = createOcrRecogniser(factory);
    await expect(
      Promise.all([ocr.recognise(blob('x')), ocr.recognise(blob('y'))]),
    ).resolves.toEqual(['x', 'y']);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('runs one job at a time, in order', async () => {
    const order: string[] = [];
    let finishFirst: () => void = () => {};
    const { factory } = fakeEngines(async (image) => {
      const text = await blobText(image);
      order.push(`start ${text}`);
      if (text === 'first') await new Promise<void>((resolve) => (finishFirst = resolve));
      order.push(`end ${text}`);
      return text;
    });
    const ocr = createOcrRecogniser(factory);
    const first = ocr.recognise(blob('first'));
    const second = ocr.recognise(blob('second'));
    await vi.waitFor(() => expect(order).toEqual(['start first']));
    finishFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['start first', 'end first', 'start second', 'end second']);
  });

  it('tries again at the next check when the engine failed to start', async () => {
    const { factory: working } = fakeEngines(async () => 'text');
    const factory = vi
      .fn<() => Promise<OcrEngine>>()
      .mockRejectedValueOnce(new Error('Network error while fetching eng.traineddata.gz'))
      .mockImplementation(working);
    const ocr = createOcrRecogniser(factory);
    await expect(ocr.recognise(blob())).rejects.toThrow('Network error');
    await expect(ocr.recognise(blob())).resolves.toBe('text');
    await expect(ocr.recognise(blob())).resolves.toBe('text');
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('drops and stops an engine whose job failed; the next check starts a fresh one', async () => {
    const { factory, started } = fakeEngines(async (image, engine) => {
      if (engine === 0 && (await blobText(image)) === 'crash') throw new Error('RuntimeError: OOM');
      return `ok@${engine}`;
    });
    const ocr = createOcrRecogniser(factory);
    await expect(ocr.recognise(blob('fine'))).resolves.toBe('ok@0');
    await expect(ocr.recognise(blob('crash'))).rejects.toThrow('OOM');
    await vi.waitFor(() => expect(started[0]?.terminated).toBe(true));
    await expect(ocr.recognise(blob('fine'))).resolves.toBe('ok@1');
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('gives up on a stuck job after the job timeout and stops that engine', async () => {
    vi.useFakeTimers();
    const { factory, started } = fakeEngines(() => new Promise<string>(() => {}));
    const ocr = createOcrRecogniser(factory, { startMs: 1_000, jobMs: 500 });
    const job = ocr.recognise(blob());
    const outcome = expect(job).rejects.toBeInstanceOf(OcrTimeoutError);
    await vi.advanceTimersByTimeAsync(500);
    await outcome;
    await vi.waitFor(() => expect(started[0]?.terminated).toBe(true));
  });

  it('gives up on a start that takes too long, and stops that engine once it is up', async () => {
    vi.useFakeTimers();
    let finishStart: (engine: OcrEngine) => void = () => {};
    const engine = { recognise: vi.fn(async () => ''), terminate: vi.fn(async () => {}) };
    const factory = vi.fn(() => new Promise<OcrEngine>((resolve) => (finishStart = resolve)));
    const ocr = createOcrRecogniser(factory, { startMs: 1_000, jobMs: 500 });
    const job = ocr.recognise(blob());
    const outcome = expect(job).rejects.toBeInstanceOf(OcrTimeoutError);
    await vi.advanceTimersByTimeAsync(1_000);
    await outcome;
    finishStart(engine);
    await vi.waitFor(() => expect(engine.terminate).toHaveBeenCalled());
    expect(engine.recognise).not.toHaveBeenCalled();
  });

  it('reset stops the engine; the next recognition starts another', async () => {
    const { factory, started } = fakeEngines();
    const ocr = createOcrRecogniser(factory);
    await ocr.recognise(blob());
    await ocr.reset();
    expect(started[0]?.terminated).toBe(true);
    await ocr.recognise(blob());
    expect(factory).toHaveBeenCalledTimes(2);
  });
});

describe('parseOcrConfig', () => {
  it('makes every path absolute on this origin', () => {
    expect(parseOcrConfig(CONFIG, ORIGIN)).toEqual({
      workerPath: `${ORIGIN}/ocr/engine/7.0.0-7.0.0/worker.min.js`,
      corePath: `${ORIGIN}/ocr/engine/7.0.0-7.0.0/`,
      langPath: `${ORIGIN}/ocr/lang/4.1.0_fast_nodict`,
      languages: ['eng', 'hin', 'tel'],
    });
  });

  it.each([
    ['a CDN', { corePath: 'https://cdn.jsdelivr.net/npm/tesseract.js-core@7.0.0' }],
    ['a protocol-relative URL', { langPath: '//cdn.example.com/tessdata' }],
    ['another port', { workerPath: 'http://localhost:9999/worker.min.js' }],
  ])('refuses a path on %s', (_label, change) => {
    expect(() => parseOcrConfig({ ...CONFIG, ...change }, ORIGIN)).toThrow(/must come from/);
  });

  it.each([
    ['no body', undefined],
    ['no worker path', { ...CONFIG, workerPath: undefined }],
    ['no languages', { ...CONFIG, languages: [] }],
    ['odd languages', { ...CONFIG, languages: ['eng', '../x'] }],
  ])('refuses a config with %s', (_label, body) => {
    expect(() => parseOcrConfig(body, ORIGIN)).toThrow();
  });
});

describe('startTesseract', () => {
  beforeEach(() => {
    for (const fn of Object.values(tesseract)) fn.mockReset();
  });

  function installWorker() {
    const worker = {
      setParameters: tesseract.setParameters.mockResolvedValue({ jobId: 'p', data: {} }),
      recognize: tesseract.recognize.mockResolvedValue({ jobId: 'r', data: { text: 'Hello' } }),
      terminate: tesseract.terminate.mockResolvedValue({ jobId: 't', data: {} }),
    };
    tesseract.createWorker.mockResolvedValue(worker);
    return worker;
  }

  it('starts the worker from this app, LSTM only, no inverted pass, local thresholds', async () => {
    const api = fakeApi({ 'GET /api/ocr-config': () => json(200, CONFIG), ...ocrFiles() });
    const worker = installWorker();
    const engine = await startTesseract();
    expect(api.calls('GET /api/ocr-config')).toHaveLength(1);
    // Every file downloaded once, before the worker starts and finds them in the HTTP cache.
    for (const route of OCR_FILES) expect(api.calls(route), route).toHaveLength(1);
    expect(tesseract.createWorker).toHaveBeenCalledTimes(1);
    expect(tesseract.createWorker).toHaveBeenCalledWith(
      ['eng', 'hin', 'tel'],
      1,
      expect.objectContaining({
        workerPath: `${ORIGIN}/ocr/engine/7.0.0-7.0.0/worker.min.js`,
        corePath: `${ORIGIN}/ocr/engine/7.0.0-7.0.0/tesseract-core-simd-lstm.js`,
        langPath: `${ORIGIN}/ocr/lang/4.1.0_fast_nodict`,
        cacheMethod: 'none',
        gzip: true,
        workerBlobURL: false,
      }),
    );
    expect(worker.setParameters).toHaveBeenCalledWith({
      tessedit_do_invert: '0',
      thresholding_method: '2',
    });

    const image = blob('pgm');
    await expect(engine.recognise(image)).resolves.toBe('Hello');
    expect(worker.recognize).toHaveBeenCalledWith(image, {}, { text: true });
    await engine.terminate();
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('starts no worker when the config points elsewhere', async () => {
    fakeApi({
      'GET /api/ocr-config': () =>
        json(200, { ...CONFIG, corePath: 'https://cdn.jsdelivr.net/npm/tesseract.js-core' }),
    });
    installWorker();
    await expect(startTesseract()).rejects.toThrow(/must come from/);
    expect(tesseract.createWorker).not.toHaveBeenCalled();
  });

  it('starts no worker when a file cannot be downloaded', async () => {
    fakeApi({
      'GET /api/ocr-config': () => json(200, CONFIG),
      ...ocrFiles(),
      'GET /ocr/lang/4.1.0_fast_nodict/tel.traineddata.gz': () =>
        new Response(null, { status: 500 }),
    });
    installWorker();
    await expect(startTesseract()).rejects.toThrow(/tel.traineddata.gz/);
    expect(tesseract.createWorker).not.toHaveBeenCalled();
  });

  it('stops the worker when its parameters cannot be set', async () => {
    fakeApi({ 'GET /api/ocr-config': () => json(200, CONFIG), ...ocrFiles() });
    const worker = installWorker();
    worker.setParameters.mockRejectedValueOnce('Error: bad parameter');
    await expect(startTesseract()).rejects.toBe('Error: bad parameter');
    expect(worker.terminate).toHaveBeenCalled();
  });
});

describe('coreBuild', () => {
  const probe = (supported: 'relaxed' | 'simd' | 'none') => (bytes: Uint8Array<ArrayBuffer>) =>
    // The relaxed-SIMD probe is the longer module.
    supported === 'relaxed' || (supported === 'simd' && bytes.length < 35);

  it.each([
    ['relaxed', 'relaxedsimd-lstm'],
    ['simd', 'simd-lstm'],
    ['none', 'lstm'],
  ] as const)('picks the LSTM-only build a browser with %s SIMD runs', (supported, variant) => {
    expect(coreBuild('/ocr/engine/7.0.0-7.0.0/', probe(supported))).toEqual({
      script: `/ocr/engine/7.0.0-7.0.0/tesseract-core-${variant}.js`,
      wasm: `/ocr/engine/7.0.0-7.0.0/tesseract-core-${variant}.wasm`,
    });
  });
});
