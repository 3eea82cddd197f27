import { expect, test } from '@playwright/test';
import { newAccount, signInViaApi } from '../fixtures/accounts';

// Issue 29 (decision 0071): sign-up asks for 18 or older and the privacy notice, offers marketing
// e-mails unticked, and My Account turns them off again with one press. On a phone's width.

test.use({ viewport: { width: 360, height: 740 } });

test('a user signs up with marketing e-mails and turns them off on My Account', async ({
  page,
}) => {
  const account = newAccount('user', 'Kavya Rao');
  await page.goto('/UserRegister');
  await page.getByLabel('Name', { exact: true }).fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Phone', { exact: true }).fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  const adult = page.getByRole('checkbox', { name: 'I am 18 or older' });
  const marketing = page.getByRole('checkbox', { name: /Send me occasional e-mails/ });
  await expect(marketing).not.toBeChecked();

  // Without the two required boxes nothing is sent.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(adult).toHaveAttribute('aria-invalid', 'true');
  await expect(adult).toBeFocused();

  await adult.check();
  await page.getByRole('checkbox', { name: /I have read and accept the Privacy Policy/ }).check();
  await marketing.check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration successful! Redirecting to login...')).toBeVisible();

  await signInViaApi(page, 'user', account);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Marketing e-mails' });
  const toggle = section.getByRole('switch', { name: 'Send me marketing e-mails' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(section.getByText('Marketing e-mails are off.')).toBeVisible();

  const consents = await (await page.request.get('/api/account/consents')).json();
  expect(consents.marketingEmails).toBe(false);
  expect(
    consents.history.map((h: { purpose: string; given: boolean; source: string }) => [
      h.purpose,
      h.given,
      h.source,
    ]),
  ).toEqual([
    ['marketing', false, 'account_page'],
    ['marketing', true, 'sign_up'],
    ['notice', true, 'sign_up'],
  ]);
  // The notice accepted at sign-up is the one in force: no what-changed banner.
  await expect(page.getByRole('region', { name: 'Our Privacy Policy has changed' })).toHaveCount(0);
});
