import { expect, type Page, test } from '@playwright/test';
import { createUser, createVendor, signInViaApi } from '../fixtures/accounts';

// The bottom bar's Profile on a 360 px phone (issue 17, rough edge 6): a visitor chooses how to
// sign in, a signed-in person reaches their own page.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });

test('a visitor chooses between the user and the vendor sign-in', async ({ page }) => {
  await page.goto('/Vendors');
  const profile = bottomBar(page).getByRole('button', { name: 'Profile' });
  await expect(profile).toBeVisible();
  await profile.click();
  const choices = bottomBar(page).getByRole('list', { name: 'Sign in' });
  await expect(choices).toBeInViewport();
  await expect(choices.getByRole('link')).toHaveText(['Sign in as a couple', 'Vendor login']);

  await page.keyboard.press('Escape');
  await expect(choices).toBeHidden();
  await expect(profile).toBeFocused();

  await profile.click();
  await choices.getByRole('link', { name: 'Vendor login' }).click();
  await expect(page).toHaveURL(/\/VendorLogin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor Login' })).toBeVisible();
  await expect(choices).toBeHidden();

  await profile.click();
  await choices.getByRole('link', { name: 'Sign in as a couple' }).click();
  await expect(page).toHaveURL(/\/UserLogin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Login' })).toBeVisible();
});

test("a signed-in user's Profile opens their account page", async ({ page }) => {
  const user = await createUser(page.request);
  await signInViaApi(page, 'user', user);
  await page.goto('/Vendors');
  const profile = bottomBar(page).getByRole('link', { name: 'Profile' });
  await expect(profile).toHaveAttribute('href', '/profile');
  await profile.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('main').getByText('User account')).toBeVisible();
  await expect(page.getByRole('main').getByText(user.email).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vendor Login' })).toHaveCount(0);
});

test("a signed-in vendor's Profile opens the Vendor Portal", async ({ page }) => {
  const vendor = await createVendor(page.request);
  await signInViaApi(page, 'vendor', vendor);
  await page.goto('/Vendors');
  const profile = bottomBar(page).getByRole('link', { name: 'Profile' });
  await expect(profile).toHaveAttribute('href', '/VendorProfile');
  await profile.click();
  await expect(page).toHaveURL(/\/VendorProfile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor Portal' })).toBeVisible();
  await expect(page.getByRole('main').getByText(vendor.vendorUniqueId).first()).toBeVisible();
});
