import { expect, type Page, test } from '@playwright/test';

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 720 };
/** Short enough that the terms page scrolls well past the navbar. */
const SHORT_DESKTOP = { width: 1280, height: 400 };

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test.describe('navbar', () => {
  test.use({ viewport: DESKTOP });

  test('has the brand, Home, Categories and For vendors, and no My Account when signed out', async ({
    page,
  }) => {
    await page.goto('/terms-and-conditions');
    const nav = navbar(page);
    await expect(nav.getByRole('link', { name: 'Mandap' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    // Vendor Profile is for vendors only (issue 31); a visitor is offered the vendors' sign-in.
    await expect(nav.getByRole('link', { name: 'For vendors' })).toHaveAttribute(
      'href',
      '/VendorLogin',
    );
    await expect(nav.getByRole('link', { name: 'Vendor Profile' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'My Account' })).toHaveCount(0);
  });

  test('the category menu lists the 17 categories and closes with Escape', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    const button = navbar(page).getByRole('button', { name: 'Categories' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = navbar(page).getByRole('list', { name: 'Categories' });
    await expect(menu.getByRole('link')).toHaveCount(17);

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.press('Enter');
    await navbar(page).getByRole('link', { name: 'Entertainment' }).click();
    // A category leads couples to its search; vendors register from /VendorList.
    await expect(page).toHaveURL(/\/Vendors\?category=entertainment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Entertainment' })).toBeVisible();
  });

  test('hides on scrolling down, shows on scrolling up and always near the top', async ({
    page,
  }) => {
    await page.setViewportSize(SHORT_DESKTOP);
    await page.goto('/terms-and-conditions');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    const nav = navbar(page);
    await expect(nav).toHaveAttribute('data-hidden', 'false');

    await scrollTo(page, 8);
    await expect(nav).toHaveAttribute('data-hidden', 'false');

    await scrollTo(page, 500);
    await expect(nav).toHaveAttribute('data-hidden', 'true');
    await expect(nav).not.toBeInViewport();

    await scrollTo(page, 350);
    await expect(nav).toHaveAttribute('data-hidden', 'false');
    await expect(nav).toBeInViewport();

    await scrollTo(page, 700);
    await expect(nav).toHaveAttribute('data-hidden', 'true');
    await scrollTo(page, 10);
    await expect(nav).toHaveAttribute('data-hidden', 'false');
    await expect(nav).toBeInViewport();
  });

  test('a hidden navbar comes back when one of its links gets keyboard focus', async ({ page }) => {
    await page.setViewportSize(SHORT_DESKTOP);
    await page.goto('/terms-and-conditions');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    await scrollTo(page, 600);
    await expect(navbar(page)).toHaveAttribute('data-hidden', 'true');
    await navbar(page).getByRole('link', { name: 'Mandap' }).focus();
    await expect(navbar(page)).toHaveAttribute('data-hidden', 'false');
    await expect(navbar(page)).toBeInViewport();
  });

  test('the bottom bar is not shown at desktop width', async ({ page }) => {
    await page.goto('/VendorList');
    await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
    await expect(bottomBar(page)).toBeHidden();
  });
});

test.describe('bottom bar on a phone', () => {
  test.use({ viewport: PHONE });

  test('shows Home, Chat, Share and Profile at 375 px', async ({ page }) => {
    await page.goto('/VendorList');
    const bar = bottomBar(page);
    await expect(bar).toBeVisible();
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('link', { name: 'Chat' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Share' })).toBeVisible();
    // A visitor's Profile offers both sign-ins (bottom-bar.spec.ts).
    await expect(bar.getByRole('button', { name: 'Profile' })).toBeVisible();
    await expect(navbar(page)).toBeVisible();
  });

  test('hides on scrolling down and shows on scrolling up', async ({ page }) => {
    await page.goto('/VendorList');
    await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
    const bar = bottomBar(page);
    await expect(bar).toHaveAttribute('data-hidden', 'false');

    await scrollTo(page, 600);
    await expect(bar).toHaveAttribute('data-hidden', 'true');
    await expect(bar).not.toBeInViewport();
    await expect(navbar(page)).toHaveAttribute('data-hidden', 'true');

    await scrollTo(page, 400);
    await expect(bar).toHaveAttribute('data-hidden', 'false');
    await expect(bar).toBeInViewport();
  });

  test('the last content is not hidden behind the bottom bar', async ({ page }) => {
    await page.goto('/VendorList');
    await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
    const copyright = page.getByText(/© \d{4} Mandap/);
    await expect(copyright).toBeInViewport();
    // Scrolled to the very end the bar may slide back: it must still not cover the last line.
    await page.evaluate(() => window.scrollBy({ top: -1 }));
    const bar = await bottomBar(page).boundingBox();
    const last = await copyright.boundingBox();
    expect(bar).not.toBeNull();
    expect(last).not.toBeNull();
    if (bar && last) expect(last.y + last.height).toBeLessThanOrEqual(bar.y);
  });

  test('Share copies the link and says so when the browser has no share sheet', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    await page.goto('/VendorList');
    await bottomBar(page).getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
  });
});
