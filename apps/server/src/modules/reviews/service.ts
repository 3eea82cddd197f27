import { dayInWords, indianDate } from '@mandap/shared/dates';
import { type MediaKind, type MediaRule, REGISTRATION_MEDIA } from '@mandap/shared/media';
import { DELETED_NAME } from '@mandap/shared/privacy';
import { VENDOR_REVIEWS_PAGE } from '@mandap/shared/reviews';
import { fieldErrorsOf } from '@mandap/shared/schemas/errors';
import {
  type RatingSummary,
  REVIEW_LIMITS,
  type Review,
  ReviewFieldsSchema,
  type ReviewSort,
  type VendorReviewList,
} from '@mandap/shared/schemas/reviews';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { DomainError, formError } from '../../platform/domain-errors';
import {
  discardMedia,
  discardUpload,
  type MediaGuard,
  type MediaLog,
  type MediaStorage,
  publishUpload,
  receiveUpload,
  type UploadPart,
  type UploadPolicy,
} from '../media/index';
import { type NewNotification, type Notifier, noticeInBothLanguages } from '../notifications/index';
import * as repo from './repository';

// Verified reviews (issue 16, decision 0034): who may review, writing and editing with photos,
// the vendor's reply, reports, and what storefronts, lists and search show.

export const NO_SUCH_LISTING =
  'This vendor is not listed on Mandap right now, so it cannot be reviewed. Search the ' +
  'marketplace for other vendors.';
export const NO_SUCH_REVIEW = 'No such review was found.';
export const SEND_ENQUIRY_FIRST =
  'You can review a vendor after your event with them: send an enquiry first.';
export const ALREADY_REVIEWED =
  'You have already reviewed this vendor. You can edit your review instead.';
export const ALREADY_REPLIED = 'You have already replied to this review. A reply is given once.';
export const REVIEW_REMOVED = 'Your review of this vendor was removed by our moderators.';

/** 'Rohan M.': the first name and the initial of the last word, never more of a person. */
export function authorName(fullName: string): string {
  // An erased account's reviews stay, without a name (decision 0072).
  if (fullName === DELETED_NAME) return DELETED_NAME;
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  if (words.length < 2) return first || 'Mandap user';
  const initial = Array.from(words.at(-1) ?? '')[0] ?? '';
  return `${first} ${initial.toLocaleUpperCase('en-IN')}.`;
}

function photoOf(p: repo.PhotoRow) {
  return {
    id: Number(p.id),
    url: `/media/${p.storageKey}`,
    thumbUrl: `/media/${p.thumbKey}`,
    width: p.width,
    height: p.height,
  };
}

/**
 * A review row as anyone sees it (never the user's id, email or phone). `today` is India's day:
 * a review is 'Verified enquiry' once the event it came from has happened (decision 0078), not
 * before, though a review may be written earlier on an enquiry the vendor marked Booked.
 */
export function reviewOf(row: repo.ReviewRow, today: string): Review {
  return {
    id: row.id,
    listingId: row.listingId,
    rating: row.rating,
    title: row.title,
    body: row.body,
    authorName: authorName(row.authorName),
    eventMonth: row.eventMonth.slice(0, 7),
    verified: row.eventDate < today,
    photos: row.photos.map(photoOf),
    vendorReply:
      row.vendorReply !== null && row.vendorRepliedAt !== null
        ? { body: row.vendorReply, repliedAt: row.vendorRepliedAt.toISOString() }
        : null,
    // Removed reviews never reach here (callers leave them out).
    status: row.status === 'reported' ? 'reported' : 'published',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The average (one decimal), the count and the distribution, 5 stars first. */
export function ratingSummary(row: repo.RatingRow | undefined): RatingSummary {
  const count = row?.reviewCount ?? 0;
  const byStars: Record<number, number> = {
    1: row?.stars1 ?? 0,
    2: row?.stars2 ?? 0,
    3: row?.stars3 ?? 0,
    4: row?.stars4 ?? 0,
    5: row?.stars5 ?? 0,
  };
  return {
    average: row && count > 0 ? Math.round((row.ratingSum / count) * 10) / 10 : null,
    count,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: byStars[stars] ?? 0 })),
  };
}

