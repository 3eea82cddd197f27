import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServerRendering, type ServerRenderer } from './ssr';

/**
 * The rendering layer on a bare Fastify app with a renderer of our own: what it caches, when it
 * drops the cache, what it sends for each encoding, redirects and error pages. The real renderer
 * (apps/web/src/entry-server.tsx) has its own tests; the whole chain runs in e2e/tests/ssr.spec.ts.
 */

// Large enough to be worth compressing, and different for every render.
const page = (title: string, n: number) =>
  `<!doctype html><title>${title}</title><main>${'Mandap vendors '.repeat(400)}render ${n}</main>`;

interface Harness {
  app: FastifyInstance;
  renders: string[];
  versionReads: number;
  version: number;
  served: string[];
  api: Array<{ ip: string; userAgent: string | undefined; cookie: string | undefined }>;
  failNextRender: boolean;
  failVersion: boolean;
  /** When set, renders wait for it after their version was read. */
  hold: Promise<void> | undefined;
}

async function harness(): Promise<Harness> {
  const app = Fastify();
  const h: Harness = {
    app,
    renders: [],
    versionReads: 0,
    version: 1,
    served: [],
    api: [],
    failNextRender: false,
    hold: undefined,
    failVersion: false,
  };
  app.get('/api/listing', async (request) => {
    h.api.push({
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      cookie: request.headers.cookie,
    });
    return { firmName: 'Shaadi Studio' };
  });
  const renderer: ServerRenderer = {
    handles: (pathname) => pathname === '/' || /\/vendors(\/|$)/i.test(pathname),
    async render(request, context) {
      const url = new URL(request.url);
      h.renders.push(url.pathname + url.search);
      if (h.hold) await h.hold;
      if (h.failNextRender) {
        h.failNextRender = false;
        throw new Error('renderer broke');
      }
      if (url.pathname === '/Vendors/7/old-name') {
        return { kind: 'redirect', status: 301, location: '/Vendors/7/shaadi-studio' };
      }
      if (url.pathname === '/Vendors/8') {
        return { kind: 'page', status: 404, html: page('Page not found', h.renders.length) };
      }
      const listing = (await (await context.apiFetch('/api/listing')).json()) as {
        firmName: string;
      };
      // The page's origin comes from the request: canonical links must name this site.
      return {
        kind: 'page',
        status: 200,
        html: page(`${listing.firmName} at ${url.origin}`, h.renders.length),
      };
    },
  };
  const rendering = createServerRendering(app, renderer, {
    contentVersion: async () => {
      h.versionReads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (h.failVersion) throw new Error('database unreachable');
      return h.version;
    },
    onPage: (_request, pathname, fromCache) =>
      h.served.push(`${pathname}${fromCache ? ' (cached)' : ''}`),
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (await rendering.serve(request, reply)) return reply;
    return reply
      .type('text/html')
      .send('<!doctype html><title>Mandap</title><div id="root"></div>');
  });
  await app.ready();
  return h;
}

