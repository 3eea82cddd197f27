import * as login from '@mandap/shared/messages/hi/auth-login';
import * as signUp from '@mandap/shared/messages/hi/auth-sign-up';
import * as booking from '@mandap/shared/messages/hi/billing-commission';
import * as enquiryText from '@mandap/shared/messages/hi/couple-enquiry';
import * as eventTypes from '@mandap/shared/messages/hi/couple-event-types';
import * as inbox from '@mandap/shared/messages/hi/couple-inbox';
import * as accountMail from '@mandap/shared/messages/hi/email-accounts';
import * as notices from '@mandap/shared/messages/hi/email-notices';
import * as notice from '@mandap/shared/messages/hi/legal-privacy-notice';
import * as searchBox from '@mandap/shared/messages/hi/public-search-box';
import * as storefrontText from '@mandap/shared/messages/hi/public-storefront';
import * as ui from '@mandap/shared/messages/hi/public-ui';
import * as verification from '@mandap/shared/messages/hi/server-accounts';
import { LANGUAGE_COOKIE } from '@mandap/shared/messages/languages';
import { expect, type Page, test } from '@playwright/test';
import { newAccount } from '../fixtures/accounts';
import { addDays, indianToday } from '../fixtures/contact';
import { mailTo } from '../fixtures/mail';
import { createPhotographer } from '../fixtures/marketplace';

// Issue 32's done, end to end on a phone and entirely in Hindi: a couple searches
// "फ़ोटोग्राफ़र जयपुर", opens a storefront, signs up and sends an enquiry; the vendor, whose
// account is set to Hindi, gets the Hindi e-mail, replies in Chat and marks it Booked.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });

