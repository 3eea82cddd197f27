import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, createUser, newAccount, signInViaApi } from '../fixtures/accounts';
import { addDays, dayInWords, indianToday } from '../fixtures/contact';
import { createPhotographer, uniqueCity } from '../fixtures/marketplace';
import { markBooked, sendEnquiry } from '../fixtures/reviews';

// Issue 31 on a 360 px phone: the vendor replies to a review from the Reviews screen, and marks an
// enquiry Booked from the thread, where Mark booked shows at once and its confirmation names the
// date it blocks (decision 0078).

const PHONE = { width: 360, height: 800 };

/** A couple signed in in a context of their own (their cookies apart from the vendor's). */
async function couplePage(browser: Browser, name: string): Promise<{ page: Page; user: Account }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await createUser(page.request, newAccount('user', name));
  await signInViaApi(page, 'user', user);
  return { page, user };
}

test('on a phone, the vendor replies to a review from Reviews and marks an enquiry Booked, confirming the date', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const city = uniqueCity();
  const vendorContext = await browser.newContext({ viewport: PHONE });
  const page = await vendorContext.newPage();
  const listing = await createPhotographer(
    page.request,
    city,
    'Mehndi Moments Studio',
    '80000',
    '70000',
  );
  await signInViaApi(page, 'vendor', listing.vendor);
  const today = indianToday();

  // A couple whose enquiry the vendor marked Booked reviews them (through the API, as themselves).
  const reviewer = await couplePage(browser, 'Kavya Iyer');
  const reviewedEnquiry = await sendEnquiry(
    reviewer.page.request,
    reviewer.user,
    listing.listingId,
    {
      eventDate: addDays(today, 20),
      city,
    },
  );
  await markBooked(page.request, reviewedEnquiry);
  const posted = await reviewer.page.request.post(
    `/api/user/listings/${listing.listingId}/review`,
    {
      multipart: {
        rating: '5',
        title: 'Captured every ritual',
        body: 'From the haldi to the vidaai they were everywhere at once, and the album is lovely.',
      },
    },
  );
  expect(posted.status(), await posted.text()).toBe(201);

  // Another couple's enquiry, still New, for a day 45 days ahead.
  const asker = await couplePage(browser, 'Rohan Mehta');
  const eventDate = addDays(today, 45);
  const enquiryId = await sendEnquiry(asker.page.request, asker.user, listing.listingId, {
    eventDate,
    city,
  });

  // 1. Reviews, from the Vendor Portal's menu: the review waits on top with its reply box.
  await page.goto('/VendorProfile');
  await page
    .getByRole('navigation', { name: 'Vendor menu' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  await expect(page).toHaveURL(/\/vendor-reviews$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(main.getByText('1 review is waiting for your reply.')).toBeVisible();
  const form = main.getByRole('form', {
    name: 'Reply to Kavya I.\'s review "Captured every ritual"',
  });
  await form
    .getByRole('textbox', { name: /Your public reply/ })
    .fill('Thank you, Kavya! It was a joy to be part of your wedding.');
  await form.getByRole('button', { name: 'Send reply' }).click();
  await expect(
    main.getByText('Thank you, Kavya! It was a joy to be part of your wedding.'),
  ).toBeVisible();
  await expect(main.getByText('Every review has your reply.')).toBeVisible();
  await expect(main.getByRole('form')).toHaveCount(0);
  // Nothing of the screen leaves a 360 px phone's width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The reply is public: the storefront shows it under the review.
  const storefront = await page.request.get(`/api/listings/${listing.listingId}/reviews`);
  const { reviews } = (await storefront.json()) as { reviews: { vendorReply: { body: string } }[] };
  expect(reviews[0]?.vendorReply.body).toBe(
    'Thank you, Kavya! It was a joy to be part of your wedding.',
  );

  // 2. The enquiry's thread on the phone: Mark booked shows without opening the details.
  await page.goto(`/enquiries?enquiry=${enquiryId}`);
  const thread = page.getByRole('main').getByRole('article', { name: 'Rohan Mehta' });
  const markBookedButton = thread.getByRole('button', { name: 'Mark booked' });
  await expect(markBookedButton).toBeVisible();
  await expect(thread.getByRole('button', { name: 'Decline' })).toBeVisible();
  await markBookedButton.click();
  await thread.getByRole('textbox', { name: 'Booking value (₹)' }).fill('1,50,000');
  await thread.getByRole('button', { name: 'Confirm booking' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Mark this enquiry booked?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    `This blocks ${dayInWords(eventDate)} on your calendar: couples will see ${listing.firmName} is booked that day.`,
  );
  await dialog.getByRole('button', { name: 'Yes, mark booked' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(thread.getByText(/^Marked booked\./)).toBeVisible();
  await expect(thread.getByRole('button', { name: 'Mark booked' })).toHaveCount(0);

  // The date is taken on the listing's calendar.
  const enquiry = await page.request.get(`/api/conversations/${enquiryId}`);
  expect(((await enquiry.json()) as { enquiry: { status: string } }).enquiry.status).toBe('booked');
  await vendorContext.close();
  await reviewer.page.context().close();
  await asker.page.context().close();
});
