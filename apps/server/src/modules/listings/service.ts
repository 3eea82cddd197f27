import {
  type Category,
  type CategorySlug,
  categoryBySlug,
} from '@mandap/shared/catalogue/categories';
import { indianDate } from '@mandap/shared/dates';
import { EDIT_MEDIA, REGISTRATION_MEDIA } from '@mandap/shared/media';
import { listingAmountPaise } from '@mandap/shared/plans';
import { fieldErrorsOf } from '@mandap/shared/schemas/errors';
import {
  createListingSchema,
  LISTING_TEXT_FIELDS,
  updateListingSchema,
} from '@mandap/shared/schemas/listings';
import type { ListingNeed, ListingNeeds } from '@mandap/shared/schemas/vendor-home';
import { FREE_PERIOD_WARNING_DAYS } from '@mandap/shared/vendor-home';
import type { Db, Tx } from '../../db/client';
import { DomainError, formError } from '../../platform/domain-errors';
import {
  type AuditActor,
  type AuditSummary,
  type AuditTrace,
  appendAudit,
  vendorActor,
} from '../audit/index';
import {
  checkListingCaps,
  countMedia,
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
import * as repo from './repository';

export function categoryOrNotFound(slug: string): Category {
  const category = categoryBySlug(slug);
  if (!category) throw new DomainError('not_found', 'There is no such service category.');
  return category;
}

/** A form's failed checks: one message per field, a list such as `features` being one field. */
function listingFormError(issues: readonly { path: PropertyKey[]; message: string }[]) {
  return formError(fieldErrorsOf(issues, 1));
}

type ListingText = Record<(typeof LISTING_TEXT_FIELDS)[number], string>;

/** The listing's text columns, which carry the names of the form's fields. */
function textColumns(input: ListingText): ListingText {
  return Object.fromEntries(
    LISTING_TEXT_FIELDS.map((field) => [field, input[field]]),
  ) as ListingText;
}

const REGISTRATION_UPLOAD: UploadPolicy = {
  rules: REGISTRATION_MEDIA,
  form: 'registration',
  listFields: ['features'],
};
const EDIT_MEDIA_UPLOAD: UploadPolicy = { rules: EDIT_MEDIA, form: 'editMedia', listFields: [] };

/** What an upload needs: the database, where files go, the ID check, and where to log. */
export interface UploadDeps {
  db: Db;
  storage: MediaStorage;
  guard: MediaGuard;
  log: MediaLog;
}

export interface CreatedListing {
  listingId: number;
  status: 'pending_payment';
  amountPaise: number;
}

/**
 * Stores a new listing from a registration form's parts (spec 2.7, R3, R6, R8): the vendor
 * comes from the session, the category from the route, the amount from the plan rule; files are
 * checked and staged as they stream in; listing, features and media are written in one
 * transaction, and only then are the files published (served). Any failure leaves no listing and
 * no file; a crash leaves staged files that the next start deletes (decision 0029).
 */
export async function createListing(
  deps: UploadDeps,
  vendorId: number,
  category: Category,
  parts: AsyncIterable<UploadPart>,
  now: Date,
  trace: AuditTrace,
): Promise<CreatedListing> {
  const upload = await receiveUpload(parts, REGISTRATION_UPLOAD, deps);
  let created: CreatedListing;
  try {
    const parsed = createListingSchema(category).safeParse(upload.fields);
    if (!parsed.success) throw listingFormError(parsed.error.issues);
    const input = parsed.data;
    const amountPaise = listingAmountPaise(category.slug, input.plan, input.starRating);
    // Features keep the catalogue's order whatever order the form sent them in.
    const features = category.features.filter((f) => input.features.includes(f));
    const media = countMedia(upload.media);
    const listingId = await deps.db.transaction(async (tx) => {
      const id = await repo.insertListing(
        tx,
        {
          vendorId,
          category: category.slug,
          ...textColumns(input),
          plan: input.plan,
          starRating: input.starRating ?? null,
          amountPaise,
        },
        features,
        upload.media,
      );
      await appendAudit(tx, {
        at: now,
        actor: vendorActor(vendorId),
        action: 'listing.submitted',
        object: { type: 'listing', id },
        after: {
          category: category.slug,
          firmName: input.firmName,
          plan: input.plan,
          starRating: input.starRating ?? null,
          amountPaise,
          status: 'pending_payment',
          images: media.image,
          videos: media.video,
        },
        trace,
      });
      return id;
    });
    created = { listingId, status: 'pending_payment', amountPaise };
  } catch (error) {
    await discardUpload(deps.storage, upload);
    throw error;
  }
  await publishUpload(deps.storage, upload, deps.log);
  return created;
}

type ListingRow = Awaited<ReturnType<typeof repo.listByVendor>>[number];

/** One of the vendor's own listings; 404 for anyone else's (other modules call this). */
export async function findVendorListing(
  db: Db,
  vendorId: number,
  listingId: number,
): Promise<ListingRow> {
  const row = await repo.findOwned(db, vendorId, listingId);
  if (!row) throw new DomainError('not_found', 'No such service was found.');
  return row;
}

/** Any listing by id (the console, an admin's refund), or undefined. */
export function findListing(db: Db, listingId: number): Promise<ListingRow | undefined> {
  return repo.findById(db, listingId);
}

/** A listing's features and media rows (the console's view of it). */
export async function listingParts(db: Db, listingId: number) {
  const [features, media] = await Promise.all([
    repo.featuresOf(db, listingId),
    repo.mediaOf(db, listingId),
  ]);
  return { features, media };
}

export function listingSummary(row: ListingRow, vendorUniqueId: string) {
  return {
    listingId: row.id,
    category: row.category,
    firmName: row.firmName,
    email: row.email,
    phone: row.phone,
    vendorUniqueId,
    status: row.status,
    plan: row.plan,
    amountPaise: row.amountPaise,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listVendorListings(db: Db, vendorId: number, vendorUniqueId: string) {
  const rows = await repo.listByVendor(db, vendorId);
  return rows.map((row) => listingSummary(row, vendorUniqueId));
}

/** One of the vendor's own listings with its features and media; 404 for anyone else's. */
export async function getVendorListing(
  db: Db,
  vendorId: number,
  vendorUniqueId: string,
  id: number,
) {
  const row = await findVendorListing(db, vendorId, id);
  const [features, media] = await Promise.all([repo.featuresOf(db, id), repo.mediaOf(db, id)]);
  return {
    ...listingSummary(row, vendorUniqueId),
    houseNo: row.houseNo,
    city: row.city,
    nearBy: row.nearBy,
    district: row.district,
    state: row.state,
    pincode: row.pincode,
    description: row.description,
    starRating: row.starRating,
    features,
    highlights: row.highlights,
    media: media.map((m) => ({
      id: m.id,
      kind: m.kind,
      url: `/media/${m.storageKey}`,
      thumbUrl: m.thumbKey ? `/media/${m.thumbKey}` : null,
      contentType: m.contentType,
      width: m.width,
      height: m.height,
    })),
  };
}

/**
 * Edits a listing's details, features and highlights (R10); category and vendor stay as they
 * are. The form's rules depend on the listing's category, so they are checked here, once the
 * listing is found.
 */
export async function updateVendorListing(
  db: Db,
  vendorId: number,
  listingId: number,
  form: Readonly<Record<string, unknown>>,
  now: Date,
  trace: AuditTrace,
) {
  const row = await findVendorListing(db, vendorId, listingId);
  const category = categoryOrNotFound(row.category);
  const parsed = updateListingSchema(category).safeParse(form);
  if (!parsed.success) throw listingFormError(parsed.error.issues);
  const { highlights } = parsed.data;
  const features = category.features.filter((f) => parsed.data.features.includes(f));
  const text = textColumns(parsed.data);
  await db.transaction(async (tx) => {
    const change = listingChange(row, await repo.featuresOf(tx, listingId), {
      text,
      features,
      highlights,
    });
    await repo.updateDetails(tx, listingId, { ...text, highlights }, features, now);
    await appendAudit(tx, {
      at: now,
      actor: vendorActor(vendorId),
      action: 'listing.edited',
      object: { type: 'listing', id: listingId },
      ...change,
      trace,
    });
  });
}

/** Fields whose values the audit log keeps: what the public storefront shows of a listing. */
const PUBLIC_FIELDS = new Set<string>(['firmName', 'city', 'district', 'state']);

/**
 * What an edit changed, for the audit log: the names of every changed field in `after.changed`,
 * and before and after values only of the public ones, features and highlights (an address,
 * phone or e-mail would stay in an append-only log for good).
 */
function listingChange(
  row: ListingRow,
  featuresBefore: readonly string[],
  next: { text: ListingText; features: readonly string[]; highlights: readonly string[] },
): { before: AuditSummary; after: AuditSummary } {
  const before: AuditSummary = {};
  const after: AuditSummary = {};
  const changed: string[] = [];
  for (const field of LISTING_TEXT_FIELDS) {
    const old = (row as Record<string, unknown>)[field];
    if (old === next.text[field]) continue;
    changed.push(field);
    if (PUBLIC_FIELDS.has(field)) {
      before[field] = typeof old === 'string' ? old : null;
      after[field] = next.text[field];
    }
  }
  const lists = [
    ['features', featuresBefore, next.features],
    ['highlights', row.highlights, next.highlights],
  ] as const;
  for (const [field, old, now] of lists) {
    if (old.length === now.length && old.every((v, i) => v === now[i])) continue;
    changed.push(field);
    before[field] = [...old];
    after[field] = [...now];
  }
  return { before, after: { ...after, changed } };
}

/**
 * Adds media to a listing from the Edit Media form (spec 2.12, 5): one JPG/PNG image up to 2MB
 * (required) and one MP4 up to 10MB, checked like registration media; or, from Edit Services,
 * images and videos under the registration rules. Nothing is read before ownership is checked.
 * The listing's caps (10 images, 3 videos in all) are checked as files arrive, against what it
 * had then, and again in the transaction that records them, with the listing's row locked: two
 * uploads at once cannot pass the cap together.
 */
export async function addListingMedia(
  deps: UploadDeps,
  vendorId: number,
  listingId: number,
  parts: AsyncIterable<UploadPart>,
  rules: 'edit-media' | 'registration',
) {
  await findVendorListing(deps.db, vendorId, listingId);
  const upload = await receiveUpload(
    parts,
    rules === 'edit-media' ? EDIT_MEDIA_UPLOAD : REGISTRATION_UPLOAD,
    deps,
    await repo.mediaCounts(deps.db, listingId),
  );
  try {
    if (rules === 'edit-media' && !upload.media.some((m) => m.kind === 'image')) {
      const message = 'Please choose an image to upload.';
      throw new DomainError('invalid', message, { fieldErrors: { images: message } });
    }
    const adding = countMedia(upload.media);
    await repo.addMedia(deps.db, listingId, upload.media, (has) => checkListingCaps(has, adding));
  } catch (error) {
    await discardUpload(deps.storage, upload);
    throw error;
  }
  await publishUpload(deps.storage, upload, deps.log);
  return { added: upload.media.length };
}

/** Deletes one image or video of the vendor's listing, and its stored files (R8). */
export async function deleteListingMedia(
  deps: { db: Db; storage: MediaStorage },
  vendorId: number,
  listingId: number,
  mediaId: number,
  now: Date,
  trace: AuditTrace,
) {
  await findVendorListing(deps.db, vendorId, listingId);
  await removeListingMedia(deps, listingId, mediaId, { actor: vendorActor(vendorId) }, now, trace);
}

/** What a removed media row was, as the one who removed it is told. */
export interface RemovedMedia {
  id: number;
  kind: 'image' | 'video';
  contentType: string;
}

/**
 * Deletes one image or video of a listing, and its stored files with their variants: the
 * vendor's own removal, and an operator's (decision 0066), who passes `also` to check the
 * version they saw and add their notices in the same transaction. The row and its audit entry
 * together; the files only once both are committed.
 */
export async function removeListingMedia(
  deps: { db: Db; storage: MediaStorage },
  listingId: number,
  mediaId: number,
  by: { actor: AuditActor; reason?: string },
  now: Date,
  trace: AuditTrace,
  also?: (tx: Tx, removed: RemovedMedia) => Promise<AuditSummary | undefined>,
): Promise<RemovedMedia> {
  const row = await deps.db.transaction(async (tx) => {
    const deleted = await repo.deleteMedia(tx, listingId, mediaId);
    if (!deleted) throw new DomainError('not_found', 'No such image or video was found.');
    const removed = { id: mediaId, kind: deleted.kind, contentType: deleted.contentType };
    const after = also ? await also(tx, removed) : undefined;
    await appendAudit(tx, {
      at: now,
      actor: by.actor,
      action: 'listing.media_removed',
      object: { type: 'listing', id: listingId },
      before: { mediaId, kind: deleted.kind, contentType: deleted.contentType },
      ...(after ? { after } : {}),
      ...(by.reason ? { reason: by.reason } : {}),
      trace,
    });
    return deleted;
  });
  await discardMedia(deps.storage, [row.storageKey, ...(row.thumbKey ? [row.thumbKey] : [])]);
  return { id: mediaId, kind: row.kind, contentType: row.contentType };
}

/** The category and ticked features of one of the vendor's listings. */
export async function listingFeatures(db: Db, vendorId: number, listingId: number) {
  const row = await findVendorListing(db, vendorId, listingId);
  return { category: row.category, features: await repo.featuresOf(db, listingId) };
}

/**
 * A paid listing goes live with its plan's free period and commission (R11); payments calls
 * this inside the transaction that marks the payment paid. Only a pending listing moves.
 */
export async function activateListing(
  tx: Tx,
  listingId: number,
  terms: { freeUntil: Date; commissionBasisPoints: number },
  now: Date,
): Promise<void> {
  await repo.activate(tx, listingId, terms, now);
}

/** A refunded listing is taken off the marketplace; payments calls this inside the refund's transaction. */
export async function suspendListing(tx: Tx, listingId: number, now: Date): Promise<void> {
  await repo.suspend(tx, listingId, now);
}

/**
 * The vendor's listings that need something (issue 31, decision 0077), oldest first: payment
 * pending; no photos or no prices (a listing waiting for payment or live); a live listing's free
 * period ending within FREE_PERIOD_WARNING_DAYS days of `now` (that instant included). Suspended
 * and expired listings are left out: their own screens say what to do. `listingCount` counts
 * all the vendor's listings.
 */
export async function listingsNeedingAttention(
  db: Db,
  vendorId: number,
  now: Date,
): Promise<{ listings: ListingNeeds[]; listingCount: number }> {
  const rows = await repo.listingsWithParts(db, vendorId);
  const warnUntil = now.getTime() + FREE_PERIOD_WARNING_DAYS * 24 * 60 * 60 * 1000;
  const found: ListingNeeds[] = [];
  for (const row of rows) {
    if (row.status !== 'pending_payment' && row.status !== 'active') continue;
    const needs: ListingNeed[] = [];
    if (row.status === 'pending_payment') needs.push('payment');
    if (row.photos === 0) needs.push('photos');
    if (row.prices === 0) needs.push('prices');
    const ending =
      row.status === 'active' &&
      row.freeUntil !== null &&
      row.freeUntil.getTime() > now.getTime() &&
      row.freeUntil.getTime() <= warnUntil;
    if (ending) needs.push('freeEnding');
    if (needs.length === 0) continue;
    found.push({
      listingId: row.id,
      firmName: row.firmName,
      // The column only ever holds a catalogue slug (R2).
      category: row.category as CategorySlug,
      vendorUniqueId: row.vendorUniqueId,
      needs,
      freeUntilDay: ending && row.freeUntil ? indianDate(row.freeUntil) : null,
    });
  }
  return { listings: found, listingCount: rows.length };
}
