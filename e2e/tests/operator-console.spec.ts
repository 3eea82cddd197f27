import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { generateSync } from 'otplib/functional';

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
const email = `ops.${Date.now()}@mandap.example`;
const password = 'Console@2026';

function env(): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.DATABASE_URL;
  return {
    ...base,
    NODE_ENV: 'production',
    PAYMENTS: 'sandbox',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR,
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
