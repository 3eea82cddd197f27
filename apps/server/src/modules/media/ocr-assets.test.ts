import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';

describe('OCR files for the browser', () => {
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
      ...[
        'tesseract-core-simd-lstm.wasm.js',
        'tesseract-core-relaxedsimd-lstm.wasm.js',
        'tesseract-core-lstm.wasm.js',
      ].map((f) => `${config.corePath}${f}`),
      ...config.languages.map((lang: string) => `${config.langPath}/${lang}.traineddata.gz`),
    ];
    for (const url of urls) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(file.headers['content-length'])).toBeGreaterThan(1000);
    }
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
