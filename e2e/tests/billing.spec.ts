import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { type Database, openDatabase } from '../../apps/server/src/db/client';
import { documentAttachments } from '../../apps/server/src/modules/billing/index';
import { collectCommission } from '../../apps/server/src/modules/collections/index';
import { buildMonthlyStatements } from '../../apps/server/src/modules/commission/index';
import {
  createImmediateNotifier,
  createMailer,
} from '../../apps/server/src/modules/notifications/index';
import { type Config, loadConfig } from '../../apps/server/src/platform/config';
import { readPdf } from '../../apps/server/test/pdf-text';
import {
  indiaDayInWords,
  indiaMonthBounds,
  monthInWords,
  previousIndiaMonth,
} from '../../packages/shared/src/commission';
import { financialYear, indiaMidnight } from '../../packages/shared/src/gst';
import {
  createPendingListing,
  createUser,
  createVendor,
  newAccount,
  signInViaApi,
} from '../fixtures/accounts';
import { addDays, indianToday } from '../fixtures/contact';
import { mailTo, SMTP_PORT } from '../fixtures/mail';
import { OCR_COPIES_DIR } from '../fixtures/ocr-copies';
import { sendEnquiry } from '../fixtures/reviews';

// Issue 30's money flow end to end, as its "Done means" asks: a vendor in Rajasthan pays a plan
// (Mandap is in Karnataka: IGST), downloads the tax invoice's PDF and reads the GSTIN, the SAC,
// the split and the total in it; after the free period marks an enquiry Booked with its value on
// a phone; the month's statement becomes a commission invoice, which the vendor pays. The
// embedded database belongs to one process, so this file runs a server of its own (as
// operator-console.spec.ts does) and sets up what only time would bring (the free period's end,
// the month's turn, the dispute window's end) between two runs of it, through the database and
// the app's own statement and collection steps. The code under test is the server.

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.E2E_PORT ?? 3999) + 13;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist');
const GSTIN = '29AAGCB7383J1Z4';
const SUCCESS_CARD = '4111 1111 1111 1111';

let dataDir: string;
let server: ChildProcess | undefined;
let serverErrors = '';

/** The production settings of this file's server, with Mandap's real tax details (no SPECIMEN). */
function env(): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.DATABASE_URL;
  delete base.INVOICES;
  return {
    ...base,
    NODE_ENV: 'production',
    PAYMENTS: 'sandbox',
    // The run's test SMTP server (e2e/mail-catcher.ts): accounts verify by its links.
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: ORIGIN,
    GRIEVANCE_OFFICER_NAME: 'Browser Test Officer',
    GRIEVANCE_OFFICER_EMAIL: 'grievances@mandap.example',
    GRIEVANCE_OFFICER_ADDRESS: 'Mandap, 12 MG Road, Bengaluru 560001',
    // Mandap's tax details (decision 0073): documents are real tax invoices, not specimens.
    BUSINESS_NAME: 'Mandap Marketplace Pvt Ltd',
    BUSINESS_ADDRESS: '4th floor, 12 MG Road, Bengaluru 560001',
    BUSINESS_STATE: 'Karnataka',
    BUSINESS_GSTIN: GSTIN,
    INVOICE_PREFIX: 'MDP',
    DATA_DIR: dataDir,
    WEB_DIST_DIR,
    OCR_COPIES_DIR,
    LOG_LEVEL: 'warn',
    // Every account and page of the test comes from 127.0.0.1 (as in playwright.config.ts).
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    COUNTED_PAGES_PER_MINUTE: '100000',
    SEARCHES_PER_ADDRESS_PER_MINUTE: '1000000',
  };
}

/** Starts the server on the data folder and waits until it takes requests. */
async function startServer(): Promise<void> {
  serverErrors = '';
  const started = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: env(),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started.stderr?.on('data', (chunk: Buffer) => {
    serverErrors += chunk.toString();
  });
  server = started;
  try {
    await expect
      .poll(
        async () => {
          if (started.exitCode !== null) return 'exited';
          return (await fetch(`${ORIGIN}/api/health/ready`).catch(() => undefined))?.status;
        },
        { timeout: 60_000, intervals: [250] },
      )
      .toBe(200);
  } catch (error) {
    throw new Error(`the server did not start; it said: ${serverErrors || '(nothing)'}`, {
      cause: error,
    });
  }
}

