import { expect, type Page, test } from '@playwright/test';
import {
  createPendingDjListing,
  createUser,
  createVendor,
  signInViaApi,
} from '../fixtures/accounts';
import { collectConsole } from '../fixtures/console';

// A clean console on the screens behind sign-in (issue 17, rough edge 5): no error, no warning
// and no uncaught exception while each one loads and settles.

/** Opens each screen from scratch and waits until it shows its heading and the network is idle. */
async function visit(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
}

test('the vendor screens log nothing to the console', async ({ page }) => {
  test.setTimeout(60_000);
  const entries = collectConsole(page);
  const vendor = await createVendor(page.request);
  await signInViaApi(page, 'vendor', vendor);
  const listingId = await createPendingDjListing(page.request);

  await visit(page, [
    '/services',
    '/VendorProfile',
    `/ServiceDetails?vendor=${vendor.vendorUniqueId}&data=Shaadi+Beats&service_id=${listingId}`,
    `/EditServices?vendor=${vendor.vendorUniqueId}&data=Shaadi+Beats&service_id=${listingId}`,
    '/analytics',
    '/enquiries',
    '/chat',
    '/notifications',
  ]);
  expect(entries).toEqual([]);
});

test('the user screens log nothing to the console', async ({ page }) => {
  const entries = collectConsole(page);
  await signInViaApi(page, 'user', await createUser(page.request));
  await visit(page, ['/profile', '/chat']);
  expect(entries).toEqual([]);
});
