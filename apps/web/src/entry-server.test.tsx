import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_QUERY_PARAMS } from '@mandap/shared/marketplace';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  data,
  Link,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
  useLoaderData,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RootLayout } from './app/layout/root-layout';
import { NOT_FOUND_ROUTE_ID } from './app/router';
import { RouteError } from './app/routes/route-error';
import { NotFound } from './components/ui/not-found';
import { createServerRenderer, type Manifest } from './entry-server';
import { ApiError } from './lib/api-client';
import type { HeadTags } from './lib/ssr/head';
import { type HydrationData, readHydrationData } from './lib/ssr/hydration';
import { loaderGetJson } from './lib/ssr/loader-fetch';
import { fakeApi, json } from './test/fake-api';
import { serverPageHydration } from './test/hydrate';

// Stand-ins for the marketplace's route modules, shaped as the real ones are (loader, Component,
// handle.head): the renderer is tested on what it promises, not on the pages' content.
const ListingSchema = z.object({
  listingId: z.number(),
  slug: z.string(),
  firmName: z.string(),
  city: z.string(),
  imageUrl: z.string(),
  offerPaise: z.number(),
});
type Listing = z.infer<typeof ListingSchema>;
const HomeSchema = z.object({
  newest: z.array(z.object({ firmName: z.string(), url: z.string() })),
});

const SHAADI: Listing = {
  listingId: 7,
  slug: 'shaadi-studio',
  firmName: 'Shaadi Studio </script><b>Jaipur</b>',
  city: 'Jaipur',
  imageUrl: '/media/7/cover.webp',
  offerPaise: 1_999_900,
};

async function storefrontLoader({ params, context, request }: LoaderFunctionArgs) {
  let listing: Listing;
  try {
    listing = await loaderGetJson(
      context,
      `/api/listings/${params.listingId}`,
      ListingSchema,
      request.signal,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw data({ message: 'This vendor is not listed now.' }, { status: 404 });
    }
    throw error;
  }
  if (params.slug !== listing.slug) {
    throw redirect(`/Vendors/${listing.listingId}/${listing.slug}`, 301);
  }
  return listing;
}

function Storefront() {
  const listing = useLoaderData() as Listing;
  return (
    <article>
      <h1>{listing.firmName}</h1>
      <p>{`From ₹${listing.offerPaise / 100}`}</p>
      <img src={listing.imageUrl} alt="" fetchPriority="high" />
      <Link to="/">Back to the start</Link>
    </article>
  );
}

const storefrontHead = (loaderData: unknown): HeadTags => {
  const listing = loaderData as Listing;
  return {
    title: `${listing.firmName} · Mandap`,
    description: `${listing.firmName} in ${listing.city}`,
    canonicalPath: `/Vendors/${listing.listingId}/${listing.slug}`,
    ogType: 'business.business',
    ogImage: listing.imageUrl,
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'LocalBusiness', name: listing.firmName },
    ],
  };
};

async function homeLoader({ context, request }: LoaderFunctionArgs) {
  return loaderGetJson(context, '/api/home', HomeSchema, request.signal);
}

function Home() {
  const { newest } = useLoaderData() as z.infer<typeof HomeSchema>;
  return (
    <section>
      <h1>Find wedding vendors</h1>
      <ul>
        {newest.map((item) => (
          <li key={item.url}>
            <Link to={item.url}>{item.firmName}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function standInRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            {
              id: 'home',
              index: true,
              lazy: async () => ({
                loader: homeLoader,
                Component: Home,
                handle: {
                  head: (): HeadTags => ({
                    title: 'Mandap · Wedding vendors',
                    description: 'Find wedding vendors across India.',
                    canonicalPath: '/',
                  }),
                },
              }),
            },
            {
              id: 'storefront',
              path: '/Vendors/:listingId/:slug?',
              lazy: async () => ({
                loader: storefrontLoader,
                Component: Storefront,
                handle: { head: storefrontHead },
              }),
            },
            { path: '/VendorList', element: <h1>Directory</h1> },
            {
              id: NOT_FOUND_ROUTE_ID,
              path: '*',
              loader: () => data(null, { status: 404 }),
              Component: NotFound,
            },
          ],
        },
      ],
    },
  ];
}

// A client build's manifest: the entry with its own imports, and two route chunks sharing one.
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_vendor-V1.js'] },
  '_vendor-V1.js': { file: 'assets/vendor-V1.js' },
  '_cards-C1.js': {
    file: 'assets/cards-C1.js',
    imports: ['_vendor-V1.js'],
    css: ['assets/cards-C1.css'],
  },
  'src/home.tsx': { file: 'assets/home-H1.js', imports: ['_cards-C1.js', 'index.html'] },
  'src/storefront.tsx': { file: 'assets/storefront-S1.js', imports: ['_cards-C1.js'] },
};
const MODULES = { home: 'src/home.tsx', storefront: 'src/storefront.tsx' };
const TEMPLATE = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
const ORIGIN = 'https://mandap.example';

