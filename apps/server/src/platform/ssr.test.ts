import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServerRendering, loadRenderer, type ServerRenderer } from './ssr';

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
  /** The Accept-Language of each in-process API call. */
  apiLanguages: Array<string | undefined>;
  failNextRender: boolean;
  failVersion: boolean;
  /** When set, renders wait for it after their version was read. */
  hold: Promise<void> | undefined;
}

// The site's one origin (PUBLIC_URL); requests below name other hosts.
const ORIGIN = 'https://www.mandap.example';

/** The query parameters the harness's pages read: the search page's, none elsewhere. */
const queryParams = (pathname: string): readonly string[] =>
  /^\/vendors\/?$/i.test(pathname) ? ['q', 'city', 'features', 'a', 'b'] : [];

async function harness(maxEntries?: number, language?: 'en' | 'hi'): Promise<Harness> {
  const app = Fastify();
  const h: Harness = {
    app,
    renders: [],
    versionReads: 0,
    version: 1,
    served: [],
    api: [],
    apiLanguages: [],
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
    h.apiLanguages.push(request.headers['accept-language']);
    return { firmName: 'Shaadi Studio' };
  });
  const renderer: ServerRenderer = {
    handles: (pathname) => pathname === '/' || /\/vendors(\/|$)/i.test(pathname),
    queryParams,
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
    origin: ORIGIN,
    ...(maxEntries === undefined ? {} : { maxEntries }),
    ...(language === undefined ? {} : { language }),
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
    expect(first.body).toContain(`Shaadi Studio at ${ORIGIN}`);
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

  it('keeps pages apart by path and query, not by host', async () => {
    await get('/Vendors?q=dhol');
    await get('/Vendors?q=dhol&city=Jaipur');
    await get('/vendors?q=dhol');
    await get('/Vendors?q=dhol', { host: 'www.mandap.example' });
    await get('/Vendors?q=dhol');
    expect(h.renders).toEqual([
      '/Vendors?q=dhol',
      '/Vendors?city=Jaipur&q=dhol',
      '/vendors?q=dhol',
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
    expect((await get('/vendors?q=1')).statusCode).toBe(200);
    release();
    expect((await stale).statusCode).toBe(200);
    await get('/Vendors');
    expect(h.renders).toEqual(['/Vendors', '/vendors?q=1', '/Vendors']);
  });

  it('keeps its own origin for a path that looks like another host', async () => {
    const res = await get('//elsewhere.example/Vendors');
    expect(res.body).toContain(`Shaadi Studio at ${ORIGIN}`);
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

  it("asks the API in the pages' language, not the visitor's (issue 32)", async () => {
    await get('/', { 'accept-language': 'hi' });
    expect(h.apiLanguages).toEqual(['en']);
    const hindi = await harness(undefined, 'hi');
    try {
      await hindi.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en' } });
      expect(hindi.apiLanguages).toEqual(['hi']);
    } finally {
      await hindi.app.close();
    }
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

describe('the origin a page names (issue 27)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harness();
  });
  afterEach(() => h.app.close());

  it('is the configured one, whatever Host or X-Forwarded-Host a request sends', async () => {
    for (const host of ['evil.example', 'mandap.test', '203.0.113.7:8080', 'bad host"><x>']) {
      const res = await h.app.inject({
        method: 'GET',
        url: '/Vendors/7/shaadi-studio',
        headers: { host, 'x-forwarded-host': host, 'x-forwarded-proto': 'http' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`Shaadi Studio at ${ORIGIN}`);
      expect(res.body, host).not.toContain(host);
    }
    // One page for every Host: a forged one neither renders nor takes a place in the cache.
    expect(h.renders).toEqual(['/Vendors/7/shaadi-studio']);
  });
});

describe('the page cache key (issue 27)', () => {
  let h: Harness;
  afterEach(() => h.app.close());

  const get = (url: string) =>
    h.app.inject({ method: 'GET', url, headers: { host: 'www.mandap.example' } });

  it('ignores parameters a page does not read: ?z=1..50 renders nothing and evicts nothing', async () => {
    // Room for three pages: the three real ones below.
    h = await harness(3);
    const real = ['/Vendors?q=dhol', '/Vendors/7/shaadi-studio', '/'];
    for (const url of real) expect((await get(url)).statusCode).toBe(200);
    expect(h.renders).toEqual(real);
    for (let z = 1; z <= 50; z += 1) {
      expect((await get(`/Vendors?q=dhol&z=${z}`)).statusCode).toBe(200);
      expect((await get(`/?utm_source=ad${z}&gclid=${z}`)).statusCode).toBe(200);
      expect((await get(`/Vendors/7/shaadi-studio?z=${z}`)).statusCode).toBe(200);
    }
    // Not one render more, and the three real pages are still held.
    for (const url of real) await get(url);
    expect(h.renders).toEqual(real);
    // Each was served, from the cache, and counted as such.
    expect(h.served.filter((s) => s.endsWith('(cached)'))).toHaveLength(153);
  });

  it('keys the parameters a page reads in one order: ?b=1&a=2 and ?a=2&b=1 share an entry', async () => {
    h = await harness();
    const first = await get('/Vendors?b=1&a=2');
    const second = await get('/Vendors?a=2&b=1');
    const third = await get('/Vendors?utm_source=x&a=2&b=1&z=9');
    expect(second.body).toBe(first.body);
    expect(third.body).toBe(first.body);
    expect(h.renders).toEqual(['/Vendors?a=2&b=1']);
  });

  it('renders what the parameters a page reads say, and only those', async () => {
    h = await harness();
    await get('/Vendors?q=dhol&z=1');
    await get('/Vendors?q=tabla');
    await get('/Vendors?q=dhol&city=Jaipur');
    // The values of a repeated parameter keep their order: it may be what the page shows.
    await get('/Vendors?features=ac&features=parking');
    await get('/Vendors?features=parking&features=ac');
    await get('/Vendors?q=dhol');
    expect(h.renders).toEqual([
      '/Vendors?q=dhol',
      '/Vendors?q=tabla',
      '/Vendors?city=Jaipur&q=dhol',
      '/Vendors?features=ac&features=parking',
      '/Vendors?features=parking&features=ac',
    ]);
  });
});

describe('loading the renderer', () => {
  it('refuses a build older than the page keys, which the site then renders in the browser', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'mandap-old-dist-'));
    try {
      await mkdir(path.join(dist, 'server'));
      await mkdir(path.join(dist, '.vite'));
      await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
      await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
      await writeFile(
        path.join(dist, 'server', 'entry-server.js'),
        'export const createServerRenderer = () => ({ handles: () => true, render: async () => null });',
      );
      await expect(loadRenderer(dist)).rejects.toThrow(/older build without queryParams/);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