/** Stops the server and waits for it to exit, so that its database is closed. */
async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

/**
 * Runs `work` on the stopped server's database (PGlite in <DATA_DIR>/db, as server.ts opens it)
 * with its configuration, and closes it after.
 */
async function withDatabase<T>(work: (database: Database, config: Config) => Promise<T>) {
  expect(server, 'the server must be stopped first').toBeUndefined();
  const config = loadConfig(env());
  const database = await openDatabase({ pgliteDir: path.join(config.dataDir, 'db') });
  try {
    return await work(database, config);
  } finally {
    await database.close();
  }
}

/**
 * The app's notifier without its job queue (as `npm run operator -- statements` builds it): the
 * notices are stored, and their e-mails (an issued invoice's with its PDF) go at once through the
 * run's SMTP server; `sent()` waits for them before the database closes.
 */
function directNotifier(database: Database, config: Config) {
  const log = {
    info() {},
    error(obj: object, msg: string) {
      console.error(msg, obj);
    },
  };
  const mailer = createMailer(config.mail, log);
  const { notifier, sent } = createImmediateNotifier({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    log,
    clock: () => new Date(),
    attachmentsFor: (note) => documentAttachments(database.db, note),
  });
  return {
    notifier,
    async sent() {
      await sent();
      mailer.close();
    },
  };
}

test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-e2e-billing-'));
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  await rm(dataDir, { recursive: true, force: true });
});

const checkout = (page: Page) => page.getByRole('dialog', { name: 'Mandap Sandbox Checkout' });

/** Pays in the sandbox checkout with the card that succeeds. */
async function payWithCard(page: Page, amount: string) {
  const dialog = checkout(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Card' }).check();
  await dialog.getByLabel('Card number').fill(SUCCESS_CARD);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Payment successful! Redirecting in/)).toBeVisible();
}

