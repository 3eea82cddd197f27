import { expect, type Page, test } from '@playwright/test';
import {
  createPendingDjListing,
  createVendor,
  newAccount,
  signInViaApi,
  type VendorAccount,
} from '../fixtures/accounts';
import { verificationLink } from '../fixtures/mail';

const SUCCESS_CARD = '4111 1111 1111 1111';
const DECLINE_CARD = '4000 0000 0000 0002';

/** A signed-in vendor with a DJ listing waiting for payment (PREMIUM: ₹699), made through the API. */
async function pendingListing(page: Page): Promise<{ vendor: VendorAccount; listingId: number }> {
  const vendor = await createVendor(page.request);
  await signInViaApi(page, 'vendor', vendor);
  return { vendor, listingId: await createPendingDjListing(page.request, 'premium') };
}

const paymentPath = (listingId: number, vendor: VendorAccount) =>
  `/payment?service_id=${listingId}&vendor_id=${vendor.vendorUniqueId}`;

async function listingStatus(page: Page, listingId: number): Promise<string> {
  const response = await page.request.get(`/api/vendor/listings/${listingId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { status: string }).status;
}

const checkout = (page: Page) => page.getByRole('dialog', { name: 'Mandap Sandbox Checkout' });

async function payWith(page: Page, card: string) {
  const dialog = checkout(page);
  // The checkout opens on UPI, as most Indian vendors pay; a card is one choice away.
  await dialog.getByRole('radio', { name: 'Card' }).check();
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByRole('button', { name: 'Pay ₹699' }).click();
}

test('pays a new listing with the sandbox card, counts down and lands on the services', async ({
  page,
}) => {
  const { vendor, listingId } = await pendingListing(page);
  await page.goto(paymentPath(listingId, vendor));

  const dialog = checkout(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByText('Shaadi Beats: PREMIUM plan')).toBeVisible();
  await expect(dialog.getByText('₹699', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('UPI ID')).toBeFocused();
  await dialog.getByRole('radio', { name: 'Card' }).check();
  await expect(dialog.getByText(SUCCESS_CARD)).toBeVisible();
  await expect(dialog.getByText(DECLINE_CARD)).toBeVisible();
  await expect(dialog.getByLabel('Name on card')).toHaveValue(vendor.name);

  await payWith(page, SUCCESS_CARD);
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/^Payment successful! Redirecting in [1-5] seconds?\.\.\.$/),
  ).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: 'Redirecting to your services' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);
  // The list of listings shows the listing active, and the server agrees.
  await expect(page.getByRole('main').getByText('Active', { exact: true }).first()).toBeVisible();
  expect(await listingStatus(page, listingId)).toBe('active');
});

test('pays by UPI as Razorpay test mode does: failure@razorpay fails, success@razorpay pays', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { vendor, listingId } = await pendingListing(page);
  await page.goto(paymentPath(listingId, vendor));
  const dialog = checkout(page);
  await expect(dialog.getByRole('radio', { name: 'UPI' })).toBeChecked();
  await dialog.getByLabel('UPI ID').fill('failure@razorpay');
  await dialog.getByRole('button', { name: 'Pay ₹699' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The UPI payment failed. Please try again or pay by card.',
  );
  expect(await listingStatus(page, listingId)).toBe('pending_payment');

  await dialog.getByLabel('UPI ID').fill('success@razorpay');
  await dialog.getByRole('button', { name: 'Pay ₹699' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/services$/);
  expect(await listingStatus(page, listingId)).toBe('active');
});

test('a declined card is shown in the checkout and another card can be used', async ({ page }) => {
  const { vendor, listingId } = await pendingListing(page);
  await page.goto(paymentPath(listingId, vendor));
  await payWith(page, DECLINE_CARD);

  const dialog = checkout(page);
  await expect(dialog.getByRole('alert')).toHaveText(
    'Your card was declined. Please try another card.',
  );
  await expect(dialog).toBeVisible();
  expect(await listingStatus(page, listingId)).toBe('pending_payment');

  await payWith(page, SUCCESS_CARD);
  await expect(page.getByText(/^Payment successful!/)).toBeVisible();
  expect(await listingStatus(page, listingId)).toBe('active');
});

test('closing the checkout leaves the vendor on the page, and it opens again', async ({ page }) => {
  const { vendor, listingId } = await pendingListing(page);
  await page.goto(paymentPath(listingId, vendor));
  await expect(checkout(page)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(checkout(page)).toBeHidden();
  await expect(page.getByText('Payment cancelled. You can try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/payment\?/);

  await page.getByRole('button', { name: 'Open checkout again' }).click();
  await expect(checkout(page)).toBeVisible();
  await checkout(page).getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByText('Payment cancelled. You can try again.')).toBeVisible();
  expect(await listingStatus(page, listingId)).toBe('pending_payment');
});

test('a paid listing offers its refund by the terms, and the refund deactivates it', async ({
  page,
}) => {
  const { vendor, listingId } = await pendingListing(page);
  await page.goto(paymentPath(listingId, vendor));
  await payWith(page, SUCCESS_CARD);
  await expect(page.getByText(/^Payment successful!/)).toBeVisible();

  // The same link again: the listing is paid, so no checkout opens.
  await page.goto(paymentPath(listingId, vendor));
  await expect(page.getByText('This listing is already paid.')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(checkout(page)).toBeHidden();

  await page.getByRole('button', { name: 'Request refund' }).click();
  const refund = page.getByRole('region', { name: 'Refund' });
  // Paid just now: within 7 days, all of it (R11).
  await expect(refund.getByText('₹699', { exact: true })).toBeVisible();
  await expect(refund.getByRole('link', { name: 'Read the terms and conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );
  await refund.getByRole('button', { name: 'Confirm refund of ₹699' }).click();
  await expect(
    page.getByText('Refund of ₹699 requested. Your listing is now inactive.'),
  ).toBeVisible();
  await expect(page.getByText('Suspended', { exact: true })).toBeVisible();
  expect(await listingStatus(page, listingId)).toBe('suspended');
});

test('an incomplete link opens nothing and points to the services', async ({ page }) => {
  const { listingId } = await pendingListing(page);
  await page.goto(`/payment?service_id=${listingId}`);
  await expect(page.getByRole('alert')).toHaveText(
    'This payment link is incomplete. Please open it again from your services.',
  );
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Go to your services' }),
  ).toHaveAttribute('href', '/services');
  await expect(checkout(page)).toBeHidden();
  expect(await listingStatus(page, listingId)).toBe('pending_payment');
});

test("another vendor's listing cannot be paid from its link", async ({ page, browser }) => {
  const { vendor, listingId } = await pendingListing(page);
  const other = await browser.newPage();
  try {
    await signInViaApi(other, 'vendor', await createVendor(other.request));
    await other.goto(paymentPath(listingId, vendor));
    await expect(other.getByRole('alert')).toContainText('Order creation failed!');
    await expect(checkout(other)).toBeHidden();
  } finally {
    await other.close();
  }
});

test('a vendor cannot pay before verifying the e-mail; the link from the e-mail leads back to the payment', async ({
  page,
}) => {
  const vendor = await createVendor(page.request, newAccount('vendor'), { verified: false });
  await signInViaApi(page, 'vendor', vendor);
  const listingId = await createPendingDjListing(page.request, 'premium');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(paymentPath(listingId, vendor));

  await expect(page.getByRole('alert')).toContainText(
    'Please verify your e-mail address before paying for a listing. We sent a link to',
  );
  await expect(checkout(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(/^We sent a new link to .\*\*\*@example\.in\./)).toBeVisible();

  // The newest link (the second e-mail), as the test's SMTP server caught it.
  const link = new URL(await verificationLink(vendor.email, 2));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue where you were' }).click();
  await expect(checkout(page)).toBeVisible();
  await payWith(page, SUCCESS_CARD);
  await expect(page.getByText(/^Payment successful!/)).toBeVisible();
  expect(await listingStatus(page, listingId)).toBe('active');
});
