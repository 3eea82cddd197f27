import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverRenderedRoutes } from '@/app/router';
import { createServerRenderer, type Manifest } from '@/entry-server';
import { fakeApi, json, USER_SESSION, VENDOR_SESSION } from '@/test/fake-api';
import { serverPageHydration } from '@/test/hydrate';
import { emptyVendorHome } from '@/test/vendor-home-data';
import { ratingSummary, review, searchResponse, storefront } from './test/marketplace-data';

// The pages rendered by the server as it renders them, then hydrated in the browser: the
// first render in the browser must produce the server's HTML exactly (no dates, no locale, no
// session), or React throws it away and renders again.

const TEMPLATE = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true },
  ...Object.fromEntries(
    Object.values(serverRenderedRoutes).map((file) => [file, { file: `assets/${file}.js` }]),
  ),
};
const ORIGIN = 'https://mandap.example';
const CONTACT = { phone: '9876543210', email: 'hello@shaadiclicks.in' };
/** A storefront with reviews: its summary draws a bar per star. */
const REVIEWED = { rating: ratingSummary([1, 1, 0, 0, 0]), reviews: [review()] };

/** The server's in-process API: never the visitor's cookies, so never contact details. */
const serverApi = {
  async apiFetch(apiPath: string) {
    if (apiPath === '/api/listings/42') return json(200, storefront(REVIEWED));
    if (apiPath.startsWith('/api/search')) return json(200, searchResponse());
    return json(404, { message: 'Nothing here' });
  },
};

async function serverPage(url: string): Promise<string> {
  const renderer = createServerRenderer({ template: TEMPLATE, manifest: MANIFEST });
  const result = await renderer.render(new Request(`${ORIGIN}${url}`), serverApi);
  if (result.kind !== 'page')
    throw new Error(`expected a page, got a ${result.status} redirect to ${result.location}`);
  expect(result.status).toBe(200);
  return result.html;
}

describe('server-rendered marketplace pages', () => {
  const page = serverPageHydration();

  async function hydrate(url: string) {
    const html = await serverPage(url);
    // The page's Content-Security-Policy (style-src 'self') refuses style attributes in HTML,
    // and hydration does not put them back: a server-rendered page must not rely on one.
    expect(html).not.toMatch(/<[^>]+\sstyle="/);
    await page.hydrate(page.load(html, url));
    return html;
  }

  it('hydrate the home page without a mismatch or a second load', async () => {
    const api = fakeApi();
    const html = await hydrate('/');
    expect(html).toContain('Shaadi Clicks Studio');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Find the perfect vendors for your big day',
    );
    expect(api.calls('GET /api/search')).toHaveLength(0);
  });

  it('hydrate a search page without a mismatch or a second load', async () => {
    const api = fakeApi();
    const html = await hydrate('/Vendors/in/jaipur/photographers');
    expect(html).toContain('<h1');
    expect(screen.getByRole('heading', { level: 1, name: /Jaipur/ })).toBeVisible();
    expect(api.calls('GET /api/search')).toHaveLength(0);
  });

  it('hydrate a storefront, and only then show a signed-in user the contact details', async () => {
    const api = fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'GET /api/listings/42': () => json(200, storefront({ contact: CONTACT, ...REVIEWED })),
      // A signed-in user's storefront asks whether they may review it (issue 16).
      'GET /api/user/listings/42/review': () =>
        json(200, {
          canReview: false,
          reason: 'Send an enquiry first.',
          review: null,
          editableUntil: null,
        }),
    });
    const html = await hydrate('/Vendors/42/shaadi-clicks-studio');
    expect(html).toContain('Sign in to see contact details');
    expect(html).not.toContain('9876543210');
    expect(html).toContain('application/ld+json');

    const box = within(screen.getByRole('region', { name: 'Contact' }));
    expect(await box.findByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    // Asked once, for the contact details; the page's own data came with the HTML.
    expect(api.calls('GET /api/listings/42')).toHaveLength(1);
  });

  it('hydrate the vendor directory, which has no data of its own', async () => {
    const api = fakeApi();
    const html = await hydrate('/VendorList');
    expect(html).toContain('<title>Vendors · Mandap</title>');
    expect(html).toContain('rel="canonical" href="https://mandap.example/VendorList"');
    expect(screen.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search vendors' })).toBeVisible();
    expect(api.calls('GET /api/search')).toHaveLength(0);
  });

  it('hydrate Vendor Login the same for everyone, and only then send a vendor on', async () => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/vendor/home': () => json(200, emptyVendorHome()),
      'GET /api/inbox/counts': () =>
        json(200, { unreadMessages: 0, unreadNotifications: 0, newEnquiries: 0 }),
    });
    const html = await hydrate('/VendorLogin');
    // The cached HTML is a visitor's: the session is asked only in the browser.
    expect(html).toContain('Vendor Login');
    expect(html).toContain('Sign in to access your vendor dashboard');
    expect(html).toContain('<meta name="description"');
    // A signed-in vendor goes on to their landing page (their home, issue 31) once hydrated.
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor home' })).toBeVisible();
    expect(window.location.pathname).toBe('/vendor-home');
    expect(
      await screen.findByText('Nothing waiting — new enquiries appear here.'),
    ).toBeInTheDocument();
  });

  it('hydrate User Login for a visitor, with its form ready', async () => {
    fakeApi();
    const html = await hydrate('/UserLogin');
    expect(html).toContain('<title>User Login · Mandap</title>');
    expect(screen.getByRole('heading', { level: 1, name: 'User Login' })).toBeVisible();
    expect(screen.getByRole('button', { name: /sign in|log ?in/i })).toBeEnabled();
  });
});
