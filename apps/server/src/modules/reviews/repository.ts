import { and, count, desc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { queryRows } from '../../db/query';
import { users } from '../../db/schema/accounts';
import { enquiries } from '../../db/schema/contact';
import { listings } from '../../db/schema/listings';
import { listingRatings, reviewPhotos, reviews } from '../../db/schema/reviews';
import type { StoredMedia } from '../media/index';

// The SQL of verified reviews (migration 0012). listing_ratings is kept by a trigger: it is only
// read here.

export interface PhotoRow {
  id: number;
  storageKey: string;
  thumbKey: string;
  width: number;
  height: number;
}

const reviewColumns = {
  id: reviews.id,
  listingId: reviews.listingId,
  userId: reviews.userId,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  eventMonth: reviews.eventMonth,
  status: reviews.status,
  vendorReply: reviews.vendorReply,
  vendorRepliedAt: reviews.vendorRepliedAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  authorName: users.name,
  /** The event date of the enquiry the review came from: 'Verified enquiry' once it is past. */
  eventDate: sql<string>`(SELECT e.event_date::text FROM enquiries e WHERE e.id = "reviews"."enquiry_id")`,
  // Named in full: a bare "id" inside the subquery would be the photo's own.
  photos: sql<PhotoRow[]>`coalesce((
    SELECT json_agg(json_build_object(
      'id', p.id, 'storageKey', p.storage_key, 'thumbKey', p.thumb_key,
      'width', p.width, 'height', p.height
    ) ORDER BY p.position, p.id)
    FROM review_photos p WHERE p.review_id = "reviews"."id"
  ), '[]'::json)`,
};

export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

function selectReviews(db: Db) {
  return db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId));
}