async function activeListing(db: Db, listingId: number) {
  const listing = await repo.listingOf(db, listingId);
  if (listing?.status !== 'active') throw new DomainError('not_found', NO_SUCH_LISTING);
  return listing;
}

function editableUntil(row: repo.ReviewRow): Date {
  return new Date(row.createdAt.getTime() + REVIEW_LIMITS.editableForMs);
}

export const SAME_PERSON_AS_VENDOR =
  'You cannot review this vendor: your account shares an e-mail address or phone number with ' +
  "the vendor's account or listing. Reviews on Mandap come from couples, not from vendors themselves.";
export const AWAITING_VENDOR_ANSWER =
  'You can review this vendor once they have answered your enquiry. Their reply will appear in ' +
  'your inbox; you can also send them a message there.';
export const ENQUIRY_TOO_LATE =
  'Reviews come from enquiries sent before the event: yours was sent on or after its event ' +
  'date, so it cannot lead to a review. Send an enquiry for your next event ahead of its date.';

type Verdict =
  | { ok: true; enquiryId: number; eventMonth: string }
  | { ok: false; refusal: 'forbidden' | 'conflict'; reason: string };

/**
 * Whether the user may write a review of the (active) listing now, and on which enquiry
 * (decision 0034, tightened by 0054): the user is not the vendor (no shared e-mail or phone), and
 * an enquiry sent before its event date, answered by the vendor, whose date has passed (India's
 * day) or that the vendor marked Booked. The latest such enquiry by event date is the one.
 */
async function verdict(db: Db, userId: number, listingId: number, now: Date): Promise<Verdict> {
  const today = indianDate(now);
  const facts = await repo.enquiryFacts(db, userId, listingId);
  if (facts.length === 0) return { ok: false, refusal: 'forbidden', reason: SEND_ENQUIRY_FIRST };
  if (await repo.sharesContactWithVendor(db, userId, listingId)) {
    return { ok: false, refusal: 'forbidden', reason: SAME_PERSON_AS_VENDOR };
  }
  // Sent for a day already begun cannot verify anything: anyone could enquire and review at once.
  const timely = facts.filter((f) => f.sentOn < f.eventDate);
  const qualifying = timely.find(
    (f) => f.answered && (f.eventDate < today || f.status === 'booked'),
  );
  if (qualifying) {
    return {
      ok: true,
      enquiryId: qualifying.id,
      eventMonth: `${qualifying.eventDate.slice(0, 7)}-01`,
    };
  }
  if (timely.length === 0) return { ok: false, refusal: 'forbidden', reason: ENQUIRY_TOO_LATE };
  // The earliest event still ahead (facts come latest first), else the vendor has not answered.
  const ahead = timely.filter((f) => f.eventDate >= today).at(-1);
  if (ahead) {
    return {
      ok: false,
      refusal: 'forbidden',
      reason: `You can review after your event date, ${dayInWords(ahead.eventDate)}.`,
    };
  }
  return { ok: false, refusal: 'forbidden', reason: AWAITING_VENDOR_ANSWER };
}

/** `GET /api/user/listings/:listingId/review`: may the user review it, and their review. */
export async function reviewEligibility(db: Db, userId: number, listingId: number, now: Date) {
  await activeListing(db, listingId);
  const own = await repo.reviewByUser(db, userId, listingId);
  if (own?.status === 'removed') {
    return { canReview: false, reason: REVIEW_REMOVED, review: null, editableUntil: null };
  }
  if (own) {
    const until = editableUntil(own);
    const editable = now.getTime() < until.getTime();
    return {
      canReview: false,
      reason: editable
        ? `You have reviewed this vendor. You can edit your review until ${dayInWords(indianDate(until))}.`
        : 'You have reviewed this vendor. Reviews can be edited for 30 days after they are written.',
      review: reviewOf(own, indianDate(now)),
      editableUntil: editable ? until.toISOString() : null,
    };
  }
  const v = await verdict(db, userId, listingId, now);
  return {
    canReview: v.ok,
    reason: v.ok ? null : v.reason,
    review: null,
    editableUntil: null,
  };
}