describe('server-rendered pages', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harness();
  });
  afterEach(() => h.app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url, headers: { host: 'mandap.example', ...headers } });

  it('renders a page once and answers from the cache, revalidated by ETag', async () => {
    const first = await get('/Vendors/7/shaadi-studio');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toContain('Shaadi Studio at http://mandap.example');
    const second = await get('/Vendors/7/shaadi-studio');
    expect(second.body).toBe(first.body);
    expect(h.renders).toEqual(['/Vendors/7/shaadi-studio']);
    expect(second.headers.etag).toBe(first.headers.etag);

    const etag = String(first.headers.etag);
    const revalidated = await get('/Vendors/7/shaadi-studio', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // Every page served counts, a revalidated one too (a storefront view, for analytics), and
    // says whether this request rendered it (a render counts search appearances by itself).
    expect(h.served).toEqual([
      '/Vendors/7/shaadi-studio',
      '/Vendors/7/shaadi-studio (cached)',
      '/Vendors/7/shaadi-studio (cached)',
    ]);
  });

  it('keeps pages apart by path, query and host', async () => {
    await get('/Vendors?q=dhol');
    await get('/Vendors?q=dhol&city=Jaipur');
    await get('/Vendors?q=dhol', { host: 'www.mandap.example' });
    await get('/Vendors?q=dhol');
    expect(h.renders).toEqual([
      '/Vendors?q=dhol',
      '/Vendors?q=dhol&city=Jaipur',
      '/Vendors?q=dhol',
    ]);
  });

  it('renders again once the content version moves (a listing changed)', async () => {
    const before = await get('/');
    h.version = 2;
    const after = await get('/');
    expect(h.renders).toEqual(['/', '/']);
    expect(after.body).not.toBe(before.body);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await get('/');
    expect(h.renders).toHaveLength(2);
  });

  it('renders a page once for many requests at once, and reads the version once for them', async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, () => get('/Vendors')));
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(h.renders).toEqual(['/Vendors']);
    expect(h.versionReads).toBe(1);
  });

  it('does not keep a page rendered from data older than the version', async () => {
    let release = () => {};
    h.hold = new Promise((resolve) => {
      release = resolve;
    });
    const stale = get('/Vendors');
    while (h.renders.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    // A listing changes while that page renders; a request after it sees the new version.
    h.version = 2;
    h.hold = undefined;
    expect((await get('/vendors?x=1')).statusCode).toBe(200);
    release();
    expect((await stale).statusCode).toBe(200);
    await get('/Vendors');
    expect(h.renders).toEqual(['/Vendors', '/vendors?x=1', '/Vendors']);
  });

  it('keeps its own origin for a path that looks like another host', async () => {
    const res = await get('//elsewhere.example/Vendors');
    expect(res.body).toContain('Shaadi Studio at http://mandap.example');
    expect((await get('/', { host: 'bad host"><script>' })).body).toContain(
      'Shaadi Studio at http://localhost',
    );
  });

  it('asks the API in-process as the visitor, without their cookies', async () => {
    await h.app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14)', cookie: 'mandap_session=secret' },
    });
    expect(h.api).toEqual([
      { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (Linux; Android 14)', cookie: undefined },
    ]);
  });

  it('redirects as the loader says, every time, without caching', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await get('/Vendors/7/old-name');
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/Vendors/7/shaadi-studio');
    }
    expect(h.renders).toHaveLength(2);
    expect(h.served).toEqual([]);
  });

  it('answers an error page with its status, never from the cache', async () => {
    const first = await get('/Vendors/8');
    expect(first.statusCode).toBe(404);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers.etag).toBeUndefined();
    expect(first.body).toContain('<title>Page not found</title>');
    await get('/Vendors/8');
    expect(h.renders).toHaveLength(2);
  });

  it('leaves other paths, and pages it fails to render, to the app in the browser', async () => {
    const other = await get('/VendorList');
    expect(other.body).toContain('<div id="root"></div>');
    h.failNextRender = true;
    const failed = await get('/Vendors');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    // The failure is not kept: the next request renders.
    expect((await get('/Vendors')).body).toContain('Shaadi Studio');
  });

  it('leaves the page to the browser while the version cannot be read', async () => {
    h.failVersion = true;
    const res = await get('/Vendors');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(h.renders).toEqual([]);
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
  ])('answers Accept-Encoding "%s" with %s', async (acceptEncoding, expected) => {
    const plain = (await get('/')).rawPayload;
    const res = await get('/', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers.vary).toBe('accept-encoding');
    const body =
      expected === 'br'
        ? brotliDecompressSync(res.rawPayload)
        : expected === 'gzip'
          ? gunzipSync(res.rawPayload)
          : res.rawPayload;
    expect(body.equals(plain)).toBe(true);
    if (expected) expect(res.rawPayload.length).toBeLessThan(plain.length / 5);
    expect(h.renders).toHaveLength(1);
  });

  it('compresses an uncached error page too', async () => {
    const res = await get('/Vendors/8', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('Page not found');
  });
});
