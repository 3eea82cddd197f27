import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where media files live: local disk by default, object storage at scale (same interface). */
export interface MediaStorage {
  /** Writes a whole buffer under `key`. */
  put(key: string, data: Buffer): Promise<void>;
  /** Streams `source` to `key`; rejects, leaving nothing behind, if the stream errors. */
  putStream(key: string, source: Readable): Promise<void>;
  /** A local path to read `key` from (checks such as video frames need one). */
  localPath(key: string): string;
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /** Every stored media key with the time it was written (anything else in the store is skipped). */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;
}

const KEY_PATTERN = /^(img|vid)\/[a-z0-9]{2}\/[a-z0-9_-]+\.(webp|mp4|mov|avi)$/;

/** A random, unguessable key such as `img/k3/k3x9…-large.webp` (R8: random names). */
export function newMediaKey(kind: 'img' | 'vid', suffix: string): string {
  const name = randomBytes(16)
    .toString('base64url')
    .toLowerCase()
    .replaceAll(/[^a-z0-9]/g, '');
  return `${kind}/${name.slice(0, 2)}/${name}${suffix}`;
}

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Media on local disk under `root` (by default data/media), outside the web root. */
export function localStorage(root: string): MediaStorage {
  const full = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      await mkdir(path.dirname(full(key)), { recursive: true });
      await writeFile(full(key), data, { flag: 'wx' });
    },
    async putStream(key, source) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(source, createWriteStream(target, { flags: 'wx' }));
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
    },
    localPath: full,
    async size(key) {
      try {
        return (await stat(full(key))).size;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(full(key), { force: true });
    },
    async *list() {
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
          const written = await stat(full(key)).catch(() => null);
          if (written) yield { key, writtenAt: written.mtime };
        }
      }
    },
  };
}

/** Reads a stored file back (tests, and serving when not behind a CDN). */
export function readStored(storage: MediaStorage, key: string): Readable {
  return createReadStream(storage.localPath(key));
}