/** What an upload needs: the database, where files go, the ID check, and where to log. */
export interface ReviewUploadDeps {
  db: Db;
  storage: MediaStorage;
  guard: MediaGuard;
  log: MediaLog;
}

/** What writing a new review also needs: the notifier that tells the vendor (issue 31). */
export interface NewReviewDeps extends ReviewUploadDeps {
  notifier: Notifier;
}

/**
 * The vendor's notice of a new review, in the app and by e-mail, leading to the Reviews screen
 * (issue 31). Kind 'status', as the other notices that are not about one enquiry (decision 0078).
 */
export function newReviewNote(
  vendorId: number,
  firmName: string,
  review: { authorName: string; rating: number; title: string },
): NewNotification {
  return {
    recipient: { role: 'vendor', vendorId },
    kind: 'status',
    // In the vendor's language (issue 32).
    ...noticeInBothLanguages(({ emailNotices: m }) => ({
      title: m.newReviewTitle(firmName, review.rating),
      body: m.newReviewBody({
        author: authorName(review.authorName),
        firmName,
        rating: review.rating,
        title: review.title,
      }),
    })),
    link: VENDOR_REVIEWS_PAGE,
  };
}

/**
 * The registration forms' image rules (JPG, PNG, GIF, WebP up to 5MB, the government-ID check),
 * at most REVIEW_LIMITS.maxPhotos a review; no videos. The video rule only words a file past the
 * parser's size limit, which in this form is a photo.
 */
export const REVIEW_MEDIA: Readonly<Record<MediaKind, MediaRule>> = {
  image: { ...REGISTRATION_MEDIA.image, maxFiles: REVIEW_LIMITS.maxPhotos },
  video: {
    ...REGISTRATION_MEDIA.video,
    maxFiles: 0,
    tooLarge: REGISTRATION_MEDIA.image.tooLarge,
  },
};

const REVIEW_UPLOAD: UploadPolicy = {
  rules: REVIEW_MEDIA,
  form: 'registration',
  listFields: ['removePhotoIds'],
};

const PHOTO_FIELDS = new Set(['photos', 'photos[]']);

/** The form's `photos` as the media module's `images`; any other file field is refused. */
async function* photoParts(parts: AsyncIterable<UploadPart>): AsyncIterable<UploadPart> {
  for await (const part of parts) {
    if (part.type === 'file') {
      if (!PHOTO_FIELDS.has(part.name)) {
        part.stream.resume();
        const message = 'Add photos in the photos field.';
        throw new DomainError('invalid', message, { fieldErrors: { photos: message } });
      }
      yield { ...part, name: 'images' };
    } else {
      yield part;
    }
  }
}

function tooManyPhotos(kept: number): string {
  const rule = `A review can have at most ${REVIEW_LIMITS.maxPhotos} photos.`;
  const room = REVIEW_LIMITS.maxPhotos - kept;
  if (kept === 0) return rule;
  return room > 0
    ? `${rule} This one keeps ${kept}, so you can add ${room} more.`
    : `${rule} This one keeps ${kept}: remove some before adding others.`;
}

/**
 * The media module words its refusals for the listing forms' `images` and `videos`: here they
 * are about `photos`. Other errors pass unchanged.
 */
export function asPhotoError(error: unknown): never {
  if (!(error instanceof DomainError)) throw error;
  const fields = error.details.fieldErrors;
  if (!fields || !('images' in fields || 'videos' in fields)) throw error;
  let message = error.message;
  if (/^Please upload at most \d+ images\.$/.test(message)) message = tooManyPhotos(0);
  throw new DomainError(error.refusal, message, { fieldErrors: { photos: message } });
}

function parseFields(
  fields: Record<string, string | string[]>,
): z.output<typeof ReviewFieldsSchema> {
  const parsed = ReviewFieldsSchema.safeParse(fields);
  if (!parsed.success) throw formError(fieldErrorsOf(parsed.error.issues, 1));
  return parsed.data;
}

