import type { IdGuardForm } from '@mandap/shared/id-guard/messages';
import { type MediaKind, type MediaRule, tooManyFilesMessage } from '@mandap/shared/media';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/errors';
import type { MediaGuard } from '../../platform/media-guard';
import type { MediaStorage } from '../../platform/storage';
import { type StoredMedia, storeImage, storeVideo } from './media-files';

/** Multipart field names of the files, and which rule each follows. */
const FILE_FIELDS: Record<string, MediaKind> = {
  images: 'image',
  'images[]': 'image',
  videos: 'video',
  'videos[]': 'video',
};
const LIST_FIELDS = new Set(['features', 'features[]']);

export interface ParsedUpload {
  fields: Record<string, string | string[]>;
  media: StoredMedia[];
  /** Every storage key written so far; the caller deletes them if the request fails later. */
  storedKeys: string[];
}

/**
 * Reads a multipart request part by part: text fields into `fields`, each file checked and
 * streamed to storage as it arrives. Throws on the first bad file, after deleting what it stored.
 */
export async function readUpload(
  request: FastifyRequest,
  policy: { rules: Readonly<Record<MediaKind, MediaRule>>; form: IdGuardForm },
  storage: MediaStorage,
  guard: MediaGuard,
): Promise<ParsedUpload> {
  const { rules, form } = policy;
  const fields: Record<string, string | string[]> = {};
  const media: StoredMedia[] = [];
  const storedKeys: string[] = [];
  const counts: Record<MediaKind, number> = { image: 0, video: 0 };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = String(part.value);
        const name = part.fieldname.replace(/\[\]$/, '');
        if (LIST_FIELDS.has(part.fieldname)) {
          const list = fields[name];
          fields[name] = Array.isArray(list) ? [...list, value] : [value];
        } else {
          fields[name] = value;
        }
        continue;
      }
      const kind = FILE_FIELDS[part.fieldname];
      if (!kind) {
        part.file.resume();
        throw new HttpError(400, `Unexpected file field '${part.fieldname}'.`);
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
        await store(part.file, name, { rule, field, form, storage, guard, stored: storedKeys }),
      );
    }
  } catch (error) {
    await deleteAll(storage, storedKeys);
    throw translateMultipartError(error, rules);
  }
  return { fields, media, storedKeys };
}

export async function deleteAll(storage: MediaStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/** @fastify/multipart's own limit errors, in words a vendor can act on. */
function translateMultipartError(error: unknown, rules: Readonly<Record<MediaKind, MediaRule>>) {
  const code = (error as { code?: unknown })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, rules.video.tooLarge, {
      fieldErrors: { videos: rules.video.tooLarge },
    });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpError(415, 'Please send the form as multipart/form-data.');
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'The form has too many parts.');
  }
  return error;
}