/** The in-process API the server gives loaders, faked: what it was asked, and its answers. */
function fakeServerApi(answers: Record<string, () => Response>) {
  const asked: string[] = [];
  return {
    asked,
    context: {
      async apiFetch(apiPath: string) {
        asked.push(apiPath);
        const answer = answers[apiPath];
        return answer ? answer() : json(404, { message: 'Nothing here' });
      },
    },
  };
}

function renderer(routes = standInRoutes()) {
  return createServerRenderer({ template: TEMPLATE, manifest: MANIFEST, routes, modules: MODULES });
}

const listingApi = () =>
  fakeServerApi({
    '/api/listings/7': () => json(200, SHAADI),
    '/api/home': () => json(200, { newest: [{ firmName: 'Dhol Baaje', url: '/Vendors/9/dhol' }] }),
  });

async function renderPage(url: string, api = listingApi()) {
  const result = await renderer().render(new Request(`${ORIGIN}${url}`), api.context);
  if (result.kind !== 'page') throw new Error(`expected a page, got a ${result.status} redirect`);
  return result;
}

describe('server rendering', () => {
  it('renders only the public routes, matching as the router does', () => {
    const r = renderer();
    expect(r.handles('/')).toBe(true);
    expect(r.handles('/Vendors/7/shaadi-studio')).toBe(true);
    expect(r.handles('/vendors/7')).toBe(true);
    expect(r.handles('/VendorList')).toBe(false);
    expect(r.handles('/vendorlist/')).toBe(false);
    // A path no route answers: its 404 page.
    expect(r.handles('/Vendors/7/shaadi-studio/extra')).toBe(true);
    expect(r.handles('/no-such-page')).toBe(true);
  });

  it("names the query parameters each of the app's public pages reads, and none for the rest", () => {
    // The app's own routes: the server's page cache keys each page by these alone.
    const app = createServerRenderer({ template: TEMPLATE, manifest: MANIFEST, modules: {} });
    const search = [...SEARCH_QUERY_PARAMS];
    expect(app.queryParams('/Vendors')).toEqual(search);
    expect(app.queryParams('/vendors/')).toEqual(search);
    expect(app.queryParams('/Vendors/in/jaipur/photographers')).toEqual(search);
    expect(app.queryParams('/Vendors/in/jaipur')).toEqual(search);
    expect(app.queryParams('/VendorLogin')).toEqual(['redirectTo']);
    expect(app.queryParams('/UserLogin')).toEqual(['redirectTo']);
    for (const pathname of ['/', '/Vendors/7/shaadi-studio', '/VendorList', '/no-such-page']) {
      expect(app.queryParams(pathname), pathname).toEqual([]);
    }
  });

  it('answers a path no route answers with status 404, the not-found page and noindex', async () => {
    const api = listingApi();
    const page = await renderPage('/no-such-page?x=1', api);
    expect(api.asked).toEqual([]);
    expect(page.status).toBe(404);
    expect(page.error).toBeUndefined();
    expect(page.html).toContain('Page not found</h1>');
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    expect(page.html).toContain('<title>Page not found · Mandap</title>');
    expect(page.html).toContain('<meta name="robots" content="noindex" data-head>');
  });

  it('writes a storefront with its content, head tags, preloads and data, from the in-process API', async () => {
    const api = listingApi();
    const page = await renderPage('/Vendors/7/shaadi-studio', api);
    expect(api.asked).toEqual(['/api/listings/7']);
    expect(page.status).toBe(200);
    const { html } = page;
    // The content, escaped, before any script runs.
    expect(html).toContain('Shaadi Studio &lt;/script&gt;&lt;b&gt;Jaipur&lt;/b&gt;</h1>');
    expect(html).toContain('From ₹19999');
    expect(html).toContain('src="/media/7/cover.webp"');
    // The head: one title, the description, absolute canonical and Open Graph URLs.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>Shaadi Studio &lt;/script&gt;&lt;b&gt;Jaipur&lt;/b&gt; · Mandap</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="Shaadi Studio &lt;/script&gt;&lt;b&gt;Jaipur&lt;/b&gt; in Jaipur" data-head="">',
    );
    expect(html).toContain(
      `<link rel="canonical" href="${ORIGIN}/Vendors/7/shaadi-studio" data-head="">`,
    );
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/Vendors/7/shaadi-studio"`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/media/7/cover.webp"`);
    expect(html).toContain('<meta property="og:type" content="business.business"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).not.toContain('Mandap needs JavaScript');
    // JSON-LD that no firm name can close early.
    const jsonLd = /<script type="application\/ld\+json" data-head="">(.*?)<\/script>/.exec(html);
    expect(jsonLd?.[1]).toContain('\\u003c/script>');
    expect(JSON.parse(jsonLd?.[1] ?? '')).toMatchObject({
      '@type': 'LocalBusiness',
      name: SHAADI.firmName,
    });
    // The route's chunks and CSS, not the entry's (index.html loads those already).
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/storefront-S1.js">',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/cards-C1.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/cards-C1.css">');
    expect(html).not.toContain('href="/assets/vendor-V1.js"');
    expect(html).not.toContain('home-H1.js');
    // The photo's preload, which React puts first in its output, is in the head: #root holds the
    // app's markup alone, as the browser's hydration expects it.
    const photoPreload = /<link rel="preload" as="image" href="\/media\/7\/cover.webp"[^>]*>/.exec(
      html,
    );
    expect(photoPreload).not.toBeNull();
    expect(photoPreload?.index).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/as="image"/g)).toHaveLength(1);
    expect(html).toMatch(/<div id="root"><div/);
    // The router's data, as a data block the page's CSP allows.
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(readHydrationData(doc)?.loaderData).toEqual({ storefront: SHAADI });
  });

  it('redirects a missing or stale slug to the canonical address', async () => {
    for (const url of ['/Vendors/7', '/Vendors/7/old-name?ref=x']) {
      const result = await renderer().render(new Request(`${ORIGIN}${url}`), listingApi().context);
      expect(result).toEqual({
        kind: 'redirect',
        status: 301,
        location: '/Vendors/7/shaadi-studio',
      });
    }
  });

  it('answers 404 with the not-found page, its title in the head, for a listing not shown', async () => {
    const page = await renderPage('/Vendors/8/gone');
    expect(page.status).toBe(404);
    expect(page.error).toBeUndefined();
    expect(page.html).toContain('Page not found</h1>');
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    expect(page.html).toContain('<title>Page not found · Mandap</title>');
    expect(page.html).toContain('<meta name="robots" content="noindex" data-head>');
    expect(page.html).toContain('<div id="root"><div');
  });

  it('answers 500 with the error page when the API fails, and hands the error over to be logged', async () => {
    const api = fakeServerApi({ '/api/listings/7': () => json(500, { message: 'db down' }) });
    const page = await renderPage('/Vendors/7/shaadi-studio', api);
    expect(page.status).toBe(500);
    expect(page.error).toBeInstanceOf(ApiError);
    expect(page.html).toContain('Something went wrong</h1>');
    // Only the message reaches the page's data, never a stack.
    expect(page.html).not.toContain('    at ');
  });

  it('refuses a template without its markers', () => {
    expect(() =>
      createServerRenderer({ template: '<html></html>', manifest: MANIFEST, modules: MODULES }),
    ).toThrow(/markers/);
  });

  it('refuses a manifest without a route module', () => {
    expect(() =>
      createServerRenderer({
        template: TEMPLATE,
        manifest: MANIFEST,
        routes: standInRoutes(),
        modules: { home: 'src/missing.tsx' },
      }),
    ).toThrow(/src\/missing.tsx/);
  });
});

describe('hydrating a server-rendered page', () => {
  const page = serverPageHydration();

  async function loadServerPage(url: string): Promise<HydrationData> {
    const { html } = await renderPage(url);
    return page.load(html, url);
  }

  const hydrate = (hydrationData: HydrationData) => page.hydrate(hydrationData, standInRoutes());

  it('hydrates without a mismatch or a second load, then keeps the head right as it navigates', async () => {
    // The client asks for nothing but the session: the storefront's data came with the page.
    const api = fakeApi({
      'GET /api/home': () => json(200, { newest: [{ firmName: 'Dhol Baaje', url: '/x' }] }),
    });
    const hydrationData = await loadServerPage('/Vendors/7/shaadi-studio');
    const serverHead = document.head.innerHTML;
    await hydrate(hydrationData);

    expect(screen.getByRole('heading', { level: 1, name: SHAADI.firmName })).toBeInTheDocument();
    expect(document.title).toBe(`${SHAADI.firmName} · Mandap`);
    expect(document.head.innerHTML).toBe(serverHead);
    expect(api.requests.map((r) => r.path)).not.toContain('/api/listings/7');

    await userEvent.click(screen.getByRole('link', { name: 'Back to the start' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find wedding vendors' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mandap · Wedding vendors'));
    const canonical = document.head.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0]).toHaveAttribute('href', `${window.location.origin}/`);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Find wedding vendors across India.',
    );
    // The storefront's JSON-LD and image left with it.
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('hydrates the 404 page, and a navigation away drops its noindex', async () => {
    fakeApi();
    const hydrationData = await loadServerPage('/Vendors/8/gone');
    await hydrate(hydrationData);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Browse vendors' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Directory' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).not.toBeNull();
  });
});
