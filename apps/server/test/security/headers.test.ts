import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signedIn } from '../accounts';
import { buildTestApp, type TestApp } from '../helper';
import { createListing } from '../listings';
import {
  type Account,
  type Actor,
  ANONYMOUS,
  addImage,
  type Call,
  payListing,
  read,
  SANDBOX_SECRET,
  send,
  USER_SCOPE_CALLS,
  vendorScopeCalls,
} from './access-fixtures';

// Security misconfiguration (OWASP API8:2023; ASVS 5.0 3.4.1-3.4.6, 3.2.1, 4.1.1, 13.4.6, 14.2.2,
// 14.3.2, 16.5.1): the headers of every kind of reply (JSON, refusal, 404, the router's own
// errors, stored media, the API docs), what may be cached, and what an error reply says.

let t: TestApp;
let vendor: Account;
let user: Account;
let listingId: number;
let mediaId: number;
let mediaUrl: string;

const asVendor = (): Actor => ({ name: 'vendor', cookie: vendor.cookie });

beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET });
  vendor = await signedIn(t.app, 'vendor');
  user = await signedIn(t.app, 'user');
  listingId = await createListing(t.app, vendor.cookie, 'dj', { features: ['Wedding DJ'] });
  mediaId = await addImage(t.app, asVendor(), listingId);
  await payListing(t.app, asVendor(), listingId);
  const detail = (await read(t.app, asVendor(), `/api/vendor/listings/${listingId}`)) as {
    media: { url: string }[];
  };
  mediaUrl = detail.media[0]?.url ?? '';
});
afterAll(() => t.close());

/** One reply of each kind the server makes, as nobody signed in unless said. */
function replyKinds(): Record<string, Call & { actor?: () => Actor }> {
  return {
    'a JSON API reply': { method: 'GET', url: '/api/health' },
    'a vendor data reply': { method: 'GET', url: '/api/vendor/profile', actor: asVendor },
    'a 401 refusal': { method: 'GET', url: '/api/vendor/profile' },
    'a 404 reply': { method: 'GET', url: '/api/nothing-here' },
    'a 403 cross-site refusal': {
      method: 'POST',
      url: '/api/session/logout',
      headers: { origin: 'https://evil.example' },
    },
    'a stored image': { method: 'GET', url: mediaUrl },
    'a router error (undecodable URL)': { method: 'GET', url: '/api/vendor/%E0%A4%A' },
  };
}

async function eachReplyKind(check: (name: string, headers: Record<string, unknown>) => void) {
  for (const [name, call] of Object.entries(replyKinds())) {
    const res = await send(t.app, call.actor?.() ?? ANONYMOUS, call);
    expect(res.statusCode, name).toBeLessThan(500);
    check(name, res.headers);
  }
}

/** A CSP header as directive -> sources. */
function parseCsp(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([directive = '', ...sources]) => [directive, sources]),
  );
}

