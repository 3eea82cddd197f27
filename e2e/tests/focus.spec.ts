import { expect, type Locator, type Page, test } from '@playwright/test';
import { createVendor, signInViaApi } from '../fixtures/accounts';

const DESKTOP = { width: 1280, height: 800 };

/** WCAG relative luminance of a computed `rgb(r, g, b)` colour. */
function luminance(colour: string): number {
  const channels =
    colour
      .match(/\d+(\.\d+)?/g)
      ?.slice(0, 3)
      .map(Number) ?? [];
  if (channels.length !== 3) throw new Error(`Not an rgb colour: ${colour}`);
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

interface Ring {
  style: string;
  width: number;
  colour: string;
  /** The first opaque background behind the element's outline (its parents'). */
  background: string;
}

/** The focused element's outline and the background it is drawn on. */
function ringOf(locator: Locator): Promise<Ring> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    let background = 'rgb(255, 255, 255)';
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
        background = colour;
        break;
      }
    }
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      colour: style.outlineColor,
      background,
    };
  });
}

async function expectVisibleRing(locator: Locator) {
  await expect(locator).toBeFocused();
  const ring = await ringOf(locator);
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.colour, ring.background)).toBeGreaterThanOrEqual(3);
}

/** Presses Tab until `locator` has focus (at most `limit` times). */
async function tabTo(page: Page, locator: Locator, limit = 40) {
  for (let count = 0; count < limit; count += 1) {
    await page.keyboard.press('Tab');
    if (await locator.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the element');
}

test.use({ viewport: DESKTOP });

test('a text field, a select and a link reached by Tab show a ring of 3:1 or more', async ({
  page,
}) => {
  await page.goto('/VendorList');
  const search = page.getByRole('searchbox');
  await tabTo(page, search);
  await expectVisibleRing(search);

  const select = page.getByRole('combobox', { name: 'Category' });
  await page.keyboard.press('Tab');
  await expectVisibleRing(select);
  // A select picked with the mouse shows it too.
  await page.getByRole('heading', { level: 1 }).click();
  await select.click();
  await page.keyboard.press('Escape');
  await expectVisibleRing(select);

  // The navbar is dark: its ring is light.
  await page.goto('/VendorList');
  const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
  await tabTo(page, home);
  await expectVisibleRing(home);
});

test('a checkbox of the registration form rings its label', async ({ page }) => {
  await signInViaApi(page, 'vendor', await createVendor(page.request));
  await page.goto('/VendorList/BandRegister');
  const box = page.getByRole('checkbox', { name: 'Wedding Band', exact: true });
  await box.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  const label = page.locator('label').filter({ has: box });
  const ring = await ringOf(label);
  expect(ring.style).toBe('solid');
  expect(contrast(ring.colour, ring.background)).toBeGreaterThanOrEqual(3);
});

test('a route change moves focus to the new page’s heading; the first load does not', async ({
  page,
}) => {
  await page.goto('/terms-and-conditions');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Find vendors' }).click();
  await expect(page).toHaveURL(/\/Vendors$/);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  // Focused by script: no ring jumps onto it, and Tab does not stop on it.
  expect((await ringOf(heading)).style).toBe('none');
  await expect(heading).toHaveAttribute('tabindex', '-1');

  // The next Tab goes on from the top of the new page, not from the middle of the old one.
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => {
    const heading = document.querySelector('main h1');
    const active = document.activeElement;
    return Boolean(
      heading &&
        active &&
        heading.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
  expect(next).toBe(true);
});

test('the category menu moves with the arrow keys and Escape returns to its button', async ({
  page,
}) => {
  await page.goto('/terms-and-conditions');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const button = nav.getByRole('button', { name: 'Categories' });
  await tabTo(page, button);
  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = nav.getByRole('list', { name: 'Categories' });
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link').nth(1)).toBeFocused();
  await expectVisibleRing(menu.getByRole('link').nth(1));
  await page.keyboard.press('End');
  await expect(
    nav.getByRole('link', { name: 'Are you a vendor? List your services' }),
  ).toBeFocused();
  await page.keyboard.press('Home');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});
