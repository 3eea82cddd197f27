import type { Readable } from 'node:stream';
import type { IdGuardForm } from '@mandap/shared/id-guard/messages';
import { type MediaKind, type MediaRule, tooManyFilesMessage } from '@mandap/shared/media';
import type { Db } from '../../db/client';
import { HttpError } from '../../platform/errors';
import type { MediaGuard } from './guard';
import * as repo from './repository';
import type { MediaStorage } from './storage';
import { type StoredMedia, storeImage, storeVideo } from './variants';

/** One part of a multipart form, as the route hands it over: a text field or a file's stream. */
export type UploadPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; name: string; filename: string; stream: Readable };

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
  /** Every storage key written; the caller discards them if the request fails later. */
  storedKeys: string[];
}

/** Multipart field names of the files, and which rule each follows. */
const FILE_FIELDS: Record<string, MediaKind> = {
  images: 'image',
  'images[]': 'image',
  videos: 'video',
  'videos[]': 'video',
};

/**
 * Reads a form part by part: text fields into `fields`, each file checked (type, size, the ID
 * re-check) and streamed to storage as it arrives, so a large video is never held in memory.
 * Throws on the first bad file or failed part, after deleting what it stored.
 */
export async function receiveUpload(
  parts: AsyncIterable<UploadPart>,
  policy: UploadPolicy,
  deps: { storage: MediaStorage; guard: MediaGuard },
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
        throw new HttpError(400, `Unexpected file field '${part.name}'.`);
      }
      const rule = rules[kind];
      const field = kind === 'image' ? 'images' : 'videos';
      counts[kind] += 1;
      if (counts[kind] > rule.maxFiles) {
        const message = tooManyFilesMessage(kind, rule);
        throw new HttpError(400, message, { fieldErrors: { [field]: message } });
      }
      const name = part.filename || `${kind} ${counts[kind]}`;
      const store = kind === 'image' ? storeImage : storeVideo;
      media.push(
        await store(part.stream, name, { rule, field, form, storage, guard, stored: storedKeys }),
      );
    }
  } catch (error) {
    await discardMedia(storage, storedKeys);
    throw error;
  }
  return { fields, media, storedKeys };
}

/** Deletes stored files: those of a refused upload, or of a deleted image or video. */
export async function discardMedia(storage: MediaStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}

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
  /** Stops the sweep between two files (the server is closing). */
  signal?: AbortSignal,
): Promise<number> {
  const cutoff = now.getTime() - graceMs;
  let deleted = 0;
  let batch: string[] = [];
  const flush = async () => {
    const keys = batch;
    batch = [];
    if (keys.length === 0) return;
    const referenced = await repo.referencedKeys(db, keys);
    for (const key of keys) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      deleted += 1;
    }
  };
  for await (const { key, writtenAt } of storage.list()) {
    if (signal?.aborted) return deleted;
    if (writtenAt.getTime() > cutoff) continue;
    batch.push(key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return deleted;
}