/** The listing's owner, name and status, or undefined when there is no such listing. */
export async function listingOf(db: Db, listingId: number) {
  const [row] = await db
    .select({
      id: listings.id,
      vendorId: listings.vendorId,
      status: listings.status,
      firmName: listings.firmName,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}

/** One of the user's enquiries to a listing, as far as reviewing goes (issue 27). */
export interface EnquiryFact {
  id: number;
  eventDate: string;
  /** India's day the enquiry was sent on. */
  sentOn: string;
  status: 'new' | 'replied' | 'booked' | 'declined';
  /** The vendor wrote in its conversation or changed its status. */
  answered: boolean;
}

/** The user's enquiries to a listing, latest event first. */
export async function enquiryFacts(
  db: Db,
  userId: number,
  listingId: number,
): Promise<EnquiryFact[]> {
  return db
    .select({
      id: enquiries.id,
      eventDate: sql<string>`${enquiries.eventDate}::text`,
      sentOn: sql<string>`(${enquiries.createdAt} AT TIME ZONE 'Asia/Kolkata')::date::text`,
      status: enquiries.status,
      answered: sql<boolean>`(${enquiries.status} <> 'new' OR EXISTS (
        SELECT 1 FROM enquiry_messages m
        WHERE m.enquiry_id = ${enquiries.id} AND m.sender = 'vendor'))`,
    })
    .from(enquiries)
    .where(and(eq(enquiries.userId, userId), eq(enquiries.listingId, listingId)))
    .orderBy(desc(enquiries.eventDate), desc(enquiries.id));
}

/**
 * Whether the user's account shares an e-mail address or a phone number with the listing's
 * vendor account or with the listing's own contact details: then the reviewer is the vendor.
 * E-mails compare without case or surrounding spaces, phones by their last ten digits.
 */
export async function sharesContactWithVendor(
  db: Db,
  userId: number,
  listingId: number,
): Promise<boolean> {
  const [row] = await queryRows<{ shared: boolean }>(
    db,
    sql`
    SELECT EXISTS (
      SELECT 1
      FROM users u, listings l JOIN vendors v ON v.id = l.vendor_id
      WHERE u.id = ${userId} AND l.id = ${listingId}
        AND (lower(btrim(u.email)) IN (lower(btrim(v.email)), lower(btrim(l.email)))
          OR right(regexp_replace(u.phone, '[^0-9]', '', 'g'), 10) IN (
            right(regexp_replace(v.phone, '[^0-9]', '', 'g'), 10),
            right(regexp_replace(l.phone, '[^0-9]', '', 'g'), 10)))
    ) AS shared`,
  );
  return row?.shared === true;
}

/** The user's review of a listing, whatever its status. */
export async function reviewByUser(db: Db, userId: number, listingId: number) {
  const [row] = await selectReviews(db).where(
    and(eq(reviews.userId, userId), eq(reviews.listingId, listingId)),
  );
  return row;
}

/** A review that is not removed, with its listing's vendor. */
export async function shownReview(db: Db, reviewId: number) {
  const [row] = await db
    .select({ ...reviewColumns, vendorId: listings.vendorId })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(and(eq(reviews.id, reviewId), ne(reviews.status, 'removed')));
  return row;
}

/** A review of this user (any status), or undefined for anyone else's. */
export async function ownReview(db: Db, userId: number, reviewId: number) {
  const [row] = await selectReviews(db).where(
    and(eq(reviews.id, reviewId), eq(reviews.userId, userId)),
  );
  return row;
}

const ORDER = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
} as const;

/** A page of a listing's reviews that are shown (published and reported). */
export async function listReviews(
  db: Db,
  listingId: number,
  sort: keyof typeof ORDER,
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  return selectReviews(db)
    .where(and(eq(reviews.listingId, listingId), ne(reviews.status, 'removed')))
    .orderBy(...ORDER[sort])
    .limit(limit)
    .offset(offset);
}

/** The vendor's reviews of all their listings, shown ones: unreplied first, then newest first. */
export async function vendorReviews(db: Db, vendorId: number) {
  return db
    .select({ ...reviewColumns, firmName: listings.firmName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(and(eq(listings.vendorId, vendorId), ne(reviews.status, 'removed')))
    .orderBy(sql`(${reviews.vendorReply} IS NULL) DESC`, desc(reviews.createdAt), desc(reviews.id));
}

export type RatingRow = typeof listingRatings.$inferSelect;

/** The listing's kept rating, or undefined before its first review. */
export async function ratingOf(db: Db, listingId: number): Promise<RatingRow | undefined> {
  const [row] = await db
    .select()
    .from(listingRatings)
    .where(eq(listingRatings.listingId, listingId));
  return row;
}

export interface NewReview {
  listingId: number;
  userId: number;
  enquiryId: number;
  rating: number;
  title: string;
  body: string;
  eventMonth: string;
  /** The app's clock, not the database's: the 30 days of editing are counted from it. */
  createdAt: Date;
  updatedAt: Date;
}

function photoRows(reviewId: number, media: readonly StoredMedia[], firstPosition: number) {
  return media.map((m, i) => ({
    reviewId,
    position: firstPosition + i,
    storageKey: m.storageKey,
    // Images are always stored with a thumbnail (variants.ts); only videos have none.
    thumbKey: m.thumbKey ?? m.storageKey,
    contentType: m.contentType,
    bytes: m.bytes,
    width: m.width ?? 0,
    height: m.height ?? 0,
    originalName: m.originalName,
  }));
}

/**
 * Inserts a review and its photos in one transaction. Returns the new id, or undefined when the
 * user has reviewed the listing already (the unique constraint decides, so two at once cannot
 * both pass).
 */
export async function insertReview<T>(
  db: Db,
  review: NewReview,
  photos: readonly StoredMedia[],
  /** Runs in the same transaction after the insert: the vendor's notice (issue 31). */
  also: (tx: Db, reviewId: number) => Promise<T>,
): Promise<{ id: number; also: T } | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(reviews).values(review).returning({ id: reviews.id });
      if (!row) throw new Error('insert returned no row');
      if (photos.length > 0) await tx.insert(reviewPhotos).values(photoRows(row.id, photos, 0));
      return { id: row.id, also: await also(tx, row.id) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_user_id_listing_id_key')) return undefined;
    throw error;
  }
}

export interface ReviewEdit {
  rating: number;
  title: string;
  body: string;
}

/**
 * Edits a review in one transaction that first locks its row: `check` sees how many photos it
 * keeps after `removeIds` (only its own photos count) and may refuse (throw) before anything
 * changes. Returns the storage keys of the photos removed, whose files the caller deletes.
 */
export async function updateReview(
  db: Db,
  reviewId: number,
  edit: ReviewEdit,
  removeIds: readonly number[],
  photos: readonly StoredMedia[],
  now: Date,
  check: (kept: number) => void,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).for('update');
    const [tally] = await tx
      .select({ n: count(), last: max(reviewPhotos.position) })
      .from(reviewPhotos)
      .where(eq(reviewPhotos.reviewId, reviewId));
    const removed =
      removeIds.length === 0
        ? []
        : await tx
            .delete(reviewPhotos)
            .where(
              and(eq(reviewPhotos.reviewId, reviewId), inArray(reviewPhotos.id, [...removeIds])),
            )
            .returning({ storageKey: reviewPhotos.storageKey, thumbKey: reviewPhotos.thumbKey });
    check((tally?.n ?? 0) - removed.length);
    if (photos.length > 0) {
      await tx.insert(reviewPhotos).values(photoRows(reviewId, photos, (tally?.last ?? -1) + 1));
    }
    await tx
      .update(reviews)
      // An edit changes what a moderator decides on: a decision made on the old text is refused.
      .set({ ...edit, updatedAt: now, moderationVersion: sql`${reviews.moderationVersion} + 1` })
      .where(eq(reviews.id, reviewId));
    return removed.flatMap((r) => [r.storageKey, r.thumbKey]);
  });
}