/**
 * Writes the user's review of a listing (multipart: rating, title, body, photos). Who may is
 * decided before the form is read, so a refused user stores nothing; photos are checked and
 * staged as they stream in, the review and its photos written in one transaction, and only then
 * are the files published. Any failure leaves no file and no row.
 */
export async function createReview(
  deps: NewReviewDeps,
  userId: number,
  listingId: number,
  parts: AsyncIterable<UploadPart>,
  now: Date,
): Promise<Review> {
  const listing = await activeListing(deps.db, listingId);
  if (await repo.reviewByUser(deps.db, userId, listingId)) {
    throw new DomainError('conflict', ALREADY_REVIEWED);
  }
  const v = await verdict(deps.db, userId, listingId, now);
  if (!v.ok) throw new DomainError(v.refusal, v.reason);
  const upload = await receiveUpload(photoParts(parts), REVIEW_UPLOAD, deps).catch(asPhotoError);
  let reviewId: number;
  let noteIds: number[];
  try {
    const fields = parseFields(upload.fields);
    const inserted = await repo.insertReview(
      deps.db,
      {
        listingId,
        userId,
        enquiryId: v.enquiryId,
        rating: fields.rating,
        title: fields.title,
        body: fields.body,
        eventMonth: v.eventMonth,
        createdAt: now,
        updatedAt: now,
      },
      upload.media,
      async (tx, id) => {
        const written = await repo.ownReview(tx, userId, id);
        const author = written?.authorName ?? '';
        return deps.notifier.add(tx, [
          newReviewNote(listing.vendorId, listing.firmName, { ...fields, authorName: author }),
        ]);
      },
    );
    if (inserted === undefined) throw new DomainError('conflict', ALREADY_REVIEWED);
    reviewId = inserted.id;
    noteIds = inserted.also;
  } catch (error) {
    await discardUpload(deps.storage, upload);
    throw error;
  }
  await publishUpload(deps.storage, upload, deps.log);
  void deps.notifier.email(noteIds);
  return reviewById(deps.db, reviewId, now);
}

async function reviewById(db: Db, reviewId: number, now: Date): Promise<Review> {
  const row = await repo.shownReview(db, reviewId);
  if (!row) throw new DomainError('not_found', NO_SUCH_REVIEW);
  return reviewOf(row, indianDate(now));
}

function photoIds(value: string | string[] | undefined): number[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const ids = list.map((v) => Number(v));
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    const message = 'Choose photos to remove from those of this review.';
    throw formError({ removePhotoIds: message });
  }
  return [...new Set(ids)];
}

/**
 * Edits the user's own review (404 for anyone else's) within REVIEW_LIMITS.editableForMs of
 * writing it: rating, title and body, new photos, and photos to remove. The photo count is
 * checked again in the transaction, with the review's row locked.
 */
export async function updateReview(
  deps: ReviewUploadDeps,
  userId: number,
  reviewId: number,
  parts: AsyncIterable<UploadPart>,
  now: Date,
): Promise<Review> {
  const own = await repo.ownReview(deps.db, userId, reviewId);
  if (!own) throw new DomainError('not_found', NO_SUCH_REVIEW);
  if (own.status === 'removed') throw new DomainError('forbidden', REVIEW_REMOVED);
  if (now.getTime() >= editableUntil(own).getTime()) {
    throw new DomainError(
      'forbidden',
      `Reviews can be edited for 30 days after they are written; this one was written on ${dayInWords(indianDate(own.createdAt))}.`,
    );
  }
  const upload = await receiveUpload(photoParts(parts), REVIEW_UPLOAD, deps).catch(asPhotoError);
  let removedKeys: string[];
  try {
    const fields = parseFields(upload.fields);
    const removeIds = photoIds(upload.fields.removePhotoIds);
    const adding = upload.media.length;
    removedKeys = await repo.updateReview(
      deps.db,
      reviewId,
      { rating: fields.rating, title: fields.title, body: fields.body },
      removeIds,
      upload.media,
      now,
      (kept) => {
        if (kept + adding > REVIEW_LIMITS.maxPhotos) {
          const message = tooManyPhotos(kept);
          throw new DomainError('invalid', message, { fieldErrors: { photos: message } });
        }
      },
    );
  } catch (error) {
    await discardUpload(deps.storage, upload);
    throw error;
  }
  await publishUpload(deps.storage, upload, deps.log);
  if (removedKeys.length > 0) await discardMedia(deps.storage, removedKeys);
  return reviewById(deps.db, reviewId, now);
}

