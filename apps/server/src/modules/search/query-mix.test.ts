import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SearchQuerySchema } from '@mandap/shared/schemas/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabase } from '../../../test/helper';
import { seedDemo } from '../demo/index';
import { localStorage } from '../media/index';
import { queryMix } from './query-mix';
import { createSearchCaches, listingsVersion, type RankLimits, runSearch } from './service';

// Every search of the benchmark's mix (bench/search.ts), asked of a seeded marketplace without
// any cache: its total, facets and ranked ids must stay as __snapshots__/query-mix.txt recorded
// them before issue 33 made search faster. Ranking limits are scaled down to the thousand
// listings so that every path is taken: all matches ranked, the ranked window found through the
// text index or newest first, and the tail after it; and the counts of a common text kept by the
// database after its first search. Each search is asked again through one
// server's caches, in the mix's order, as the app asks it: a word's facts, its typo's candidates
// (read with the facts when the word is new) and the counts kept between searches must change
// nothing either.

const LISTINGS = 1000;
const LIMITS: RankLimits = {
  exactRankLimit: 40,
  rankWindow: 30,
  indexedMatches: 200,
  // 'wedding' matches about 700: its counts are kept after its first search (migration 0039).
  keptTextMatches: 300,
};
// A fixed day: listing dates, and so the newest-first orders, are the same every run.
const NOW = new Date('2026-11-01T06:30:00Z');

let database: TestDatabase;
let mediaDir: string;
beforeAll(async () => {
  database = await testDatabase();
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-query-mix-'));
  await seedDemo({
    database,
    storage: localStorage(mediaDir),
    listings: LISTINGS,
    seed: 1,
    now: NOW,
    imagesPerCategory: 1,
  });
}, 120_000);
afterAll(async () => {
  await database?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('the benchmark mix', () => {
  it('finds what it found before, in the same order, for every search', async () => {
    const names = await database.sql.query<{ firm_name: string }>(
      'SELECT firm_name FROM listings ORDER BY id LIMIT 400',
    );
    const paths = [...new Set(queryMix(names.map((r) => r.firm_name)))];
    expect(paths.length).toBeGreaterThan(1500);
    const memo = { caches: createSearchCaches(), version: await listingsVersion(database.db) };
    const lines: string[] = [];
    const cachedLines: string[] = [];
    for (const p of paths) {
      const query = SearchQuerySchema.parse(
        Object.fromEntries(new URL(p, 'http://x').searchParams),
      );
      const line = (r: Awaited<ReturnType<typeof runSearch>>) => {
        const facets = [
          ...r.facets.categories.map((c) => `${c.slug}:${c.count}`),
          ...r.facets.cities.map((c) => `${c.city}:${c.count}`),
        ].join(',');
        return `${decodeURIComponent(p)} | ${r.total} | ${r.results.map((x) => x.listingId).join(',')} | ${facets}`;
      };
      lines.push(line(await runSearch(database.db, query, undefined, LIMITS)));
      cachedLines.push(line(await runSearch(database.db, query, memo, LIMITS)));
    }
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/query-mix.txt');
    expect(cachedLines).toEqual(lines);
    // Some texts' counts were kept after their first search, and read kept after it.
    const [kept] = await database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM search_kept_texts',
    );
    expect(kept?.n).toBeGreaterThan(0);
  }, 300_000);
});