/** Nothing on the page is wider than the 360 px phone screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('a vendor pays a plan and gets its GST invoice as a PDF, then pays the commission on a booking marked after the free period', async ({
  browser,
}) => {
  const fy = financialYear(new Date()).label;
  const invoiceNumber = new RegExp(`^MDP/${fy}/\\d{6}$`);
  let vendorContext: BrowserContext | undefined;
  const coupleApi = await playwrightRequest.newContext({ baseURL: ORIGIN });
  try {
    vendorContext = await browser.newContext({ baseURL: ORIGIN });
    const page = await vendorContext.newPage();

    // 1. A vendor with a PREMIUM (₹699) listing in Rajasthan, waiting for payment, pays it from
    // the list of their listings with the sandbox card.
    const firmName = 'Marwar Wedding Beats';
    const vendor = await createVendor(page.request, newAccount('vendor', 'Devendra Rathore'));
    await signInViaApi(page, 'vendor', vendor);
    const listingId = await createPendingListing(page.request, 'dj', {
      plan: 'premium',
      firmName,
      state: 'Rajasthan',
    });
    await page.goto('/services');
    await page.getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/payment\?service_id=/);
    await expect(checkout(page).getByText(`${firmName}: PREMIUM plan`)).toBeVisible();
    await payWithCard(page, '₹699');

    // 2. Billing lists the plan invoice, numbered in this financial year; its PDF downloads.
    await page.goto('/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    const planInvoices = page.getByRole('region', { name: 'Plan invoices' });
    const planRow = planInvoices.getByRole('listitem');
    await expect(planRow).toHaveCount(1);
    await expect(planRow).toContainText('₹699.00');
    const planNumber = (await planRow.getByText(invoiceNumber).innerText()).trim();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      planRow.getByRole('link', { name: `Download PDF of ${planNumber}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${planNumber.replaceAll('/', '-')}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await readPdf(bytes)).text.replace(/[ \t]+/g, ' ');
    for (const expected of [
      'Tax Invoice',
      planNumber,
      'Mandap Marketplace Pvt Ltd',
      `GSTIN: ${GSTIN}`,
      'State: Karnataka (29)',
      firmName,
      // The place of supply is the vendor's state: Rajasthan, another state than Mandap's.
      'Rajasthan (08)',
      'SAC',
      '998365',
      // ₹699 GST included, from another state: ₹592.37 taxable + ₹106.63 IGST, to the paisa.
      'IGST @ 18%',
      '₹592.37',
      '₹106.63',
      '₹699.00',
      'Rupees Six Hundred Ninety-Nine Only',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    expect(text).not.toContain('SPECIMEN');

    // 3. The free period is over. The bookings a statement bills are the previous India month's,
    // so the free period ended before that month began (set while the server is stopped).
    const now = new Date();
    const month = previousIndiaMonth(now);
    const freeUntil = indiaMonthBounds(month.year, month.month).from;
    await stopServer();
    await withDatabase(async (database) => {
      const rows = await database.sql.query<{ id: number }>(
        'UPDATE listings SET free_until = $1 WHERE id = $2 RETURNING id',
        [freeUntil, listingId],
      );
      expect(rows).toHaveLength(1);
    });
    await startServer();

    // 4. A couple sends an enquiry; the vendor, on a phone, marks it Booked at ₹1,50,000 and is
    // told before confirming that 7% applies: ₹10,500.
    const couple = await createUser(coupleApi, newAccount('user', 'Ananya Shekhawat'));
    const signedIn = await coupleApi.post('/api/user/login', {
      data: { email: couple.email, password: couple.password },
    });
    expect(signedIn.status()).toBe(200);
    const enquiryId = await sendEnquiry(coupleApi, couple, listingId, {
      eventDate: addDays(indianToday(), 60),
      city: 'Jaipur',
    });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/enquiries?enquiry=${enquiryId}`);
    const thread = page.getByRole('main').getByRole('article', { name: couple.name });
    // A phone shows the status buttons at once, outside the folded details (issue 31).
    await thread.getByRole('button', { name: 'Mark booked' }).click();
    const form = thread.getByRole('form', { name: 'Mark booked' });
    await expect(form).toContainText(
      `7% commission applies: your free period ended on ${indiaDayInWords(freeUntil)}.`,
    );
    await form.getByRole('textbox', { name: 'Booking value (₹)' }).fill('1,50,000');
    await expect(form).toContainText('7% commission applies: ₹10,500 on ₹1,50,000.');
    await form.getByRole('button', { name: 'Confirm booking' }).click();
    await thread.page().getByRole('button', { name: 'Yes, mark booked' }).click();
    await expect(thread.getByText(/^Marked booked\./)).toBeVisible();
    await expect(
      thread.getByText(
        'Booked for ₹1,50,000: 7% commission, ₹10,500, on your next monthly statement.',
      ),
    ).toBeVisible();

    // 5. The month turns and the dispute window passes (server stopped): the booking is moved
    // into the previous India month, the app's statement step makes the month's statement, its
    // window is closed, and the app's collection step makes the commission invoice.
    await stopServer();
    const bookedAt = new Date(indiaMidnight(month.year, month.month, 15).getTime() + 12 * 3600_000);
    await withDatabase(async (database, config) => {
      const moved = await database.sql.query<{ id: number }>(
        "UPDATE enquiries SET booked_at = $1 WHERE id = $2 AND status = 'booked' AND commission_basis_points = 700 AND booking_value_paise = 15000000 RETURNING id",
        [bookedAt, enquiryId],
      );
      expect(moved, 'the enquiry was booked at ₹1,50,000 with 7%').toHaveLength(1);
      const mail = directNotifier(database, config);
      const built = await buildMonthlyStatements(
        { db: database.db, notifier: mail.notifier },
        month,
        new Date(),
      );
      expect(built).toMatchObject({ statements: 1, lines: 1 });
      await database.sql.query(
        "UPDATE commission_statements SET dispute_until = $1 WHERE status = 'open'",
        [new Date(Date.now() - 60_000)],
      );
      const collected = await collectCommission(
        { db: database.db, business: config.business, notifier: mail.notifier },
        new Date(),
      );
      expect(collected).toMatchObject({ invoiced: 1, nothingDue: 0, waiting: 0 });
      await mail.sent();
    });
    await startServer();

    // 6. Billing, on the phone: the statement and the commission invoice due, ₹12,390 (₹10,500
    // and IGST of ₹1,890); nothing scrolls sideways.
    await page.goto('/billing');
    const statements = page.getByRole('region', { name: 'Commission statements' });
    const monthStart = `${month.year}-${String(month.month).padStart(2, '0')}-01`;
    await expect(
      statements.getByRole('link', { name: `Statement for ${monthInWords(monthStart)}` }),
    ).toBeVisible();
    await expect(statements).toContainText('1 booking · Commission ₹10,500');
    const due = page.getByRole('region', { name: 'Commission due' });
    await expect(due).toContainText('Total due: ₹12,390');
    const invoice = due.getByRole('article', { name: /^Commission invoice MDP\// });
    await expect(invoice).toContainText('₹12,390');
    await expect(invoice.getByText('Due', { exact: true })).toBeVisible();
    const commissionNumber = (await invoice.getByRole('heading').innerText()).replace(
      'Commission invoice ',
      '',
    );
    expect(commissionNumber).toMatch(invoiceNumber);
    expect(commissionNumber).not.toBe(planNumber);
    await expectNoSidewaysScroll(page);
    // Its e-mail reached the vendor, with the day it is due by as the screen shows it.
    const dueBy = (await invoice.getByRole('definition').nth(1).innerText()).trim();
    expect(dueBy).toMatch(/^\d{1,2} \w+ \d{4}$/);
    await mailTo(vendor.email, `Commission invoice ${commissionNumber} is due by ${dueBy}`);

    // The invoice itself splits it: ₹10,500 taxable, IGST ₹1,890.
    const pay = invoice.getByRole('link', { name: `Pay ${commissionNumber}` });
    const documentId = new URL((await pay.getAttribute('href')) ?? '', ORIGIN).searchParams.get(
      'invoice',
    );
    expect(documentId).toMatch(/^\d+$/);
    await page.goto(`/billing/documents/${documentId}`);
    const main = page.getByRole('main');
    await expect(main).toContainText(commissionNumber);
    await expect(main).toContainText(GSTIN);
    await expect(main).toContainText('998365');
    await expect(main).toContainText('IGST @ 18%');
    await expect(main).toContainText('₹10,500.00');
    await expect(main).toContainText('₹1,890.00');
    await expect(main).toContainText('₹12,390.00');
    await expectNoSidewaysScroll(page);

    // 7. Pay it: Billing's Pay button, the sandbox card, success, and back on Billing it is paid.
    await page.goto('/billing');
    await page.getByRole('link', { name: `Pay ${commissionNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?invoice=${documentId}$`));
    await expect(checkout(page)).toContainText(`Commission invoice ${commissionNumber}`);
    await payWithCard(page, '₹12,390');
    await page.getByRole('link', { name: 'Go to Billing now' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    const paidDue = page.getByRole('region', { name: 'Commission due' });
    await expect(paidDue).toContainText('Nothing is due.');
    const paid = paidDue.getByRole('region', { name: 'Paid' });
    await expect(
      paid.getByRole('article', { name: `Commission invoice ${commissionNumber}` }),
    ).toContainText(/Paid on \d{1,2} \w+ \d{4}/);
    await expect(paidDue.getByRole('link', { name: /^Pay / })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  } catch (error) {
    // What the server said (warnings and errors), beside the failure.
    if (serverErrors !== '') {
      await test.info().attach('server stderr', { body: serverErrors, contentType: 'text/plain' });
    }
    throw error;
  } finally {
    await vendorContext?.close();
    await coupleApi.dispose();
  }
});
