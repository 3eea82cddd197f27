import { expect, type Locator, type Page, test } from '@playwright/test';
import { createVendor, signInViaApi } from '../fixtures/accounts';
import { idCardImage, invitationImage, type UploadFile, videoOf } from '../fixtures/id-images';

// The browser half of the government-ID guard (spec 5 'Image content check', 'Video content
// check'; R7), in real Chromium against the real server: tesseract.js, its core and the
// eng/hin/tel data all come from the app itself. The first check in a fresh browser downloads
// about 2.4 MB (decision 0039) and compiles the WASM core, hence the generous timeouts.

const CHECK_TIMEOUT = 90_000;
test.setTimeout(180_000);

const IMAGE_BLOCKED = 'Upload blocked: Government-issued documents are not allowed.';
const VIDEO_BLOCKED = 'Upload blocked: Video may contain government-issued ID.';

const imagesInput = (page: Page) => page.getByLabel('Images', { exact: true });
const videosInput = (page: Page) => page.getByLabel('Videos', { exact: true });
const chosenImages = (page: Page) => page.getByRole('list', { name: 'Chosen images' });
const chosenVideos = (page: Page) => page.getByRole('list', { name: 'Chosen videos' });

/** Chooses files and waits for the content check to finish. */
async function choose(page: Page, input: Locator, files: UploadFile | UploadFile[]) {
  await input.setInputFiles(files);
  const checking = page.getByText('Checking files...');
  // The check shows on the page's next render, which may come after setInputFiles returns; a
  // check over before it is seen costs the wait, no more.
  await checking.waitFor({ state: 'visible', timeout: 2_000 }).catch(() => undefined);
  await expect(checking).toHaveCount(0, { timeout: CHECK_TIMEOUT });
}

test.beforeEach(async ({ page }) => {
  const vendor = await createVendor(page.request);
  await signInViaApi(page, 'vendor', vendor);
  await page.goto('/VendorList/Photvideo');
  // The form comes with the page's scripts: on a busy two-core machine that takes seconds.
  await expect(imagesInput(page)).toBeAttached({ timeout: 15_000 });
});

test('an ID card is refused and cleared; a wedding invitation is accepted', async ({ page }) => {
  const input = imagesInput(page);
  await input.setInputFiles(await idCardImage('aadhaar-card.jpg'));
  await expect(page.getByText('Checking files...')).toBeVisible();
  await expect(page.getByText('Checking aadhaar-card.jpg (1 of 1)...')).toBeVisible();
  await expect(page.getByText(IMAGE_BLOCKED)).toBeVisible({ timeout: CHECK_TIMEOUT });
  await expect(page.getByText('Checking files...')).toHaveCount(0);
  // The selection is dropped whole: no preview, nothing left in the input.
  await expect(chosenImages(page)).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'aadhaar-card.jpg' })).toHaveCount(0);
  expect(await input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  await choose(page, input, await invitationImage('priya-weds-rahul.jpg'));
  await expect(page.getByText(IMAGE_BLOCKED)).toHaveCount(0);
  await expect(chosenImages(page).getByRole('img', { name: 'priya-weds-rahul.jpg' })).toBeVisible();
});

test('one ID card among several images refuses the whole selection', async ({ page }) => {
  await choose(page, imagesInput(page), [
    await invitationImage('invite.jpg'),
    await idCardImage('card.jpg'),
  ]);
  await expect(page.getByText(IMAGE_BLOCKED)).toBeVisible();
  await expect(chosenImages(page)).toHaveCount(0);
});

test('nothing the check needs is loaded from anywhere but this app', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('No baseURL configured');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // From a fresh page: the OCR chunk, worker, core and data are all fetched during this check.
  await page.reload();
  await choose(page, imagesInput(page), await idCardImage());
  await expect(page.getByText(IMAGE_BLOCKED)).toBeVisible();

  const outside = requests.filter(
    (url) => !url.startsWith(`${baseURL}/`) && !url.startsWith('blob:') && !url.startsWith('data:'),
  );
  expect(outside).toEqual([]);
  // Each file is asked for twice: downloaded by the page (to show progress), then taken by the
  // worker from the HTTP cache.
  const paths = [...new Set(requests.map((url) => new URL(url).pathname))];
  expect(paths).toContain('/api/ocr-config');
  expect(paths.filter((p) => /^\/ocr\/engine\/[^/]+\/worker\.min\.js$/.test(p))).toHaveLength(1);
  // The LSTM-only core this browser runs (Chromium: relaxed SIMD), as script and WebAssembly,
  // not the build with the WebAssembly inside the script as base64 text.
  expect(paths.filter((p) => p.includes('tesseract-core')).sort()).toEqual([
    expect.stringMatching(/^\/ocr\/engine\/[^/]+\/tesseract-core-relaxedsimd-lstm\.js$/),
    expect.stringMatching(/^\/ocr\/engine\/[^/]+\/tesseract-core-relaxedsimd-lstm\.wasm$/),
  ]);
  expect(paths.filter((p) => p.startsWith('/ocr/lang/')).sort()).toEqual([
    '/ocr/lang/4.1.0_fast_nodict/eng.traineddata.gz',
    '/ocr/lang/4.1.0_fast_nodict/hin.traineddata.gz',
    '/ocr/lang/4.1.0_fast_nodict/tel.traineddata.gz',
  ]);
  // The OCR library is a chunk of its own, fetched for this check and not with the page.
  expect(paths.filter((p) => /^\/assets\/tesseract-[\w-]+\.js$/.test(p))).toHaveLength(1);
});

