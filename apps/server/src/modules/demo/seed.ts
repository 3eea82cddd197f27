import type { CategorySlug } from '@mandap/shared/catalogue/categories';
import { COMMISSION_BASIS_POINTS, planById } from '@mandap/shared/plans';
import { freeUntil } from '@mandap/shared/refunds';
import type { Database } from '../../db/client';
import {
  deleteDemoVendors,
  insertDemoVendors,
  lockedPasswordHash,
  newVendorUniqueId,
} from '../accounts/index';
import {
  activateDemoListings,
  insertDemoFeatures,
  insertDemoImages,
  insertDemoListings,
} from '../listings/index';
import { type MediaStorage, newMediaKey } from '../media/index';
import { insertDemoPrices } from '../pricing/index';
import { type DemoListing, demoListing } from './generate';
import { imagePool, type PoolImage } from './images';
import { random } from './random';
import * as repo from './repository';

export const MAX_DEMO_LISTINGS = 100_000;
const BATCH = 500;
const FILE_CONCURRENCY = 64;

export interface SeedOptions {
  database: Database;
  storage: MediaStorage;
  listings: number;
  seed: number;
  now: Date;
  /** Pictures drawn per category and shared by its listings; 4 by default. */
  imagesPerCategory?: number;
  /** Called after each batch is committed. */
  progress?: (done: number, total: number) => void;
}

export interface SeedSummary {
  listings: number;
  /** Listings per category. */
  categories: Partial<Record<CategorySlug, number>>;
  cities: number;
  prices: number;
  images: number;
  files: number;
  /** How many demo listings were there before. */
  before: number;
}

interface StoredPoolImage extends PoolImage {
  largeKey: string;
  thumbKey: string;
}

