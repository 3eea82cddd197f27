import { pathIn } from '@mandap/shared/messages/languages';
import { type Browser, expect, test } from '@playwright/test';
import { createActiveListing } from '../fixtures/marketplace';

// The JavaScript of a public page's first view (issue 17: at most 100 KB compressed, headers
// included; decision 0045): zod and the form library load when a reply or a form is checked,
// never with the page. Chunk files are named after their group: `zod-…`, `forms-…`.

/** KB as the issue counts them. */
const KB = 1000;
const FIRST_VIEW_LIMIT = 100 * KB;

interface Script {
  file: string;
  /** Bytes on the wire: the compressed body and the response headers. */
  bytes: number;
}

/**
 * Opens `path` with JavaScript, as a first visit (a new context: nothing cached), and returns
 * every script it loaded until the network was idle.
 */
async function firstViewScripts(browser: Browser, path: string): Promise<Script[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Promise<Script>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      request.sizes().then((sizes) => ({
        file: new URL(request.url()).pathname.split('/').pop() ?? '',
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    );
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  await context.close();
  return loaded;
}

let pages: { name: string; path: string }[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  const listing = await createActiveListing(request, {
    category: 'photo-video',
    firmName: 'Roshni First View Studio',
    city: 'Jaipur',
  });
  const english = [
    { name: 'home', path: '/' },
    { name: 'search', path: '/Vendors/in/jaipur/photographers' },
    { name: 'storefront', path: `/Vendors/${listing.listingId}` },
    { name: 'directory', path: '/VendorList' },
    { name: 'vendor login', path: '/VendorLogin' },
    { name: 'privacy notice', path: '/privacy-policy' },
  ];
  // Each public page in Hindi too, under /hi/, within the same limits (issue 32).
  pages = [
    ...english,
    ...english.map(({ name, path }) => ({ name: `${name} (hi)`, path: pathIn('hi', path) })),
  ];
});

// Each test opens every public page in a fresh context (about 3 s each here, more when busy).
test.describe.configure({ timeout: 240_000 });

test('no public page loads zod for its first view', async ({ browser }) => {
  for (const { name, path } of pages) {
    const files = (await firstViewScripts(browser, path)).map((script) => script.file);
    expect(files.length, name).toBeGreaterThan(0);
    expect(
      files.filter((file) => file.startsWith('zod-')),
      name,
    ).toEqual([]);
  }
});

test('the public pages load no form library; the storefront’s enquiry form does without', async ({
  browser,
}) => {
  for (const { name, path } of pages.filter((p) =>
    ['home', 'search', 'storefront', 'directory'].includes(p.name),
  )) {
    const files = (await firstViewScripts(browser, path)).map((script) => script.file);
    expect(
      files.filter((file) => file.startsWith('forms-')),
      name,
    ).toEqual([]);
  }
});

test('the first view of each public page is at most 100 KB of JavaScript', async ({ browser }) => {
  const sizes: Record<string, number> = {};
  for (const { name, path } of pages) {
    const scripts = await firstViewScripts(browser, path);
    sizes[name] = scripts.reduce((sum, script) => sum + script.bytes, 0);
  }
  const over = Object.entries(sizes).filter(([, bytes]) => bytes > FIRST_VIEW_LIMIT);
  expect(over, `first-view JavaScript in bytes: ${JSON.stringify(sizes)}`).toEqual([]);
});

test('a storefront loads the review form and the photo check only when a review is written', async ({
  browser,
}) => {
  const storefront = pages.find((p) => p.name === 'storefront');
  if (!storefront) throw new Error('no storefront page');
  const files = (await firstViewScripts(browser, storefront.path)).map((script) => script.file);
  expect(files.filter((file) => /^(review-form|media-selection)-/.test(file))).toEqual([]);
});
