import { expect, type Page, test } from '@playwright/test';
import { createVendor, signInViaApi } from '../fixtures/accounts';

/** The vendor pages are behind the vendor guard (accounts.spec.ts): sign a vendor in first. */
async function signInVendor(page: Page) {
  await signInViaApi(page, 'vendor', await createVendor(page.request));
}

test('the directory answers in lower case', async ({ page }) => {
  await page.goto('/vendorlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
});

test('the directory card path with a capital M and a trailing slash opens the Entertainment form', async ({
  page,
}) => {
  await signInVendor(page);
  await page.goto('/VendorList/EntertainMentRegister/');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Services Registration' }),
  ).toBeVisible();
  await expect(main.getByText('Entertainment', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Entertainment: Services Registration · Mandap');
});

test('a registration form shows its own title', async ({ page }) => {
  await signInVendor(page);
  await page.goto('/VendorList/Photvideo');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Photo & Video Services Registration' }),
  ).toBeVisible();
  await page.goto('/vendorlist/bandregister');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Band Services Registration' }),
  ).toBeVisible();
});

test('/Services, /services and /SERVICES are the same screen', async ({ page }) => {
  await signInVendor(page);
  for (const path of ['/Services', '/services', '/SERVICES']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Details');
    await expect(page).toHaveTitle('Service Details · Mandap');
  }
});

test('no screen is left saying Coming soon: Analytics, the last of them, is built', async ({
  page,
}) => {
  await signInVendor(page);
  await page.goto('/analytics');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(main.getByText('Coming soon')).toHaveCount(0);
});

test('the account screens answer at their routes', async ({ page }) => {
  for (const [path, title] of [
    ['/VendorLogin', 'Vendor Login'],
    ['/VendorRegistration', 'Create Your Account'],
    ['/UserLogin', 'User Login'],
    ['/UserRegister', 'Create Your Account (As A user)'],
    ['/vendorlogin', 'Vendor Login'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test('an unknown path shows Page not found with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find the perfect vendors for your big day' }),
  ).toBeVisible();
});
