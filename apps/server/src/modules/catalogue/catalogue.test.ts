import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CatalogueReplySchema } from '@mandap/shared/catalogue/catalogue-reply';
import { CATEGORIES } from '@mandap/shared/catalogue/categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';

describe('GET /api/catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('returns the shared catalogue, plans and star prices', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalogue' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = CatalogueReplySchema.parse(res.json());
    expect(body.categories.map((c) => c.slug)).toEqual(CATEGORIES.map((c) => c.slug));
    expect(body.categories.find((c) => c.slug === 'band')?.nameRequiredMessage).toBe(
      'Band name is required',
    );
    expect(body.plans.map((p) => [p.title, p.pricePaise])).toEqual([
      ['Basic', 9900],
      ['NORMAL', 29900],
      ['PREMIUM', 69900],
    ]);
    expect(body.defaultPlanId).toBe('premium');
    expect(body.hotelStarPricesPaise).toEqual({ 2: 69900, 3: 99900, 4: 129900, 5: 169900 });
  });

  it('sends the same bytes compressed by Accept-Encoding, brotli first', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/catalogue' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/catalogue',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload)).toEqual(plain.rawPayload);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/catalogue',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload)).toEqual(plain.rawPayload);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/catalogue' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/catalogue',
      headers: { 'if-none-match': String(etag) },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
});
