import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { LIMITS } from '@mandap/shared/limits';
import { formatInr } from '@mandap/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/platform/config';
import { newAccount, signedIn } from '../accounts';
import { buildTestApp, type TestApp, testDatabase } from '../helper';
import { createListing, listingFields, switchOn } from '../listings';
import { multipart } from '../multipart';

// Bad input never answers 5xx (issue 14): control characters in text, prices beyond a 32-bit
// column, broken multipart bodies, malformed JSON; and a failing query is logged without the
// values it carried.

let t: TestApp;
let vendor: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
let listingId: number;
beforeAll(async () => {
  t = await buildTestApp();
  vendor = await signedIn(t.app, 'vendor');
  user = await signedIn(t.app, 'user');
  listingId = await createListing(t.app, vendor.cookie, 'dj', { features: ['Wedding DJ'] });
});
afterAll(() => t.close());

const NUL = '\u0000';

describe('control characters in text (V1 Encoding and Sanitization)', () => {
  const cases: {
    name: string;
    method: 'POST' | 'PUT';
    url: () => string;
    cookie?: () => string;
    payload: () => Record<string, unknown>;
    field: string;
  }[] = [
    {
      name: 'vendor registration, email',
      method: 'POST',
      url: () => '/api/vendor/register',
      payload: () => ({ ...newAccount(), email: `asha${NUL}@example.in` }),
      field: 'email',
    },
    {
      name: 'user registration, password',
      method: 'POST',
      url: () => '/api/user/register',
      payload: () => ({ ...newAccount(), password: `Shaadi@2026${NUL}` }),
      field: 'password',
    },
    {
      name: 'vendor login, email',
      method: 'POST',
      url: () => '/api/vendor/login',
      payload: () => ({ email: `a${NUL}@example.in`, password: 'Shaadi@2026' }),
      field: 'email',
    },
    {
      name: 'user login, email',
      method: 'POST',
      url: () => '/api/user/login',
      payload: () => ({ email: `a${NUL}@example.in`, password: 'Shaadi@2026' }),
      field: 'email',
    },
    {
      name: 'vendor profile, name',
      method: 'PUT',
      url: () => '/api/vendor/profile',
      cookie: () => vendor.cookie,
      payload: () => ({ name: `Asha${NUL}Verma`, phone: '9876543210' }),
      field: 'name',
    },
    {
      name: 'change of e-mail address, new address',
      method: 'POST',
      url: () => '/api/account/email',
      cookie: () => vendor.cookie,
      payload: () => ({ newEmail: `a${NUL}b@example.in`, password: 'Shaadi@2026' }),
      field: 'newEmail',
    },
    {
      name: 'forgot password, email',
      method: 'POST',
      url: () => '/api/user/password/forgot',
      payload: () => ({ email: `a${NUL}@example.in` }),
      field: 'email',
    },
    {
      name: 'listing edit, firm name',
      method: 'PUT',
      url: () => `/api/vendor/listings/${listingId}`,
      cookie: () => vendor.cookie,
      payload: () => ({ ...listingFields(), firmName: `Shubh${NUL}Vivah` }),
      field: 'firmName',
    },
    {
      name: 'listing edit, a feature in a list',
      method: 'PUT',
      url: () => `/api/vendor/listings/${listingId}`,
      cookie: () => vendor.cookie,
      payload: () => ({ ...listingFields(), features: ['Wedding DJ', `Club${NUL}`] }),
      field: 'features.1',
    },
    {
      name: 'prices, specification',
      method: 'PUT',
      url: () => `/api/vendor/listings/${listingId}/prices`,
      cookie: () => vendor.cookie,
      payload: () => ({ rows: [{ specification: `Wedding${NUL}DJ`, mrp: '100', offer: '90' }] }),
      field: 'rows.0.specification',
    },
    {
      name: 'payment verification, order id',
      method: 'POST',
      url: () => '/api/vendor/payments/verify',
      cookie: () => vendor.cookie,
      payload: () => ({
        listingId,
        razorpay_order_id: `order_${NUL}`,
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'abc',
      }),
      field: 'razorpay_order_id',
    },
  ];

  it.each(cases)('a NUL byte in a JSON body is a 400 naming the field: $name', async (c) => {
    const res = await t.app.inject({
      method: c.method,
      url: c.url(),
      headers: c.cookie ? { cookie: c.cookie() } : {},
      payload: c.payload(),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors?.[c.field], res.body).toMatch(/control character/i);
  });

  it.each([
    ['\u0001', 'SOH'],
    ['\u001b', 'ESC'],
    ['\u001f', 'US'],
  ])('other C0 control characters are refused too (%j, %s)', async (char) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/listings/${listingId}`,
      headers: { cookie: vendor.cookie },
      payload: { ...listingFields(), city: `Jai${char}pur` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.city).toMatch(/control character/i);
  });

  it('tabs, newlines and carriage returns are text, not control characters', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/listings/${listingId}`,
      headers: { cookie: vendor.cookie },
      payload: { ...listingFields(), description: 'Two lines:\r\n\tlawns\nand a hall.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().description).toBe('Two lines:\r\n\tlawns\nand a hall.');
  });

  it('a NUL byte in an object key is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { [`email${NUL}`]: 'a@example.in', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('a NUL byte in a multipart text field of a listing form is a 400 naming the field', async () => {
    const body = multipart(listingFields({ houseNo: `12${NUL}B` }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/listings/dj',
      headers: { ...body.headers, cookie: vendor.cookie },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors.houseNo).toMatch(/control character/i);
  });

  it('a NUL byte in a query string is a 400 naming the parameter', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/search?q=dj%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json().fieldErrors.q).toBeDefined();
    const media = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/listings/${listingId}/media?rules=%00`,
      headers: { cookie: vendor.cookie },
    });
    expect(media.statusCode).toBe(400);
    expect(media.json().fieldErrors.rules).toMatch(/control character/i);
  });

  it('a NUL byte in a path parameter is a 4xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/listings/d%00j',
      headers: { cookie: vendor.cookie },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('prices beyond a 32-bit column (V2 Validation)', () => {
  const MAX_RUPEES = LIMITS.maxPricePaise / 100;

  async function savePrices(rows: { specification: string; mrp: string; offer: string }[]) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/vendor/listings/${listingId}/prices`,
      headers: { cookie: vendor.cookie },
      payload: { rows },
    });
  }

  it('a price above ₹10 crore is a 400 with a message saying the highest price', async () => {
    const res = await savePrices([
      { specification: 'Wedding DJ', mrp: String(MAX_RUPEES + 1), offer: '100' },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors['rows.0.mrp']).toContain(formatInr(LIMITS.maxPricePaise));
  });

  it('a price with more digits than a number can hold is a 400, not a format puzzle', async () => {
    const res = await savePrices([
      { specification: 'Wedding DJ', mrp: '9'.repeat(40), offer: '9'.repeat(30) },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors['rows.0.mrp']).toContain(formatInr(LIMITS.maxPricePaise));
    expect(res.json().fieldErrors['rows.0.offer']).toContain(formatInr(LIMITS.maxPricePaise));
  });

  it('₹10 crore itself (above 2^31 paise) is saved and read back as numbers everywhere', async () => {
    const pricedId = await createListing(t.app, vendor.cookie, 'dj', {
      features: ['Wedding DJ'],
      city: 'Crorepur',
    });
    await switchOn(t.database.sql, pricedId);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/listings/${pricedId}/prices`,
      headers: { cookie: vendor.cookie },
      payload: {
        rows: [{ specification: 'Wedding DJ', mrp: String(MAX_RUPEES), offer: '25000000.50' }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rows).toEqual([
      {
        specification: 'Wedding DJ',
        mrpPaise: LIMITS.maxPricePaise,
        offerPaise: 2_500_000_050,
        unit: 'event',
      },
    ]);

    const storefront = await t.app.inject({ method: 'GET', url: `/api/listings/${pricedId}` });
    expect(storefront.statusCode, storefront.body).toBe(200);
    expect(storefront.json().prices[0]).toMatchObject({
      mrpPaise: LIMITS.maxPricePaise,
      offerPaise: 2_500_000_050,
    });

    const found = await t.app.inject({
      method: 'GET',
      url: '/api/search?city=Crorepur&minPrice=20000000&maxPrice=100000000&sort=price_desc',
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().results).toHaveLength(1);
    expect(found.json().results[0]).toMatchObject({
      listingId: pricedId,
      fromPricePaise: 2_500_000_050,
      mrpPaise: LIMITS.maxPricePaise,
    });
    // By category and price, counted per category and price (search_category_prices).
    const byCategory = await t.app.inject({
      method: 'GET',
      url: '/api/search?category=dj&minPrice=20000000&maxPrice=100000000',
    });
    expect(byCategory.statusCode, byCategory.body).toBe(200);
    expect(byCategory.json().facets.categories).toContainEqual({ slug: 'dj', count: 1 });
    const [row] = await t.database.sql.query<{ fromPricePaise: unknown }>(
      'SELECT from_price_paise AS "fromPricePaise" FROM search_documents WHERE listing_id = $1',
      [pricedId],
    );
    expect(row?.fromPricePaise).toBe(2_500_000_050);
  });
});

describe('broken multipart bodies (V4 API, V2 Validation)', () => {
  function truncated(fraction: number) {
    const body = multipart(listingFields());
    return {
      headers: body.headers,
      payload: body.payload.subarray(0, Math.floor(body.payload.length * fraction)),
    };
  }

  const routes = [
    ['listing registration', () => '/api/vendor/listings/dj'],
    ['media upload', () => `/api/vendor/listings/${listingId}/media`],
  ] as const;

  it.each(routes)('a truncated multipart body is a 400 (%s)', async (_name, url) => {
    for (const fraction of [0.1, 0.5, 0.97]) {
      const body = truncated(fraction);
      const res = await t.app.inject({
        method: 'POST',
        url: url(),
        headers: { ...body.headers, cookie: vendor.cookie },
        payload: body.payload,
      });
      expect(res.statusCode, `${fraction}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/form/i);
    }
  });

  it.each(routes)('multipart without a boundary is a 400 (%s)', async (_name, url) => {
    const body = multipart(listingFields());
    const res = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: { 'content-type': 'multipart/form-data', cookie: vendor.cookie },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(400);
  });

  it.each(routes)('a part with a broken header is a 4xx (%s)', async (_name, url) => {
    const boundary = 'xyz';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="firmName"\r\nno-colon-here\r\n\r\nx\r\n--${boundary}--\r\n`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: vendor.cookie,
      },
      payload,
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});

describe('malformed JSON and content types (V4 API)', () => {
  it('malformed JSON is a 400 that says what to do', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.in", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid JSON/i);
  });

  it('an empty JSON body is a 400', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      headers: { 'content-type': 'application/json', cookie: vendor.cookie },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
  });

  it('a body of an unaccepted content type is a 415 naming what is accepted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/application\/json/);
  });

  it('JSON where an object belongs (an array, a string, null) is a 400', async () => {
    for (const payload of ['[]', '"text"', 'null', '42']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/vendor/listings/${listingId}/prices`,
        headers: { 'content-type': 'application/json', cookie: user.cookie },
        payload,
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
  });

  it('__proto__ in a JSON body is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "email": "a@b.in", "password": "x"}',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('what a failed query logs (V16 Logging)', () => {
  it('a 5xx is logged without the query parameters or the row values', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const logged = await appLoggingTo(stream);
    try {
      // Every new vendor row now fails its check: the insert fails inside the database.
      await logged.database.sql.exec(
        'ALTER TABLE vendors ADD CONSTRAINT no_new_vendors CHECK (length(email) < 0) NOT VALID',
      );
      const account = newAccount({ phone: '9123456780' });
      const res = await logged.app.inject({
        method: 'POST',
        url: '/api/vendor/register',
        payload: account,
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toMatch(/vendors|insert|constraint/i);
      const log = lines.join('');
      expect(log).toContain('no_new_vendors');
      expect(log).not.toContain(account.email);
      expect(log).not.toContain(account.phone);
      expect(log).not.toContain('Asha Verma');
      expect(log).not.toContain('$argon2');
    } finally {
      await logged.close();
    }
  });
});

/** The whole app on a fresh database and data folder, logging errors to `stream`. */
async function appLoggingTo(stream: Writable) {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-log-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATA_DIR: tempDir,
    WEB_DIST_DIR: path.join(tempDir, 'no-web-build'),
    ID_GUARD: 'off',
  });
  const database = await testDatabase();
  const app = await buildApp({
    config,
    database,
    migrationVersion: database.migrationVersion,
    clock: () => new Date(),
    logStream: stream,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}
