import { expect, type Page, test } from '@playwright/test';
import { createVendor, signInViaApi } from '../fixtures/accounts';

const FORM = '/VendorList/BandRegister';
const DRAFT_KEY = 'mandap:draft:listing:band';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const returnHome = (page: Page) => page.getByRole('link', { name: 'Return to Home' });
const draft = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY);

test.beforeEach(async ({ page }) => {
  await signInViaApi(page, 'vendor', await createVendor(page.request));
});

test('a half-filled form asks before Return to Home, and a reload keeps the text', async ({
  page,
}) => {
  await page.goto(FORM);
  await field(page, 'Band name').fill('Shubh Band');
  await field(page, 'City').fill('Jaipur');
  await page.getByRole('checkbox', { name: 'Wedding Band', exact: true }).check();

  await returnHome(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave this form?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${FORM}$`));
  await expect(field(page, 'Band name')).toHaveValue('Shubh Band');

  // A reload asks the browser's own question first; the test accepts it.
  page.on('dialog', (question) => question.accept());
  await page.reload();
  await expect(page.getByText('Your unsaved details were restored')).toBeVisible();
  await expect(field(page, 'Band name')).toHaveValue('Shubh Band');
  await expect(field(page, 'City')).toHaveValue('Jaipur');
  await expect(page.getByRole('checkbox', { name: 'Wedding Band', exact: true })).toBeChecked();

  // Leaving keeps the draft for the next visit.
  await returnHome(page).click();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(FORM);
  await expect(field(page, 'Band name')).toHaveValue('Shubh Band');

  await page.getByRole('button', { name: 'Discard restored details' }).click();
  await expect(field(page, 'Band name')).toHaveValue('');
  expect(await draft(page)).toBeNull();
  await returnHome(page).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a submitted form forgets its draft and leaves without a question', async ({ page }) => {
  await page.goto(FORM);
  await field(page, 'Band name').fill('Shubh Band');
  await field(page, 'Email').fill('band@shubh.in');
  await field(page, 'Phone').fill('9876543210');
  await field(page, 'House No.').fill('12, MI Road');
  await field(page, 'City').fill('Jaipur');
  await field(page, 'Nearby location').fill('Near Hawa Mahal');
  await field(page, 'District').fill('Jaipur');
  await field(page, 'State').fill('Rajasthan');
  await field(page, 'Pincode').fill('302001');
  await page.getByLabel('Tell us about your services').fill('A brass band for baraats.');
  expect(JSON.parse((await draft(page)) ?? '{}')).toMatchObject({ firmName: 'Shubh Band' });

  await page.getByRole('button', { name: 'Submit Service' }).click();
  await expect(page).toHaveURL(/\/payment\?service_id=\d+&vendor_id=VND-/, { timeout: 15_000 });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await draft(page)).toBeNull();

  await page.goto(FORM);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Your unsaved details were restored')).toHaveCount(0);
  await expect(field(page, 'Band name')).toHaveValue('');
});
