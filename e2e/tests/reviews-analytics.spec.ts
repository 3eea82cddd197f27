import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createUser, newAccount, signInViaApi } from '../fixtures/accounts';
import { addDays, indianToday, monthTitle, shortDayLabel } from '../fixtures/contact';
import { largePhoto } from '../fixtures/id-images';
import { createPhotographer, uniqueCity } from '../fixtures/marketplace';
import { markBooked, sendEnquiry } from '../fixtures/reviews';

// Issue 16's end-to-end: a user with a past enquiry reviews, the vendor replies, the rating
// appears in search; the vendor opens /analytics and sees the views and the enquiry in the chart
// and the table.

const main = (page: Page) => page.getByRole('main');

// Storefront views are counted for people only (decision 0022): the couple's browser says it is
// an ordinary desktop Chrome, so its visit counts. The vendor's says it is headless, as an
// automated browser does, so the vendor's own visits are not counted and the one view the
// analytics show is the couple's (however many times they open the storefront that day).
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const HEADLESS_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36';

function searchUrl(city: string): string {
  return `/Vendors?${new URLSearchParams({ category: 'photo-video', city })}`;
}

// tesseract.js, which reads a photo's text for the browser's government-ID check, reports
// parameters its language data does not know through console.error; they change nothing.
const TESSERACT_NOISE = /^Warning: Parameter not found: \w+$/;

/** A page whose console errors and uncaught exceptions are kept, so the test can fail on them. */
async function watchedPage(context: BrowserContext, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error' || TESSERACT_NOISE.test(message.text())) return;
    errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return page;
}

