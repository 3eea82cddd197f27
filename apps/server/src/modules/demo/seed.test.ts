import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CATEGORY_SLUGS } from '@mandap/shared/catalogue/categories';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { listingFields } from '../../../test/listings';
import { multipart, png } from '../../../test/multipart';
import { payThroughSandbox } from '../../../test/payments';
import { openDatabase } from '../../db/client';
import { DEMO_EMAIL_DOMAIN, demoListing } from './generate';
import { CITIES } from './places';
import { removeDemo, seedDemo } from './seed';
import { parseSeedCommand } from './seed-args';

const SEED_CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed-cli.ts');
const run = promisify(execFile);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A real vendor's paid listing with one picture: what removing the demo must not touch. */
async function realListing() {
  const vendor = await signedIn(t.app, 'vendor');
  const body = multipart(listingFields({ firmName: 'Asli Caterers' }), [
    { field: 'images', name: 'thali.png', type: 'image/png', data: await png(600, 400) },
  ]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/vendor/listings/catering',
    headers: { ...body.headers, cookie: vendor.cookie },
    payload: body.payload,
  });
  const { listingId } = created.json() as { listingId: number };
  await payThroughSandbox(t.app, vendor.cookie, listingId);
  return listingId;
}

interface DemoRow extends Record<string, unknown> {
  id: number;
  category: string;
  firm_name: string;
  city: string;
  pincode: string;
  star_rating: number | null;
  status: string;
  email: string;
}

async function demoRows() {
  return t.database.sql.query<DemoRow>(
    `SELECT l.id::integer AS id, l.category, l.firm_name, l.city, l.pincode, l.star_rating,
            l.status, l.email
     FROM listings l JOIN vendors v ON v.id = l.vendor_id WHERE v.is_demo ORDER BY l.id`,
  );
}

async function mediaKeys(listingIds: number[]) {
  const rows = await t.database.sql.query<{ storage_key: string; thumb_key: string }>(
    'SELECT storage_key, thumb_key FROM listing_media WHERE listing_id = ANY ($1::bigint[])',
    [listingIds],
  );
  return rows.flatMap((r) => [r.storage_key, r.thumb_key]);
}