/** `GET /api/listings/:listingId/reviews`: the summary and one page of shown reviews. */
export async function listListingReviews(
  db: Db,
  listingId: number,
  query: { sort: ReviewSort; page: number },
  now: Date,
) {
  await activeListing(db, listingId);
  const pageSize = REVIEW_LIMITS.pageSize;
  const [rating, rows] = await Promise.all([
    repo.ratingOf(db, listingId),
    repo.listReviews(db, listingId, query.sort, pageSize, (query.page - 1) * pageSize),
  ]);
  const summary = ratingSummary(rating);
  return {
    summary,
    reviews: rows.map((row) => reviewOf(row, indianDate(now))),
    total: summary.count,
    page: query.page,
    pageSize,
  };
}

/**
 * A storefront's rating and newest reviews (the marketplace module asks, for an active listing);
 * `today` is India's day (the cached page turns with it).
 */
export async function storefrontReviews(
  db: Db,
  listingId: number,
  today: string,
): Promise<{ rating: RatingSummary; reviews: Review[] }> {
  const [rating, rows] = await Promise.all([
    repo.ratingOf(db, listingId),
    repo.listReviews(db, listingId, 'newest', REVIEW_LIMITS.onStorefront, 0),
  ]);
  return { rating: ratingSummary(rating), reviews: rows.map((row) => reviewOf(row, today)) };
}

/** The vendor's public reply, once per review, on their own listing's reviews only (else 404). */
export async function replyToReview(
  db: Db,
  vendorId: number,
  reviewId: number,
  body: string,
  now: Date,
): Promise<Review> {
  const row = await repo.shownReview(db, reviewId);
  if (!row || row.vendorId !== vendorId) throw new DomainError('not_found', NO_SUCH_REVIEW);
  if (!(await repo.setReply(db, reviewId, body, now)))
    throw new DomainError('conflict', ALREADY_REPLIED);
  return reviewById(db, reviewId, now);
}

/**
 * `GET /api/vendor/reviews`: every shown review of the vendor's listings (the session's vendor:
 * no one else's), those without a reply first, then newest first (decision 0078).
 */
export async function listVendorReviews(
  db: Db,
  vendorId: number,
  now: Date,
): Promise<VendorReviewList> {
  const today = indianDate(now);
  const rows = await repo.vendorReviews(db, vendorId);
  return {
    reviews: rows.map((row) => ({ ...reviewOf(row, today), firmName: row.firmName })),
    unanswered: rows.filter((row) => row.vendorReply === null).length,
  };
}

/**
 * A report by anyone signed in: once per person (a repeat is accepted and changes nothing); a
 * published review becomes reported and stays shown until moderated.
 */
export async function reportReview(
  db: Db,
  reporter: repo.Reporter,
  reviewId: number,
  reason: string,
  now: Date,
  /** The reports' hourly limit (decision 0065), run first in the report's transaction. */
  admit?: (tx: Db, reporter: repo.Reporter, now: Date) => Promise<void>,
): Promise<void> {
  if (!(await repo.shownReview(db, reviewId))) throw new DomainError('not_found', NO_SUCH_REVIEW);
  await db.transaction(async (tx) => {
    await admit?.(tx, reporter, now);
    await repo.insertReport(tx, reviewId, reporter, reason, now);
  });
}

/** The vendor's reviews waiting for a reply, oldest first (at most `limit`), and their count. */
export async function unansweredReviews(db: Db, vendorId: number, limit: number) {
  return repo.unansweredReviews(db, vendorId, limit);
}
