import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/helper';
import { createListing } from '../../test/listings';
import { payThroughSandbox } from '../../test/payments';
import { wantsWebApp } from './web-app';

const ASSET = `console.log(${JSON.stringify('Mandap '.repeat(500))});`;
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h32v32H0z"/>'.repeat(60)}</svg>`;
const INDEX = '<!doctype html><title>Mandap</title><div id="root"><!--app-html--></div>';

/**
 * A web build's server renderer, reduced to what the server relies on: the public paths, a
 * storefront from the real GET /api/listings/:listingId and a search page from the real
 * GET /api/search, both through the in-process API, a redirect
 * for a stale slug, and 404 for a listing that is not shown.
 */
const RENDERER = `
export function createServerRenderer({ template, manifest }) {
  if (!template.includes('<!--app-html-->') || typeof manifest !== 'object') throw new Error('bad build');
  globalThis.mandapRenders = 0;
  return {
    handles: (pathname) =>
      /^\\/(vendors(\\/[^/]+(\\/[^/]*)?)?)?\\/?$/i.test(pathname) || /^\\/vendors\\/in\\/[^/]+\\/djs$/i.test(pathname),
    queryParams: (pathname) => (/^\\/vendors\\/?$/i.test(pathname) ? ['q', 'city', 'page'] : []),
    async render(request, context) {
      globalThis.mandapRenders += 1;
      const url = new URL(request.url);
      const [, , id, slug] = url.pathname.split('/');
      if (id === 'in') {
        const query = new URLSearchParams({ city: slug, category: 'dj' });
        const search = await (await context.apiFetch('/api/search?' + query)).json();
        const names = search.results.map((r) => r.firmName).join(', ');
        return { kind: 'page', status: 200, html: template.replace('<!--app-html-->', '<h1>DJs</h1><p>' + names + '</p>') };
      }
      if (!id) {
        const search = await (await context.apiFetch('/api/search' + url.search)).json();
        return { kind: 'page', status: 200, html: template.replace('<!--app-html-->', '<h1>Find vendors</h1><p>' + search.total + ' found</p>') };
      }
      const reply = await context.apiFetch('/api/listings/' + id);
      if (reply.status === 404) return { kind: 'page', status: 404, html: '<h1>Page not found</h1>' };
      const listing = await reply.json();
      const canonical = 'shaadi';
      if (slug !== canonical) return { kind: 'redirect', status: 301, location: '/Vendors/' + id + '/' + canonical };
      const prices = listing.prices.map((p) => p.offerPaise).join(', ');
      return {
        kind: 'page',
        status: 200,
        html: template.replace('<!--app-html-->', '<link rel="canonical" href="' + url.origin + url.pathname + '"><h1>' + listing.firmName + '</h1><p>' + prices + '</p>' + ' '.repeat(2000)),
      };
    },
  };
}
`;

/** The Hindi build's renderer (dist/hi/server): its pages live under /hi/ (issue 32). */
const INDEX_HI =
  '<!doctype html><html lang="hi-IN"><title>Mandap</title><div id="root"><!--app-html--></div>';
const RENDERER_HI = `
export function createServerRenderer({ template }) {
  return {
    handles: (pathname) => /^\\/hi(\\/(vendors\\/[^/]+\\/[^/]*)?)?\\/?$/i.test(pathname),
    queryParams: () => [],
    async render(request, context) {
      const [, , , id] = new URL(request.url).pathname.split('/');
      if (!id) return { kind: 'page', status: 200, html: template.replace('<!--app-html-->', '<h1>शादी के वेंडर</h1>') };
      const reply = await context.apiFetch('/api/listings/' + id);
      if (reply.status === 404) return { kind: 'page', status: 404, html: '<h1>पेज नहीं मिला</h1>' };
      const listing = await reply.json();
      return { kind: 'page', status: 200, html: template.replace('<!--app-html-->', '<h1>' + listing.firmName + '</h1>') };
    },
  };
}
`;

