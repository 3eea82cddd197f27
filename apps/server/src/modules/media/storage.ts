import { randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream, type Dirent } from 'node:fs';
import {
  access,
  copyFile,
  link,
  mkdir,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Part of a file: from `start` to `end` (inclusive; the end of the file if left out), or its last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** A served file being read: its bytes from `start` to `end` (inclusive) of its whole `size`. */
export interface StoredFile {
  body: Readable;
  size: number;
  start: number;
  end: number;
  /** Whether a range was asked for and answered (an HTTP 206). */
  partial: boolean;
  etag: string;
}

/** What `read` throws for a range past the end of the file (an HTTP 416). */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super(`The range asked for is not within the file's ${size} bytes.`);
  }
}

/**
 * Where media files live: local disk by default, an S3-compatible bucket at scale (same
 * interface, same tests: storage.contract.ts). Nothing outside the storage sees a file path.
 *
 * An upload never writes where files are served: it *stages* them (a folder or prefix nobody
 * serves) and *publishes* them once the listing that names them is committed, so a crash in the
 * middle of a submission leaves nothing servable (decision 0029). On an object store, staging is
 * a `staging/` prefix and publishing a copy and delete (decision 0046).
 */
export interface MediaStorage {
  /** Writes a whole buffer under `key` where it is served (the demo seed; uploads stage). */
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Makes served key `to` hold what served key `from` holds (the demo seed shares its pictures):
   * a hard link on disk, a server-side copy in a bucket. Deleting one leaves the other.
   */
  copy(from: string, to: string): Promise<void>;
  /** Reads a served file, or the part `range` names; null if there is none. */
  read(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** The size and entity tag of a served file; null if there is none. */
  stat(key: string): Promise<{ size: number; etag: string } | null>;
  /** Deletes a served file; nothing happens if there is none. */
  delete(key: string): Promise<void>;
  /** Every served media key with the time it was written (anything else in the store is skipped). */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;

  /** Writes a whole buffer under `key` in the staging area, which is never served. */
  stage(key: string, data: Buffer): Promise<void>;
  /** Streams `source` to `key` in the staging area; rejects, leaving nothing behind, on error. */
  stageStream(key: string, source: Readable): Promise<void>;
  /**
   * Runs `use` with a local file holding staged `key` (ffmpeg reads a video's frames from one):
   * the staged file itself on disk; from a bucket, a temporary download, removed afterwards
   * however `use` ends.
   */
  withStagedFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T>;
  /**
   * Moves staged keys to where they are served. Idempotent: a key already published, or staged
   * no more (deleted meanwhile), is skipped, so a publish may be repeated after a crash.
   */
  publish(keys: readonly string[]): Promise<void>;
  /** Deletes staged files; nothing happens for keys not staged. */
  discardStaged(keys: readonly string[]): Promise<void>;
  /** Every staged media key with the time it was written. */
  listStaged(): AsyncIterable<{ key: string; writtenAt: Date }>;

  /**
   * Writes a private file (a data export, decision 0072) under private `key`: in an area apart
   * from media, never served under /media/, never listed or swept as media; read back only by
   * `readPrivate`, for its owner.
   */
  putPrivate(key: string, data: Buffer): Promise<void>;
  /** Reads a whole private file; null if there is none. */
  readPrivate(key: string): Promise<StoredFile | null>;
  /** Deletes a private file; nothing happens if there is none. */
  deletePrivate(key: string): Promise<void>;

  /**
   * A URL that reads served `key` straight from the store until `expiresInSeconds` after
   * `signedAt` (object stores only: MEDIA_DELIVERY=redirect sends browsers there).
   */
  signedUrl?(key: string, options: { signedAt: Date; expiresInSeconds: number }): Promise<string>;
  /** Whether the store can be used now (/api/health): what it is, or a rejection saying why not. */
  check(): Promise<Record<string, unknown>>;
}

const KEY_PATTERN = /^(img|vid)\/[a-z0-9]{2}\/[a-z0-9_-]+\.(webp|mp4|mov|avi)$/;

/**
 * A random, unguessable key such as `img/3f/3f9c…e1-large.webp` (R8: random names): 128 bits
 * from the CSPRNG, in hex, the first two characters naming its folder.
 */
export function newMediaKey(kind: 'img' | 'vid', suffix: string): string {
  const name = randomBytes(16).toString('hex');
  return `${kind}/${name.slice(0, 2)}/${name}${suffix}`;
}

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

const PRIVATE_KEY_PATTERN = /^exports\/[0-9a-f]{32}\.zip$/;

/** A random private key such as `exports/3f9c…e1.zip`: 128 bits from the CSPRNG, in hex. */
export function newPrivateKey(): string {
  return `exports/${randomBytes(16).toString('hex')}.zip`;
}

export function isPrivateKey(key: string): boolean {
  return PRIVATE_KEY_PATTERN.test(key);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
};

/** The content type a media key is served with, from its extension (as @fastify/static does). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Random names never change content: any cache may keep a media file for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The first and last byte `range` names in a file of `size` bytes (`end` past the file is cut to
 * it); throws RangeNotSatisfiable when none of it is in the file.
 */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } {
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) throw new RangeNotSatisfiable(size);
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) throw new RangeNotSatisfiable(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** Every media key under `root` with its modification time. */
async function* keysUnder(root: string): AsyncIterable<{ key: string; writtenAt: Date }> {
  for (const kind of ['img', 'vid']) {
    let entries: Dirent[];
    try {
      entries = await readdir(path.join(root, kind), { recursive: true, withFileTypes: true });
    } catch {
      continue; // nothing of this kind stored yet
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path
        .relative(root, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join('/');
      if (!isMediaKey(key)) continue;
      const written = await stat(path.join(root, key)).catch(() => null);
      if (written) yield { key, writtenAt: written.mtime };
    }
  }
}

/** A weak entity tag from size and modification time, as @fastify/static makes them. */
function diskEtag(size: number, mtime: Date): string {
  return `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
}

/**
 * Media on local disk: served files under `root` (by default DATA_DIR/media, outside the web
 * root), staged ones under `stagingRoot` (by default its sibling DATA_DIR/media-staging, on the
 * same disk so that publishing is one atomic rename, and outside what /media/ serves).
 */
export function localStorage(
  root: string,
  stagingRoot = `${root}-staging`,
  /** Private files (data exports): a sibling folder, outside what /media/ serves. */
  privateRoot = `${root}-private`,
): MediaStorage {
  const within = (base: string) => (key: string) => {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    return path.join(base, key);
  };
  const full = within(root);
  const privateFile = (key: string) => {
    if (!isPrivateKey(key)) throw new Error(`Not a private key: ${key}`);
    return path.join(privateRoot, key);
  };
  const staged = within(stagingRoot);
  const write = async (target: string, data: Buffer) => {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data, { flag: 'wx' });
  };
  const statOf = async (key: string) => {
    try {
      return await stat(full(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    async put(key, data) {
      await write(full(key), data);
    },
    async copy(from, to) {
      const target = full(to);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        // The bytes are written once however many keys share them.
        await link(full(from), target);
      } catch (error) {
        // Another file system under the folder (or one without hard links): a real copy.
        if (isMissing(error)) throw error;
        await copyFile(full(from), target);
      }
    },
    async read(key, range) {
      const found = await statOf(key);
      if (!found) return null;
      const { start, end } = range
        ? resolveRange(range, found.size)
        : { start: 0, end: found.size - 1 };
      return {
        body: createReadStream(full(key), { start, end }),
        size: found.size,
        start,
        end,
        partial: range !== undefined,
        etag: diskEtag(found.size, found.mtime),
      };
    },
    async stat(key) {
      const found = await statOf(key);
      return found ? { size: found.size, etag: diskEtag(found.size, found.mtime) } : null;
    },
    async delete(key) {
      await rm(full(key), { force: true });
    },
    list: () => keysUnder(root),

    async stage(key, data) {
      await write(staged(key), data);
    },
    async stageStream(key, source) {
      const target = staged(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(source, createWriteStream(target, { flags: 'wx' }));
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
    },
    async withStagedFile(key, use) {
      return use(staged(key));
    },
    async publish(keys) {
      for (const key of keys) {
        const target = full(key);
        await mkdir(path.dirname(target), { recursive: true });
        try {
          await rename(staged(key), target);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    },
    async discardStaged(keys) {
      await Promise.all(keys.map((key) => rm(staged(key), { force: true })));
    },
    listStaged: () => keysUnder(stagingRoot),

    async putPrivate(key, data) {
      const target = privateFile(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, data, { flag: 'wx', mode: 0o600 });
    },
    async readPrivate(key) {
      const file = privateFile(key);
      let found: Awaited<ReturnType<typeof stat>>;
      try {
        found = await stat(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return {
        body: createReadStream(file),
        size: found.size,
        start: 0,
        end: found.size - 1,
        partial: false,
        etag: diskEtag(found.size, found.mtime),
      };
    },
    async deletePrivate(key) {
      await rm(privateFile(key), { force: true });
    },

    async check() {
      // Both folders must be there and writable: a full or read-only disk refuses uploads.
      for (const folder of [root, stagingRoot]) {
        await mkdir(folder, { recursive: true });
        await access(folder, constants.W_OK);
      }
      return { kind: 'disk' };
    },
  };
}
