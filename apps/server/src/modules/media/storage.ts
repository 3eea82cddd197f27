import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where media files live: local disk by default, object storage at scale (same interface).
 *
 * An upload never writes where files are served: it *stages* them (a folder or prefix nobody
 * serves) and *publishes* them once the listing that names them is committed, so a crash in the
 * middle of a submission leaves nothing servable (decision 0029). On an object store, staging is
 * a `staging/` prefix and publishing a copy and delete (or a rename where the store has one).
 */
export interface MediaStorage {
  /** Writes a whole buffer under `key` where it is served (the demo seed; uploads stage). */
  put(key: string, data: Buffer): Promise<void>;
  /** A local path to read a served `key` from. */
  localPath(key: string): string;
  size(key: string): Promise<number | null>;
  /** Deletes a served file; nothing happens if there is none. */
  delete(key: string): Promise<void>;
  /** Every served media key with the time it was written (anything else in the store is skipped). */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;

  /** Writes a whole buffer under `key` in the staging area, which is never served. */
  stage(key: string, data: Buffer): Promise<void>;
  /** Streams `source` to `key` in the staging area; rejects, leaving nothing behind, on error. */
  stageStream(key: string, source: Readable): Promise<void>;
  /** A local path to read a staged `key` from (checks such as video frames need one). */
  stagedPath(key: string): string;
  /**
   * Moves staged keys to where they are served. Idempotent: a key already published, or staged
   * no more (deleted meanwhile), is skipped, so a publish may be repeated after a crash.
   */
  publish(keys: readonly string[]): Promise<void>;
  /** Deletes staged files; nothing happens for keys not staged. */
  discardStaged(keys: readonly string[]): Promise<void>;
  /** Every staged media key with the time it was written. */
  listStaged(): AsyncIterable<{ key: string; writtenAt: Date }>;
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

/**
 * Media on local disk: served files under `root` (by default DATA_DIR/media, outside the web
 * root), staged ones under `stagingRoot` (by default its sibling DATA_DIR/media-staging, on the
 * same disk so that publishing is one atomic rename, and outside what /media/ serves).
 */
export function localStorage(root: string, stagingRoot = `${root}-staging`): MediaStorage {
  const within = (base: string) => (key: string) => {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    return path.join(base, key);
  };
  const full = within(root);
  const staged = within(stagingRoot);
  const write = async (target: string, data: Buffer) => {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data, { flag: 'wx' });
  };
  return {
    put: (key, data) => write(full(key), data),
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
    list: () => keysUnder(root),

    stage: (key, data) => write(staged(key), data),
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
    stagedPath: staged,
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
  };
}

/** Reads a stored file back (tests, and serving when not behind a CDN). */
export function readStored(storage: MediaStorage, key: string): Readable {
  return createReadStream(storage.localPath(key));
}
