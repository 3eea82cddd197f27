import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingMedia } from '../../db/schema/listings';

/** Which of `keys` a listing_media row names, as its file or its thumbnail (read only). */
export async function referencedKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ storageKey: listingMedia.storageKey, thumbKey: listingMedia.thumbKey })
    .from(listingMedia)
    .where(or(inArray(listingMedia.storageKey, keys), inArray(listingMedia.thumbKey, keys)));
  return new Set(
    rows.flatMap((row) => (row.thumbKey ? [row.storageKey, row.thumbKey] : [row.storageKey])),
  );
}
