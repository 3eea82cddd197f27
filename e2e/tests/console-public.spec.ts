import { expect, test } from '@playwright/test';
import { collectConsole } from '../fixtures/console';

// A clean console on the public pages a visitor opens first (issue 17, rough edge 5): no error,
// no warning, no uncaught exception and no content-security-policy violation (zod's probe for
// `eval` was one, on /VendorLogin) while each one loads, hydrates and settles.

declare global {
  interface Window {
    /** Filled by the init script below: what the page's CSP refused. */
    __cspViolations?: string[];
  }
}

const PAGES = ['/VendorLogin', '/VendorList', '/UserLogin', '/', '/Vendors'] as const;

test('the public pages log nothing to the console and break no CSP rule', async ({ page }) => {
  test.setTimeout(60_000);
  const entries = collectConsole(page);
  // A violation the browser only reports as an event (no console line) counts too.
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => window.__cspViolations ?? []);
    for (const violation of violations) entries.push({ path, text: `CSP: ${violation}` });
  }
  // The login form works after hydration: the page is the app, not only its HTML.
  await page.goto('/VendorLogin');
  await page.getByLabel('Email').fill('nobody@example.in');
  await expect(page.getByLabel('Email')).toHaveValue('nobody@example.in');
  expect(entries).toEqual([]);
});
