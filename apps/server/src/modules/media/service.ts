import type { IdGuardForm } from '@mandap/shared/id-guard/messages';
import { LISTING_MEDIA_CAPS, type MediaKind, type MediaRule } from '@mandap/shared/media';
import * as enMedia from '@mandap/shared/messages/en/validation-media';
import * as hiMedia from '@mandap/shared/messages/hi/validation-media';
import type { Db } from '../../db/client';
import { DomainError } from '../../platform/domain-errors';
import type { UploadPart } from '../../platform/multipart';
import { spoken } from '../../platform/reply-language';
import type { MediaGuard } from './guard';
import * as repo from './repository';
import type { MediaStorage } from './storage';
import { type StoredMedia, storeImage, storeVideo } from './variants';

export type { UploadPart };

/** What a form's files must satisfy, which guard messages apply, and which fields are lists. */
export interface UploadPolicy {
  rules: Readonly<Record<MediaKind, MediaRule>>;
  form: IdGuardForm;
  /** Text fields sent once per value (`features`, or `features[]`), collected into arrays. */
  listFields: readonly string[];
}

export interface ReceivedUpload {
  fields: Record<string, string | string[]>;
  media: StoredMedia[];
  /**
   * Every key staged (never served): the caller publishes them once the rows naming them are
   * committed (publishUpload), or discards them if the request fails later (discardUpload).
   */
  stagedKeys: string[];
}

export type MediaCounts = Readonly<Record<MediaKind, number>>;

export const NO_MEDIA: MediaCounts = { image: 0, video: 0 };

/**
 * Refuses to take a listing that has `has` past its caps with `adding` more (issue 14). The
 * upload checks it as files arrive, and the listing's transaction again, under a lock, so that
 * two uploads at once cannot pass the cap together.
 */
export function checkListingCaps(has: MediaCounts, adding: MediaCounts): void {
  for (const kind of ['image', 'video'] as const) {
    if (adding[kind] > 0 && has[kind] + adding[kind] > LISTING_MEDIA_CAPS[kind]) {
      const message = spoken(
        enMedia.listingCap,
        hiMedia.listingCap,
        kind,
        LISTING_MEDIA_CAPS[kind],
        has[kind],
      );
      throw new DomainError('invalid', message, {
        fieldErrors: { [kind === 'image' ? 'images' : 'videos']: message },
      });
    }
  }
}

/** How many of each kind `media` holds. */
export function countMedia(media: readonly { kind: MediaKind }[]): MediaCounts {
  const counts = { image: 0, video: 0 };
  for (const m of media) counts[m.kind] += 1;
  return counts;
}

/** Multipart field names of the files, and which rule each follows. */
const FILE_FIELDS: Record<string, MediaKind> = {
  images: 'image',
  'images[]': 'image',
  videos: 'video',
  'videos[]': 'video',
};

/**
 * Reads a form part by part: text fields into `fields`, each file checked (count, type, size,
 * pixels, the ID re-check) and streamed to the staging area as it arrives, so a large video is
 * never held in memory. `existing` is what the listing already has: a file past the listing's
 * caps is refused before it is read. Throws on the first bad file or failed part, after
 * discarding what it staged.
 */
export async function receiveUpload(
  parts: AsyncIterable<UploadPart>,
  policy: UploadPolicy,
  deps: { storage: MediaStorage; guard: MediaGuard },
  existing: MediaCounts = NO_MEDIA,
): Promise<ReceivedUpload> {
  const { rules, form, listFields } = policy;
  const { storage, guard } = deps;
  const fields: Record<string, string | string[]> = {};
  const media: StoredMedia[] = [];
  const storedKeys: string[] = [];
  const counts: Record<MediaKind, number> = { image: 0, video: 0 };
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        const name = part.name.replace(/\[\]$/, '');
        if (listFields.includes(name)) {
          const list = fields[name];
          fields[name] = Array.isArray(list) ? [...list, part.value] : [part.value];
        } else {
          fields[name] = part.value;
        }
        continue;
      }
      const kind = FILE_FIELDS[part.name];
      if (!kind) {
        part.stream.resume();
        throw new DomainError('invalid', `Unexpected file field '${part.name}'.`);
      }
      const rule = rules[kind];
      const field = kind === 'image' ? 'images' : 'videos';
      counts[kind] += 1;
      if (counts[kind] > rule.maxFiles) {
        const message = spoken(enMedia.tooManyFiles, hiMedia.tooManyFiles, kind, rule.maxFiles);
        throw new DomainError('invalid', message, { fieldErrors: { [field]: message } });
      }
      checkListingCaps(existing, counts);
      const name = part.filename || `${kind} ${counts[kind]}`;
      const store = kind === 'image' ? storeImage : storeVideo;
      media.push(
        await store(part.stream, name, { rule, field, form, storage, guard, stored: storedKeys }),
      );
    }
  } catch (error) {
    await storage.discardStaged(storedKeys);
    throw error;
  }
  return { fields, media, stagedKeys: storedKeys };
}

/** Deletes the staged files of an upload that failed after it was received. */
export async function discardUpload(storage: MediaStorage, upload: ReceivedUpload): Promise<void> {
  await storage.discardStaged(upload.stagedKeys);
}

/** Where a failure that must not fail the request is reported (a pino logger fits). */
export interface MediaLog {
  error(details: object, message: string): void;
}

