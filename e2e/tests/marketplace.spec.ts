import { expect, type Page, test } from '@playwright/test';
import { createUser, newAccount } from '../fixtures/accounts';
import { createActiveListing, uniqueCity } from '../fixtures/marketplace';

// Issue 12's 'done when': a couple on a 360 px phone, not signed in, goes from the home page to a
// search for a category in a city, narrows it by price, opens a storefront, sees its gallery and
// prices, and is asked to sign in to see the phone number; signed in as a user, sees it.

test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

const main = (page: Page) => page.getByRole('main');

test('a couple finds a photographer in their city, compares prices and gets the phone number', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const city = uniqueCity();
  const budget = await createActiveListing(request, {
    category: 'photo-video',
    firmName: 'Budget Clicks Studio',
    city,
    phone: '9812345670',
    features: ['Wedding Photography', 'Drone Photography'],
    prices: [
      { specification: 'Wedding Photography', mrp: '10000', offer: '8000' },
      { specification: 'Drone Photography', mrp: '12000', offer: '12000' },
    ],
    images: 3,
  });
  await createActiveListing(request, {
    category: 'photo-video',
    firmName: 'Royal Frames',
    city,
    features: ['Wedding Photography'],
    prices: [{ specification: 'Wedding Photography', mrp: '60000', offer: '45000' }],
  });
  const user = await createUser(request, newAccount('user', 'Rohan Mehta'));

  // Home: what and where.
  await page.goto('/');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
    'Find the perfect vendors for your big day',
  );
  const search = main(page).getByRole('search', { name: 'Search vendors' });
  await search.getByRole('combobox', { name: 'What are you looking for?' }).fill('Photo Video');
  await search.getByRole('combobox', { name: 'Where?' }).fill(city);
  await search.getByRole('button', { name: 'Search' }).click();

  // One readable URL per category and city (issue 17).
  await expect(page).toHaveURL(
    `/Vendors/in/${city.toLowerCase().replaceAll(' ', '-')}/photographers`,
  );
  await expect(
    main(page).getByRole('heading', { level: 1, name: `Photographers in ${city}` }),
  ).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: '2 vendors' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Royal Frames' })).toBeVisible();

  // Narrow by price: the filters fold away on a phone.
  await main(page)
    .getByRole('button', { name: /^Filters/ })
    .click();
  await main(page).getByRole('textbox', { name: 'Max price' }).fill('20000');
  await main(page).getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(/[?&]maxPrice=20000(&|$)/);
  await expect(main(page).getByRole('heading', { level: 2, name: '1 vendor' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Royal Frames' })).toHaveCount(0);
  const card = main(page).getByRole('article').filter({ hasText: 'Budget Clicks Studio' });
  await expect(card.getByText('₹8,000')).toBeVisible();
  await expect(card.getByText('20% off')).toBeVisible();

  // Back and forward step through the searches; a reload shows the same one.
  await page.goBack();
  await expect(main(page).getByRole('heading', { level: 2, name: '2 vendors' })).toBeVisible();
  await page.goForward();
  await expect(main(page).getByRole('heading', { level: 2, name: '1 vendor' })).toBeVisible();
  await page.reload();
  await expect(main(page).getByRole('heading', { level: 2, name: '1 vendor' })).toBeVisible();

  // The storefront: gallery and prices.
  await card.getByRole('link', { name: 'Budget Clicks Studio' }).click();
  await expect(page).toHaveURL(`/Vendors/${budget.listingId}/budget-clicks-studio`);
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Budget Clicks Studio' }),
  ).toBeVisible();
  const gallery = main(page).getByRole('region', { name: 'Photos' });
  await expect(
    gallery.getByRole('img', { name: 'Budget Clicks Studio, photo 1 of 3' }),
  ).toBeVisible();
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(
    gallery.getByRole('img', { name: 'Budget Clicks Studio, photo 2 of 3' }),
  ).toBeVisible();
  await gallery.getByRole('button', { name: 'View photo 2 of 3 full screen' }).click();
  const fullScreen = page.getByRole('dialog', { name: 'Photos of Budget Clicks Studio' });
  await expect(fullScreen).toBeVisible();
  await expect(fullScreen.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(fullScreen).toBeHidden();

  const prices = main(page).getByRole('table');
  const wedding = prices.getByRole('row', { name: /Wedding Photography/ });
  await expect(wedding).toContainText('₹10,000');
  await expect(wedding).toContainText('₹8,000');
  await expect(wedding).toContainText('20% off');
  await expect(prices.getByRole('row', { name: /Drone Photography/ })).toContainText('₹12,000');

  // A visitor is asked to sign in for the phone number.
  const contact = main(page).getByRole('region', { name: 'Contact' });
  await expect(contact.getByRole('link', { name: 'Call' })).toHaveCount(0);
  await expect(contact.getByText('98123 45670')).toHaveCount(0);
  await contact.getByRole('link', { name: 'Sign in to see contact details' }).click();

  await expect(page).toHaveURL(/\/UserLogin\?redirectTo=/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'User Login' })).toBeVisible();
  await main(page).getByLabel('Email').fill(user.email);
  await main(page).getByLabel('Password', { exact: true }).fill(user.password);
  await main(page).getByRole('button', { name: 'Sign in' }).click();

  // Back on the storefront, signed in: the phone, with call and WhatsApp links.
  await expect(page).toHaveURL(`/Vendors/${budget.listingId}/budget-clicks-studio`);
  await expect(contact.getByRole('link', { name: '98123 45670' })).toHaveAttribute(
    'href',
    'tel:+919812345670',
  );
  await expect(contact.getByRole('link', { name: 'Call' })).toHaveAttribute(
    'href',
    'tel:+919812345670',
  );
  await expect(contact.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/919812345670',
  );
  await expect(contact.getByRole('link', { name: budget.email })).toBeVisible();
});

test('a listing that is gone shows a helpful page, not a dead end', async ({ page }) => {
  const response = await page.goto('/Vendors/999999999/nobody');
  expect(response?.status()).toBe(404);
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'This vendor is not available' }),
  ).toBeVisible();
  await expect(main(page).getByText(/may have been removed/)).toBeVisible();
  await expect(main(page).getByRole('search', { name: 'Search vendors' })).toBeVisible();
  await main(page).getByRole('link', { name: 'See all vendors' }).click();
  await expect(page).toHaveURL('/Vendors');
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Wedding vendors' }),
  ).toBeVisible();
});
