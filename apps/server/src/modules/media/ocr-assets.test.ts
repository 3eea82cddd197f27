import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { LSTM_CORE_FILES } from './id-guard/assets';
import { readTraineddata, TESSDATA_ENTRY } from './id-guard/traineddata';

// Files served from packages and copies on disk: the database plays no part, so the PGlite run
// covers them and the PostgreSQL run, which would repeat about 28 s of brotli for nothing, skips
// them (decision 0053).
const ON_POSTGRESQL = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(ON_POSTGRESQL)('OCR files for the browser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('are all served by Mandap itself, under versioned paths cached for good', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ocr-config' });
    expect(res.statusCode).toBe(200);
    const config = res.json();
    expect(config.languages).toEqual(['eng', 'hin', 'tel']);
    for (const value of [config.workerPath, config.corePath, config.langPath]) {
      expect(value).toMatch(/^\/ocr\//);
    }
    const urls = [
      config.workerPath,
      ...LSTM_CORE_FILES.map((f) => `${config.corePath}${f}`),
      ...config.languages.map((lang: string) => `${config.langPath}/${lang}.traineddata.gz`),
    ];
    for (const url of urls) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(file.headers['content-length'])).toBeGreaterThan(1000);
    }
  });

  it('sends the scripts and WebAssembly compressed from the first request on', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/ocr-config' })).json();
    for (const file of [
      'worker.min.js',
      'tesseract-core-simd-lstm.js',
      'tesseract-core-simd-lstm.wasm',
    ]) {
      const url = file === 'worker.min.js' ? config.workerPath : `${config.corePath}${file}`;
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.headers['content-encoding'], url).toBe('br');
    }
    // Once the copies made in the background at start exist, they are sent, with their length.
    await vi.waitFor(
      async () => {
        const wasm = await t.app.inject({
          method: 'GET',
          url: `${config.corePath}tesseract-core-relaxedsimd-lstm.wasm`,
          headers: { 'accept-encoding': 'br, gzip' },
        });
        expect(wasm.headers['content-encoding']).toBe('br');
        expect(wasm.headers['content-type']).toBe('application/wasm');
        expect(Number(wasm.headers['content-length'])).toBeLessThan(900_000);
      },
      { timeout: 60_000, interval: 500 },
    );
  }, 90_000);

  it('gives the browser small language data: no word lists, 1.6 MB for the three', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/ocr-config' })).json();
    let total = 0;
    for (const lang of config.languages) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${config.langPath}/${lang}.traineddata.gz`,
      });
      total += res.rawPayload.length;
      const entries = readTraineddata(gunzipSync(res.rawPayload));
      expect(entries[TESSDATA_ENTRY.lstm]?.length, lang).toBeGreaterThan(100_000);
      expect(entries[TESSDATA_ENTRY.lstmSystemDawg], lang).toBeUndefined();
      const settings = entries[TESSDATA_ENTRY.langConfig]?.toString() ?? '';
      expect(settings).not.toMatch(/classify_misfit_junk_penalty|merge_fragments_in_matrix/);
    }
    expect(total).toBeLessThan(1_600_000);
  });

  it('serves nothing else from those packages', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/ocr-config' })).json();
    for (const url of [
      `${config.corePath}package.json`,
      `${config.langPath}/../../../package.json`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe.skipIf(ON_POSTGRESQL)('OCR file copies made at start', () => {
  it('are made without a request outside tests, and a closing server waits for the one it writes', async () => {
    const t = await buildTestApp({ NODE_ENV: 'development' });
    try {
      const config = (await t.app.inject({ method: 'GET', url: '/api/ocr-config' })).json();
      const copy = path.join(t.tempDir, 'ocr-compressed', ...`${config.workerPath}.br`.split('/'));
      await vi.waitFor(() => expect(existsSync(copy)).toBe(true), {
        timeout: 60_000,
        interval: 200,
      });
    } finally {
      // The cores are still being compressed: closing must not leave a half-written file behind
      // (nor fail to remove the folder, as it did while a copy was being written).
      await t.close();
    }
    expect(existsSync(t.tempDir)).toBe(false);
  }, 90_000);

  it('go to OCR_COPIES_DIR when it is set, where another server on another data folder sends them', async () => {
    const shared = await mkdtemp(path.join(os.tmpdir(), 'mandap-ocr-copies-'));
    try {
      const first = await buildTestApp({ NODE_ENV: 'development', OCR_COPIES_DIR: shared });
      let workerPath = '';
      let copy = '';
      try {
        workerPath = (await first.app.inject({ method: 'GET', url: '/api/ocr-config' })).json()
          .workerPath;
        copy = path.join(shared, ...`${workerPath}.br`.split('/'));
        await vi.waitFor(() => expect(existsSync(copy)).toBe(true), {
          timeout: 60_000,
          interval: 200,
        });
        expect(existsSync(path.join(first.tempDir, 'ocr-compressed'))).toBe(false);
      } finally {
        await first.close();
      }
      // Every file in the folder is a whole copy: no temporary file is left behind.
      const files = await readdir(shared, { recursive: true });
      expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);

      // A test server makes no copies of its own; it sends the one the first server made.
      const second = await buildTestApp({ OCR_COPIES_DIR: shared });
      try {
        const res = await second.app.inject({
          method: 'GET',
          url: workerPath,
          headers: { 'accept-encoding': 'br' },
        });
        expect(res.headers['content-encoding']).toBe('br');
        expect(Number(res.headers['content-length'])).toBe(statSync(copy).size);
      } finally {
        await second.close();
      }
    } finally {
      await rm(shared, { recursive: true, force: true });
    }
  }, 90_000);
});
