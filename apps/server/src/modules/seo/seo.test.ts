import type { CategorySlug } from '@mandap/shared/catalogue/categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createListing, switchOn } from '../../../test/listings';
import { createSitemaps } from './service';

// /robots.txt, /sitemap.xml and the numbered sitemap files (issue 17): PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set.

let t: TestApp;
let vendor: Awaited<ReturnType<typeof signedIn>>;
const ids: Record<string, number> = {};

/** A registered listing, switched on in the database unless `active` is false. */
async function listing(
  name: string,
  category: CategorySlug,
  city: string,
  active = true,
): Promise<number> {
  const id = await createListing(t.app, vendor.cookie, category, { firmName: name, city });
  if (active) await switchOn(t.database.sql, id);
  ids[name] = id;
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  vendor = await signedIn(t.app, 'vendor');
  await listing('Jaipur Frames', 'photo-video', 'Jaipur');
  await listing('Pink City DJ', 'dj', 'jaipur ');
  await listing('Ranthambore Rasoi', 'catering', 'Sawai Madhopur');
  await listing('Vashi Beats', 'dj', 'Navi-Mumbai');
  await listing('Not Paid Yet', 'mehndi', 'Kota', false);
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt', () => {
  it('is plain text that opens the public pages, closes the private ones and names the sitemap', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'mandap.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /services');
    expect(lines).toContain('Disallow: /VendorList/');
    expect(lines).toContain('Disallow: /vendor-home');
    expect(lines).toContain('Disallow: /vendor-reviews');
    expect(lines).toContain('Disallow: /billing');
    // The same screens in Hindi; the Hindi public pages stay open.
    expect(lines).toContain('Disallow: /hi/vendor-home');
    expect(lines).toContain('Disallow: /hi/services');
    expect(lines).not.toContain('Disallow: /hi/Vendors');
    // Pages a search engine should read stay open.
    expect(lines).not.toContain('Disallow: /VendorLogin');
    expect(lines).not.toContain('Disallow: /Vendors');
    expect(lines).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });

  it('names the sitemap at PUBLIC_URL when it is set', async () => {
    const other = await buildTestApp({
      SMTP_URL: 'smtp://localhost:2525',
      PUBLIC_URL: 'https://www.mandap.in/',
    });
    try {
      const robots = await other.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.body).toContain('Sitemap: https://www.mandap.in/sitemap.xml');
      const sitemap = await other.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(locs(sitemap.body)).toEqual(['https://www.mandap.in/', 'https://www.mandap.in/hi/']);
    } finally {
      await other.close();
    }
  });
});

describe('the site named in robots.txt and the sitemaps (issue 27)', () => {
  // Each of these Host headers passes a check of its form: only the configuration names the site.
  const forged = ['evil.example', 'mandap.example.evil.example:8443', '203.0.113.7'];

  it('is the configured origin, never the Host a request sends', async () => {
    for (const host of forged) {
      for (const url of ['/robots.txt', '/sitemap.xml']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { host, 'x-forwarded-host': host, 'x-forwarded-proto': 'https' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.body, `${url} for Host ${host}`).not.toContain(host);
        // Outside production without PUBLIC_URL: HOST and PORT of the configuration.
        expect(res.body).toContain(t.config.publicUrl);
      }
    }
    expect(t.config.publicUrl).toBe('http://127.0.0.1:3000');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    for (const loc of locs(sitemap.body))
      expect(loc?.startsWith('http://127.0.0.1:3000/')).toBe(true);
  });
});

