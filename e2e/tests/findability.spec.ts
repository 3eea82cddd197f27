import { expect, test } from '@playwright/test';
import { createActiveListing } from '../fixtures/marketplace';

// What a search engine reads (issue 17, decision 0038): robots.txt, the sitemap and the favicon
// are real files, a path no page answers is a 404, and a category's page in a city has a readable
// URL, a heading and text of its own, and an ItemList of its vendors.

// A made-up city of this run: the data folder keeps the listings of earlier runs.
const WORD = `Rangpur${Date.now().toString(36)}`;
const CITY = `Sawai ${WORD}`;
const SLUG = `sawai-${WORD.toLowerCase()}`;
const FIRM = `${WORD} Wedding Films`;

test.describe.configure({ mode: 'serial' });

let storefront = '';
test.beforeAll(async ({ request }) => {
  const listing = await createActiveListing(request, {
    category: 'photo-video',
    firmName: FIRM,
    city: CITY,
    images: 1,
  });
  storefront = `/Vendors/${listing.listingId}/${WORD.toLowerCase()}-wedding-films`;
});

test('robots.txt, the sitemap and the favicon are files of their own types', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const rules = await robots.text();
  expect(rules).toContain('Disallow: /api/');
  expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await sitemap.text();
  expect(xml).toContain(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  );
  expect(xml).toContain(`<loc>${baseURL}${storefront}</loc>`);
  // And in Hindi (issue 32).
  expect(xml).toContain(`<loc>${baseURL}/hi${storefront}</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/Vendors/in/${SLUG}/photographers</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/Vendors/in/${SLUG}</loc>`);

  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.status()).toBe(200);
  expect(touch.headers()['content-type']).toBe('image/png');
});

test('a path no page answers is a 404 page; the app’s own screens are not', async ({
  page,
  request,
}) => {
  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  expect((await request.head('/no-such-page')).status()).toBe(404);
  expect((await request.get('/Vendors/in/jaipur/plumbers')).status()).toBe(404);
  for (const path of ['/services', '/VendorLogin', '/vendorlist/photvideo/', '/profile']) {
    const known = await request.get(path);
    expect(known.status(), path).toBe(200);
    expect(known.headers()['content-type'], path).toBe('text/html; charset=utf-8');
  }
  const api = await request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
});

test('a category’s page in a city has a readable URL, its heading, its text and its vendors', async ({
  page,
  request,
  baseURL,
}) => {
  // The old form of the search moves there for good.
  const old = await request.get(`/Vendors?category=photo-video&city=${encodeURIComponent(CITY)}`, {
    maxRedirects: 0,
  });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/Vendors/in/${SLUG}/photographers`);

  const response = await page.goto(`/Vendors/in/${SLUG}/photographers`);
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: `Photographers in Sawai ${WORD}` }),
  ).toBeVisible();
  await expect(
    page.getByText(`1 photographer in Sawai ${WORD} on Mandap, with their photos and prices.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: FIRM })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/Vendors/in/${SLUG}/photographers`,
  );
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@type': string; itemListElement: unknown[] };
  expect(jsonLd['@type']).toBe('ItemList');
  expect(jsonLd.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, url: `${baseURL}${storefront}`, name: FIRM },
  ]);

  // The city's own page links to it.
  await page.goto(`/Vendors/in/${SLUG}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Wedding vendors in Sawai ${WORD}` }),
  ).toBeVisible();
});