async function inChunks<T>(items: readonly T[], size: number, fn: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

/**
 * Adds `listings` active demo listings (decision 0022): each with its own demo vendor, features
 * from its category, 1 to 6 price rows, 1 to 4 pictures, paid within the last year. Batches of
 * 500 are written in one transaction each, their files first; a failed batch removes its files.
 */
export async function seedDemo(options: SeedOptions): Promise<SeedSummary> {
  const { database, storage, seed, now } = options;
  if (!Number.isInteger(options.listings) || options.listings < 1) {
    throw new RangeError('listings must be a whole number from 1');
  }
  const perCategory = options.imagesPerCategory ?? 4;
  const before = await repo.demoVendorCount(database.db);
  // Nobody signs in as a demo vendor.
  const passwordHash = await lockedPasswordHash();
  const pool = await imagePool(random(seed, -1_000_000), perCategory);
  const stored = new Map<CategorySlug, StoredPoolImage[]>();
  const poolKeys: string[] = [];
  const summary: SeedSummary = {
    listings: 0,
    categories: {},
    cities: 0,
    prices: 0,
    images: 0,
    files: 0,
    before,
  };
  const cities = new Set<string>();
  try {
    for (const [category, images] of pool) {
      const list: StoredPoolImage[] = [];
      for (const image of images) {
        const largeKey = newMediaKey('img', '-large.webp');
        const thumbKey = newMediaKey('img', '-thumb.webp');
        poolKeys.push(largeKey, thumbKey);
        await storage.put(largeKey, image.large);
        await storage.put(thumbKey, image.thumb);
        list.push({ ...image, largeKey, thumbKey });
      }
      stored.set(category, list);
    }

    for (let start = 0; start < options.listings; start += BATCH) {
      const count = Math.min(BATCH, options.listings - start);
      const batch: DemoListing[] = [];
      for (let i = 0; i < count; i += 1) {
        batch.push(demoListing(seed, before + start + i, now, perCategory));
      }
      await writeBatch(database, batch, stored, passwordHash, storage, summary);
      for (const listing of batch) {
        summary.categories[listing.category] = (summary.categories[listing.category] ?? 0) + 1;
        cities.add(`${listing.city}|${listing.state}`);
      }
      summary.listings += count;
      options.progress?.(summary.listings, options.listings);
    }
  } finally {
    // The pool's own keys were only the source of the copies; the copies stay.
    await inChunks(poolKeys, FILE_CONCURRENCY, (key) => storage.delete(key));
  }
  summary.cities = cities.size;
  // A bulk load leaves the planner's statistics of the day the tables were small: search plans
  // (and PGlite has no autovacuum to notice) would be costed on them. VACUUM marks the new pages
  // all-visible, so counts by price are read from their index alone.
  await repo.vacuumAnalyse(database.db);
  return summary;
}

async function writeBatch(
  database: Database,
  batch: readonly DemoListing[],
  pool: ReadonlyMap<CategorySlug, StoredPoolImage[]>,
  passwordHash: string,
  storage: MediaStorage,
  summary: SeedSummary,
) {
  // Every listing_media key is unique: each picture gets its own keys, copies of the pool's (on
  // disk a hard link, the bytes written once; in a bucket a copy made by the store itself).
  const copies: { from: string; to: string }[] = [];
  const media = {
    listingIndex: [] as number[],
    storageKey: [] as string[],
    thumbKey: [] as string[],
    bytes: [] as number[],
    width: [] as number[],
    height: [] as number[],
    originalName: [] as string[],
    position: [] as number[],
  };
  batch.forEach((listing, index) => {
    const images = pool.get(listing.category) ?? [];
    listing.images.forEach((which, position) => {
      const image = images[which];
      if (!image) return;
      const largeKey = newMediaKey('img', '-large.webp');
      const thumbKey = newMediaKey('img', '-thumb.webp');
      copies.push({ from: image.largeKey, to: largeKey }, { from: image.thumbKey, to: thumbKey });
      media.listingIndex.push(index);
      media.storageKey.push(largeKey);
      media.thumbKey.push(thumbKey);
      media.bytes.push(image.large.length);
      media.width.push(image.width);
      media.height.push(image.height);
      media.originalName.push(image.name);
      media.position.push(position);
    });
  });

  const written: string[] = [];
  try {
    await inChunks(copies, FILE_CONCURRENCY, async (c) => {
      await storage.copy(c.from, c.to);
      written.push(c.to);
    });
    await database.db.transaction(async (tx) => {
      const vendorIds = await repo.nextIds(tx, 'vendors', batch.length);
      const listingIds = await repo.nextIds(tx, 'listings', batch.length);
      const idOf = (index: number) => listingIds[index] ?? 0;
      await insertDemoVendors(
        tx,
        {
          id: vendorIds,
          uniqueId: batch.map(() => newVendorUniqueId()),
          name: batch.map((l) => l.vendor.name),
          email: batch.map((l) => l.vendor.email),
          phone: batch.map((l) => l.vendor.phone),
          createdAt: batch.map((l) => l.createdAt.toISOString()),
        },
        passwordHash,
      );
      await insertDemoListings(
        tx,
        {
          id: listingIds,
          vendorId: vendorIds,
          category: batch.map((l) => l.category),
          firmName: batch.map((l) => l.firmName),
          email: batch.map((l) => l.email),
          phone: batch.map((l) => l.phone),
          houseNo: batch.map((l) => l.houseNo),
          city: batch.map((l) => l.city),
          nearBy: batch.map((l) => l.nearBy),
          district: batch.map((l) => l.district),
          state: batch.map((l) => l.state),
          pincode: batch.map((l) => l.pincode),
          description: batch.map((l) => l.description),
          plan: batch.map((l) => l.plan),
          starRating: batch.map((l) => l.starRating),
          amountPaise: batch.map((l) => l.amountPaise),
          paidAt: batch.map((l) => l.paidAt.toISOString()),
          freeUntil: batch.map((l) =>
            freeUntil(l.paidAt, planById(l.plan).freeMonths).toISOString(),
          ),
          highlights: batch.map((l) => l.highlights.join('|')),
          createdAt: batch.map((l) => l.createdAt.toISOString()),
        },
        COMMISSION_BASIS_POINTS,
      );
      const features = batch.flatMap((l, i) =>
        l.features.map((feature, position) => ({ id: idOf(i), feature, position })),
      );
      await insertDemoFeatures(tx, {
        listingId: features.map((f) => f.id),
        feature: features.map((f) => f.feature),
        position: features.map((f) => f.position),
      });
      const prices = batch.flatMap((l, i) =>
        l.prices.map((p, position) => ({ id: idOf(i), ...p, position })),
      );
      await insertDemoPrices(tx, {
        listingId: prices.map((p) => p.id),
        specification: prices.map((p) => p.specification),
        mrpPaise: prices.map((p) => p.mrpPaise),
        offerPaise: prices.map((p) => p.offerPaise),
        position: prices.map((p) => p.position),
      });
      await insertDemoImages(tx, {
        ...media,
        listingId: media.listingIndex.map(idOf),
      });
      await activateDemoListings(tx, listingIds);
      summary.prices += prices.length;
    });
  } catch (error) {
    await inChunks(written, FILE_CONCURRENCY, (key) => storage.delete(key));
    throw error;
  }
  summary.images += media.storageKey.length;
  summary.files += copies.length;
}

/** Removes every demo vendor with its listings (rows by cascade), then their files. */
export async function removeDemo(options: { database: Database; storage: MediaStorage }) {
  const { database, storage } = options;
  const { keys, counts } = await database.db.transaction(async (tx) => ({
    keys: await repo.demoMediaKeys(tx),
    counts: await deleteDemoVendors(tx),
  }));
  // After the commit: a file deleted before it could not be brought back if the delete failed.
  // A crash in between leaves files no row names; the hourly orphan sweep takes them.
  await inChunks(keys, FILE_CONCURRENCY, (key) => storage.delete(key));
  return { ...counts, files: keys.length };
}
