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
