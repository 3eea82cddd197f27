import { type APIRequestContext, expect, test } from '@playwright/test';
import { createUser, newAccount } from '../fixtures/accounts';
import { addDays, indianToday } from '../fixtures/contact';
import { createPhotographer, uniqueCity } from '../fixtures/marketplace';
import { markBooked, sendEnquiry } from '../fixtures/reviews';

// Issue 31's vendor home, on a 360 px phone: a vendor with a new enquiry and an unanswered review
// signs in, lands on the home, sees both and follows each to where it is handled.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function signIn(
  request: APIRequestContext,
  role: 'vendor' | 'user',
  account: {
    email: string;
    password: string;
  },
) {
  const response = await request.post(`/api/${role}/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a vendor signs in on a phone, lands on the home, and goes from it to the new enquiry and the review', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const city = uniqueCity();
  const studio = await createPhotographer(request, city, 'Kesari Frames', '80000', '65000');
  const eventDate = addDays(indianToday(), 30);

  // Kavya enquired, the vendor marked it Booked, and Kavya reviewed: the review waits for a reply.
  const kavya = await createUser(request, newAccount('user', 'Kavya Iyer'));
  const kavyas = await browser.newContext();
  await signIn(kavyas.request, 'user', kavya);
  const booked = await sendEnquiry(kavyas.request, kavya, studio.listingId, { eventDate, city });
  const vendorApi = await browser.newContext();
  await signIn(vendorApi.request, 'vendor', studio.vendor);
  await markBooked(vendorApi.request, booked);
  const title = 'Beautiful candid shots of the pheras';
  const reviewed = await kavyas.request.post(`/api/user/listings/${studio.listingId}/review`, {
    multipart: {
      rating: '5',
      title,
      body: 'They caught every moment of the pheras and the vidaai, and the album came on time.',
    },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(201);

  // Rohan's enquiry is new: it waits for the vendor's first reply.
  const rohan = await createUser(request, newAccount('user', 'Rohan Mehta'));
  const rohans = await browser.newContext();
  await signIn(rohans.request, 'user', rohan);
  const waiting = await sendEnquiry(rohans.request, rohan, studio.listingId, {
    eventDate: addDays(eventDate, 7),
    city,
  });

  // The vendor signs in on the phone and lands on the home.
  await page.goto('/VendorLogin');
  await page.getByLabel('Email', { exact: true }).fill(studio.vendor.email);
  await page.getByLabel('Password', { exact: true }).fill(studio.vendor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/vendor-home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor home' })).toBeVisible();

  const enquiries = page.getByRole('region', { name: 'New enquiries waiting for your reply' });
  const enquiry = enquiries.getByRole('link', { name: /Rohan Mehta · Wedding/ });
  await expect(enquiry).toBeVisible();
  await expect(enquiry).toContainText(/waiting (less than a minute|\d+ minutes?)/);
  const reviews = page.getByRole('region', { name: 'Reviews waiting for your reply' });
  const review = reviews.getByRole('link', { name: new RegExp(title) });
  await expect(review).toBeVisible();
  await expect(review).toContainText('Kesari Frames');
  // The booking is there too.
  await expect(
    page.getByRole('region', { name: 'Bookings' }).getByRole('link', { name: /Kavya Iyer/ }),
  ).toBeVisible();
  // Nothing leaves the 360 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The enquiry opens its chat thread, where the vendor replies.
  await enquiry.click();
  await expect(page).toHaveURL(new RegExp(`/chat/${waiting}$`));
  const thread = page.getByRole('article', { name: 'Rohan Mehta' });
  await expect(
    thread.getByRole('list', { name: 'Messages' }).getByText(/Are you free for our wedding\?/),
  ).toBeVisible();

  // The review leads to the portal's Reviews screen, where the reply box is.
  await page.goBack();
  await expect(page).toHaveURL(/\/vendor-home$/);
  await review.click();
  await expect(page).toHaveURL(/\/vendor-reviews$/);

  await kavyas.close();
  await rohans.close();
  await vendorApi.close();
});
