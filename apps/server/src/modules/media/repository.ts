import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingMedia } from '../../db/schema/listings';
import { reviewPhotos } from '../../db/schema/reviews';

/**
 * Which of `keys` a row names, as its file or its thumbnail (read only): listing_media, and the
 * photos of reviews (issue 16). The orphan sweep and the staged-media recovery keep, or publish,
 * exactly these.
 */
export async function referencedKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const [listingRows, reviewRows] = await Promise.all([
    db
      .select({ storageKey: listingMedia.storageKey, thumbKey: listingMedia.thumbKey })
      .from(listingMedia)
      .where(or(inArray(listingMedia.storageKey, keys), inArray(listingMedia.thumbKey, keys))),
    db
      .select({ storageKey: reviewPhotos.storageKey, thumbKey: reviewPhotos.thumbKey })
      .from(reviewPhotos)
      .where(or(inArray(reviewPhotos.storageKey, keys), inArray(reviewPhotos.thumbKey, keys))),
  ]);
  return new Set(
    [...listingRows, ...reviewRows].flatMap((row) =>
      row.thumbKey ? [row.storageKey, row.thumbKey] : [row.storageKey],
    ),
  );
}
