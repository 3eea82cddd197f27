import { brotliDecompressSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createActiveListing } from '../fixtures/marketplace';

// The public pages as the server renders them (decision 0023): their content is in the HTML
// before any JavaScript runs, and the app then hydrates them without a mismatch.

interface Listing {
  listingId: number;
  url: string;
  firmName: string;
}

// One word no other listing has, to find this one by search among what other tests create.
const WORD = `Kesariya${Date.now().toString(36)}`;
const FIRM = `${WORD} Dhol Party`;

/** An active dhol listing with a photo and two price rows, made and paid through the API. */
async function activeListing(request: APIRequestContext): Promise<Listing> {
  const { listingId } = await createActiveListing(request, {
    category: 'dhol',
    firmName: FIRM,
    email: 'dhol@example.in',
    phone: '9876543210',
    city: 'Jaipur',
    nearBy: 'Hawa Mahal',
    description: 'Dhol players for baraat and sangeet, in matching safas.',
    plan: 'premium',
    images: 1,
    prices: [
      { specification: 'Baraat Special Dhol', mrp: '25000', offer: '19999' },
      { specification: 'Punjabi Dhol', mrp: '9000', offer: '9000' },
    ],
  });
  const storefront = await request.get(`/api/listings/${listingId}`);
  expect(storefront.status()).toBe(200);
  return (await storefront.json()) as Listing;
}

let listing: Listing;

