import { pathIn } from '@mandap/shared/messages/languages';
import { expect, type Page, test } from '@playwright/test';
import {
  type A11yData,
  coupleRoutes,
  createA11yData,
  publicRoutes,
  seriousViolations,
  signedInPage,
  vendorRoutes,
} from '../fixtures/a11y';

// Issue 32: every route of the router, opened in Hindi under /hi/ as a visitor, a vendor and a
// couple, reads in Hindi: no English sentence (two English words in a row) is left in what the
// page shows or says to a screen reader, outside brand names, codes and what people typed (the
// data set's names and messages). axe finds nothing serious or critical on the Hindi pages.

const PHONE = { width: 360, height: 740 };

/** Names, codes and loan words written in Latin letters in Hindi too. */
const LATIN_WORDS = [
  'Mandap',
  'DJ',
  'UPI',
  'GST',
  'GSTIN',
  'OTP',
  'PDF',
  'CSV',
  'PAN',
  'IFSC',
  'HSN',
  'SAC',
  'ID',
  'WhatsApp',
  'Instagram',
  'Facebook',
  'YouTube',
  'Razorpay',
  'JavaScript',
  // File types an upload takes.
  'JPG',
  'PNG',
  'GIF',
  'MOV',
  'AVI',
  'MP4',
  'WEBP',
  'English',
  'Email',
];

/** What the data set's people typed: shown as written. */
function typedByPeople(data: A11yData): string[] {
  return [
    'Rangoli Frames Studio',
    'Meera Joshi',
    data.city,
    data.listing.vendor.name,
    data.listing.vendor.email,
    data.couple.email,
    data.couple.name,
    'Namaste! Yes, we are free on that day. Shall we talk tomorrow?',
    'Are you free for our wedding? We would like the haldi and the pheras covered.',
    'Clock Tower',
    'weddings, sangeet and receptions',
    // The operator's configuration (e2e/playwright.config.ts), written as they wrote it.
    'Browser Test Officer',
    'MG Road, Bengaluru',
    'Specimen Pvt Ltd (not a real business)',
    'Specimen address for development, not a real office, Jaipur',
  ];
}

/**
 * The page's texts a person reads or hears (visible text, labels, placeholders, the title), and
 * the names the page marks as people wrote them (translate="no"), which may appear in the others
 * ("Add Rangoli Frames Studio to your shortlist").
 */
async function pageTexts(page: Page): Promise<{ texts: string[]; names: string[] }> {
  return page.evaluate(() => {
    const names = Array.from(document.querySelectorAll('[translate="no"]'), (element) =>
      (element.textContent ?? '').trim(),
    ).filter((name) => name.length > 0);
    const texts: string[] = [document.title];
    const description = document.querySelector('meta[name="description"]');
    if (description) texts.push(description.getAttribute('content') ?? '');
    // Text marked English on purpose (the switch to English), and what people typed, marked not
    // to be translated (a firm's name, place and description), are not the page's own words.
    const english = (node: Element | null) =>
      Boolean(node?.closest('[lang^="en"], [translate="no"]'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || english(parent) || parent.closest('script, style, noscript')) continue;
      if (parent.closest('[hidden], [aria-hidden="true"]')) continue;
      texts.push(node.textContent ?? '');
    }
    const labelled = document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    );
    for (const element of Array.from(labelled)) {
      if (english(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return { texts, names };
  });
}

const ENGLISH_RUN = /[A-Za-z][A-Za-z'’]+(?:[ \t,:;.!?()-]+[A-Za-z][A-Za-z'’]*)+/g;

/** Runs of two or more English words left once names, codes and people's texts are set aside. */
function englishSentences(texts: string[], allowed: string[]): string[] {
  const found = new Set<string>();
  for (const raw of texts) {
    let text = raw
      .replace(/\S+@\S+/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      // File names and the data set's codes and places: vendor ids, test cities.
      .replace(/\b[\w-]+\.(html|jpe?g|png|webp|pdf|csv)\b/gi, ' ')
      .replace(/\bVND-\w+/g, ' ')
      .replace(/\bNavapur \w+/g, ' ');
    // The longest first, so a name is not cut by a shorter one inside it.
    for (const phrase of [...allowed].sort((a, b) => b.length - a.length)) {
      if (phrase) text = text.split(phrase).join(' ');
    }
    for (const word of LATIN_WORDS) text = text.replace(new RegExp(`\\b${word}\\b`, 'g'), ' ');
    for (const match of text.matchAll(ENGLISH_RUN)) {
      const words = match[0].split(/[^A-Za-z'’]+/).filter((w) => w.length > 1);
      if (words.length >= 2) found.add(match[0].trim());
    }
  }
  return [...found];
}

/** Opens `path` in Hindi on a phone: lang hi-IN, no English sentence, axe clean. */
async function checkInHindi(page: Page, path: string, data: A11yData) {
  const hindiPath = pathIn('hi', path);
  await page.goto(hindiPath);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect.soft(new URL(page.url()).pathname, `${hindiPath} left Hindi`).toMatch(/^\/hi(\/|$)/);
  expect.soft(await page.getAttribute('html', 'lang'), hindiPath).toBe('hi-IN');
  const { texts, names } = await pageTexts(page);
  expect
    .soft(englishSentences(texts, [...names, ...typedByPeople(data)]), `${hindiPath} in English`)
    .toEqual([]);
  expect.soft(await seriousViolations(page), `${hindiPath} axe`).toEqual([]);
}

let data: A11yData;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(60_000);
  // The data set's people signed up from a Hindi browser: their accounts, and so the notices
  // stored for them, are in Hindi (a notice is written once, in its recipient's language).
  const request = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'Accept-Language': 'hi-IN,hi;q=0.9' },
  });
  data = await createA11yData(request);
  await request.dispose();
});

test('every public page in Hindi', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  for (const path of publicRoutes(data)) await checkInHindi(page, path, data);
  await context.close();
});

test('every vendor screen in Hindi', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, 'vendor', data, PHONE);
  for (const path of [...vendorRoutes(data), '/analytics?view=table']) {
    await checkInHindi(page, path, data);
  }
  await page.context().close();
});

test('every screen of a couple in Hindi', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'user', data, PHONE);
  for (const path of [...coupleRoutes(data), '/VendorProfile', data.storefront]) {
    await checkInHindi(page, path, data);
  }
  await page.context().close();
});
