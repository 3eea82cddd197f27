// GET /api/catalogue through the whole app, against a bare node:http server sending the same
// bytes, in the same run. Target: the app serves at least 90% of the bare server's requests/s.
import { load, startServer } from './harness';

export const TARGET_RATIO = 0.9;

export async function catalogueBenchmark(
  seconds: number,
): Promise<{ ratio: number; lines: string[] }> {
  const bare = await startServer('bare.ts');
  const app = await startServer('app.ts');
  try {
    // Warm both up (JIT, connection set-up), then alternate so drift hits both alike.
    await load(`${bare.url}/api/catalogue`, 2);
    await load(`${app.url}/api/catalogue`, 2);
    const bareRuns = [];
    const appRuns = [];
    for (let round = 0; round < 2; round += 1) {
      bareRuns.push(await load(`${bare.url}/api/catalogue`, seconds));
      appRuns.push(await load(`${app.url}/api/catalogue`, seconds));
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const bareRps = mean(bareRuns.map((r) => r.requestsPerSecond));
    const appRps = mean(appRuns.map((r) => r.requestsPerSecond));
    const failures = [...bareRuns, ...appRuns].reduce((n, r) => n + r.errors + r.non2xx, 0);
    if (failures > 0) throw new Error(`${failures} requests failed during the catalogue benchmark`);
    const ratio = appRps / bareRps;
    return {
      ratio,
      lines: [
        `catalogue: bare node:http ${bareRps.toFixed(0)} req/s (p99 ${Math.max(...bareRuns.map((r) => r.p99LatencyMs))} ms)`,
        `catalogue: Mandap app     ${appRps.toFixed(0)} req/s (p99 ${Math.max(...appRuns.map((r) => r.p99LatencyMs))} ms)`,
        `catalogue: ratio ${(ratio * 100).toFixed(1)}% (target >= ${TARGET_RATIO * 100}%) ${ratio >= TARGET_RATIO ? 'PASS' : 'MISS'}`,
      ],
    };
  } finally {
    bare.stop();
    app.stop();
  }
}