/** Sets the vendor's reply unless there is one; true when it was set. */
export async function setReply(
  db: Db,
  reviewId: number,
  body: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ vendorReply: body, vendorRepliedAt: now, updatedAt: now })
    .where(and(eq(reviews.id, reviewId), sql`${reviews.vendorReply} IS NULL`))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

export type Reporter = { userId: number } | { vendorId: number };

/**
 * Records a report, once per person (a repeat changes nothing), and marks a shown review
 * reported, raising its moderation version (an operator deciding on what they saw before this
 * report is refused), in one statement: only a report that was recorded touches the review, so a
 * repeat after a decision does not mark it reported again with no open report (decision 0063).
 */
export async function insertReport(
  db: Db,
  reviewId: number,
  reporter: Reporter,
  reason: string,
  now: Date,
): Promise<void> {
  const who =
    'userId' in reporter
      ? sql`(review_id, user_id) WHERE user_id IS NOT NULL`
      : sql`(review_id, vendor_id) WHERE vendor_id IS NOT NULL`;
  await db.execute(sql`
    WITH added AS (
      INSERT INTO review_reports (review_id, user_id, vendor_id, reason, created_at)
      VALUES (${reviewId}, ${'userId' in reporter ? reporter.userId : null},
              ${'vendorId' in reporter ? reporter.vendorId : null}, ${reason}, ${now})
      ON CONFLICT ${who} DO NOTHING
      RETURNING id
    )
    UPDATE reviews
    SET status = 'reported', moderation_version = moderation_version + 1, updated_at = ${now}
    WHERE id = ${reviewId} AND status <> 'removed' AND EXISTS (SELECT 1 FROM added)`);
}

/**
 * The vendor's reviews without a reply (removed ones left out), oldest first, at most `limit`,
 * and how many there are in all: the vendor's home (issue 31).
 */
export async function unansweredReviews(db: Db, vendorId: number, limit: number) {
  const where = and(
    eq(listings.vendorId, vendorId),
    ne(reviews.status, 'removed'),
    sql`${reviews.vendorReply} IS NULL`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        listingId: reviews.listingId,
        firmName: listings.firmName,
        rating: reviews.rating,
        title: reviews.title,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .where(where)
      .orderBy(reviews.createdAt, reviews.id)
      .limit(limit),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