const renders = () => (globalThis as { mandapRenders?: number }).mandapRenders ?? 0;

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'mandap-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await mkdir(path.join(dist, 'server'));
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX));
    // The build precompresses assets; the server must send these files, not compress again.
    await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), ASSET);
    await writeFile(path.join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(ASSET));
    await writeFile(path.join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(ASSET));
    await writeFile(path.join(dist, 'favicon.svg'), ICON);
    await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
    await writeFile(path.join(dist, 'server', 'entry-server.js'), RENDERER);
    const hi = path.join(dist, 'hi');
    await mkdir(path.join(hi, 'assets'), { recursive: true });
    await mkdir(path.join(hi, 'server'));
    await mkdir(path.join(hi, '.vite'));
    await writeFile(path.join(hi, 'index.html'), INDEX_HI);
    await writeFile(path.join(hi, 'assets', 'index-HiN123.js'), ASSET);
    await writeFile(path.join(hi, '.vite', 'manifest.json'), '{}');
    await writeFile(path.join(hi, 'server', 'entry-server.js'), RENDERER_HI);
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(ASSET);
  });

  it.each(['/assets/index-AbC123.js', '/hi/assets/index-HiN123.js'])(
    'sends a build file (%s) only the headers a script needs, not the document ones',
    async (url) => {
      const asset = await t.app.inject({ method: 'GET', url });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(asset.headers['content-security-policy']).toBeUndefined();
      expect(asset.headers['x-frame-options']).toBeUndefined();
      // Nor the validators of a file that changes: a hashed one keeps only its ETag.
      expect(asset.headers.etag).toBeDefined();
      expect(asset.headers['last-modified']).toBeUndefined();
      expect(asset.headers['accept-ranges']).toBeUndefined();
      // A page keeps them all.
      const page = await t.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      expect(page.headers['x-frame-options']).toBe('DENY');
    },
  );

  it.each([
    ['br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => gunzipSync(b)],
  ])('sends the build’s %s copy of an asset, with its headers', async (encoding, decode) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': encoding },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(res.rawPayload).toString()).toBe(ASSET);
  });

  it('compresses a static file the build did not', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ICON);
  });

  it('revalidates other files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve the server renderer or the compressed copies as pages of their own', async () => {
    for (const url of ['/server/entry-server.js', '/.vite/manifest.json', '/index.html.br']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('createServerRenderer');
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it.each(['/VendorList', '/vendorlist/entertainmentregister/', '/ServiceDetails?data=x'])(
    'answers the app route %s with index.html',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it('sends index.html compressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/VendorList',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('does not answer missing assets or API paths with the app', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expect((await t.app.inject({ method: 'POST', url: '/VendorList' })).statusCode).toBe(404);
  });

  describe('in Hindi (issue 32)', () => {
    it('renders a Hindi public page with the Hindi build, and answers its app routes with its index.html', async () => {
      const home = await t.app.inject({ method: 'GET', url: '/hi/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<html lang="hi-IN">');
      expect(home.body).toContain('<h1>शादी के वेंडर</h1>');
      const screen = await t.app.inject({ method: 'GET', url: '/hi/vendor-home' });
      expect(screen.statusCode).toBe(200);
      expect(screen.body).toBe(INDEX_HI);
      expect(screen.headers['cache-control']).toBe('no-cache');
    });

    it("serves the Hindi build's assets for a year, and neither its renderer nor a missing asset", async () => {
      const asset = await t.app.inject({ method: 'GET', url: '/hi/assets/index-HiN123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const renderer = await t.app.inject({ method: 'GET', url: '/hi/server/entry-server.js' });
      expect(renderer.body).not.toContain('createServerRenderer');
      expect((await t.app.inject({ method: 'GET', url: '/hi/assets/gone.js' })).statusCode).toBe(
        404,
      );
    });

    it('sends a visitor who chose Hindi from an English page to its Hindi one, and no one else', async () => {
      const chosen = await t.app.inject({
        method: 'GET',
        url: '/Vendors?q=dj',
        headers: { cookie: 'mandap_lang=hi' },
      });
      expect(chosen.statusCode).toBe(302);
      expect(chosen.headers.location).toBe('/hi/Vendors?q=dj');
      // A crawler keeps no cookie; a browser that merely prefers Hindi is offered the switch.
      const crawler = await t.app.inject({
        method: 'GET',
        url: '/Vendors?q=dj',
        headers: { 'accept-language': 'hi-IN,hi;q=0.9', 'user-agent': 'Googlebot/2.1' },
      });
      expect(crawler.statusCode).toBe(200);
      const english = await t.app.inject({
        method: 'GET',
        url: '/Vendors?q=dj',
        headers: { cookie: 'mandap_lang=en' },
      });
      expect(english.statusCode).toBe(200);
    });
  });

  it('decides what falls back to the app', () => {
    expect(wantsWebApp('GET', '/hi/Vendors')).toBe(true);
    expect(wantsWebApp('GET', '/hi/assets/x.js')).toBe(false);
    expect(wantsWebApp('GET', '/VendorList?x=1')).toBe(true);
    expect(wantsWebApp('HEAD', '/terms-and-conditions')).toBe(true);
    expect(wantsWebApp('GET', '/API/health')).toBe(false);
    expect(wantsWebApp('GET', '/media/abc.webp')).toBe(false);
    expect(wantsWebApp('GET', '/apiary')).toBe(true);
    expect(wantsWebApp('DELETE', '/VendorList')).toBe(false);
  });

  describe('JSON', () => {
    it.each([
      ['br', (b: Buffer) => brotliDecompressSync(b)],
      ['gzip', (b: Buffer) => gunzipSync(b)],
      [undefined, (b: Buffer) => b],
    ])('sends the catalogue as %s when asked', async (encoding, decode) => {
      const plain = await t.app.inject({ method: 'GET', url: '/api/catalogue' });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/catalogue',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
      if (encoding) expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    });

    it('sends a reply under 1 KB as it is', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toMatchObject({ status: 'ok' });
    });
  });

  describe('server-rendered pages', () => {
    let listingId: number;
    let vendorCookie: string;

    beforeAll(async () => {
      const vendor = await signedIn(t.app, 'vendor');
      vendorCookie = vendor.cookie;
      listingId = await createListing(t.app, vendorCookie, 'dj', { firmName: 'DJ Sonu Jaipur' });
    });

    const page = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
      t.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });

    it('answers 404 with a page for a listing not active yet', async () => {
      const res = await page(`/Vendors/${listingId}/shaadi`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Page not found');
    });

    it('renders an active listing, from the cache until a listing changes', async () => {
      const verified = await payThroughSandbox(t.app, vendorCookie, listingId);
      expect(verified.statusCode).toBe(200);

      const first = await page(`/Vendors/${listingId}/shaadi`);
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('<h1>DJ Sonu Jaipur</h1>');
      const before = renders();
      expect((await page(`/Vendors/${listingId}/shaadi`)).body).toBe(first.body);
      expect(renders()).toBe(before);

      const prices = await t.app.inject({
        method: 'PUT',
        url: `/api/vendor/listings/${listingId}/prices`,
        headers: { cookie: vendorCookie },
        payload: { rows: [{ specification: 'Wedding DJ', mrp: '25000', offer: '19999' }] },
      });
      expect(prices.statusCode).toBe(200);
      const after = await page(`/Vendors/${listingId}/shaadi`);
      expect(renders()).toBe(before + 1);
      expect(after.body).toContain('1999900');
    });

    it('redirects a stale slug permanently', async () => {
      const res = await page(`/Vendors/${listingId}/old-name`);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`/Vendors/${listingId}/shaadi`);
    });

    it('sends a cached page compressed by the Accept-Encoding', async () => {
      const plain = await page(`/Vendors/${listingId}/shaadi`);
      const br = await page(`/Vendors/${listingId}/shaadi`, { 'accept-encoding': 'br' });
      const gz = await page(`/Vendors/${listingId}/shaadi`, { 'accept-encoding': 'gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    });

    it('counts a storefront view for a page served from the cache', async () => {
      const browser = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile' };
      await page(`/Vendors/${listingId}/shaadi`, browser);
      const before = t.parts.counting.views.pending;
      await t.app.inject({
        method: 'GET',
        url: `/Vendors/${listingId}/shaadi`,
        remoteAddress: '203.0.113.50',
        headers: browser,
      });
      expect(t.parts.counting.views.pending).toBe(before + 1);
    });

    it('renders and counts the Hindi storefront like the English one (issue 32)', async () => {
      const browser = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile' };
      const res = await t.app.inject({
        method: 'GET',
        url: `/hi/Vendors/${listingId}/shaadi`,
        remoteAddress: '203.0.113.61',
        headers: browser,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="hi-IN">');
      expect(res.body).toContain('<h1>DJ Sonu Jaipur</h1>');
      const before = t.parts.counting.views.pending;
      await t.app.inject({
        method: 'GET',
        url: `/hi/Vendors/${listingId}/shaadi`,
        remoteAddress: '203.0.113.62',
        headers: browser,
      });
      expect(t.parts.counting.views.pending).toBe(before + 1);
    });

    it('counts a signed-in person once for rendered and cached storefront pages, from any address', async () => {
      const browser = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile' };
      const user = await signedIn(t.app, 'user');
      const views = async () => {
        await t.parts.counting.views.flush();
        const [row] = await t.database.sql.query<{ n: number }>(
          'SELECT coalesce(sum(views), 0)::int AS n FROM listing_daily_stats WHERE listing_id = $1',
          [listingId],
        );
        return Number(row?.n);
      };
      const before = await views();
      const signedInBrowser = { ...browser, cookie: user.cookie };
      // A listing changed, so the cached pages are old: a page rendered for this request (the
      // render's in-process API call has no cookie and counts nothing; the visitor's request
      // counts, decision 0056).
      await createListing(t.app, vendorCookie, 'dj', { firmName: 'DJ Sonu Udaipur' });
      const rendersBefore = renders();
      const url = `/Vendors/${listingId}/shaadi`;
      expect((await page(url, signedInBrowser, '203.0.113.60')).statusCode).toBe(200);
      expect(renders()).toBe(rendersBefore + 1);
      await page(url, signedInBrowser, '203.0.113.61');
      await page(`/Vendors/${listingId}/shaadi`, signedInBrowser, '203.0.113.62');
      expect(await views()).toBe(before + 1);
    });

    const appearances = async () => {
      await t.parts.counting.appearances.flush();
      const [row] = await t.database.sql.query<{ n: number }>(
        'SELECT coalesce(sum(appearances), 0)::int AS n FROM listing_daily_stats WHERE listing_id = $1',
        [listingId],
      );
      return Number(row?.n);
    };

    it('counts search appearances for a search page, rendered or served from the cache', async () => {
      const browser = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile' };
      const before = await appearances();
      const url = '/Vendors?q=sonu';
      const first = await page(url, browser, '203.0.113.51');
      expect(first.body).toContain('1 found');
      const rendersAfterFirst = renders();
      // Three people (each counts once a day, decision 0056), the first one twice.
      await page(url, browser, '203.0.113.52');
      await page(url, browser, '203.0.113.53');
      await page(url, browser, '203.0.113.53');
      expect(renders()).toBe(rendersAfterFirst);
      // The pages are sent before the cached ones ask the API: wait for those to be counted.
      await expect.poll(appearances).toBe(before + 3);
      // A crawler's cached page counts nothing.
      await page(
        url,
        { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
        '203.0.113.54',
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await appearances()).toBe(before + 3);
    });

    it('names the configured origin in a page, whatever Host a request sends (issue 27)', async () => {
      const url = `/Vendors/${listingId}/shaadi`;
      const before = renders();
      for (const host of ['evil.example', 'mandap.in.evil.example:8443']) {
        const res = await page(url, {
          host,
          'x-forwarded-host': host,
          'x-forwarded-proto': 'https',
        });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`<link rel="canonical" href="http://127.0.0.1:3000${url}">`);
        expect(res.body).not.toContain('evil.example');
      }
      // One copy for every Host: a forged one is served the cached page, not a render of its own.
      expect(renders()).toBe(before);
    });

    it('serves a search with tracking parameters from the search page’s cache entry, counted alike', async () => {
      const browser = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile' };
      const before = await appearances();
      // Two people (one person counts once a day, decision 0056).
      const plain = await page('/Vendors?q=sonu', browser, '203.0.113.70');
      const rendersBefore = renders();
      const tracked = await page(
        '/Vendors?utm_source=whatsapp&q=sonu&gclid=Cj0KCQ&z=1',
        browser,
        '203.0.113.71',
      );
      expect(tracked.statusCode).toBe(200);
      expect(tracked.body).toBe(plain.body);
      expect(renders()).toBe(rendersBefore);
      // Both pages counted: the search's listing appeared twice.
      await expect.poll(appearances).toBe(before + 2);
    });

    it('counts appearances for a readable city and category page from the cache', async () => {
      const browser = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile' };
      const before = await appearances();
      const first = await page('/Vendors/in/jaipur/djs', browser, '203.0.113.55');
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('DJ Sonu Jaipur');
      const rendersAfterFirst = renders();
      await page('/Vendors/in/jaipur/djs', browser, '203.0.113.56');
      expect(renders()).toBe(rendersAfterFirst);
      await expect.poll(appearances).toBe(before + 2);
      // Another city's page does not list it, cached or not.
      await page('/Vendors/in/udaipur/djs', browser, '203.0.113.57');
      await page('/Vendors/in/udaipur/djs', browser, '203.0.113.58');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await appearances()).toBe(before + 2);
    });
  });
});

describe('OCR files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  // Compression of the worker and core: media/ocr-assets.test.ts.
  it('sends the language data as the gzip file it is', async () => {
    const { langPath } = (await t.app.inject({ method: 'GET', url: '/api/ocr-config' })).json<{
      langPath: string;
    }>();
    const res = await t.app.inject({
      method: 'GET',
      url: `${langPath}/eng.traineddata.gz`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });
});
