import { Readable } from 'node:stream';
import type { IdGuardForm } from '@mandap/shared/id-guard/messages';
import { LIMITS } from '@mandap/shared/limits';
import type { MediaKind, MediaRule } from '@mandap/shared/media';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import { fieldError as refuse } from '../../platform/domain-errors';
import type { MediaGuard } from './guard';
import { type MediaStorage, newMediaKey } from './storage';

// file-type needs at most this many leading bytes to recognise any format it knows.
const SNIFF_BYTES = 4100;
const LARGE_PX = 1600;
const THUMB_PX = 480;
const VIDEO_EXTENSIONS: Record<string, string> = {
  'video/mp4': '.mp4',
  'video/quicktime': '.mov',
  'video/vnd.avi': '.avi',
  'video/x-msvideo': '.avi',
};

/** What storing one file needs: its rule and field, the form, where to put it, the guard. */
export interface StoreContext {
  rule: MediaRule;
  field: 'images' | 'videos';
  form: IdGuardForm;
  storage: MediaStorage;
  guard: MediaGuard;
  /** Receives each staged key as soon as it exists, so the caller can discard them on failure. */
  stored: string[];
}

/** A file staged for a listing, ready to be recorded in the database and then published. */
export interface StoredMedia {
  kind: MediaKind;
  storageKey: string;
  thumbKey: string | null;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  originalName: string;
}

/** Reads up to `limit` bytes from the front of a stream; the rest stays in the iterator. */
async function readHead(iterator: AsyncIterator<Buffer>, limit: number) {
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < limit) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(chunks), done };
}

/** The real type of a file from its first bytes, refused unless the rule allows it. */
async function detect(head: Buffer, rule: MediaRule, field: string, name: string) {
  if (head.length === 0)
    throw refuse('invalid', field, `${name} is empty. Please choose another file.`);
  const type = await fileTypeFromBuffer(head);
  if (!type || !rule.types.includes(type.mime)) {
    throw refuse('unsupported_type', field, `${name}: ${rule.wrongType}`);
  }
  return type.mime;
}

const MEGAPIXEL = 1_000_000;

/**
 * Refuses an image with more pixels than LIMITS.maxImagePixels from its header alone, before
 * anything decodes it: a few kilobytes of PNG can unpack to gigabytes (a 'pixel flood').
 */
async function checkPixels(head: Buffer, field: string, name: string): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(head).metadata());
  } catch {
    throw refuse(
      'invalid',
      field,
      `${name} could not be read as an image. Please choose another file.`,
    );
  }
  if (!width || !height) {
    throw refuse(
      'invalid',
      field,
      `${name} could not be read as an image. Please choose another file.`,
    );
  }
  if (width * height > LIMITS.maxImagePixels) {
    throw refuse(
      'invalid',
      field,
      `${name} is ${width} x ${height} pixels, more than the ${LIMITS.maxImagePixels / MEGAPIXEL} megapixels an image may have. Please resize it or choose a smaller image.`,
    );
  }
}

/**
 * Reads one uploaded image (at most the rule's size, counted as it arrives), checks its real
 * type, its pixel count (from the header) and the media guard, and stages only EXIF-free WebP
 * variants.
 */
export async function storeImage(
  source: Readable,
  name: string,
  { rule, field, form, storage, guard, stored }: StoreContext,
): Promise<StoredMedia> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const { head, done } = await readHead(iterator, rule.maxBytes + 1);
  if (head.length > rule.maxBytes || !done) throw refuse('too_large', field, rule.tooLarge);
  await detect(head, rule, field, name);
  await checkPixels(head, field, name);

  let large: { data: Buffer; info: OutputInfo };
  let thumb: Buffer;
  try {
    // rotate() applies the EXIF orientation; sharp drops all metadata unless asked to keep it.
    // limitInputPixels again, should a header lie about the size it decodes to.
    const base = sharp(head, {
      failOn: 'error',
      limitInputPixels: LIMITS.maxImagePixels,
      animated: false,
    });
    large = await base
      .clone()
      .rotate()
      .resize({ width: LARGE_PX, height: LARGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    thumb = await base
      .clone()
      .rotate()
      .resize({ width: THUMB_PX, height: THUMB_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    throw refuse(
      'invalid',
      field,
      `${name} could not be read as an image. Please choose another file.`,
    );
  }
  await guard.checkImage({ data: head, name, form });

  const storageKey = newMediaKey('img', '-large.webp');
  const thumbKey = newMediaKey('img', '-thumb.webp');
  stored.push(storageKey);
  await storage.stage(storageKey, large.data);
  stored.push(thumbKey);
  await storage.stage(thumbKey, thumb);
  return {
    kind: 'image',
    storageKey,
    thumbKey,
    contentType: 'image/webp',
    bytes: large.data.length,
    width: large.info.width,
    height: large.info.height,
    originalName: name,
  };
}

/**
 * Streams one uploaded video to the staging area, refusing it as soon as it passes the rule's
 * size (the whole video is never held in memory), after checking its real type from its first
 * bytes.
 */
export async function storeVideo(
  source: Readable,
  name: string,
  { rule, field, form, storage, guard, stored }: StoreContext,
): Promise<StoredMedia> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const { head } = await readHead(iterator, SNIFF_BYTES);
  const mime = await detect(head, rule, field, name);
  const storageKey = newMediaKey('vid', VIDEO_EXTENSIONS[mime] ?? '.mp4');
  let bytes = 0;
  async function* counted() {
    for (let chunk: Buffer | undefined = head; chunk; ) {
      bytes += chunk.length;
      if (bytes > rule.maxBytes) throw refuse('too_large', field, rule.tooLarge);
      yield chunk;
      const next = await iterator.next();
      chunk = next.done ? undefined : next.value;
    }
  }
  stored.push(storageKey);
  await storage.stageStream(storageKey, Readable.from(counted()));
  await guard.checkVideo({
    withFile: (use) => storage.withStagedFile(storageKey, use),
    name,
    form,
  });
  return {
    kind: 'video',
    storageKey,
    thumbKey: null,
    contentType: mime === 'video/x-msvideo' ? 'video/vnd.avi' : mime,
    bytes,
    width: null,
    height: null,
    originalName: name,
  };
}
