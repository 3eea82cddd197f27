import { expect, type Page, test } from '@playwright/test';
import {
  type A11yData,
  coupleRoutes,
  createA11yData,
  pageReady,
  publicRoutes,
  seriousViolations,
  signedInPage,
  vendorRoutes,
} from '../fixtures/a11y';

// Issue 31 (decision 0080): axe-core on every route of apps/web/src/app/router.tsx, as a visitor,
// a vendor and a couple, finds no serious or critical violation; and at 360 px no page scrolls
// sideways. Each page is checked on a 360 px phone (the width, then axe) and again on a desktop
// (axe), so both layouts of the navbar and of each screen are covered. One data set for the file.

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Opens `path` at 360 px and on a desktop: nothing wider than the phone, and axe clean. */
async function checkRoute(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await ready(page);
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect.soft(width, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(PHONE.width);
  expect.soft(await seriousViolations(page), `${path} on a phone`).toEqual([]);
  await page.setViewportSize(DESKTOP);
  expect.soft(await seriousViolations(page), `${path} on a desktop`).toEqual([]);
}

let data: A11yData;

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  data = await createA11yData(request);
});

test('the public pages', async ({ page }) => {
  test.setTimeout(120_000);
  const routes = publicRoutes(data);
  for (const path of routes) await checkRoute(page, path, pageReady);
});

test('a storefront with booked dates shows them in a month at a time, and axe passes', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(data.storefront);
  const availability = page.getByRole('region', { name: 'Availability' });
  await expect(availability.getByText('Booked', { exact: true }).first()).toBeVisible();
  await expect(availability.getByRole('table')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the vendor pages, signed in as a vendor', async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await signedInPage(browser, 'vendor', data, PHONE);
  const routes = vendorRoutes(data);
  for (const path of routes) await checkRoute(page, path, pageReady);

  // The analytics screen with its table of days holding the enquiry.
  await checkRoute(page, '/analytics?view=table', async (screen) => {
    await pageReady(screen);
    await expect(screen.getByRole('table').first()).toBeVisible();
  });
});

test('the signed-in pages and a vendor page, signed in as a couple', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, 'user', data, PHONE);
  for (const path of coupleRoutes(data)) {
    await checkRoute(page, path, pageReady);
  }
  await checkRoute(page, '/VendorProfile', pageReady);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is for vendors');
  await checkRoute(page, data.storefront, pageReady);
});