describe('demo seed', () => {
  it('adds N active listings over every category and 30+ cities, with prices and pictures, and removes only them', async () => {
    const real = await realListing();
    const realKeys = await mediaKeys([real]);
    expect(realKeys).toHaveLength(2);
    const storage = t.parts.storage;
    const now = t.clock.now();

    const summary = await seedDemo({
      database: t.database,
      storage,
      listings: 40,
      seed: 7,
      now,
      imagesPerCategory: 2,
    });
    expect(summary).toMatchObject({ listings: 40, before: 0 });

    const rows = await demoRows();
    expect(rows).toHaveLength(40);
    expect(rows.every((r) => r.status === 'active')).toBe(true);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORY_SLUGS));
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(30);
    expect(rows.every((r) => r.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`))).toBe(true);
    // The same seed and numbers always give the same listings.
    expect(rows.map((r) => r.firm_name)).toEqual(
      Array.from({ length: 40 }, (_, i) => demoListing(7, i, now, 2).firmName),
    );
    for (const row of rows) {
      const city = CITIES.find((c) => c.city === row.city);
      expect(city?.areas.map((a) => a.pincode)).toContain(row.pincode);
      expect(row.star_rating === null).toBe(row.category !== 'hotel');
    }

    const prices = await t.database.sql.query<{
      listing_id: number;
      category: string;
      mrp_paise: number;
      offer_paise: number;
    }>(
      `SELECT p.listing_id::integer AS listing_id, l.category, p.mrp_paise, p.offer_paise
       FROM listing_prices p JOIN listings l ON l.id = p.listing_id
       WHERE p.listing_id = ANY ($1::bigint[])`,
      [rows.map((r) => r.id)],
    );
    for (const row of rows) {
      const own = prices.filter((p) => p.listing_id === row.id);
      if (row.category === 'corporate') expect(own).toHaveLength(1);
      else expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(6);
    }
    for (const p of prices) {
      expect(p.offer_paise).toBeGreaterThan(0);
      expect(p.offer_paise).toBeLessThanOrEqual(p.mrp_paise);
      if (p.category === 'pandit') {
        expect(p.offer_paise).toBeGreaterThanOrEqual(50_100);
        expect(p.offer_paise).toBeLessThanOrEqual(5_100_000);
      }
    }

    const demoKeys = await mediaKeys(rows.map((r) => r.id));
    expect(demoKeys.length).toBeGreaterThanOrEqual(80);
    for (const key of demoKeys) expect((await storage.stat(key))?.size, key).toBeGreaterThan(0);
    const file = await storage.read(demoKeys[0] ?? '');
    if (!file) throw new Error('the first demo picture is not stored');
    const picture = await sharp(await buffer(file.body)).metadata();
    expect(picture.format).toBe('webp');

    // A demo storefront is a storefront like any other, pictures included.
    const first = rows[0];
    const page = await t.app.inject({ method: 'GET', url: `/api/listings/${first?.id}` });
    expect(page.statusCode).toBe(200);
    const image = page.json().media[0];
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: image.thumbUrl })).statusCode).toBe(200);

    // The pool the copies were made from is gone: the media folder holds listing files only.
    const stored: string[] = [];
    for await (const { key } of storage.list()) stored.push(key);
    expect(stored.sort()).toEqual([...demoKeys, ...realKeys].sort());

    const removed = await removeDemo({ database: t.database, storage });
    expect(removed).toEqual({ vendors: 40, listings: 40, files: demoKeys.length });
    expect(await demoRows()).toEqual([]);
    for (const key of demoKeys) expect(await storage.stat(key)).toBeNull();
    for (const key of realKeys) expect((await storage.stat(key))?.size).toBeGreaterThan(0);
    const realPage = await t.app.inject({ method: 'GET', url: `/api/listings/${real}` });
    expect(realPage.json()).toMatchObject({ firmName: 'Asli Caterers', listingId: real });
  });

  it('numbers on from the demo listings already there', async () => {
    const now = t.clock.now();
    await seedDemo({
      database: t.database,
      storage: t.parts.storage,
      listings: 3,
      seed: 9,
      now,
      imagesPerCategory: 1,
    });
    const more = await seedDemo({
      database: t.database,
      storage: t.parts.storage,
      listings: 2,
      seed: 9,
      now,
      imagesPerCategory: 1,
    });
    expect(more.before).toBe(3);
    expect((await demoRows()).map((r) => r.firm_name)).toEqual(
      Array.from({ length: 5 }, (_, i) => demoListing(9, i, now, 1).firmName),
    );
    await removeDemo({ database: t.database, storage: t.parts.storage });
  });
});

describe('npm run seed', () => {
  it.each([
    [['--listings', '40'], { listings: 40, seed: 1, remove: false }],
    [['--listings=10,000', '--seed', '3'], { listings: 10_000, seed: 3, remove: false }],
    [['--remove'], { listings: undefined, seed: 1, remove: true }],
    [['--remove', '--listings', '5'], { listings: 5, seed: 1, remove: true }],
  ])('reads %j', (args, command) => {
    expect(parseSeedCommand(args)).toEqual(command);
  });

  it.each([
    [[], 'Say how many listings to add (--listings N), or --remove.'],
    [['--listings', 'ten'], "--listings must be a whole number, not 'ten'."],
    [['--listings', '0'], '--listings must be between 1 and 1,00,000, not 0.'],
    [['--listings=-5'], "--listings must be a whole number, not '-5'."],
    [['--listings', '200000'], '--listings must be between 1 and 1,00,000, not 200000.'],
    [['--seed', '4'], '--seed goes with --listings N.'],
    [['--listing', '4'], "Unknown option '--listing'"],
  ])('refuses %j', (args, message) => {
    expect(() => parseSeedCommand(args)).toThrow(message);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    'fills the embedded database of DATA_DIR, as npm start would open it, and empties it',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-seed-'));
      // A port nothing listens on, so the check for a running server finds none.
      const env = { ...process.env, DATA_DIR: dataDir, PORT: '9', DATABASE_URL: '' };
      try {
        const seeded = await run(
          process.execPath,
          ['--import', 'tsx', SEED_CLI, '--listings', '20'],
          {
            env,
          },
        );
        expect(seeded.stdout).toContain('20 / 20 (100%)');
        expect(seeded.stdout).toContain('Added 20 active demo listings');
        expect(seeded.stdout).toContain('17 categories');

        const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
        try {
          const [count] = await database.sql.query<{ n: number }>(
            "SELECT count(*)::integer AS n FROM listings WHERE status = 'active'",
          );
          expect(count?.n).toBe(20);
        } finally {
          await database.close();
        }

        const removed = await run(process.execPath, ['--import', 'tsx', SEED_CLI, '--remove'], {
          env,
        });
        expect(removed.stdout).toMatch(
          /Removed 20 demo listings of 20 demo vendors and \d+ media files/,
        );

        const refused = await run(
          process.execPath,
          ['--import', 'tsx', SEED_CLI, '--listings', 'x'],
          {
            env,
          },
        ).catch((error: { code: number; stderr: string }) => error);
        expect(refused).toMatchObject({ code: 2 });
        expect((refused as { stderr: string }).stderr).toContain(
          "--listings must be a whole number, not 'x'.",
        );
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