describe('sitemap.xml', () => {
  it('lists the home page, search pages with results and every active storefront', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'mandap.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const o = t.config.publicUrl;
    // Each page in English, then in Hindi under /hi/ (issue 32).
    const hindi = (url: string) => url.replace(`${o}/`, `${o}/hi/`);
    expect(locs(res.body)).toEqual(
      [
        `${o}/`,
        `${o}/Vendors?category=photo-video`,
        `${o}/Vendors?category=catering`,
        `${o}/Vendors?category=dj`,
        // A city's spellings are one page; a city a slug cannot carry keeps the parameters.
        `${o}/Vendors/in/jaipur`,
        `${o}/Vendors/in/jaipur/djs`,
        `${o}/Vendors/in/jaipur/photographers`,
        `${o}/Vendors/in/sawai-madhopur`,
        `${o}/Vendors/in/sawai-madhopur/caterers`,
        `${o}/Vendors?category=dj&amp;city=Navi-Mumbai`,
        `${o}/Vendors?city=Navi-Mumbai`,
        `${o}/Vendors/${ids['Jaipur Frames']}/jaipur-frames`,
        `${o}/Vendors/${ids['Pink City DJ']}/pink-city-dj`,
        `${o}/Vendors/${ids['Ranthambore Rasoi']}/ranthambore-rasoi`,
        `${o}/Vendors/${ids['Vashi Beats']}/vashi-beats`,
      ].flatMap((url) => [url, hindi(url)]),
    );
    // Each names both languages and English as the default, as the pages' own links do.
    const frames = `${o}/Vendors/${ids['Jaipur Frames']}/jaipur-frames`;
    expect(res.body).toContain(
      `<url><loc>${hindi(frames)}</loc>` +
        res.body.split(`<url><loc>${hindi(frames)}</loc>`)[1]?.split('<xhtml:link')[0] +
        `<xhtml:link rel="alternate" hreflang="en" href="${frames}"/>` +
        `<xhtml:link rel="alternate" hreflang="hi" href="${hindi(frames)}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${frames}"/></url>`,
    );
    expect(res.body).not.toContain('Kota');
    expect(res.body).not.toContain('not-paid-yet');
    // Every URL says when it last changed.
    expect(res.body.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)).toHaveLength(30);
  });

  it('follows the listings: a listing switched off leaves it, one switched on joins it', async () => {
    await t.database.sql.query(`UPDATE listings SET status = 'suspended' WHERE id = $1`, [
      ids['Vashi Beats'],
    ]);
    await switchOn(t.database.sql, ids['Not Paid Yet'] as number);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.body).not.toContain('Navi-Mumbai');
      expect(res.body).not.toContain('vashi-beats');
      expect(res.body).toContain('/Vendors/in/kota/mehndi-artists</loc>');
      expect(res.body).toContain(`/Vendors/${ids['Not Paid Yet']}/not-paid-yet</loc>`);
    } finally {
      await t.database.sql.query(`UPDATE listings SET status = 'active' WHERE id = $1`, [
        ids['Vashi Beats'],
      ]);
      await t.database.sql.query(`UPDATE listings SET status = 'pending_payment' WHERE id = $1`, [
        ids['Not Paid Yet'],
      ]);
    }
  });

  it('becomes an index of numbered files past its limit, each within it, together every URL', async () => {
    // Four URLs a file: two pages, each in English and Hindi.
    const sitemaps = createSitemaps(t.database.db, 4);
    const origin = 'https://mandap.example';
    const index = (await sitemaps.file(origin, 0))?.toString() ?? '';
    expect(index).toMatch(
      /<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const numbers = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(locs(index)).toEqual(numbers.map((n) => `${origin}/sitemaps/${n}.xml`));
    const all: string[] = [];
    for (const n of numbers) {
      const file = (await sitemaps.file(origin, n))?.toString() ?? '';
      expect(file).toContain('<urlset ');
      expect(locs(file).length).toBeLessThanOrEqual(4);
      all.push(...(locs(file) as string[]));
    }
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
    expect(all.slice(-8)).toEqual(
      [
        `/Vendors/${ids['Jaipur Frames']}/jaipur-frames`,
        `/Vendors/${ids['Pink City DJ']}/pink-city-dj`,
        `/Vendors/${ids['Ranthambore Rasoi']}/ranthambore-rasoi`,
        `/Vendors/${ids['Vashi Beats']}/vashi-beats`,
      ].flatMap((path) => [`${origin}${path}`, `${origin}/hi${path}`]),
    );
    expect(await sitemaps.file(origin, 9)).toBeNull();
  });

  it('serves the numbered files by HTTP, and 404 for one there is not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/1.xml' });
    // Under the real limit the sitemap is one file: there are no numbered ones.
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/x.xml' })).statusCode).toBe(404);
  });
});