/**
 * Publishes an upload's staged files, once the rows that name them are committed. The request
 * has then succeeded whatever happens here: a publish that fails is logged, and the files stay
 * staged until the next start or sweep publishes them (they are named by committed rows).
 */
export async function publishUpload(
  storage: MediaStorage,
  upload: ReceivedUpload,
  log: MediaLog,
): Promise<void> {
  try {
    await storage.publish(upload.stagedKeys);
  } catch (error) {
    log.error({ err: error, keys: upload.stagedKeys }, 'publishing committed media failed');
  }
}

/**
 * Deletes the files of a deleted image or video: served ones, and staged ones should the delete
 * come between an upload's commit and its publish.
 */
export async function discardMedia(storage: MediaStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
  await storage.discardStaged(keys);
}

/**
 * How long a file may exist without a listing_media or review_photos row before it is taken for
 * an orphan. An upload stages its files first and records them in one transaction at the end, so
 * a staged file younger than this may belong to an upload still on its way (a slow phone line can
 * take an hour over 500 MB); a day is far beyond any upload.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

const BATCH = 500;

/** Runs `settle` on `keys` in batches of BATCH, with the subset a listing or review names. */
async function inBatches(
  db: Db,
  keys: AsyncIterable<{ key: string; writtenAt: Date }>,
  settle: (batch: { key: string; writtenAt: Date }[], referenced: Set<string>) => Promise<void>,
  signal: AbortSignal | undefined,
): Promise<void> {
  let batch: { key: string; writtenAt: Date }[] = [];
  const flush = async () => {
    const files = batch;
    batch = [];
    if (files.length === 0) return;
    const referenced = await repo.referencedKeys(
      db,
      files.map((f) => f.key),
    );
    await settle(files, referenced);
  };
  for await (const file of keys) {
    if (signal?.aborted) return;
    batch.push(file);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
}

/**
 * Settles the staging area: files that a committed listing_media or review_photos row names are
 * published (a crash, or a failed publish, came between the commit and the publish); the others,
 * once older than `cutoff`, are deleted (a submission that never committed). Returns how many of
 * each.
 */
async function settleStaged(
  db: Db,
  storage: MediaStorage,
  cutoff: number,
  signal?: AbortSignal,
): Promise<{ published: number; discarded: number }> {
  let published = 0;
  let discarded = 0;
  await inBatches(
    db,
    storage.listStaged(),
    async (files, referenced) => {
      const publish = files.filter((f) => referenced.has(f.key)).map((f) => f.key);
      const discard = files
        .filter((f) => !referenced.has(f.key) && f.writtenAt.getTime() <= cutoff)
        .map((f) => f.key);
      await storage.publish(publish);
      await storage.discardStaged(discard);
      published += publish.length;
      discarded += discard.length;
    },
    signal,
  );
  return { published, discarded };
}

/**
 * What follows an upload's last byte before its listing commits (the ID check of a video's
 * frame, waiting for an OCR worker, the transaction), with room for clocks that differ between
 * servers and the store.
 */
const AFTER_UPLOAD_MS = 10 * 60 * 1000;

/**
 * How long after it was written a staged file may still belong to an upload under way: the
 * longest an upload may take to arrive (UPLOAD_TIMEOUT_MS, from its start, before any of its
 * files is written), plus what follows it.
 */
export function uploadWindowMs(uploadTimeoutMs: number): number {
  return uploadTimeoutMs + AFTER_UPLOAD_MS;
}

/**
 * At start, before the server answers: staged files a committed row names are published (a crash
 * came between the commit and the publish), and unnamed ones older than an upload can last are
 * deleted (a submission a crash cut off). Younger unnamed ones are spared: with several servers
 * on one store (or one data folder), another server may be receiving that upload right now. They
 * are never served, and go at a later start or sweep (decision 0046).
 */
export async function recoverStagedMedia(
  db: Db,
  storage: MediaStorage,
  now: Date,
  uploadTimeoutMs: number,
): Promise<{ published: number; discarded: number }> {
  return settleStaged(db, storage, now.getTime() - uploadWindowMs(uploadTimeoutMs));
}

/**
 * The hourly sweep. Staged files: published if a committed row names them, deleted if older
 * than the grace period and named by none. Served files older than the grace period and named by
 * no row are deleted too (a crash between deleting a row and its file, or files from before
 * staging). Returns how many files were deleted.
 */
export async function sweepOrphanMedia(
  db: Db,
  storage: MediaStorage,
  now: Date,
  graceMs = ORPHAN_GRACE_MS,
  /** Stops the sweep between two files (the server is closing). */
  signal?: AbortSignal,
): Promise<number> {
  const cutoff = now.getTime() - graceMs;
  const staged = await settleStaged(db, storage, cutoff, signal);
  let deleted = staged.discarded;
  await inBatches(
    db,
    olderThan(storage.list(), cutoff, signal),
    async (files, referenced) => {
      for (const { key } of files) {
        if (referenced.has(key)) continue;
        await storage.delete(key);
        deleted += 1;
      }
    },
    signal,
  );
  return deleted;
}

/** The files written at or before `cutoff`; stops early when `signal` aborts. */
async function* olderThan(
  files: AsyncIterable<{ key: string; writtenAt: Date }>,
  cutoff: number,
  signal: AbortSignal | undefined,
): AsyncIterable<{ key: string; writtenAt: Date }> {
  for await (const file of files) {
    if (signal?.aborted) return;
    if (file.writtenAt.getTime() <= cutoff) yield file;
  }
}