test('a couple finds, signs up and enquires in Hindi; the Hindi vendor answers and books', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A photographer in Jaipur whose vendor reads Hindi (the account's language, not a cookie).
  const firmName = `Roshni Hindi Studio ${Date.now().toString(36)}`;
  const studio = await createPhotographer(request, 'Jaipur', firmName, '90000', '75000');
  const vendorApi = await browser.newContext();
  const signedIn = await vendorApi.request.post('/api/vendor/login', {
    data: { email: studio.vendor.email, password: studio.vendor.password },
  });
  expect(signedIn.status()).toBe(200);
  const language = await vendorApi.request.put('/api/account/language', {
    data: { language: 'hi' },
  });
  expect(language.status(), await language.text()).toBe(204);
  await vendorApi.close();

  // The couple searches from the Hindi home page, as they would say it.
  await page.goto('/hi/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await field(page, searchBox.whatLabel).first().fill('फ़ोटोग्राफ़र जयपुर');
  await main(page).getByRole('button', { name: searchBox.search, exact: true }).first().click();
  await expect(page).toHaveURL(/\/hi\/Vendors\?q=/);
  // Read as Jaipur's photographers, said in Hindi.
  await expect(main(page).getByText(/Jaipur में फ़ोटो वीडियो/)).toBeVisible();
  await main(page).getByRole('link', { name: firmName, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/hi/Vendors/${studio.listingId}/`));
  const storefront = new URL(page.url()).pathname;
  await expect(main(page).getByRole('heading', { level: 1, name: firmName })).toBeVisible();

  // Signs up from the storefront, in Hindi.
  const couple = newAccount('user', 'मीरा जोशी');
  await main(page).getByRole('link', { name: storefrontText.createAccount }).first().click();
  await expect(page).toHaveURL(/\/hi\/UserRegister/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(signUp.userHeading);
  await field(page, signUp.name).fill(couple.name);
  await field(page, ui.email).fill(couple.email);
  await field(page, ui.phone).fill(couple.phone);
  await field(page, signUp.password).fill(couple.password);
  await main(page).getByRole('checkbox', { name: notice.signUpConsent.adultLabel }).check();
  await main(page)
    .getByRole('checkbox', { name: /निजता नीति/ })
    .check();
  await main(page).getByRole('button', { name: signUp.createAccount }).click();
  await expect(page.getByText(signUp.registered)).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/UserLogin/);
  await field(page, login.email).fill(couple.email);
  await field(page, login.password).fill(couple.password);
  await main(page).getByRole('button', { name: login.signIn, exact: true }).click();
  await expect(page).not.toHaveURL(/UserLogin/);

  // The verification e-mail is in Hindi; its link opens the Hindi page.
  const verify = await mailTo(couple.email, accountMail.verifySubject);
  const link = verify.text.match(/https?:\/\/\S+\/hi\/verify-email\?token=[A-Za-z0-9_-]{43}/)?.[0];
  expect(link, verify.text).toBeTruthy();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(
    main(page).getByRole('heading', { level: 1, name: verification.verified }),
  ).toBeVisible();

  // The enquiry, in Hindi.
  await page.goto(storefront);
  const eventDate = addDays(indianToday(), 40);
  const form = main(page).getByRole('region', { name: enquiryText.heading });
  await form.getByLabel(enquiryText.eventDate, { exact: true }).fill(eventDate);
  await form
    .getByLabel(enquiryText.eventType, { exact: true })
    .selectOption(eventTypes.eventTypeLabels.wedding);
  await form.getByLabel(enquiryText.guests, { exact: true }).fill('300');
  await form.getByLabel(enquiryText.budget, { exact: true }).fill('1,00,000');
  const question = 'क्या आप फेरों और रिसेप्शन दोनों की फ़ोटोग्राफ़ी करेंगे?';
  await form.getByLabel(enquiryText.message, { exact: true }).fill(question);
  await form.getByRole('button', { name: enquiryText.sendEnquiry }).click();
  await expect(form.getByText(enquiryText.sent(firmName))).toBeVisible();

  // The vendor's e-mail is in Hindi and leads to the Hindi chat.
  const mail = await mailTo(studio.vendor.email, notices.newEnquiryTitle(firmName, couple.name));
  const enquiryId = mail.text.match(/https?:\/\/\S+\/hi\/enquiries\?enquiry=(\d+)/)?.[1];
  expect(enquiryId, mail.text).toBeTruthy();

  // The vendor signs in on a phone, in Hindi, replies and marks the enquiry booked.
  const vendorContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    baseURL: new URL(page.url()).origin,
  });
  await vendorContext.addCookies([
    { name: LANGUAGE_COOKIE, value: 'hi', url: new URL(page.url()).origin },
  ]);
  const vendor = await vendorContext.newPage();
  await vendor.goto('/hi/VendorLogin');
  await field(vendor, login.email).fill(studio.vendor.email);
  await field(vendor, login.password).fill(studio.vendor.password);
  await main(vendor).getByRole('button', { name: login.signIn, exact: true }).click();
  await expect(vendor).toHaveURL(/\/hi\/vendor-home$/);
  await vendor.goto(`/hi/enquiries?enquiry=${enquiryId}`);
  await expect(main(vendor).getByText(question)).toBeVisible();
  await vendor.goto(`/hi/chat/${enquiryId}`);
  const thread = vendor.getByRole('article', { name: couple.name });
  await expect(thread.getByText(question)).toBeVisible();
  const answer = 'जी हाँ, उस दिन हम ख़ाली हैं। आज शाम बात करें?';
  await thread.getByRole('textbox', { name: inbox.replyTo(couple.name) }).fill(answer);
  await thread.getByRole('button', { name: inbox.send, exact: true }).click();
  await expect(thread.getByRole('list').getByText(answer)).toBeVisible();
  await thread.getByRole('button', { name: inbox.markBooked }).click();
  await thread.getByRole('textbox', { name: booking.valueLabel }).fill('1,00,000');
  await thread.getByRole('button', { name: booking.confirmBooking }).click();
  const confirm = vendor.getByRole('alertdialog', { name: inbox.bookTitle });
  await confirm.getByRole('button', { name: inbox.bookConfirm }).click();
  // "Marked booked. …" in Hindi, naming the day the calendar now blocks.
  await expect(thread.getByText(/^बुक्ड मार्क हो गया।/)).toBeVisible();
  await expect(thread).toContainText(inbox.statusLabels.booked);
  await vendorContext.close();
});
