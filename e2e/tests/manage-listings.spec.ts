import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import {
  createPendingListing,
  createVendor,
  newAccount,
  signInViaApi,
  type VendorAccount,
} from '../fixtures/accounts';

// The vendor's listings screens ("Manage Services") against the real server: list, prices, details, media,
// and another vendor's URLs (spec 2.8-2.12, R4, R9, R10).

const FIRM = 'Beat Box DJs';

function createListing(page: Page, firmName = FIRM): Promise<number> {
  return createPendingListing(page.request, 'dj', {
    firmName,
    city: 'Pune',
    nearBy: 'FC Road',
    district: 'Pune',
    state: 'Maharashtra',
    pincode: '411004',
    description: 'Sound and lights for sangeet nights.',
  });
}

async function vendorWithListing(
  page: Page,
): Promise<{ vendor: VendorAccount; listingId: number }> {
  const vendor = await createVendor(page.request, newAccount('vendor'));
  await signInViaApi(page, 'vendor', vendor);
  const listingId = await createListing(page);
  return { vendor, listingId };
}

/** Chooses a plain PNG of one colour (no text: it passes the ID check) in the labelled input. */
async function chooseImage(
  page: Page,
  label: RegExp,
  name: string,
  background: { r: number; g: number; b: number },
): Promise<void> {
  const buffer = await sharp({ create: { width: 480, height: 320, channels: 3, background } })
    .png()
    .toBuffer();
  await page
    .getByLabel(label)
    .and(page.locator('input[type=file]'))
    .setInputFiles({ name, mimeType: 'image/png', buffer });
}

const card = (page: Page, listingId: number) =>
  page.getByRole('button', { name: new RegExp(`Service #${listingId}\\b`) });

test('the list shows each listing with its next steps, and its details open one at a time', async ({
  page,
}) => {
  const { vendor, listingId } = await vendorWithListing(page);
  const second = await createListing(page, FIRM);
  await page.goto('/Services');
  await expect(page.getByRole('heading', { level: 1, name: 'Service Details' })).toBeVisible();
  const first = card(page, listingId);
  const other = card(page, second);
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  // The next steps show on every card, closed or open (issue 17).
  const firstCard = page.getByRole('article').filter({ has: first });
  await expect(firstCard.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    `/payment?service_id=${listingId}&vendor_id=${vendor.vendorUniqueId}`,
  );
  await expect(firstCard.getByRole('link', { name: 'Set prices' })).toHaveAttribute(
    'href',
    new RegExp(`service_id=${listingId}$`),
  );

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(vendor.vendorUniqueId).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Edit Services' })).toHaveAttribute(
    'href',
    new RegExp(`^/EditServices\\?.*service_id=${listingId}$`),
  );

  await other.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(other).toHaveAttribute('aria-expanded', 'true');
  await other.click();
  await expect(other).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Edit Services' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
});

