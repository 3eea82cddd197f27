import { expect, type Page, test } from '@playwright/test';
import { createUser, newAccount, signInViaApi } from '../fixtures/accounts';
import { addDays, indianToday } from '../fixtures/contact';
import { createActiveListing, createPhotographer, uniqueCity } from '../fixtures/marketplace';

// Issue 31, "What people type, accepted as they type it", on a 360 px phone: a couple types a
// phone with +91 and spaces and a budget with Indian grouping; a caterer prices one row per event
// in lakhs and one per plate, and the storefront and the search card say what each price is for.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const main = (page: Page) => page.getByRole('main');

test('a couple sends an enquiry with "+91 98765 43210" and a budget of "1,50,000"', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const city = uniqueCity();
  const studio = await createPhotographer(request, city, 'Mehr Studio', '60000', '50000');
  const couple = await createUser(request, newAccount('user', 'Kavya Iyer'));

  await signInViaApi(page, 'user', couple);
  await page.goto(`/Vendors?city=${encodeURIComponent(city)}`);
  await main(page).getByRole('link', { name: studio.firmName, exact: true }).click();
  const enquiry = main(page).getByRole('region', { name: 'Send an enquiry' });
  const phone = enquiry.getByLabel('Your phone');
  await expect(phone).toHaveAttribute('type', 'tel');
  await expect(phone).toHaveAttribute('inputmode', 'tel');
  await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
  await expect(enquiry.getByLabel('City')).toHaveValue(city);
  await enquiry.getByLabel('Event date').fill(addDays(indianToday(), 60));
  await enquiry.getByLabel('Event type').selectOption('Wedding');
  await enquiry.getByLabel('Number of guests').fill('300');
  const budget = enquiry.getByLabel('Budget in rupees (optional)');
  await expect(budget).toHaveAttribute('placeholder', 'For example 1,50,000');
  await budget.fill('1,50,000');
  await enquiry.getByLabel('Message').fill('Candid photos for the pheras and the reception.');

  // A number that is short by one says so, and nothing is sent.
  await phone.fill('+91 98765 4321');
  await enquiry.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(phone).toHaveAccessibleDescription(
    /^Please enter a valid 10-digit phone number: this one has 9 digits\./,
  );

  await phone.fill('+91 98765 43210');
  await enquiry.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(
    enquiry.getByText(
      `Your enquiry was sent to ${studio.firmName}. You will find their reply in Chat.`,
    ),
  ).toBeVisible();

  // Stored as the 10 digits and whole rupees: what the vendor reads.
  const list = await page.request.get('/api/conversations');
  expect(list.status()).toBe(200);
  const { conversations } = (await list.json()) as { conversations: { id: number }[] };
  const [sent] = conversations;
  expect(sent).toBeDefined();
  const thread = await page.request.get(`/api/conversations/${sent?.id}`);
  expect((await thread.json()).enquiry).toMatchObject({
    phone: '9876543210',
    budgetRupees: 150000,
  });
});

test('a caterer prices "1,50,000" per event and "650" per plate; the storefront and the search card say so', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const city = uniqueCity();
  const caterer = await createActiveListing(request, {
    category: 'catering',
    firmName: 'Annapurna Caterers',
    city,
    images: 1,
    features: ['Wedding Catering', 'Corporate Events'],
  });

  await signInViaApi(page, 'vendor', caterer.vendor);
  await page.goto(`/ServiceDetails?service_id=${caterer.listingId}`);
  await expect(main(page).getByRole('button', { name: 'Save Pricing' })).toBeVisible();
  const rows = main(page).getByRole('list', { name: 'Specifications' }).getByRole('listitem');

  const first = rows.nth(0);
  await first.getByLabel('Specification', { exact: true }).selectOption('Wedding Catering');
  await expect(first.getByLabel('MRP (₹)')).toHaveAttribute('placeholder', 'For example 1,50,000');
  await first.getByLabel('MRP (₹)').fill('1,50,000');
  await first.getByLabel('Offer price (₹)').fill('1,50,000');
  await expect(first.getByLabel('Price is')).toHaveValue('event');
  // The offer is the MRP: no badge.
  await expect(first.getByText(/% off/)).toHaveCount(0);

  await main(page).getByRole('button', { name: 'Add Another Specification' }).click();
  const second = rows.nth(1);
  await second.getByLabel('Specification', { exact: true }).selectOption('Corporate Events');
  await second.getByLabel('MRP (₹)').fill('800');
  await second.getByLabel('Offer price (₹)').fill('650');
  await second.getByLabel('Price is').selectOption({ label: 'per plate (veg)' });
  await expect(second.getByText('19% off')).toBeVisible();
  await main(page).getByRole('button', { name: 'Save Pricing' }).click();
  await expect(main(page).getByText('Pricing saved.')).toBeVisible();

  // The search card: from the cheapest row, with its unit; one picture shape (4:3, cropped).
  await page.goto(`/Vendors?city=${encodeURIComponent(city)}`);
  const card = main(page).getByRole('article').filter({ hasText: caterer.firmName });
  await expect(card).toContainText('from₹650 per plate (veg)');
  const picture = await card.locator('img').first().boundingBox();
  expect(picture).not.toBeNull();
  if (picture) expect(picture.width / picture.height).toBeCloseTo(4 / 3, 1);

  // The storefront: the same from-price, and each row's unit in the price table.
  await card.getByRole('link', { name: caterer.firmName, exact: true }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: caterer.firmName })).toBeVisible();
  await expect(main(page).getByText('per plate (veg)').first()).toBeVisible();
  const table = main(page).getByRole('table');
  await expect(
    table.getByRole('row', { name: /Wedding Catering/ }).getByRole('cell', {
      name: '₹1,50,000 per event',
    }),
  ).toBeVisible();
  const plate = table.getByRole('row', { name: /Corporate Events/ });
  await expect(plate.getByRole('cell', { name: '₹650 per plate (veg)' })).toBeVisible();
  await expect(plate.getByText('19% off')).toBeVisible();
  await expect(table.getByRole('row', { name: /Wedding Catering/ }).getByText(/% off/)).toHaveCount(
    0,
  );
});
