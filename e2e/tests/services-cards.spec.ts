import { expect, type Page, test } from '@playwright/test';
import {
  createPendingListing,
  createVendor,
  signInViaApi,
  type VendorAccount,
} from '../fixtures/accounts';

// /services on a 360 px phone (issue 17, rough edge 1): each card shows its whole firm name, its
// status and its next steps without being opened, Edit Services has a link, and the list says
// so after a payment.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const FIRM = 'Annapurna Caterers and Wedding Banquet Services';
const SUCCESS_CARD = '4111 1111 1111 1111';

async function vendorWithPendingListing(page: Page): Promise<{
  vendor: VendorAccount;
  listingId: number;
}> {
  const vendor = await createVendor(page.request);
  await signInViaApi(page, 'vendor', vendor);
  const listingId = await createPendingListing(page.request, 'catering', {
    firmName: FIRM,
    email: 'annapurna@example.in',
    houseNo: '7',
    nearBy: 'MI Road',
    pincode: '302001',
    description: 'Vegetarian wedding catering for up to 800 guests.',
    plan: 'premium',
  });
  return { vendor, listingId };
}

const card = (page: Page, listingId: number) =>
  page.getByRole('button', { name: new RegExp(`Service #${listingId}\\b`) });

const nextSteps = (page: Page) => page.getByRole('region', { name: `Next steps for ${FIRM}` });

/** The page scrolls only up and down: nothing sticks out past the phone's width. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

test('a card shows the whole name, the status and the next steps on a phone', async ({ page }) => {
  const { vendor, listingId } = await vendorWithPendingListing(page);
  await page.goto('/services');

  const button = card(page, listingId);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const name = button.getByText(FIRM, { exact: true });
  await expect(name).toBeVisible();
  // Wrapped onto more lines, not cut with an ellipsis.
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const box = await name.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await expect(button.getByText('Pending payment', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The next steps, with the card closed.
  const steps = nextSteps(page);
  await expect(steps.getByText('Pay for this listing to publish it on Mandap.')).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    `/payment?service_id=${listingId}&vendor_id=${vendor.vendorUniqueId}`,
  );
  await expect(steps.getByRole('link', { name: 'Set prices' })).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Add photos' })).toBeVisible();
  await steps.getByRole('link', { name: 'Add photos' }).click();
  await expect(page).toHaveURL(new RegExp(`/editMedia\\?.*service_id=${listingId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Media' })).toBeVisible();

  await page.goto('/services');
  await nextSteps(page).getByRole('link', { name: 'Set prices' }).click();
  await expect(page).toHaveURL(new RegExp(`/ServiceDetails\\?.*service_id=${listingId}`));
  await expect(page.getByRole('button', { name: 'Save Pricing' })).toBeVisible();
});

test('Edit Services is linked from the card and opens the listing', async ({ page }) => {
  const { listingId } = await vendorWithPendingListing(page);
  await page.goto('/services');
  await card(page, listingId).click();
  const link = page.getByRole('link', { name: 'Edit Services' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/EditServices\\?.*service_id=${listingId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Submit Your Service' })).toBeVisible();
  await expect(page.getByLabel('Firm name')).toHaveValue(FIRM);
});

test('after a sandbox payment the list names the listing, its status and next steps', async ({
  page,
}) => {
  const { listingId } = await vendorWithPendingListing(page);
  await page.goto('/services');
  await nextSteps(page).getByRole('link', { name: 'Pay now' }).click();

  const checkout = page.getByRole('dialog', { name: 'Mandap Sandbox Checkout' });
  await checkout.getByRole('radio', { name: 'Card' }).check();
  await checkout.getByLabel('Card number').fill(SUCCESS_CARD);
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/30');
  await checkout.getByLabel('CVV').fill('123');
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText(/^Payment successful! Redirecting in/)).toBeVisible();

  await expect(page).toHaveURL(/\/services$/, { timeout: 10_000 });
  const notice = page.getByRole('status').filter({ hasText: 'Payment successful!' });
  await expect(notice).toContainText(`Payment successful! ${FIRM} is now active.`);
  await expect(notice).toContainText(
    'Next steps: set prices and add photos so couples see what you offer, then view your storefront.',
  );
  await expect(card(page, listingId).getByText('Active', { exact: true })).toBeVisible();
  const steps = nextSteps(page);
  await expect(steps.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The storefront is public now, and one tap away.
  await steps.getByRole('link', { name: 'View storefront' }).click();
  await expect(page).toHaveURL(new RegExp(`/Vendors/${listingId}/`));
  await expect(page.getByRole('heading', { level: 1, name: FIRM })).toBeVisible();

  // Said once: back on the list, the message is gone.
  await page.goto('/services');
  await expect(card(page, listingId)).toBeVisible();
  await expect(page.getByText(/Payment successful!/)).toHaveCount(0);
});