test('three prices are saved together, with their percent off, and stay after a reload', async ({
  page,
}) => {
  const { listingId } = await vendorWithListing(page);
  await page.goto('/services');
  await card(page, listingId).click();
  await page.getByRole('link', { name: 'Set prices' }).click();
  await expect(page).toHaveURL(new RegExp(`/ServiceDetails\\?.*service_id=${listingId}`));
  await expect(
    page.getByText(
      'Add specifications and set pricing for each. You can add multiple specifications for this service.',
    ),
  ).toBeVisible();

  const rows = page.getByRole('list', { name: 'Specifications' }).getByRole('listitem');
  // An offer equal to the MRP has no percent-off badge (issue 31): null says none.
  const prices: [string, string, string, string | null][] = [
    ['Wedding DJ', '1000', '800', '20% off'],
    ['Club DJ', '999.50', '666', '33% off'],
    ['Party DJ', '500', '500', null],
  ];
  for (const [index, [spec, mrp, offer, badge]] of prices.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add Another Specification' }).click();
    const row = rows.nth(index);
    await row.getByLabel('Specification', { exact: true }).selectOption(spec);
    await row.getByLabel('MRP (₹)').fill(mrp);
    await row.getByLabel('Offer price (₹)').fill(offer);
    if (badge) await expect(row.getByText(badge)).toBeVisible();
    else await expect(row.getByText(/% off$/)).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Save Pricing' }).click();
  await expect(page.getByText('Pricing saved.')).toBeVisible();

  await page.reload();
  await expect(
    page.getByText('Update pricing for existing specifications or add new ones.'),
  ).toBeVisible();
  await expect(rows).toHaveCount(3);
  for (const [index, [spec, mrp, offer, badge]] of prices.entries()) {
    const row = rows.nth(index);
    await expect(row.getByLabel('Specification', { exact: true })).toHaveValue(spec);
    await expect(row.getByLabel('MRP (₹)')).toHaveValue(mrp);
    await expect(row.getByLabel('Offer price (₹)')).toHaveValue(offer);
    if (badge) await expect(row.getByText(badge)).toBeVisible();
    else await expect(row.getByText(/% off$/)).toHaveCount(0);
  }

  // An offer above the MRP is refused, and nothing is sent.
  await rows.nth(2).getByLabel('Offer price (₹)').fill('501');
  await page.getByRole('button', { name: 'Save Pricing' }).click();
  await expect(page.getByText('Please correct the errors in the form')).toBeVisible();
  await expect(rows.nth(2).getByText('Offer price cannot be higher than MRP')).toBeVisible();
});

test('the details of a listing are edited', async ({ page }) => {
  const { listingId } = await vendorWithListing(page);
  await page.goto(`/edit-hotel?service_id=${listingId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Service' })).toBeVisible();
  await expect(page.getByLabel('Service category')).toHaveValue('DJ');
  await page.getByLabel('City').fill('Nashik');
  await page.getByRole('checkbox', { name: 'Wedding DJ', exact: true }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Service updated successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Nashik');
  await expect(page.getByRole('checkbox', { name: 'Wedding DJ', exact: true })).toBeChecked();
});

test('Submit Your Service saves highlights, details and a new image, then returns to the list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { listingId } = await vendorWithListing(page);
  await page.goto(`/EditServices?service_id=${listingId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Submit Your Service' })).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Pune');
  await page.getByLabel('City').fill('Nagpur');
  await page.getByRole('checkbox', { name: 'Fast Service' }).check();
  await page.getByRole('checkbox', { name: 'Premium Quality' }).check();

  await chooseImage(page, /^Images/, 'lights.png', { r: 40, g: 90, b: 160 });
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled({ timeout: 60_000 }); // after the ID check of the image
  await submit.click();

  await expect(page).toHaveURL(/\/services$/, { timeout: 30_000 });
  await expect(card(page, listingId)).toBeVisible();
  const listing = (await (await page.request.get(`/api/vendor/listings/${listingId}`)).json()) as {
    city: string;
    highlights: string[];
    media: { kind: string }[];
  };
  expect(listing.city).toBe('Nagpur');
  expect(listing.highlights).toEqual(['Fast Service', 'Premium Quality']);
  expect(listing.media.map((m) => m.kind)).toEqual(['image']);
});

test('an image is uploaded on Edit Media, then deleted', async ({ page }) => {
  test.setTimeout(90_000);
  const { listingId } = await vendorWithListing(page);
  await page.goto(`/editMedia?service_id=${listingId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Media' })).toBeVisible();
  await expect(page.getByText('No images or videos found for this service.')).toBeVisible();

  await chooseImage(page, /^Image/, 'stage.png', { r: 180, g: 60, b: 40 });
  const upload = page.getByRole('button', { name: 'Upload' });
  await expect(upload).toBeEnabled({ timeout: 60_000 });
  await upload.click();
  await expect(page.getByText('Media uploaded.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Gallery item 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete image 1' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete image 1?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No images or videos found for this service.')).toBeVisible();
  const listing = await page.request.get(`/api/vendor/listings/${listingId}`);
  expect(((await listing.json()) as { media: unknown[] }).media).toHaveLength(0);
});

test("another vendor opening the first one's URLs sees none of it", async ({ page, browser }) => {
  const { listingId } = await vendorWithListing(page);
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInViaApi(other, 'vendor', await createVendor(other.request, newAccount('vendor')));

  await other.goto(`/ServiceDetails?service_id=${listingId}`);
  await expect(other.getByText('⚠ No services found.')).toBeVisible();
  await expect(other.getByText(FIRM)).toBeHidden();

  await other.goto(`/edit-hotel?service_id=${listingId}`);
  await expect(other.getByText('Error: No service details found')).toBeVisible();
  await expect(other.getByLabel('Firm name')).toBeHidden();

  await other.goto(`/editMedia?service_id=${listingId}`);
  await expect(other.getByText(/Service not found/)).toBeVisible();
  await expect(other.getByRole('button', { name: 'Upload' })).toBeHidden();

  await other.goto('/services');
  await expect(other.getByText('No service data available.')).toBeVisible();
  await context.close();
});
