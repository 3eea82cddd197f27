import { expect, type Page, test } from '@playwright/test';

async function expectTerms(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const sections = page.getByRole('heading', { level: 2 });
  await expect(sections).toHaveText([
    /7-day money-back guarantee/,
    /Refunds after 7 days/,
    /How to request a refund/,
    /Exceptions/,
    /Contact information/,
  ]);
  const main = page.getByRole('main');
  await expect(main.getByText('100% refund')).toBeVisible();
  await expect(main.getByText('60% is deducted')).toBeVisible();
  await expect(main.getByText(/based on the subscription time that\s+remains/)).toBeVisible();
  await expect(main.getByText('Violating terms:')).toBeVisible();
  await expect(main.getByText('Misuse:')).toBeVisible();
  await expect(main.getByText('Customized services:')).toBeVisible();
  await expect(main.getByRole('link', { name: 'support@mandap.in' }).first()).toHaveAttribute(
    'href',
    'mailto:support@mandap.in',
  );
}

test('the terms page shows the terms', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await expectTerms(page, 'Terms and Conditions');
  await expect(page).toHaveTitle('Terms and Conditions · Mandap');
});

test('the privacy policy is the privacy notice, rendered by the server', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page).toHaveTitle('Privacy Policy · Mandap');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 3, name: 'Your account' })).toBeVisible();
  await expect(
    main.getByRole('heading', { level: 3, name: 'Payments, invoices and billing details' }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Grievance officer' })).toBeVisible();
  // The officer of the server's settings, in the HTML itself.
  const html = await (await page.request.get('/privacy-policy')).text();
  expect(html).toContain('Your rights and how to use them');
  expect(html).toContain('Browser Test Officer');
  await expect(main.getByRole('link', { name: 'grievances@mandap.example' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeHidden();
});

test('the footer links open the privacy policy and the terms', async ({ page }) => {
  await page.goto('/VendorList');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page).toHaveTitle('Terms and Conditions · Mandap');
});
