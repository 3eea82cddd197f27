import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { vendors } from '../../db/schema/accounts';
import { listingFeatures, listingMedia, listingPrices, listings } from '../../db/schema/listings';
import type { MediaCounts, StoredMedia } from '../media/index';

export type NewListing = typeof listings.$inferInsert;

/** Inserts a listing with its features and media in one transaction: all of it or none. */
export async function insertListing(
  db: Db,
  listing: NewListing,
  features: readonly string[],
  media: readonly StoredMedia[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(listings).values(listing).returning({ id: listings.id });
    if (!row) throw new Error('insert returned no row');
    if (features.length > 0) {
      await tx
        .insert(listingFeatures)
        .values(features.map((feature, position) => ({ listingId: row.id, feature, position })));
    }
    if (media.length > 0) {
      const positions = { image: 0, video: 0 };
      await tx.insert(listingMedia).values(
        media.map((m) => ({
          ...m,
          listingId: row.id,
          position: positions[m.kind]++,
        })),
      );
    }
    return row.id;
  });
}

export async function listByVendor(db: Db, vendorId: number) {
  return db
    .select()
    .from(listings)
    .where(eq(listings.vendorId, vendorId))
    .orderBy(desc(listings.createdAt), desc(listings.id));
}

/** The listing if it belongs to `vendorId`; undefined otherwise (never another vendor's). */
export async function findOwned(db: Db, vendorId: number, listingId: number) {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.vendorId, vendorId)));
  return row;
}

/** Any listing by id, whoever owns it (the console's actions, payments' admin refund). */
export async function findById(db: Db, listingId: number) {
  const [row] = await db.select().from(listings).where(eq(listings.id, listingId));
  return row;
}

export async function featuresOf(db: Db, listingId: number) {
  const rows = await db
    .select({ feature: listingFeatures.feature })
    .from(listingFeatures)
    .where(eq(listingFeatures.listingId, listingId))
    .orderBy(asc(listingFeatures.position));
  return rows.map((r) => r.feature);
}

export async function mediaOf(db: Db, listingId: number) {
  return db
    .select()
    .from(listingMedia)
    .where(eq(listingMedia.listingId, listingId))
    .orderBy(asc(listingMedia.kind), asc(listingMedia.position));
}

/** Replaces a listing's details and features in one transaction. */
export async function updateDetails(
  db: Db,
  listingId: number,
  details: Partial<NewListing>,
  features: readonly string[],
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(listings)
      .set({ ...details, updatedAt: now })
      .where(eq(listings.id, listingId));
    await tx.delete(listingFeatures).where(eq(listingFeatures.listingId, listingId));
    if (features.length > 0) {
      await tx
        .insert(listingFeatures)
        .values(features.map((feature, position) => ({ listingId, feature, position })));
    }
  });
}

/** How many images and videos a listing has, and the position after the last of each. */
async function mediaTally(db: Db | Tx, listingId: number) {
  const rows = await db
    .select({ kind: listingMedia.kind, count: count(), last: max(listingMedia.position) })
    .from(listingMedia)
    .where(eq(listingMedia.listingId, listingId))
    .groupBy(listingMedia.kind);
  const counts = { image: 0, video: 0 };
  const next = { image: 0, video: 0 };
  for (const row of rows) {
    counts[row.kind] = row.count;
    next[row.kind] = (row.last ?? -1) + 1;
  }
  return { counts, next };
}

/** How many images and videos a listing has (outside any transaction: a first look). */
export async function mediaCounts(db: Db, listingId: number): Promise<MediaCounts> {
  return (await mediaTally(db, listingId)).counts;
}

/**
 * Adds media after the listing's existing ones, in one transaction that first locks the
 * listing's row: uploads to one listing are recorded one at a time, and `check` sees what the
 * listing has at that moment and may refuse (throw) before anything is added.
 */
export async function addMedia(
  db: Db,
  listingId: number,
  media: readonly StoredMedia[],
  check: (has: MediaCounts) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for('update');
    const { counts, next } = await mediaTally(tx, listingId);
    check(counts);
    if (media.length === 0) return;
    await tx
      .insert(listingMedia)
      .values(media.map((m) => ({ ...m, listingId, position: next[m.kind]++ })));
  });
}

/** Deletes one media row of a listing; returns it (for its files) or undefined. */
export async function deleteMedia(db: Db, listingId: number, mediaId: number) {
  const [row] = await db
    .delete(listingMedia)
    .where(and(eq(listingMedia.id, mediaId), eq(listingMedia.listingId, listingId)))
    .returning();
  return row;
}

export async function activate(
  tx: Tx,
  listingId: number,
  terms: { freeUntil: Date; commissionBasisPoints: number },
  now: Date,
) {
  await tx
    .update(listings)
    .set({
      status: 'active',
      paidAt: now,
      freeUntil: terms.freeUntil,
      commissionBasisPoints: terms.commissionBasisPoints,
      updatedAt: now,
    })
    .where(and(eq(listings.id, listingId), eq(listings.status, 'pending_payment')));
}

export async function suspend(tx: Tx, listingId: number, now: Date) {
  await tx
    .update(listings)
    .set({ status: 'suspended', updatedAt: now })
    .where(eq(listings.id, listingId));
}

/**
 * The vendor's listings with what the vendor's home checks (issue 31): status, free period,
 * vendor id, and how many photos and price rows each has. Oldest first.
 */
export async function listingsWithParts(db: Db, vendorId: number) {
  return db
    .select({
      id: listings.id,
      firmName: listings.firmName,
      category: listings.category,
      status: listings.status,
      freeUntil: listings.freeUntil,
      vendorUniqueId: vendors.uniqueId,
      photos: sql<number>`(SELECT count(*)::int FROM ${listingMedia}
        WHERE ${listingMedia.listingId} = ${listings.id} AND ${listingMedia.kind} = 'image')`.mapWith(
        Number,
      ),
      prices: sql<number>`(SELECT count(*)::int FROM ${listingPrices}
        WHERE ${listingPrices.listingId} = ${listings.id})`.mapWith(Number),
    })
    .from(listings)
    .innerJoin(vendors, eq(vendors.id, listings.vendorId))
    .where(eq(listings.vendorId, vendorId))
    .orderBy(asc(listings.createdAt), asc(listings.id));
}
