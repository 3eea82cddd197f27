import { expect, type Page, test } from '@playwright/test';
import { createUser, newAccount, signInViaApi } from '../fixtures/accounts';
import { addDays, eventDayLabel, indianToday, monthTitle } from '../fixtures/contact';
import { createPhotographer, uniqueCity } from '../fixtures/marketplace';

// Issue 15's 'done when': a couple enquires on a storefront and sends the same enquiry to two
// similar vendors; the vendor finds it in Enquiries and replies; the couple sees the reply in
// Chat with its unread count; the vendor marks it booked, and the day then shows booked on the
// storefront and the listing drops out of a search for that day. A couple shortlists a listing
// and removes it from /profile.

const main = (page: Page) => page.getByRole('main');

// The badges' counts are part of the links' names, as Chromium computes them (no stray space
// before the comma: the words sit in the label's own span, not in a flex item of their own).
const UNREAD_CHAT = /^Chat, 1 unread$/;
const NEW_ENQUIRIES = /^Enquiries, 1 new\b/;

function searchUrl(city: string, eventDate?: string): string {
  const params = new URLSearchParams({ category: 'photo-video', city });
  if (eventDate) params.set('eventDate', eventDate);
  return `/Vendors?${params}`;
}

test('an enquiry goes to three vendors, is answered in Chat and booked; a shortlist is kept and emptied', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const city = uniqueCity();
  // Three photographers in one city at close prices: each is 'similar' to the others.
  const shaadi = await createPhotographer(request, city, 'Shaadi Clicks Studio', '60000', '50000');
  const amber = await createPhotographer(request, city, 'Amber Lens Works', '55000', '52000');
  const rang = await createPhotographer(request, city, 'Rang Mahal Photography', '50000', '48000');
  const user = await createUser(request, newAccount('user', 'Kavya Iyer'));
  const eventDate = addDays(indianToday(), 45);
  const dayOfMonth = String(Number(eventDate.slice(8)));

  // The couple, signed in, finds the three and opens the first storefront.
  await signInViaApi(page, 'user', user);
  await page.goto(searchUrl(city));
  await expect(main(page).getByRole('heading', { level: 2, name: '3 vendors' })).toBeVisible();
  await main(page).getByRole('link', { name: shaadi.firmName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/Vendors/${shaadi.listingId}/`));
  const storefront = new URL(page.url()).pathname;
  await expect(main(page).getByRole('heading', { level: 1, name: shaadi.firmName })).toBeVisible();
  const availability = main(page).getByRole('region', { name: 'Availability' });
  await expect(
    availability.getByText('No dates marked booked for the next 6 months.'),
  ).toBeVisible();

  // 'Send an enquiry': phone and email come from the account.
  const enquiry = main(page).getByRole('region', { name: 'Send an enquiry' });
  await expect(enquiry.getByLabel('Your phone')).toHaveValue(user.phone);
  await expect(enquiry.getByLabel('Your email')).toHaveValue(user.email);
  await expect(enquiry.getByLabel('City')).toHaveValue(city);
  await enquiry.getByLabel('Event date').fill(eventDate);
  await enquiry.getByLabel('Event type').selectOption('Wedding');
  await enquiry.getByLabel('Number of guests').fill('250');
  await enquiry.getByLabel('Budget in rupees (optional)').fill('60000');
  const question = 'Do you cover the pheras and the reception on the same day?';
  await enquiry.getByLabel('Message').fill(question);
  await enquiry.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(
    enquiry.getByText(
      `Your enquiry was sent to ${shaadi.firmName}. You will find their reply in Chat.`,
    ),
  ).toBeVisible();

  // The same enquiry to the two similar vendors, in one step.
  const similar = enquiry.getByRole('region', { name: 'Ask similar vendors too' });
  await similar.getByRole('checkbox', { name: amber.firmName }).check();
  await similar.getByRole('checkbox', { name: rang.firmName }).check();
  await similar.getByRole('button', { name: 'Send to 2 selected vendors' }).click();
  const alsoSent = similar.getByRole('status');
  await expect(alsoSent).toContainText('Your enquiry was also sent to:');
  await expect(
    alsoSent.getByRole('link', { name: `Conversation with ${amber.firmName}` }),
  ).toBeVisible();
  await expect(
    alsoSent.getByRole('link', { name: `Conversation with ${rang.firmName}` }),
  ).toBeVisible();
  await expect(similar.getByRole('checkbox')).toHaveCount(0);

  // The first vendor, in a browser of their own, finds it in the Vendor Portal's Enquiries.
  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await signInViaApi(vendor, 'vendor', shaadi.vendor);
  await vendor.goto('/VendorProfile');
  const enquiriesLink = vendor
    .getByRole('navigation', { name: 'Vendor menu' })
    .getByRole('link', { name: NEW_ENQUIRIES });
  await enquiriesLink.click();
  await expect(vendor).toHaveURL(/\/enquiries$/);
  await expect(main(vendor).getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  const row = main(vendor).getByRole('list', { name: 'Enquiries, newest first' }).getByRole('link');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(user.name);
  await expect(row).toContainText(eventDayLabel(eventDate));
  await expect(row).toContainText('New');
  await row.click();
  await expect(vendor).toHaveURL(/\/enquiries\?enquiry=\d+$/);

  const thread = main(vendor).getByRole('article', { name: user.name });
  await expect(thread.getByRole('list', { name: 'Messages' })).toContainText(question);
  const reply = 'Yes, both: our team of four stays from the pheras to the last dance.';
  await thread.getByLabel(`Reply to ${user.name}`).fill(reply);
  await thread.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread.getByLabel(`Reply to ${user.name}`)).toHaveValue('');
  await expect(
    thread.getByRole('list', { name: 'Messages' }).getByRole('listitem').last(),
  ).toContainText(reply);

  // The couple: Chat shows one unread (the counts are polled every 20 s; a reload asks at once).
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const chatUnread = navbar.getByRole('link', { name: UNREAD_CHAT });
  await expect(async () => {
    await page.reload();
    await expect(chatUnread).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  // The reload keeps the page scrolled down at the enquiry form, where the navbar has slid away
  // (it shows again when scrolled up): up to the top, as a person would.
  await page.evaluate(() => window.scrollTo(0, 0));
  await chatUnread.click();
  await expect(page).toHaveURL(/\/chat$/);
  const conversations = main(page).getByRole('list', { name: 'Conversations' }).getByRole('link');
  await expect(conversations).toHaveCount(3);
  const withShaadi = conversations.filter({ hasText: shaadi.firmName });
  await expect(withShaadi).toContainText(reply);
  await expect(withShaadi).toContainText('1 unread');
  await withShaadi.click();
  const chat = main(page).getByRole('article', { name: shaadi.firmName });
  const messages = chat.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('listitem').first()).toContainText(question);
  await expect(messages.getByRole('listitem').last()).toContainText(shaadi.firmName);
  await expect(messages.getByRole('listitem').last()).toContainText(reply);
  // Read now: the count goes.
  await expect(navbar.getByRole('link', { name: 'Chat', exact: true })).toBeVisible();

  // The vendor marks it booked, with the booking's value (decision 0075).
  await thread.getByRole('button', { name: 'Mark booked' }).click();
  await thread.getByRole('textbox', { name: 'Booking value (₹)' }).fill('1,50,000');
  await thread.getByRole('button', { name: 'Confirm booking' }).click();
  // A dialog (outside the thread) asks first, naming the day it blocks (issue 31).
  await thread.page().getByRole('button', { name: 'Yes, mark booked' }).click();
  await expect(
    thread.getByText(new RegExp(`^Marked booked\\. .+ is now booked for ${shaadi.firmName}\\.`)),
  ).toBeVisible();
  await expect(thread.getByRole('button', { name: 'Mark booked' })).toHaveCount(0);
  await vendorContext.close();

  // The storefront shows the day booked.
  await page.goto(storefront);
  await expect(main(page).getByRole('heading', { level: 1, name: shaadi.firmName })).toBeVisible();
  const month = availability.getByRole('table', {
    name: `${monthTitle(eventDate)} · 1 day booked`,
  });
  await expect(month).toBeVisible();
  await expect(
    month.getByRole('cell', { name: `${dayOfMonth} Booked`, exact: true }),
  ).toBeVisible();
  await expect(availability.getByRole('cell', { name: /Booked$/ })).toHaveCount(1);

  // A search for that day leaves the booked vendor out; the other two are still there.
  await page.goto(searchUrl(city, eventDate));
  await expect(main(page).getByRole('heading', { level: 2, name: '2 vendors' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: amber.firmName, exact: true })).toBeVisible();
  await expect(main(page).getByRole('link', { name: rang.firmName, exact: true })).toBeVisible();
  await expect(main(page).getByRole('link', { name: shaadi.firmName, exact: true })).toHaveCount(0);
  // Another day, or no day, finds all three.
  await page.goto(searchUrl(city, addDays(eventDate, 1)));
  await expect(main(page).getByRole('heading', { level: 2, name: '3 vendors' })).toBeVisible();
  await page.goto(searchUrl(city));
  await expect(main(page).getByRole('heading', { level: 2, name: '3 vendors' })).toBeVisible();

  // Shortlist: the heart on a search card, then /profile.
  const card = main(page).getByRole('article').filter({ hasText: amber.firmName });
  const heart = card.getByRole('button', { name: `Shortlist ${amber.firmName}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const pressed = card.getByRole('button', { name: `Remove ${amber.firmName} from shortlist` });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile');
  const shortlist = main(page).getByRole('region', { name: 'Your shortlist' });
  await expect(shortlist.getByRole('link', { name: amber.firmName, exact: true })).toBeVisible();
  await expect(
    shortlist.getByRole('link', { name: `Enquire with ${amber.firmName}` }),
  ).toHaveAttribute('href', new RegExp(`/Vendors/${amber.listingId}/.*#enquire$`));
  await shortlist.getByRole('button', { name: `Remove ${amber.firmName} from shortlist` }).click();
  await expect(shortlist.getByRole('status')).toHaveText(
    `${amber.firmName} was removed from your shortlist.`,
  );
  await expect(shortlist.getByText('Your shortlist is empty.')).toBeVisible();
  await expect(shortlist.getByRole('link', { name: amber.firmName, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(shortlist.getByText('Your shortlist is empty.')).toBeVisible();
  await expect(shortlist.getByRole('link', { name: amber.firmName, exact: true })).toHaveCount(0);
});