test('a booked couple reviews with a photo, the vendor replies, search ranks by rating, and /analytics counts the view and the enquiry', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const city = uniqueCity();
  const reviewed = await createPhotographer(
    request,
    city,
    'Shaadi Clicks Studio',
    '60000',
    '50000',
  );
  // A second photographer in the city, newer and never reviewed: the sorts can tell them apart.
  const other = await createPhotographer(request, city, 'Amber Lens Works', '55000', '52000');
  const user = await createUser(request, newAccount('user', 'Kavya Iyer'));
  const today = indianToday();
  const eventDate = addDays(today, 30);

  const errors: string[] = [];
  const userContext = await browser.newContext({ userAgent: DESKTOP_CHROME });
  const vendorContext = await browser.newContext({ userAgent: HEADLESS_CHROME });
  const page = await watchedPage(userContext, errors);
  const vendor = await watchedPage(vendorContext, errors);
  await signInViaApi(page, 'user', user);
  await signInViaApi(vendor, 'vendor', reviewed.vendor);

  // A review needs an enquiry whose event date has passed, or that the vendor marked Booked. An
  // enquiry cannot be sent for a day in the past, so the couple enquires (through the API, as
  // themselves) for a day ahead and the vendor marks it Booked (through the API, as the vendor).
  const enquiryId = await sendEnquiry(page.request, user, reviewed.listingId, { eventDate, city });
  await markBooked(vendor.request, enquiryId);

  // The couple finds the vendor in search: no rating on its card yet.
  await page.goto(searchUrl(city));
  await expect(main(page).getByRole('heading', { level: 2, name: '2 vendors' })).toBeVisible();
  const reviewedCard = main(page).getByRole('article').filter({ hasText: reviewed.firmName });
  await expect(reviewedCard).toBeVisible();
  await expect(reviewedCard.getByText(/out of 5/)).toHaveCount(0);
  await reviewedCard.getByRole('link', { name: reviewed.firmName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/Vendors/${reviewed.listingId}/`));
  const storefront = new URL(page.url()).pathname;
  await expect(
    main(page).getByRole('heading', { level: 1, name: reviewed.firmName }),
  ).toBeVisible();

  // 'Reviews': none yet; the couple writes one, 4 stars, with a photo.
  const reviews = main(page).getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('No reviews yet.')).toBeVisible();
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  await expect(
    reviews.getByRole('heading', { name: `Write a review of ${reviewed.firmName}` }),
  ).toBeVisible();
  await reviews.getByRole('radio', { name: '4 stars' }).check();
  const title = 'Lovely photos, a little late with the album';
  const body =
    'They covered the haldi, the pheras and the reception without missing a moment. ' +
    'The album came two weeks after the promised date.';
  await reviews.getByLabel('Title').fill(title);
  await reviews.getByLabel('Your review').fill(body);
  // A plain photo passes the browser's government-ID check before it joins the review.
  await reviews
    .getByLabel('Photos (optional)')
    .setInputFiles(await largePhoto('mandap-stage.jpg', 1200, 800));
  const toAdd = reviews.getByRole('list', { name: 'Photos to add' });
  await expect(toAdd.getByRole('img', { name: 'mandap-stage.jpg' })).toBeVisible({
    timeout: 30_000,
  });
  await reviews.getByRole('button', { name: 'Send review' }).click();
  await expect(reviews.getByRole('status')).toHaveText('Thank you: your review is published.');

  const review = reviews.getByRole('article', { name: title });
  await expect(review.getByRole('img', { name: '4 stars out of 5' })).toBeVisible();
  // Reviewers are shown by first name and last initial.
  const author = 'Kavya I.';
  await expect(review).toContainText(author);
  await expect(review).not.toContainText(user.name);
  // The event is still ahead: "Verified enquiry" waits until it has happened (issue 31).
  await expect(review.getByText(`Event · ${monthTitle(eventDate)}`)).toBeVisible();
  await expect(review.getByText(/Verified enquiry/)).toHaveCount(0);
  await expect(review).toContainText(body);
  await expect(
    review
      .getByRole('list', { name: `Photos in ${author}'s review` })
      .getByRole('button', { name: `Open photo 1 of 1 from ${author}'s review` }),
  ).toBeVisible();
  // The summary comes again with the storefront: the average, the count, one review of 4 stars.
  await expect(reviews.getByRole('img', { name: '4.0 out of 5 from 1 review' })).toBeVisible();
  await expect(
    reviews.getByRole('list', { name: 'Reviews by stars' }).getByRole('listitem').nth(1),
  ).toHaveText('4 stars1 review');
  await expect(reviews.getByRole('button', { name: 'Edit your review' })).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

  // The vendor, in a browser of their own, replies publicly, once.
  await vendor.goto(storefront);
  const vendorReviews = main(vendor).getByRole('region', { name: 'Reviews' });
  const vendorsView = vendorReviews.getByRole('article', { name: title });
  await vendorsView.getByRole('button', { name: 'Reply publicly' }).click();
  const reply = 'Thank you, Kavya! The album was late because of the printer; we are sorry.';
  await vendorsView.getByLabel('Your public reply').fill(reply);
  await vendorsView.getByRole('button', { name: 'Send reply' }).click();
  await expect(vendorsView.getByText(`Reply from ${reviewed.firmName}`)).toBeVisible();
  await expect(vendorsView).toContainText(reply);
  await expect(vendorsView.getByRole('button', { name: 'Reply publicly' })).toHaveCount(0);

  // Everyone reads the reply under the review: the couple's storefront, served again.
  await page.reload();
  await expect(review.getByText(`Reply from ${reviewed.firmName}`)).toBeVisible();
  await expect(review).toContainText(reply);
  await expect(reviews.getByRole('img', { name: '4.0 out of 5 from 1 review' })).toBeVisible();
  // The server-rendered distribution draws each bar to its share: '4 stars' full, the others
  // empty (the page's Content-Security-Policy must not block how the widths are set).
  const byStars = reviews.getByRole('list', { name: 'Reviews by stars' }).getByRole('listitem');
  const barWidth = (index: number) =>
    byStars
      .nth(index)
      .locator('svg rect')
      .evaluate((bar) => bar.getBoundingClientRect().width);
  await expect(byStars.nth(0)).toHaveText('5 stars0 reviews');
  expect(await barWidth(0)).toBe(0);
  expect(await barWidth(1)).toBeGreaterThan(100);

  // Search shows the rating on the card; 'Highest rated' puts it first; '4 stars and up' keeps it.
  await page.goto(searchUrl(city));
  await expect(main(page).getByRole('heading', { level: 2, name: '2 vendors' })).toBeVisible();
  await expect(
    reviewedCard.getByText('4.0 out of 5 from 1 review', { exact: true }),
  ).toBeAttached();
  await expect(reviewedCard).toContainText('(1 review)');
  const otherCard = main(page).getByRole('article').filter({ hasText: other.firmName });
  await expect(otherCard.getByText(/out of 5/)).toHaveCount(0);
  const firstCard = main(page).getByRole('article').first();
  const sortBy = main(page).getByRole('combobox', { name: 'Sort by' });
  await sortBy.selectOption({ label: 'Newest' });
  await expect(page).toHaveURL(/[?&]sort=newest\b/);
  await expect(firstCard).toContainText(other.firmName);
  await sortBy.selectOption({ label: 'Highest rated' });
  await expect(page).toHaveURL(/[?&]sort=rating\b/);
  await expect(firstCard).toContainText(reviewed.firmName);
  await expect(main(page).getByRole('article').nth(1)).toContainText(other.firmName);
  // The rating chips are labels over visually hidden radios: chosen with the keyboard here, as
  // the chip's visible text, not the radio, takes the pointer.
  const fourAndUp = main(page).getByRole('radio', { name: '4 stars and up' });
  await fourAndUp.press('Space');
  await expect(fourAndUp).toBeChecked();
  await expect(page).toHaveURL(/[?&]minRating=4\b/);
  await expect(main(page).getByRole('heading', { level: 2, name: '1 vendor' })).toBeVisible();
  await expect(main(page).getByRole('article')).toHaveCount(1);
  await expect(firstCard).toContainText(reviewed.firmName);

  // The vendor's /analytics. Views and search appearances are written every few seconds, so the
  // page is loaded again until they are there.
  await vendor.goto('/analytics');
  await expect(main(vendor).getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const card = (label: string) => main(vendor).getByRole('region', { name: label, exact: true });
  const chart = (perDay: string, total: RegExp | string) =>
    main(vendor).getByRole('img', {
      name: new RegExp(`^${perDay}, \\d+ \\w{3} to \\d+ \\w{3}: ${total} in total$`),
    });
  await expect(async () => {
    await vendor.reload();
    await expect(chart('Storefront views per day', '1')).toBeVisible({ timeout: 5_000 });
    await expect(chart('Search appearances per day', '[1-9]\\d*')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });

  // Totals: the couple's one view (the vendor's own and repeated visits are not counted) and
  // their one enquiry; one enquiry per view is 100 per 100 views.
  // (The charts' axes have numbers too: a card's total is its first paragraph.)
  const total = (label: string) => card(label).getByRole('paragraph').first();
  await expect(total('Storefront views')).toHaveText('1');
  await expect(total('Enquiries')).toHaveText('1');
  await expect(total('Enquiries per 100 views')).toHaveText('100');
  await expect(total('Shortlists')).toHaveText('0');
  await expect(total('Search appearances')).toHaveText(/^[1-9]\d*$/);
  // A chart per measure, each named by what it shows.
  await expect(chart('Enquiries per day', '1')).toBeVisible();
  await expect(chart('Shortlists per day', '0')).toBeVisible();
  await expect(
    main(vendor).getByRole('img', {
      name: /^Enquiries per 100 views, day by day, .+: 100 over the period$/,
    }),
  ).toBeVisible();

  // The same numbers as a table: today's row has the view and the enquiry.
  await main(vendor).getByRole('button', { name: 'Show as table' }).click();
  await expect(vendor).toHaveURL(/[?&]view=table\b/);
  const table = main(vendor).getByRole('table', { name: /^Numbers by day, .+, newest first$/ });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Day',
    'Storefront views',
    'Search appearances',
    'Enquiries',
    'Shortlists',
    'Enquiries per 100 views',
  ]);
  const todayRow = table.getByRole('row').filter({
    has: vendor.getByRole('rowheader', { name: shortDayLabel(today), exact: true }),
  });
  await expect(todayRow).toHaveCount(1);
  const cells = todayRow.getByRole('cell');
  await expect(cells.nth(0)).toHaveText('1');
  await expect(cells.nth(1)).toHaveText(/^[1-9]\d*$/);
  await expect(cells.nth(2)).toHaveText('1');
  await expect(cells.nth(3)).toHaveText('0');
  await expect(cells.nth(4)).toHaveText('100');
  const totalRow = table
    .getByRole('row')
    .filter({ has: vendor.getByRole('rowheader', { name: 'Total', exact: true }) });
  await expect(totalRow.getByRole('cell').nth(0)).toHaveText('1');
  await expect(totalRow.getByRole('cell').nth(2)).toHaveText('1');
  // The charts give way to the table.
  await expect(chart('Storefront views per day', '1')).toHaveCount(0);

  await userContext.close();
  await vendorContext.close();
  expect(errors).toEqual([]);
});
