import { expect, type Page, test } from '@playwright/test';
import { type A11yData, createA11yData, pageReady, signedInPage } from '../fixtures/a11y';

// Issue 31 (decision 0080): every control reached by Tab shows a focus indicator of at least
// 3:1 against the colours beside it. The indicator is the outline and any ring drawn by
// box-shadow, inside out; its inner band is measured against the control's own background and
// its outer band against the background around the control (WCAG relative luminance). Pages
// covering every kind of control: links, buttons, primary buttons, fields, selects, checkboxes
// and chips, as a visitor, a couple and a vendor.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
/** Tab stops checked on a page at most: enough for every kind of control on each. */
const MAX_TABS = 70;

interface Stop {
  name: string;
  problem: string | null;
}

/** Measures the focused element's indicator in the page; a problem, or null when it passes. */
function measureFocused(): Stop | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return null;

  // Any CSS colour (Tailwind's oklch too) as sRGB and alpha, by painting one pixel with it.
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const parse = (colour: string) => {
    if (!context) throw new Error('No canvas');
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return { rgb: [r, g, b], alpha: a / 255 };
  };
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = parse(colour).rgb.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };
  /** The first (nearly) opaque background from `node` up: what shows behind it. */
  const backgroundOf = (node: Element | null) => {
    for (let at = node; at; at = at.parentElement) {
      const colour = getComputedStyle(at).backgroundColor;
      if (parse(colour).alpha >= 0.9) return colour;
    }
    return 'rgb(255, 255, 255)';
  };
  /** The outline and the box-shadow rings (no offset, no blur, a spread), inside out. */
  const bandsOf = (element: Element) => {
    const style = getComputedStyle(element);
    const rings: { colour: string; spread: number }[] = [];
    const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
    for (const shadow of shadows) {
      if (shadow.includes('inset')) continue;
      const colour = shadow.match(/rgba?\([^)]*\)/)?.[0] ?? '';
      const lengths = shadow
        .replace(colour, '')
        .trim()
        .split(/\s+/)
        .map((length) => Number.parseFloat(length));
      const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
      if (x === 0 && y === 0 && blur === 0 && spread > 0 && parse(colour).alpha > 0) {
        rings.push({ colour, spread });
      }
    }
    rings.sort((a, b) => a.spread - b.spread);
    const bands = rings.map((ring) => ring.colour);
    const outlineWidth = Number.parseFloat(style.outlineWidth);
    if (style.outlineStyle !== 'none' && outlineWidth > 0 && parse(style.outlineColor).alpha > 0) {
      bands.push(style.outlineColor);
    }
    return bands;
  };

  // The indicator as it ends, not half-way through a control's colour transition.
  for (const animation of focused.getAnimations({ subtree: false })) animation.finish();
  // A checkbox or radio drawn by its label: the label wears the ring.
  let wearer: Element = focused;
  if (bandsOf(focused).length === 0 && focused instanceof HTMLInputElement) {
    wearer = focused.closest('label') ?? focused.nextElementSibling ?? focused;
    for (const animation of wearer.getAnimations()) animation.finish();
  }
  const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? focused.getAttribute('name') ?? '').trim().slice(0, 40)}"`;
  const bands = bandsOf(wearer);
  if (bands.length === 0) {
    return { name, problem: `no focus indicator (${wearer.outerHTML.slice(0, 160)})` };
  }
  const inner = bands[0] ?? '';
  const outer = bands[bands.length - 1] ?? '';
  const own = backgroundOf(wearer);
  const around = backgroundOf(wearer.parentElement);
  const problems = [];
  if (contrast(inner, own) < 3) {
    problems.push(`${inner} on its own ${own}: ${contrast(inner, own).toFixed(2)}:1`);
  }
  if (contrast(outer, around) < 3) {
    problems.push(`${outer} on ${around} around it: ${contrast(outer, around).toFixed(2)}:1`);
  }
  return { name, problem: problems.length > 0 ? problems.join('; ') : null };
}

/** Tabs through the page from its top; every stop's indicator problems, as lines. */
async function tabThrough(page: Page, path: string): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  let stops = 0;
  let first: string | null = null;
  for (let count = 0; count < MAX_TABS; count += 1) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      element.dataset.tabStop ??= String(Math.random());
      return element.dataset.tabStop;
    });
    if (id === null) continue;
    if (id === first) break;
    first ??= id;
    stops += 1;
    const stop = await page.evaluate(measureFocused);
    if (stop?.problem) problems.push(`${path}: ${stop.name}: ${stop.problem}`);
  }
  expect(stops, `${path} has controls to tab to`).toBeGreaterThan(3);
  return problems;
}

async function checkPages(page: Page, paths: readonly string[]) {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await pageReady(page);
    problems.push(...(await tabThrough(page, path)));
  }
  expect(problems).toEqual([]);
}

let data: A11yData;

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  data = await createA11yData(request);
});

test('a visitor: home, search, storefront, sign-in and sign-up, on a desktop and a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const paths = [
    '/',
    `/Vendors?city=${encodeURIComponent(data.city)}`,
    data.storefront,
    '/UserLogin',
    '/UserRegister',
  ];
  await page.setViewportSize(DESKTOP);
  await checkPages(page, paths);
  await page.setViewportSize(PHONE);
  await checkPages(page, paths);
});

test('a couple: the storefront with its enquiry form, and chat', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, 'user', data, DESKTOP);
  await checkPages(page, [data.storefront, `/chat/${data.enquiryId}`, '/profile']);
});

test('a vendor: the portal and its forms', async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await signedInPage(browser, 'vendor', data, DESKTOP);
  const id = data.listing.listingId;
  await checkPages(page, [
    '/VendorProfile',
    '/VendorList/Photvideo',
    `/ServiceDetails?service_id=${id}`,
    `/availability?service_id=${id}`,
    '/analytics',
  ]);
});
