// A storefront page's server-rendered HTML at concurrency 50, through the whole app (routing,
// security headers, page cache, view counting), against a bare node:http server sending the same
// status, headers and bytes, in the same run. Target: the app at >= 50% of the bare server.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { load, PHONE_USER_AGENT, startServer } from './harness';
import { seededData } from './seeded';
import { ensureBuild, WEB_DIST_DIR } from './web-build';

export const TARGET_RATIO = 0.5;

async function seededDataDir(): Promise<{ dataDir: string; storefrontPath: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-bench-storefront-'));
  // A storefront with several price rows and pictures: a full page, not the smallest one.
  const { found } = await seededData({ dataDir, listings: 200, imagesPerCategory: 1 }, (sql) =>
    sql.query<{ id: number; firm_name: string }>(
      `SELECT l.id, l.firm_name FROM listings l
          WHERE l.status = 'active'
          ORDER BY (SELECT count(*) FROM listing_prices p WHERE p.listing_id = l.id) DESC,
                   (SELECT count(*) FROM listing_media m WHERE m.listing_id = l.id) DESC, l.id
          LIMIT 1`,
    ),
  );
  const [row] = found;
  if (!row) throw new Error('the seed made no active listing');
  const { storefrontPath } = await import('@mandap/shared/schemas/marketplace');
  return { dataDir, storefrontPath: storefrontPath(Number(row.id), row.firm_name) };
}

export async function storefrontBenchmark(seconds: number): Promise<{ lines: string[] }> {
  ensureBuild();
  const { dataDir, storefrontPath } = await seededDataDir();
  const env = { DATA_DIR: dataDir, WEB_DIST_DIR };
  const app = await startServer('search-app.ts', [], env);
  try {
    const page = await fetch(`${app.url}${storefrontPath}`, {
      headers: { 'user-agent': PHONE_USER_AGENT },
    });
    const body = Buffer.from(await page.arrayBuffer());
    if (page.status !== 200 || !body.includes('<h1')) {
      throw new Error(`${storefrontPath} answered ${page.status} without a rendered page`);
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of page.headers) {
      if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) {
        headers[name] = value;
      }
    }
    const bare = await startServer('bytes.ts', [], {
      BYTES_BODY: body.toString('base64'),
      BYTES_HEADERS: JSON.stringify(headers),
    });
    try {
      await load(`${bare.url}/`, 2);
      await load(`${app.url}${storefrontPath}`, 2, 50, { 'user-agent': PHONE_USER_AGENT });
      const bareRuns = [];
      const appRuns = [];
      for (let round = 0; round < 2; round += 1) {
        bareRuns.push(await load(`${bare.url}/`, seconds));
        appRuns.push(
          await load(`${app.url}${storefrontPath}`, seconds, 50, {
            'user-agent': PHONE_USER_AGENT,
          }),
        );
      }
      const failures = [...bareRuns, ...appRuns].reduce((n, r) => n + r.errors + r.non2xx, 0);
      if (failures > 0) throw new Error(`${failures} requests failed in the storefront benchmark`);
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const bareRps = mean(bareRuns.map((r) => r.requestsPerSecond));
      const appRps = mean(appRuns.map((r) => r.requestsPerSecond));
      const ratio = appRps / bareRps;
      return {
        lines: [
          `storefront: ${(body.length / 1024).toFixed(1)} KiB of HTML for ${storefrontPath}`,
          `storefront: bare node:http ${bareRps.toFixed(0)} req/s (p99 ${Math.max(...bareRuns.map((r) => r.p99LatencyMs))} ms)`,
          `storefront: Mandap app     ${appRps.toFixed(0)} req/s (p99 ${Math.max(...appRuns.map((r) => r.p99LatencyMs))} ms)`,
          `storefront: ratio ${(ratio * 100).toFixed(1)}% (target >= ${TARGET_RATIO * 100}%) ${ratio >= TARGET_RATIO ? 'PASS' : 'MISS'}`,
        ],
      };
    } finally {
      await bare.stopped();
    }
  } finally {
    await app.stopped();
    await rm(dataDir, { recursive: true, force: true });
  }
}
