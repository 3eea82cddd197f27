// Lighthouse (mobile emulation, its default throttling) on the public pages of a seeded
// marketplace, in Debian's Chromium: performance and SEO scores, largest contentful paint and
// the compressed JavaScript of the first view. Target: performance >= 90 on each page.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './harness';
import { seededData } from './seeded';
import { ensureBuild, WEB_DIST_DIR } from './web-build';

export const PERFORMANCE_TARGET = 90;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

async function seeded(): Promise<{ dataDir: string; storefront: string; city: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-bench-lighthouse-'));
  const { found } = await seededData({ dataDir, listings: 300 }, (sql) =>
    sql.query<{ id: number; firm_name: string; city: string }>(
      `SELECT id, firm_name, city FROM listings WHERE status = 'active' AND category = 'photo-video'
        ORDER BY id LIMIT 1`,
    ),
  );
  const [row] = found;
  if (!row) throw new Error('the seed made no photographer');
  const { storefrontPath } = await import('@mandap/shared/schemas/marketplace');
  return { dataDir, storefront: storefrontPath(Number(row.id), row.firm_name), city: row.city };
}

export async function lighthouseBenchmark(): Promise<{ lines: string[] }> {
  ensureBuild();
  const { dataDir, storefront, city } = await seeded();
  const app = await startServer('search-app.ts', [], { DATA_DIR: dataDir, WEB_DIST_DIR });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const lines: string[] = [];
  try {
    const pages = [
      ['/', '/'],
      ['/Vendors', `/Vendors?category=photo-video&city=${encodeURIComponent(city)}`],
      ['storefront', storefront],
    ] as const;
    for (const [name, pagePath] of pages) {
      const result = await lighthouse(`${app.url}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
      const { categories, audits } = result.lhr;
      const performance = Math.round((categories.performance?.score ?? 0) * 100);
      const seo = Math.round((categories.seo?.score ?? 0) * 100);
      const lcp = audits['largest-contentful-paint']?.numericValue ?? 0;
      const items = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
        ?.items;
      const scriptBytes = (items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      lines.push(
        `lighthouse ${name}: performance ${performance} (target >= ${PERFORMANCE_TARGET}) ${performance >= PERFORMANCE_TARGET ? 'PASS' : 'MISS'}, SEO ${seo}, LCP ${(lcp / 1000).toFixed(1)} s, JavaScript ${(scriptBytes / 1024).toFixed(0)} KiB on the wire`,
      );
    }
  } finally {
    chrome.kill();
    await app.stopped();
    await rm(dataDir, { recursive: true, force: true });
  }
  return { lines };
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}
