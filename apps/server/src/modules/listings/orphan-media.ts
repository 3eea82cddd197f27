import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingMedia } from '../../db/schema/listings';
import type { MediaStorage } from '../../platform/storage';

/**
 * How long a stored file may exist without a listing_media row before it is taken for an
 * orphan. An upload stores its files first and records them in one transaction at the end, so
 * a file younger than this may belong to an upload still on its way (a slow phone line can take
 * an hour over 500 MB); a day is far beyond any upload.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

const BATCH = 500;

/**
 * Deletes stored media that no listing refers to and that are older than the grace period:
 * what a crash between storing an upload's files and its transaction leaves behind (a refused
 * or failed upload removes its own files at once). Returns how many files were deleted.
 */
export async function sweepOrphanMedia(
  db: Db,
  storage: MediaStorage,
  now: Date,
  graceMs = ORPHAN_GRACE_MS,
): Promise<number> {
  const cutoff = now.getTime() - graceMs;
  let deleted = 0;
  let batch: string[] = [];
  const flush = async () => {
    const keys = batch;
    batch = [];
    if (keys.length === 0) return;
    const rows = await db
      .select({ storageKey: listingMedia.storageKey, thumbKey: listingMedia.thumbKey })
      .from(listingMedia)
      .where(or(inArray(listingMedia.storageKey, keys), inArray(listingMedia.thumbKey, keys)));
    const referenced = new Set(rows.flatMap((row) => [row.storageKey, row.thumbKey]));
    for (const key of keys) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      deleted += 1;
    }
  };
  for await (const { key, writtenAt } of storage.list()) {
    if (writtenAt.getTime() > cutoff) continue;
    batch.push(key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return deleted;
}
