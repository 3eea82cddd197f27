import { type APIRequestContext, expect, test } from '@playwright/test';
import { createUser, newAccount } from '../fixtures/accounts';
import { addDays, dayInWords, indianToday } from '../fixtures/contact';
import { createPhotographer, uniqueCity } from '../fixtures/marketplace';
import { markBooked, sendEnquiry } from '../fixtures/reviews';

// Issue 31's vendor home, on a 360 px phone: a vendor with a new enquiry and an unanswered review
// signs in, lands on the home, sees both and follows each to where it is handled: replies in Chat
// and marks the enquiry Booked with a confirmation, then replies to the review (issue 31's done).

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

test('a vendor signs in on a phone, lands on the home, and answers the new enquiry and the review from it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
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

  // The enquiry opens its chat thread: the vendor replies, then marks it Booked, confirming the
  // date it blocks.
  await enquiry.click();
  await expect(page).toHaveURL(new RegExp(`/chat/${waiting}$`));
  const thread = page.getByRole('article', { name: 'Rohan Mehta' });
  await expect(
    thread.getByRole('list', { name: 'Messages' }).getByText(/Are you free for our wedding\?/),
  ).toBeVisible();
  const answer = 'Yes, we are free that day. Shall we talk this evening?';
  await thread.getByRole('textbox', { name: 'Reply to Rohan Mehta' }).fill(answer);
  await thread.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread.getByRole('list', { name: 'Messages' }).getByText(answer)).toBeVisible();
  await thread.getByRole('button', { name: 'Mark booked' }).click();
  await thread.getByRole('textbox', { name: 'Booking value (₹)' }).fill('1,50,000');
  await thread.getByRole('button', { name: 'Confirm booking' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Mark this enquiry booked?' });
  await expect(confirm).toContainText(
    `This blocks ${dayInWords(addDays(eventDate, 7))} on your calendar`,
  );
  await confirm.getByRole('button', { name: 'Yes, mark booked' }).click();
  await expect(thread.getByText(/^Marked booked\./)).toBeVisible();

  // The review leads to the portal's Reviews screen, where the vendor replies.
  await page.goto('/vendor-home');
  await review.click();
  await expect(page).toHaveURL(/\/vendor-reviews$/);
  const replyForm = page.getByRole('main').getByRole('form', { name: new RegExp(title) });
  await replyForm
    .getByRole('textbox', { name: /Your public reply/ })
    .fill('Thank you, Kavya! It was a joy to photograph your pheras.');
  await replyForm.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('main').getByText('Every review has your reply.')).toBeVisible();

  // Back home, nothing waits: the enquiry is answered and booked, the review has its reply.
  await page.goto('/vendor-home');
  await expect(page.getByText('Nothing waiting — new enquiries appear here.')).toBeVisible();
  await expect(page.getByText('No review is waiting for a reply.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Bookings' }).getByRole('link', { name: /Rohan Mehta/ }),
  ).toBeVisible();

  await kavyas.close();
  await rohans.close();
  await vendorApi.close();
});