test.beforeAll(async ({ playwright }) => {
  // As e2e/playwright.config.ts: hooks that run once have no baseURL of their own.
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3999}`;
  const request = await playwright.request.newContext({ baseURL });
  listing = await activeListing(request);
  await request.dispose();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the search, the categories and the newest vendors', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find the perfect vendors for your big day' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Browse by category' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Newly listed vendors' })).toBeVisible();
    await expect(page).toHaveTitle('Mandap · Wedding and event vendors across India');
    await expect(page.getByText('Mandap needs JavaScript to run.')).toHaveCount(0);
  });

  test('a search page shows its results', async ({ page }) => {
    await page.goto(`/Vendors?q=${WORD}`);
    const card = page.getByRole('link', { name: new RegExp(FIRM) }).first();
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('href', listing.url);
    await expect(page.getByText('₹9,000').first()).toBeVisible();
  });

  test('a storefront shows its firm, photos and prices', async ({ page }) => {
    await page.goto(listing.url);
    await expect(page.getByRole('heading', { level: 1, name: FIRM })).toBeVisible();
    await expect(page.getByText('Baraat Special Dhol').first()).toBeVisible();
    await expect(page.getByText('₹19,999').first()).toBeVisible();
    await expect(page.locator('main img[src^="/media/"]').first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${FIRM}`));
  });

  test('the vendor directory and the login pages are in the HTML (issue 17)', async ({ page }) => {
    await page.goto('/VendorList');
    await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search vendors' })).toBeVisible();
    await expect(page).toHaveTitle('Vendors · Mandap');

    await page.goto('/VendorLogin');
    await expect(page.getByRole('heading', { level: 1, name: 'Vendor Login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page).toHaveTitle('Vendor Login · Mandap');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Vendor/);
    await expect(page.getByText('Mandap needs JavaScript to run.')).toHaveCount(0);
  });
});

test('a forged Host never reaches a page, and tracking parameters share its cached copy', async ({
  request,
  baseURL,
}) => {
  // Issue 27, decision 0057: the site is PUBLIC_URL (e2e/playwright.config.ts), whoever asks.
  const plain = await request.get(listing.url);
  expect(plain.status()).toBe(200);
  const forged = await request.get(listing.url, {
    headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
  });
  expect(forged.status()).toBe(200);
  const html = await forged.text();
  expect(html).not.toContain('evil.example');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${listing.url}"`);
  expect(html).toContain(`<meta property="og:url" content="${baseURL}${listing.url}"`);
  // One cached page for all of them: the same ETag, with utm_source and gclid too.
  const tracked = await request.get(`${listing.url}?utm_source=whatsapp&gclid=Cj0KCQ`);
  expect(tracked.status()).toBe(200);
  expect(forged.headers().etag).toBe(plain.headers().etag);
  expect(tracked.headers().etag).toBe(plain.headers().etag);
});

test('a storefront’s HTML holds its content and head for any client, compressed', async ({
  request,
}) => {
  const response = await request.get(listing.url, {
    headers: { 'accept-encoding': 'br' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  // Playwright hands over the body as sent when it is brotli; decode it as curl would.
  const body = await response.body();
  const html = (
    body.subarray(0, 15).toString().startsWith('<!doctype') ? body : brotliDecompressSync(body)
  ).toString();
  expect(html).toContain(`${FIRM}</h1>`);
  expect(html).toContain('₹19,999');
  expect(html).toMatch(/<img[^>]+src="\/media\//);
  expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:`);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\//);
  const jsonLd = /<script type="application\/ld\+json" data-head="">(.*?)<\/script>/s.exec(html);
  expect(JSON.parse(jsonLd?.[1] ?? 'null')).toMatchObject({ '@type': 'LocalBusiness' });
  // The chunks of the storefront's code come with the page.
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/storefront-route-/);
});

test('a stale slug redirects permanently; a listing not shown answers 404 with a page', async ({
  request,
}) => {
  const stale = await request.get(`/Vendors/${listing.listingId}/old-name`, { maxRedirects: 0 });
  expect(stale.status()).toBe(301);
  expect(stale.headers().location).toBe(listing.url);
  const missing = await request.get('/Vendors/999999999/nobody', { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toMatch(/text\/html/);
});

/** Console errors and uncaught exceptions of a page: a hydration mismatch shows up as one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the storefront hydrates without errors and navigates in the app', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(listing.url);
  await expect(page.getByRole('heading', { level: 1, name: FIRM })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A marker on the window survives only a navigation inside the app, not a page load.
  await page.evaluate(() => {
    (window as { stillHere?: boolean }).stillHere = true;
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Mandap' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find the perfect vendors for your big day' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Mandap · Wedding and event vendors across India');
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL('/', page.url()).href,
  );
  expect(errors).toEqual([]);
});

test('the home and search pages hydrate without errors', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto(`/Vendors?q=${WORD}`);
  await expect(page.getByRole('link', { name: new RegExp(FIRM) }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as { stillHere?: boolean }).stillHere = true;
  });
  await page
    .getByRole('link', { name: new RegExp(FIRM) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: FIRM })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${FIRM}`));
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(errors).toEqual([]);
});

/**
 * The search page for WORD as the server sent it, its app's code held back until the returned
 * function is called (the page hydrates then).
 */
async function searchPageBeforeItsCode(page: Page): Promise<() => void> {
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => {
    releaseCode = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto(`/Vendors?q=${WORD}`, { waitUntil: 'commit' });
  await expect(page.getByRole('link', { name: new RegExp(FIRM) }).first()).toBeVisible();
  return releaseCode;
}

test('a link tabbed to before the app has hydrated keeps its focus', async ({ page }) => {
  // A keyboard user presses Tab on the server's page before its code runs; the search's first
  // card's photo is one the server asks the browser to preload.
  const releaseCode = await searchPageBeforeItsCode(page);
  // (In the head, where it belongs; #root holds the app's markup alone.)
  await expect(page.locator('head link[rel="preload"][as="image"]').first()).toBeAttached();
  await expect(page.locator('#root > link')).toHaveCount(0);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  // Hydrated: the app asks for the session.
  const hydrated = page.waitForResponse((response) => response.url().endsWith('/api/session'));
  releaseCode();
  await hydrated;
  await page.waitForLoadState('networkidle');
  await expect(skip).toBeFocused();
  // And Tab goes on from there.
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mandap' }),
  ).toBeFocused();
});

test.describe('hydration in slices (decision 0049)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a search page keeps every element the server sent, and each part of it works', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // The app's code is held back until the server's elements are noted: an element hydration
    // replaced instead of keeping would leave the document.
    const releaseCode = await searchPageBeforeItsCode(page);
    const marked = await page.evaluate(() => {
      const elements = Array.from(document.querySelectorAll('#root *'));
      (window as { serverElements?: Element[] }).serverElements = elements;
      return elements.length;
    });
    expect(marked).toBeGreaterThan(100);
    releaseCode();
    await page.waitForLoadState('networkidle');

    // The filters (a part hydrated after the page) open and close on a phone.
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Filters', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Hide filters' }).click();
    await expect(page.getByRole('heading', { name: 'Filters', level: 2 })).toBeHidden();

    const kept = await page.evaluate(
      () =>
        ((window as { serverElements?: Element[] }).serverElements ?? []).filter(
          (element) => element.isConnected,
        ).length,
    );
    expect(kept).toBe(marked);

    // The footer's links (another part) navigate inside the app, not by loading a page.
    await page.evaluate(() => {
      (window as { stillHere?: boolean }).stillHere = true;
    });
    await page.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(errors).toEqual([]);
  });
});