describe('Content-Security-Policy (ASVS 3.4.3, 3.4.6)', () => {
  it('allows this origin only on every kind of reply, in sandbox mode: no third-party source, no inline script, no eval', async () => {
    await eachReplyKind((name, headers) => {
      const csp = parseCsp(headers['content-security-policy']);
      expect(csp.get('default-src'), name).toEqual(["'self'"]);
      expect(csp.get('script-src'), name).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(csp.get('object-src'), name).toEqual(["'none'"]);
      expect(csp.get('base-uri'), name).toEqual(["'none'"]);
      expect(csp.get('form-action'), name).toEqual(["'self'"]);
      for (const [directive, sources] of csp) {
        for (const source of sources) {
          expect(source, `${name}: ${directive}`).toMatch(
            /^('self'|'none'|'wasm-unsafe-eval'|data:|blob:)$/,
          );
        }
      }
    });
  });

  it('keeps the API docs to this origin too (their own policy, without https: sources)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/https?:|validator\.swagger\.io|\*/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('browser security headers on every reply', () => {
  it('sends X-Content-Type-Options: nosniff (ASVS 3.4.4)', async () => {
    await eachReplyKind((name, headers) => {
      expect(headers['x-content-type-options'], name).toBe('nosniff');
    });
  });

  it("refuses framing: frame-ancestors 'none' and X-Frame-Options: DENY (ASVS 3.4.6)", async () => {
    await eachReplyKind((name, headers) => {
      expect(parseCsp(headers['content-security-policy']).get('frame-ancestors'), name).toEqual([
        "'none'",
      ]);
      expect(headers['x-frame-options'], name).toBe('DENY');
    });
  });

  it('sends a Referrer-Policy that keeps paths to this origin, and isolates the browsing context (ASVS 3.4.5)', async () => {
    await eachReplyKind((name, headers) => {
      expect(headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy'], name).toBe('same-origin');
      expect(headers['cross-origin-resource-policy'], name).toBe('same-origin');
    });
  });

  it('names no server, framework or version (ASVS 13.4.6)', async () => {
    await eachReplyKind((name, headers) => {
      expect(headers['x-powered-by'], name).toBeUndefined();
      expect(headers.server, name).toBeUndefined();
      for (const [header, value] of Object.entries(headers)) {
        expect(String(value), `${name}: ${header}`).not.toMatch(
          /fastify|node\.?js|express|\d+\.\d+\.\d+/i,
        );
      }
    });
  });

  it('answers the router’s own errors in the app’s error shape, naming no framework code', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/vendor/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'This address is not valid.' });
    const long = await t.app.inject({ method: 'GET', url: `/api/listings/${'9'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'This address is too long.' });
    for (const res of [bad, long]) {
      expect(res.body).not.toMatch(/FST_|%E0|9{50}/);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });
});

describe('Strict-Transport-Security (ASVS 3.4.1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => proxied.close());

  it('asks for https for a year, subdomains included, when served over https by a trusted proxy', async () => {
    for (const url of ['/api/health', '/api/vendor/profile', '/api/catalogue']) {
      const res = await proxied.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      const hsts = String(res.headers['strict-transport-security']);
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
      expect(maxAge, url).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts, url).toContain('includeSubDomains');
    }
  });

  it('hides what failed in a 5xx reply: no stack, no SQL, no table name, and still no-store and the headers (ASVS 16.5.1)', async () => {
    const account = newAccount();
    await proxied.app.inject({ method: 'POST', url: '/api/vendor/register', payload: account });
    const login = await proxied.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email: account.email, password: account.password },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    // The session lookup's table goes away: the next signed-in request fails on our side.
    await proxied.database.sql.exec('ALTER TABLE sessions RENAME TO sessions_gone');
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/api/vendor/profile',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(res.body).not.toMatch(/sessions|select|relation|stack|\bat\s|node_modules/i);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await proxied.database.sql.exec('ALTER TABLE sessions_gone RENAME TO sessions');
    }
  });
});

const LEFT_OUT = new Set([
  'PUT /api/vendor/listings/:listingId',
  'DELETE /api/vendor/listings/:listingId/media/:mediaId',
  'POST /api/vendor/listings/:listingId/refund',
]);

describe('Cache-Control: no-store on everything that carries or depends on a session (ASVS 14.2.2, 14.3.2)', () => {
  const expectNoStore = (label: string, res: { headers: Record<string, unknown> }) =>
    expect(res.headers['cache-control'], label).toBe('no-store');

  it('on every vendor- and user-scope endpoint, answered for its own session', async () => {
    const calls: [string, Call, Actor][] = [
      ...Object.entries(vendorScopeCalls(listingId, mediaId))
        // Left out: those that would change what later tests read (the listing, its media).
        .filter(([name]) => !LEFT_OUT.has(name))
        .map(([name, call]): [string, Call, Actor] => [name, call, asVendor()]),
      ...Object.entries(USER_SCOPE_CALLS).map(([name, call]): [string, Call, Actor] => [
        name,
        call,
        { name: 'user', cookie: user.cookie },
      ]),
    ];
    for (const [name, call, actor] of calls) {
      const res = await send(t.app, actor, call);
      expect(res.statusCode, name).toBeLessThan(500);
      expectNoStore(`${name} (${res.statusCode})`, res);
    }
  });

  it('on every vendor- and user-scope refusal (401), and on 404s under those paths', async () => {
    const calls = { ...vendorScopeCalls(listingId, mediaId), ...USER_SCOPE_CALLS };
    for (const [name, call] of Object.entries(calls)) {
      const res = await send(t.app, ANONYMOUS, call);
      expect(res.statusCode, name).toBe(401);
      expectNoStore(name, res);
    }
    for (const url of [
      '/api/vendor/nothing',
      '/api/user/nothing',
      '/api/vendor/listings/1/nothing',
    ]) {
      const res = await send(t.app, asVendor(), { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expectNoStore(url, res);
    }
  });

  it('on register, login, the session and logout, whether they succeed or fail', async () => {
    const account = newAccount();
    const replies = {
      register: await t.app.inject({ method: 'POST', url: '/api/user/register', payload: account }),
      'register again (409)': await t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: account,
      }),
      'register, invalid (400)': await t.app.inject({
        method: 'POST',
        url: '/api/vendor/register',
        payload: { email: 'x' },
      }),
      login: await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: account.email, password: account.password },
      }),
      'session, signed in': await t.app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { cookie: user.cookie },
      }),
      'session, nobody': await t.app.inject({ method: 'GET', url: '/api/session' }),
      'logout, cross-site (403)': await t.app.inject({
        method: 'POST',
        url: '/api/session/logout',
        headers: { origin: 'https://evil.example' },
      }),
      logout: await t.app.inject({ method: 'POST', url: '/api/session/logout' }),
    };
    for (const [name, res] of Object.entries(replies))
      expectNoStore(`${name} ${res.statusCode}`, res);
  });

  it('on payment replies, on the router’s own errors and on a percent-encoded vendor path', async () => {
    const replies = {
      'verify, refused': await send(t.app, asVendor(), {
        method: 'POST',
        url: '/api/vendor/payments/verify',
        body: { json: { listingId } },
      }),
      'webhook, unsigned': await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: {},
      }),
      'undecodable URL': await t.app.inject({ method: 'GET', url: '/api/vendor/%E0%A4%A' }),
      'encoded /api/%76endor/profile': await send(t.app, asVendor(), {
        method: 'GET',
        url: '/api/%76endor/profile',
      }),
    };
    for (const [name, res] of Object.entries(replies))
      expectNoStore(`${name} ${res.statusCode}`, res);
    expect(replies['encoded /api/%76endor/profile'].statusCode).toBe(200);
  });

  it('leaves public replies cacheable as they were: catalogue, search, media, OCR config (and a signed-in storefront no-store)', async () => {
    const expected: [string, string][] = [
      ['/api/catalogue', 'public, max-age=300'],
      ['/api/search?q=dj', 'no-cache'],
      // The contact a signed-in person sees is theirs alone (issue 27, finding 5).
      [`/api/listings/${listingId}`, 'no-store'],
      [mediaUrl, 'public, max-age=31536000, immutable'],
      ['/api/ocr-config', 'public, max-age=300'],
    ];
    for (const [url, cacheControl] of expected) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(cacheControl);
    }
  });
});

describe('stored media (ASVS 3.2.1, 4.1.1)', () => {
  it('serves an image with its real image type, nosniff and same-origin resource policy', async () => {
    expect(mediaUrl).toMatch(/^\/media\/[\w/-]+\.webp$/);
    const res = await t.app.inject({ method: 'GET', url: mediaUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
  });

  it('serves nothing outside the media folder, nor a missing file', async () => {
    const encoded = await t.app.inject({ method: 'GET', url: '/media/..%2f..%2fpackage.json' });
    expect(encoded.statusCode).toBe(403);
    for (const url of ['/media/../package.json', '/media/img/none.webp', '/media/.env']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(res.body, url).not.toContain('"name"');
    }
  });
});

describe('error replies (ASVS 16.5.1)', () => {
  it('say what was wrong in words, with no stack trace, path or framework code', async () => {
    const replies = {
      'malformed JSON': await t.app.inject({
        method: 'PUT',
        url: '/api/vendor/profile',
        headers: { cookie: vendor.cookie, 'content-type': 'application/json' },
        payload: '{"name":',
      }),
      'invalid fields': await send(t.app, asVendor(), {
        method: 'PUT',
        url: '/api/vendor/profile',
        body: { json: { name: 7 } },
      }),
      'invalid id': await send(t.app, asVendor(), {
        method: 'GET',
        url: '/api/vendor/listings/abc',
      }),
      'too large': await t.app.inject({
        method: 'POST',
        url: '/api/vendor/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      }),
      'unsupported type': await send(t.app, asVendor(), {
        method: 'PUT',
        url: '/api/vendor/profile',
        body: { raw: '<x/>', contentType: 'application/xml' },
      }),
      'not found': await t.app.inject({ method: 'GET', url: '/api/vendor/nothing' }),
    };
    for (const [name, res] of Object.entries(replies)) {
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      const body = res.json() as Record<string, unknown>;
      expect(typeof body.message, name).toBe('string');
      expect(
        Object.keys(body).filter((k) => !['message', 'kind', 'fieldErrors'].includes(k)),
        name,
      ).toEqual([]);
      expect(res.body, name).not.toMatch(/\bat\s+\S+\s*\(|node_modules|\/work\/|stack|FST_/);
    }
  });
});
