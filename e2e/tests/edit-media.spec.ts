import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { createPendingListing, createVendor, signInViaApi } from '../fixtures/accounts';

// Edit Media on a 360 px phone (issue 17, rough edge 2), in real Chromium against the real
// server: the limits and the government-ID notice show before a file is picked, a 3.9 MB phone
// photo is shrunk in the browser under the 2MB limit instead of refused, then checked and
// uploaded, and deleting asks first.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
// The first ID check in a fresh browser downloads and compiles text recognition.
test.setTimeout(150_000);

const MB = 1024 * 1024;
const NOTICE =
  'Please do not upload government-issued documents (Aadhaar, PAN, passport, voter ID, driving licence).';
const IMAGE_LIMITS = 'JPG or PNG, up to 2MB. A larger photo is shrunk to fit.';
const VIDEO_LIMITS = 'MP4, up to 10MB.';

async function vendorWithPendingListing(page: Page): Promise<number> {
  await signInViaApi(page, 'vendor', await createVendor(page.request));
  return createPendingListing(page.request, 'dj', {
    firmName: 'Beat Box DJs',
    houseNo: '4',
    nearBy: 'MI Road',
    pincode: '302001',
    description: 'Sound and lights for sangeet nights.',
  });
}

/** A phone-camera-sized JPEG of random pixels: noise does not compress, so it really is 3.9 MB. */
async function noisyPhoto(): Promise<Buffer> {
  const width = 3000;
  const height = 2250;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 78 })
    .toBuffer();
}

async function storedMedia(page: Page, listingId: number) {
  const response = await page.request.get(`/api/vendor/listings/${listingId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { media: { kind: string; width: number; height: number }[] })
    .media;
}

test('a 3.9 MB photo is shrunk under 2MB and uploaded; deleting asks first', async ({ page }) => {
  const listingId = await vendorWithPendingListing(page);
  await page.goto(`/editMedia?service_id=${listingId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Media' })).toBeVisible();

  // The limits and the notice are there before anything is picked, and describe the inputs.
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByText(IMAGE_LIMITS)).toBeVisible();
  await expect(page.getByText(VIDEO_LIMITS)).toBeVisible();
  const imageInput = page.getByLabel(/^Image/).and(page.locator('input[type=file]'));
  await expect(imageInput).toHaveAccessibleDescription(`${IMAGE_LIMITS} ${NOTICE}`);
  await expect(
    page.getByLabel(/^Video/).and(page.locator('input[type=file]')),
  ).toHaveAccessibleDescription(`${VIDEO_LIMITS} ${NOTICE}`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);

  const photo = await noisyPhoto();
  expect(photo.length).toBeGreaterThan(3.85 * MB);
  expect(photo.length).toBeLessThan(3.95 * MB);
  await imageInput.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });

  const note = page.getByText(/^photo\.jpg was 3\.9 MB; shrunk to (\d\.\d) MB\.$/);
  await expect(note).toBeVisible({ timeout: 120_000 });
  const shrunkTo = Number((await note.textContent())?.match(/shrunk to (\d\.\d) MB/)?.[1]);
  expect(shrunkTo).toBeGreaterThan(0.5);
  expect(shrunkTo).toBeLessThanOrEqual(2);
  await expect(page.getByText('Image size should not exceed 2MB.')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Preview of photo.jpg' })).toBeVisible();

  const upload = page.getByRole('button', { name: 'Upload' });
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(page.getByText('Media uploaded.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Gallery item 1' })).toBeVisible();
  // What the server stored is the shrunk photo, its shape kept (4:3).
  const [stored] = await storedMedia(page, listingId);
  expect(stored?.kind).toBe('image');
  expect((stored?.width ?? 0) / (stored?.height ?? 1)).toBeCloseTo(4 / 3, 1);

  // Delete asks first; Keep sends nothing and keeps the photo.
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url());
  });
  const deleteButton = page.getByRole('button', { name: 'Delete image 1' });
  await deleteButton.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete image 1?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep' }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(page.getByRole('img', { name: 'Gallery item 1' })).toBeVisible();
  expect(deletes).toEqual([]);
  expect(await storedMedia(page, listingId)).toHaveLength(1);

  // Delete removes it.
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Image deleted.')).toBeVisible();
  await expect(page.getByText('No images or videos found for this service.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(deletes).toHaveLength(1);
  expect(await storedMedia(page, listingId)).toHaveLength(0);
});
