import { expect, test } from '@playwright/test';

// The grievance route (issue 28) on a 360 px phone, in real Chromium against the real server: a
// visitor, not signed in, follows the footer's "Grievances", reads who the officer is and how soon
// they answer, files a grievance and is shown its reference.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a visitor files a grievance from the footer link and sees its reference', async ({
  page,
}) => {
  await page.goto('/VendorList');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Grievances' }).click();
  await expect(page).toHaveURL(/\/grievances$/);
  await expect(page).toHaveTitle('Grievances · Mandap');
  await expect(page.getByRole('heading', { level: 1, name: 'Grievances' })).toBeVisible();
  // The browser tests' server names its officer (e2e/playwright.config.ts).
  await expect(page.getByText('Browser Test Officer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'grievances@mandap.example' })).toHaveAttribute(
    'href',
    'mailto:grievances@mandap.example',
  );
  await expect(page.getByText(/within 48 hours and resolve it within one month/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Your name' }).fill('Kavya Rao');
  await page.getByRole('textbox', { name: 'Your e-mail' }).fill('kavya.e2e@example.in');
  await page.getByRole('combobox', { name: 'What is it about?' }).selectOption('A vendor');
  await page
    .getByRole('textbox', { name: 'Details' })
    .fill('The decorator took an advance for our sangeet and stopped answering calls.');
  await page.getByRole('button', { name: 'Send grievance' }).click();

  const received = page.getByRole('status', { name: 'Grievance received' });
  await expect(received).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grievance received' })).toBeFocused();
  await expect(received).toContainText(/Your reference number is GRV-\d{8}-[0-9A-Z]{6}\./);
  await expect(received).toContainText('(India time)');

  // Nothing is wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
