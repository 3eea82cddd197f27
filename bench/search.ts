// GET /api/search with a seeded mix of text (synonyms, Hindi, a city in the text, common words,
// typos of real firm names), category, city and price queries at concurrency 50: 10,000 demo
// listings on PGlite, 100,000 on PostgreSQL. 3,000 distinct searches, asked by popularity
// (requestSequence): the app's cache answers the repeated ones, the database the rest.
// Baseline, in the same run: a bare node:http server running the same SQL on the same database
// (servers/search-bare.ts).
// Targets: p99 <= 100 ms (PGlite) and <= 50 ms (PostgreSQL); app >= 70% of the baseline's req/s.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { random } from '../apps/server/src/modules/demo/index';
import { queryMix } from '../apps/server/src/modules/search/index';
import { type LoadResult, loadMix, startServer } from './harness';
import { seededData } from './seeded';

export const P99_TARGET_MS = { pglite: 100, postgresql: 50 } as const;
export const TARGET_RATIO = 0.7;

/** Zipf's exponent of query popularity: the n-th most asked query is asked 1/n as often. */
const ZIPF_EXPONENT = 1;

/**
 * The order requests come in: `length` draws from `pool` by popularity (Zipf, the pool's order
 * being the rank), seeded. A few searches are asked again and again, most of the pool now and
 * then, some never in a short run: what a marketplace's search log looks like, rather than every
 * query asked equally often.
 */
export function requestSequence(pool: readonly string[], length: number): string[] {
  const r = random(2026, 8);
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= pool.length; rank += 1) {
    sum += 1 / rank ** ZIPF_EXPONENT;
    cumulative.push(sum);
  }
  const out: string[] = [];
  for (let i = 0; i < length; i += 1) {
    const x = r.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < x) lo = mid + 1;
      else hi = mid;
    }
    out.push(pool[lo] ?? '/');
  }
  return out;
}

/** Seeds the database; returns firm names to make typos of, and the seconds the seed took. */
async function seed(databaseUrl: string | undefined, dataDir: string, listings: number) {
  const { found, seedSeconds } = await seededData(
    { dataDir, databaseUrl, listings, imagesPerCategory: 1 },
    (sql) =>
      sql.query<{ firm_name: string }>('SELECT firm_name FROM listings ORDER BY id LIMIT 400'),
  );
  return { firmNames: found.map((row) => row.firm_name), seconds: seedSeconds };
}

interface Measured {
  bare: LoadResult[];
  app: LoadResult[];
  /** Per app run: the share of its measured requests that asked a search new to that run. */
  appNew: number[];
}

/** The share of paths[from, to) not asked in paths[0, i) before them: misses of any cache. */
function newShare(paths: readonly string[], from: number, to: number): number {
  const seen = new Set<string>();
  let fresh = 0;
  for (let i = 0; i < to; i += 1) {
    const path = paths[i % paths.length] ?? '';
    if (i >= from && !seen.has(path)) fresh += 1;
    seen.add(path);
  }
  return to > from ? fresh / (to - from) : 0;
}

/**
 * Alternates the two servers, two rounds; in each, every server is started afresh (an empty
 * cache; on PGlite the database belongs to one process at a time anyway), warmed up for 2 s,
 * then measured.
 */
async function measure(
  env: Record<string, string>,
  paths: string[],
  seconds: number,
): Promise<Measured> {
  const measured: Measured = { bare: [], app: [], appNew: [] };
  for (let round = 0; round < 2; round += 1) {
    for (const [file, into] of [
      ['search-bare.ts', measured.bare],
      ['search-app.ts', measured.app],
    ] as const) {
      const server = await startServer(file, [], env);
      try {
        // The sequence starts afresh; the measured part follows on from the warm-up.
        const cursor = { next: 0 };
        await loadMix(server.url, paths, 2, cursor);
        const from = cursor.next;
        into.push(await loadMix(server.url, paths, seconds, cursor));
        if (into === measured.app) measured.appNew.push(newShare(paths, from, cursor.next));
      } finally {
        await server.stopped();
      }
    }
  }
  return measured;
}

function report(kind: 'pglite' | 'postgresql', listings: number, m: Measured, seedSeconds: number) {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const failures = [...m.bare, ...m.app].reduce((n, r) => n + r.errors + r.non2xx, 0);
  if (failures > 0) throw new Error(`${failures} search requests failed on ${kind}`);
  const bareRps = mean(m.bare.map((r) => r.requestsPerSecond));
  const appRps = mean(m.app.map((r) => r.requestsPerSecond));
  const bareP99 = Math.max(...m.bare.map((r) => r.p99LatencyMs));
  const appP99 = Math.max(...m.app.map((r) => r.p99LatencyMs));
  const ratio = appRps / bareRps;
  const target = P99_TARGET_MS[kind];
  const label = `search (${kind}, ${listings.toLocaleString('en-IN')} listings, seeded in ${seedSeconds.toFixed(0)} s)`;
  return [
    `${label}: bare node:http + same SQL ${bareRps.toFixed(0)} req/s (p99 ${bareP99} ms)`,
    `${label}: Mandap app               ${appRps.toFixed(0)} req/s (p99 ${appP99} ms); searches new to the run ${m.appNew.map((x) => `${(x * 100).toFixed(1)}%`).join(', ')} of those measured`,
    `${label}: p99 ${appP99} ms (target <= ${target} ms) ${appP99 <= target ? 'PASS' : 'MISS'}; ratio ${(ratio * 100).toFixed(1)}% (target >= ${TARGET_RATIO * 100}%) ${ratio >= TARGET_RATIO ? 'PASS' : 'MISS'}`,
  ];
}

/** Requests enough for any run here: 10 s at well over what one server answers. */
const SEQUENCE_LENGTH = 200_000;

function sequenceOf(firmNames: readonly string[]): string[] {
  return requestSequence(queryMix(firmNames), SEQUENCE_LENGTH);
}

export async function searchBenchmark(seconds: number): Promise<{ lines: string[] }> {
  const lines: string[] = [];
  const pgliteListings = Number(process.env.BENCH_PGLITE_LISTINGS ?? 10_000);
  const postgresListings = Number(process.env.BENCH_POSTGRES_LISTINGS ?? 100_000);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-bench-search-'));
  try {
    const seeded = await seed(undefined, dataDir, pgliteListings);
    const m = await measure({ DATA_DIR: dataDir }, sequenceOf(seeded.firmNames), seconds);
    lines.push(...report('pglite', pgliteListings, m, seeded.seconds));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const adminUrl =
    process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    lines.push(`search (postgresql): skipped, no PostgreSQL at ${adminUrl}`);
    return { lines };
  }
  const name = `mandap_bench_${Date.now()}`;
  const pgDataDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-bench-search-pg-'));
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), DATA_DIR: pgDataDir };
    const seeded = await seed(env.DATABASE_URL, pgDataDir, postgresListings);
    const m = await measure(env, sequenceOf(seeded.firmNames), seconds);
    lines.push(...report('postgresql', postgresListings, m, seeded.seconds));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await rm(pgDataDir, { recursive: true, force: true });
  }
  return { lines };
}