test('the first check downloads at most 4 MB, shows its progress, and logs nothing', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  page.on('worker', (worker) =>
    worker.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    }),
  );
  const sizes: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url()).pathname;
    if (url.startsWith('/ocr/') || url.includes('tesseract')) {
      // A reply from the HTTP cache has no body on the network (Chromium reports it below 0).
      sizes.push(request.sizes().then((s) => ({ url, bytes: Math.max(0, s.responseBodySize) })));
    }
  });
  // On loopback the download is over in a fraction of a second, quicker than a locator polls:
  // the page itself notes every progress text its labelled progress bar shows.
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { ocrProgressShown: shown });
    new MutationObserver(() => {
      const bar = document.querySelector('progress[aria-label="Preparing the ID check"]');
      const text = bar?.getAttribute('aria-valuetext');
      if (text && shown.at(-1) !== text) shown.push(text);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.reload();
  await imagesInput(page).setInputFiles(await idCardImage());
  await expect(page.getByText(IMAGE_BLOCKED)).toBeVisible({ timeout: CHECK_TIMEOUT });
  // The first download was shown as a labelled progress bar with its figures, and is gone.
  const shown = await page.evaluate(
    () => (window as unknown as { ocrProgressShown: string[] }).ocrProgressShown,
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const text of shown) expect(text).toMatch(/^Preparing the ID check: \d+\.\d of \d+\.\d MB$/);
  await expect(page.getByRole('progressbar', { name: 'Preparing the ID check' })).toHaveCount(0);

  const files = (await Promise.all(sizes)).filter((f) => f.bytes > 0);
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`OCR download: ${total} bytes`, files);
  expect(total).toBeLessThan(4_000_000);
  // Each from the network once: the worker's own requests are answered by the HTTP cache.
  const urls = files.map((f) => f.url);
  expect(urls).toHaveLength(new Set(urls).size);
  expect(urls.filter((u) => u.startsWith('/ocr/'))).toHaveLength(6);
  expect(logged).toEqual([]);
});

test('the first page load does not download the OCR library', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.reload();
  await expect(imagesInput(page)).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((p) => p.includes('tesseract') || p.startsWith('/ocr/'))).toEqual([]);
});

test.describe('videos', () => {
  test('the frame of every chosen video is checked, not only the first', async ({ page }) => {
    const invitation = await invitationImage();
    const card = await idCardImage();
    await choose(page, videosInput(page), await videoOf('sangeet.mp4', invitation));
    await expect(chosenVideos(page).getByText('sangeet.mp4')).toBeVisible();

    // A clip shorter than a second is checked at its first frame.
    await choose(page, videosInput(page), [
      await videoOf('haldi.mp4', invitation),
      await videoOf('scan.mp4', card, 0.6),
    ]);
    // Two frames are read, one after the other, by the OCR worker, as the images' checks are.
    await expect(page.getByText(VIDEO_BLOCKED)).toBeVisible({ timeout: CHECK_TIMEOUT });
    await expect(chosenVideos(page).getByText('haldi.mp4')).toHaveCount(0);
    await expect(chosenVideos(page).getByText('sangeet.mp4')).toBeVisible();
  });

  test('a file the browser cannot play is refused as unreadable', async ({ page }) => {
    const notAVideo = { ...(await invitationImage()), name: 'broken.mp4', mimeType: 'video/mp4' };
    await choose(page, videosInput(page), notAVideo);
    await expect(page.getByText('Error loading video file.')).toBeVisible();
    await expect(chosenVideos(page)).toHaveCount(0);
  });
});
