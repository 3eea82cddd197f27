import { expect, test } from '@playwright/test';

test('the directory answers in lower case', async ({ page }) => {
  await page.goto('/vendorlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
});

test('the directory card path with a capital M and a trailing slash opens the Entertainment form', async ({
  page,
}) => {
  await page.goto('/VendorList/EntertainMentRegister/');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Services Registration' }),
  ).toBeVisible();
  await expect(main.getByText('Entertainment', { exact: true })).toBeVisible();
  await expect(main.getByText('Coming soon')).toBeVisible();
  await expect(page).toHaveTitle('Entertainment: Services Registration · Mandap');
});

test('a registration form shows its own title', async ({ page }) => {
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
  for (const path of ['/Services', '/services', '/SERVICES']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Services');
    await expect(page).toHaveTitle('Manage Services · Mandap');
  }
});

const SCREENS: ReadonlyArray<readonly [string, string]> = [
  ['/', 'Welcome to Mandap'],
  ['/VendorLogin', 'Vendor Login'],
  ['/VendorRegistration', 'Vendor Registration'],
  ['/VendorProfile', 'Vendor Profile'],
  ['/UserLogin', 'User Login'],
  ['/UserRegister', 'User Registration'],
  ['/Vendors', 'Find Vendors'],
  ['/ServiceDetails?data=Shaadi%20Studio&vendor=VND-1', 'Service Details'],
  ['/EditServices?firm_name=Shaadi%20Studio', 'Edit Services'],
  ['/edit-hotel?data=Shaadi%20Studio&vendor=VND-1', 'Edit Service'],
  ['/editMedia?service_id=1&vendor=VND-1', 'Edit Media'],
  ['/payment?service_id=1&vendor_id=VND-1', 'Payment'],
  ['/profile', 'My Account'],
  ['/analytics', 'Analytics'],
];

test('every screen not built yet shows its name and Coming soon, never a blank page', async ({
  page,
}) => {
  for (const [path, title] of SCREENS) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.getByText('Coming soon')).toBeVisible();
  }
});

test('an unknown path shows Page not found with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Mandap' })).toBeVisible();
});
