import { expect, type Page, test } from '@playwright/test';
import { createVendor, signInViaApi } from '../fixtures/accounts';

/** The 17 cards of spec 2.2, linked by their canonical routes (R1). */
const CARDS = [
  ['Hotel', 'Accommodation', '/VendorList/Hotelregister'],
  ['Photo Video', 'Photography', '/VendorList/Photvideo'],
  ['Decoration', 'Decor', '/VendorList/DecorationRegister'],
  ['Tours & Travels', 'Travel', '/VendorList/ToursRegister'],
  ['Catering', 'Food', '/VendorList/CateringRegister'],
  ['VarMala Entry', 'Ceremony', '/VendorList/WaramalaRegister'],
  ['Tent Houses', 'Venue', '/VendorList/TentHouseRegister'],
  ['Makeup Artist', 'Beauty', '/VendorList/MakeupArtistRegister'],
  ['Pandit', 'Ceremony', '/VendorList/PanditRegister'],
  ['Dress on rent', 'Attire', '/VendorList/WeddingDressRegister'],
  ['Entertainment', 'Performance', '/VendorList/EntertainmentRegister'],
  ['Venue', 'Venue', '/VendorList/VenueRegister'],
  ['Dhol', 'Music', '/VendorList/DholRegister'],
  ['DJ', 'Music', '/VendorList/DJRegister'],
  ['Band', 'Music', '/VendorList/BandRegister'],
  ['mehndi', 'Beauty', '/VendorList/MehndiArtist'],
  ['Corporate Event', 'corporate', '/VendorList/Corporate'],
] as const;

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Vendor categories' }).getByRole('link');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search vendors' });
const category = (page: Page) => page.getByRole('combobox', { name: 'Category' });

async function expectCards(page: Page, titles: readonly string[]) {
  await expect(cards(page)).toHaveCount(titles.length);
  const routes = titles.map((title) => CARDS.find(([t]) => t === title)?.[2]);
  for (const [index, route] of routes.entries()) {
    await expect(cards(page).nth(index)).toHaveAttribute('href', route ?? '');
  }
}

test.beforeEach(async ({ page }) => {
  await page.goto('/VendorList');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
});

test('shows the directory to a visitor who is not signed in', async ({ page }) => {
  await expect(
    page.getByText('Find the perfect vendors for your special day. All in one place.'),
  ).toBeVisible();
  await expect(search(page)).toHaveAttribute('placeholder', 'Search vendors...');
  await expect(category(page).locator('option').first()).toHaveText('All Categories');
  await expect(cards(page)).toHaveCount(17);
  await expect(page).toHaveTitle('Vendors · Mandap');
});

test('every card shows its title and category and links to its form', async ({ page }) => {
  await expect(cards(page)).toHaveCount(CARDS.length);
  for (const [index, [title, badge, route]] of CARDS.entries()) {
    const card = cards(page).nth(index);
    await expect(card).toContainText(title);
    await expect(card).toContainText(badge);
    await expect(card).toHaveAttribute('href', route);
  }
});

test('search does not filter below 3 characters and filters from 3', async ({ page }) => {
  await search(page).fill('dh');
  await expect(cards(page)).toHaveCount(17);
  await search(page).fill('dho');
  await expectCards(page, ['Dhol']);
  await search(page).fill('MUSIC');
  await expectCards(page, ['Dhol', 'DJ', 'Band']);
});

test('the category dropdown filters by exact category', async ({ page }) => {
  await category(page).selectOption('Ceremony');
  await expectCards(page, ['VarMala Entry', 'Pandit']);
  await category(page).selectOption('All Categories');
  await expect(cards(page)).toHaveCount(17);
});

test('search and category combine', async ({ page }) => {
  await category(page).selectOption('Beauty');
  await expectCards(page, ['Makeup Artist', 'mehndi']);
  await search(page).fill('meh');
  await expectCards(page, ['mehndi']);
});

test('shows the empty state and Show All Vendors clears both filters', async ({ page }) => {
  await category(page).selectOption('Food');
  await search(page).fill('tent');
  await expect(page.getByText('No vendors found matching your search')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Show All Vendors' }).click();

  await expect(search(page)).toHaveValue('');
  await expect(category(page)).toHaveValue('');
  await expect(cards(page)).toHaveCount(17);
  await expect(page.getByText('No vendors found matching your search')).toBeHidden();
});

test('the Entertainment card opens the Entertainment form', async ({ page }) => {
  // The forms are for signed-in vendors (accounts.spec.ts covers a visitor being sent to log in).
  await signInViaApi(page, 'vendor', await createVendor(page.request));
  // The page was opened signed out (beforeEach): load it again so it reads the new session.
  await page.reload();
  await cards(page).filter({ hasText: 'Entertainment' }).click();
  await expect(page).toHaveURL(/\/VendorList\/EntertainmentRegister$/);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Services Registration' }),
  ).toBeVisible();
  await expect(main.getByText('Entertainment', { exact: true })).toBeVisible();
});
