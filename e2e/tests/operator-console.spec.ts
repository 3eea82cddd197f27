import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { generateSync } from 'otplib/functional';
import { createUser, newAccount } from '../fixtures/accounts';
import { addDays, indianToday } from '../fixtures/contact';
import { SMTP_PORT } from '../fixtures/mail';
import { createPhotographer, uniqueCity } from '../fixtures/marketplace';
import { OCR_COPIES_DIR } from '../fixtures/ocr-copies';
import { markBooked, sendEnquiry } from '../fixtures/reviews';

// The operator console (issue 28, decision 0061) as an operator meets it: made by
// `npm run operator -- create`, set up through the printed link (password, authenticator by QR
// code key, recovery codes), then the dashboard; signed in again with a recovery code. The
// embedded database belongs to one process, so this file runs a server of its own on a data
// folder the command has written first (stop, create, start: what the command tells people).

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.E2E_PORT ?? 3999) + 11;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist');
const run = promisify(execFile);

let dataDir: string;
let server: ChildProcess | undefined;
let link = '';
let moderatorLink = '';
const email = `ops.${Date.now()}@mandap.example`;
const moderatorEmail = `mod.${Date.now()}@mandap.example`;
const password = 'Console@2026';

function env(): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.DATABASE_URL;
  return {
    ...base,
    NODE_ENV: 'production',
    PAYMENTS: 'sandbox',
    // The run's test SMTP server (e2e/mail-catcher.ts): the couple's account verifies by its link.
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    // Required in production since decision 0057; the set-up link names the site by it.
    PUBLIC_URL: ORIGIN,
    // Required in production since decision 0062.
    GRIEVANCE_OFFICER_NAME: 'Browser Test Officer',
    GRIEVANCE_OFFICER_EMAIL: 'grievances@mandap.example',
    GRIEVANCE_OFFICER_ADDRESS: 'Mandap, 12 MG Road, Bengaluru 560001',
    // Mandap's tax details, or documents marked SPECIMEN (decision 0073).
    INVOICES: 'specimen',
    DATA_DIR: dataDir,
    WEB_DIST_DIR,
    OCR_COPIES_DIR,
    LOG_LEVEL: 'warn',
  };
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-e2e-operator-'));
  const created = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/modules/operators/operator-cli.ts',
      'create',
      '--email',
      email,
      '--role',
      'admin',
    ],
    { cwd: ROOT, env: env() },
  );
  link = /(http\S+\/admin\/setup#\S+)/.exec(created.stdout)?.[1] ?? '';
  expect(link).toMatch(new RegExp(`^${ORIGIN}/admin/setup#[\\w-]{43}$`));
  // A moderator too, for the moderation loop (decision 0063).
  const moderator = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/modules/operators/operator-cli.ts',
      'create',
      '--email',
      moderatorEmail,
      '--role',
      'moderator',
    ],
    { cwd: ROOT, env: env() },
  );
  moderatorLink = /(http\S+\/admin\/setup#\S+)/.exec(moderator.stdout)?.[1] ?? '';
  expect(moderatorLink).toMatch(new RegExp(`^${ORIGIN}/admin/setup#[\\w-]{43}$`));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: env(),
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/api/health/ready`).catch(() => undefined))?.status, {
      timeout: 120_000,
      intervals: [500],
    })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await rm(dataDir, { recursive: true, force: true });
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** axe-core (the WCAG rules) run in the page: no violations. */
async function expectAxeClean(page: Page) {
  const require = createRequire(import.meta.url);
  const source = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global the script above defined.
    const result = await (window as any).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return (result.violations as { id: string; nodes: unknown[] }[]).map(
      (v) => `${v.id} (${v.nodes.length})`,
    );
  });
  expect(violations).toEqual([]);
}

let recoveryCodes: string[] = [];
/** The moderator's recovery codes (the third test), to sign in again in the fourth. */
let moderatorCodes: string[] = [];

/** Signs an operator in at /admin with the password and one of their recovery codes. */
async function operatorSignIn(page: Page, who: string, code: string) {
  await page.goto(`${ORIGIN}/admin`);
  await expect(heading(page, 'Operator sign-in')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(who);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Authenticator code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(heading(page, 'Dashboard')).toBeVisible();
}

/** Opens a section of the console from its navigation. */
async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).click();
  await expect(heading(page, name)).toBeVisible();
}

test('an operator made by the command sets up with an authenticator and sees the dashboard', async ({
  page,
}) => {
  await page.goto(link);
  await expect(heading(page, 'Set up your operator account')).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.keyboard.press('Enter');

  await expect(heading(page, 'Set up your authenticator')).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code for Mandap/ })).toBeVisible();
  await expectAxeClean(page);
  const key = (await page.locator('code').innerText()).replace(/\s/g, '');
  await page.getByLabel('Code from the app', { exact: true }).fill(generateSync({ secret: key }));
  await page.getByRole('button', { name: 'Confirm' }).click();

  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  await page.getByRole('button', { name: /open the console/ }).click();

  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expect(page).toHaveURL(`${ORIGIN}/admin`);
  await expect(page.getByRole('region', { name: 'Listings' })).toContainText('Waiting for payment');
  await expect(page.getByRole('region', { name: 'Payments this week' })).toBeVisible();
  await expectAxeClean(page);

  // Readable on a 360 px phone: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(heading(page, 'Operator sign-in')).toBeVisible();
});

test('signs in again by keyboard with the password and a recovery code, once', async ({ page }) => {
  const [code] = recoveryCodes;
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  await page.goto(`${ORIGIN}/admin`);
  await expect(heading(page, 'Operator sign-in')).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel('Email', { exact: true }).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Enter your code')).toBeVisible();
  await page.getByLabel('Authenticator code', { exact: true }).fill(code ?? '');
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Dashboard')).toBeVisible();

  // The same recovery code a second time: refused.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Authenticator code', { exact: true }).fill(code ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'That code is not right, or was already used',
  );
});

test('a reported review is hidden by a moderator: the storefront and search change at once, the vendor is told, the audit log shows it', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  // The marketplace of this file's own server: a photographer, a couple who booked and reviewed
  // (through the API, as themselves), another couple and the vendor who report the review.
  const vendorApi = await playwrightRequest.newContext({ baseURL: ORIGIN });
  const authorApi = await playwrightRequest.newContext({ baseURL: ORIGIN });
  const reporterApi = await playwrightRequest.newContext({ baseURL: ORIGIN });
  const city = uniqueCity();
  const listing = await createPhotographer(vendorApi, city, 'Moderation Clicks', '60000', '50000');
  const signIn = async (
    api: typeof vendorApi,
    role: 'vendor' | 'user',
    who: { email: string; password: string },
  ) =>
    expect(
      (
        await api.post(`/api/${role}/login`, { data: { email: who.email, password: who.password } })
      ).status(),
    ).toBe(200);
  await signIn(vendorApi, 'vendor', listing.vendor);
  const author = await createUser(authorApi, newAccount('user', 'Kavya Iyer'));
  await signIn(authorApi, 'user', author);
  const enquiryId = await sendEnquiry(authorApi, author, listing.listingId, {
    eventDate: addDays(indianToday(), 30),
    city,
  });
  await markBooked(vendorApi, enquiryId);
  const written = await authorApi.post(`/api/user/listings/${listing.listingId}/review`, {
    multipart: {
      rating: '1',
      title: 'Worst ever, avoid these crooks',
      body: 'A review that insults the photographer by name and calls them crooks and thieves.',
    },
  });
  expect(written.status(), await written.text()).toBe(201);
  const reviewId = ((await written.json()) as { id: number }).id;
  const reporter = await createUser(reporterApi, newAccount('user', 'Rohan Mehta'));
  await signIn(reporterApi, 'user', reporter);
  for (const [api, reason] of [
    [reporterApi, 'Abusive words about the photographer.'],
    [vendorApi, 'This insults our staff by name.'],
  ] as const) {
    const reported = await api.post(`/api/reviews/${reviewId}/report`, { data: { reason } });
    expect(reported.status(), await reported.text()).toBe(204);
  }

  // A visitor sees the rating on the storefront and the card.
  const visitor = await browser.newPage();
  const searchPath = `/Vendors?${new URLSearchParams({ category: 'photo-video', city })}`;
  await visitor.goto(`${ORIGIN}${searchPath}`);
  const card = visitor.getByRole('main').getByRole('article').filter({ hasText: listing.firmName });
  await expect(card.getByText('1.0 out of 5 from 1 review', { exact: true })).toBeVisible();

  // The moderator sets up with an authenticator (TOTP) and opens the queue from the dashboard.
  await page.goto(moderatorLink);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Set up your authenticator')).toBeVisible();
  const key = (await page.locator('code').innerText()).replace(/\s/g, '');
  await page.getByLabel('Code from the app', { exact: true }).fill(generateSync({ secret: key }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  moderatorCodes = await codes.allInnerTexts();
  await page.getByRole('button', { name: /open the console/ }).click();
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Open reports' })).toContainText('1');
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Reported reviews' })
    .click();
  await expect(heading(page, 'Reported reviews')).toBeVisible();
  const item = page.getByRole('article', {
    name: new RegExp(`Review ${reviewId} of Moderation Clicks`),
  });
  await expect(item).toContainText('2 open reports');
  await expect(item).toContainText('Abusive words about the photographer.');
  await expectAxeClean(page);

  // Hide it, by keyboard through the confirmation.
  const hideForm = item
    .locator('form')
    .filter({ has: page.getByRole('heading', { name: 'Hide the review' }) });
  await hideForm.getByLabel('Reason', { exact: true }).selectOption('abusive');
  await hideForm.getByLabel(/Details/).fill('Calls the photographer crooks.');
  await hideForm.getByRole('button', { name: 'Hide the review…' }).click();
  await expect(hideForm.getByRole('alertdialog')).toBeVisible();
  // The confirmation takes the keyboard's focus, so Enter answers it.
  await expect(hideForm.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Review hidden.')).toBeVisible();

  // At once: the storefront and the card have no rating left.
  await visitor.goto(`${ORIGIN}${searchPath}`);
  await expect(card).toBeVisible();
  await expect(card.getByText(/out of 5/)).toHaveCount(0);
  await visitor.goto(`${ORIGIN}/Vendors/${listing.listingId}/x`);
  await expect(
    visitor.getByRole('region', { name: 'Reviews' }).getByText('No reviews yet.'),
  ).toBeVisible();

  // The vendor, who reported it, is told; so is the author.
  const notes = async (api: typeof vendorApi) =>
    JSON.stringify(await (await api.get('/api/notifications')).json());
  expect(await notes(vendorApi)).toContain('A review you reported was hidden');
  expect(await notes(authorApi)).toContain('Your review was hidden');

  // The audit log shows the decision.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(heading(page, 'Audit log')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table).toContainText('review.hidden');
  await expect(table).toContainText('abusive: Calls the photographer crooks.');
  await expectAxeClean(page);
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await Promise.all([vendorApi.dispose(), authorApi.dispose(), reporterApi.dispose()]);
});

test('a reported listing is suspended with a reason, leaves search and answers 410; the vendor appeals once; an admin restores it; the audit log shows it in order', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const vendorApi = await playwrightRequest.newContext({ baseURL: ORIGIN });
  const city = uniqueCity();
  const listing = await createPhotographer(vendorApi, city, 'Borrowed Frames', '60000', '50000');
  const searchPath = `/Vendors?${new URLSearchParams({ category: 'photo-video', city })}`;
  const storefrontPath = `/Vendors/${listing.listingId}/borrowed-frames`;

  // A couple reports the listing from its storefront.
  const couple = await browser.newContext({ baseURL: ORIGIN });
  const coupleAccount = await createUser(couple.request, newAccount('user', 'Meera Joshi'));
  const signedIn = await couple.request.post('/api/user/login', {
    data: { email: coupleAccount.email, password: coupleAccount.password },
  });
  expect(signedIn.status()).toBe(200);
  const couplePage = await couple.newPage();
  await couplePage.goto(storefrontPath);
  await couplePage.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = couplePage.getByRole('dialog', { name: /Report this listing/ });
  await dialog.getByRole('radio', { name: 'Fake or a scam' }).check();
  await dialog.getByLabel(/^Details/).fill('These wedding photos belong to another studio.');
  await dialog.getByRole('button', { name: 'Send the report' }).click();
  await expect(dialog).toContainText('Thank you. Our moderators will look at your report');

  // The moderator finds it in the queue and suspends it from the listing's page.
  await operatorSignIn(page, moderatorEmail, moderatorCodes[0] ?? '');
  await openSection(page, 'Reported listings');
  const item = page.getByRole('article').filter({ hasText: 'Borrowed Frames' });
  await expect(item).toContainText('These wedding photos belong to another studio.');
  await expectAxeClean(page);
  await item
    .getByRole('link', { name: /Borrowed Frames|listing/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Listing/ })).toBeVisible();
  await page.getByRole('button', { name: 'Suspend listing' }).click();
  const suspendForm = page.getByRole('form', { name: 'Suspend listing' });
  await suspendForm.getByLabel('Reason', { exact: true }).selectOption('fake_or_scam');
  await suspendForm.getByLabel(/^Details/).fill('Photos copied from another studio.');
  await suspendForm.getByRole('button', { name: 'Suspend listing' }).click();
  await suspendForm.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Suspended by Mandap/).first()).toBeVisible();
  await expectAxeClean(page);
  // The listing's page, built for a desk, is readable on a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);

  // At once: gone from search, and its storefront answers 410 with a plain message.
  const visitor = await browser.newPage();
  await visitor.goto(`${ORIGIN}${searchPath}`);
  await expect(visitor.getByRole('main')).not.toContainText('Borrowed Frames');
  const gone = await visitor.goto(`${ORIGIN}${storefrontPath}`);
  expect(gone?.status()).toBe(410);
  await expect(visitor.getByRole('main')).not.toContainText('copied');
  // The couple who reported it is told.
  const coupleNotes = JSON.stringify(await (await couple.request.get('/api/notifications')).json());
  expect(coupleNotes).toContain('A listing you reported was taken down');

  // The vendor sees why on the listing's card and appeals, once.
  const vendor = await browser.newContext({ baseURL: ORIGIN });
  const vendorIn = await vendor.request.post('/api/vendor/login', {
    data: { email: listing.vendor.email, password: listing.vendor.password },
  });
  expect(vendorIn.status()).toBe(200);
  const vendorPage = await vendor.newPage();
  await vendorPage.goto('/services');
  const cardText = vendorPage.getByText(/Suspended by Mandap/).first();
  await expect(cardText).toBeVisible();
  await vendorPage.getByRole('button', { name: 'Appeal' }).click();
  await vendorPage
    .getByLabel('Your appeal: why should Mandap restore it?')
    .fill('Every photo is our own work; the originals with their dates are ready to share.');
  await vendorPage.getByRole('button', { name: 'Send the appeal' }).click();
  await expect(vendorPage.getByText(/Appeal sent on .*, waiting for a decision\./)).toBeVisible();
  await expect(vendorPage.getByRole('button', { name: 'Appeal' })).toHaveCount(0);

  // The moderator who suspended it may not decide the appeal; an admin restores it.
  await openSection(page, 'Appeals');
  await expect(page.getByRole('main')).toContainText('Every photo is our own work');
  await expect(page.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  const admin = await browser.newPage();
  await operatorSignIn(admin, email, recoveryCodes[1] ?? '');
  await openSection(admin, 'Appeals');
  const appeal = admin.getByRole('article').filter({ hasText: 'Every photo is our own work' });
  await appeal.getByRole('button', { name: 'Restore' }).click();
  const restoreForm = admin.getByRole('form', { name: 'Restore' });
  await restoreForm.getByLabel('Reason', { exact: true }).selectOption('appeal_upheld');
  await restoreForm.getByRole('button', { name: 'Restore' }).click();
  await restoreForm.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();

  // Back in search and on its storefront at once.
  await visitor.goto(`${ORIGIN}${searchPath}`);
  await expect(visitor.getByRole('main')).toContainText('Borrowed Frames');
  expect((await visitor.goto(`${ORIGIN}${storefrontPath}`))?.status()).toBe(200);

  // The audit log shows all of it, newest first.
  await openSection(admin, 'Audit log');
  await admin.getByLabel('Object type', { exact: true }).selectOption('listing');
  await admin.getByLabel('Object id', { exact: true }).fill(String(listing.listingId));
  await admin.getByRole('button', { name: 'Show entries' }).click();
  const actions = admin.getByRole('table').locator('tbody tr td:nth-child(4)');
  await expect(actions.first()).toHaveText('listing.restored');
  const seen = await actions.allInnerTexts();
  const order = [
    'listing.restored',
    'suspension.appealed',
    'listing.suspended',
    'listing.submitted',
  ];
  expect(seen.filter((a) => order.includes(a))).toEqual(order);
  await expectAxeClean(admin);
  await Promise.all([vendorApi.dispose(), couple.close(), vendor.close()]);
});
