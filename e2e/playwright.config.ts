import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SMTP_PORT } from './fixtures/mail';
import { OCR_COPIES_DIR } from './fixtures/ocr-copies';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 3999);
// Port, data folder and web build can be moved so that two runs can share a machine.
const DATA_DIR = path.join(ROOT, '.test-output', `e2e-data-${PORT}`);
const WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist');

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(ROOT, '.test-output', `e2e-results-${PORT}`),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Room for a slow spell of the 2-core machine (every step 2-3x slower, a client-side
  // navigation 6 s): a test that passes takes no longer, one that hangs still fails.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // A test SMTP server for the run: the tests follow links from the e-mails it catches.
  globalSetup: './mail-catcher.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace (actions, DOM snapshots, network) but no screencast: the
    // screencast's frames cost the browser a fifth more CPU in every test that passes
    // (accounts.spec.ts: 195-211 s of CPU with it off, 227-244 s on).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // The production server on a data folder of its own, emptied at every run.
    command: `rm -rf "${DATA_DIR}" && node --import tsx apps/server/src/server.ts`,
    cwd: ROOT,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      // The browser tests pay with the sandbox's test cards.
      PAYMENTS: 'sandbox',
      // E-mails go to the run's test SMTP server (e2e/mail-catcher.ts), whose catch the tests
      // read verification links from (decision 0069).
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // The law asks for a named grievance officer; production will not start without one.
      GRIEVANCE_OFFICER_NAME: 'Browser Test Officer',
      GRIEVANCE_OFFICER_EMAIL: 'grievances@mandap.example',
      GRIEVANCE_OFFICER_ADDRESS: 'Mandap, 12 MG Road, Bengaluru 560001',
      // Mandap's tax details, or documents marked SPECIMEN (decision 0073).
      INVOICES: 'specimen',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // Production names the site by PUBLIC_URL alone (canonical links, the sitemap).
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR,
      WEB_DIST_DIR,
      OCR_COPIES_DIR,
      LOG_LEVEL: 'warn',
      // Every account of the browser tests signs up from 127.0.0.1 (issue 27 limits sign-ups
      // per address; the limit's own tests are apps/server/test/security/signup-limit.test.ts).
      SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
      // Every page of the browser tests comes from 127.0.0.1 too: analytics counts at most 60
      // pages a minute from one address (issue 27, decision 0056; its tests are in
      // apps/server/test/security/counting-integrity.test.ts).
      COUNTED_PAGES_PER_MINUTE: '100000',
      // And every search (issue 27, decision 0058; its tests: test/security/search-limits.test.ts).
      SEARCHES_PER_ADDRESS_PER_MINUTE: '1000000',
    },
  },
});
