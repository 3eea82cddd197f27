// What every MediaStorage must do, as tests: storage.test.ts runs them against the local disk
// and against a real S3-compatible server (s3rver) started by the test.
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MediaStorage, newMediaKey, newPrivateKey, RangeNotSatisfiable } from './storage';

export interface ContractSubject {
  storage: MediaStorage;
  /**
   * A storage on the same store whose listings come a few keys at a time, so that paging is
   * seen (an object store's list is paged; the disk's is not).
   */
  pagedStorage: MediaStorage;
  close(): Promise<void>;
}

const MB = 1024 * 1024;

/** `size` bytes that differ from one position to the next, so a wrong offset shows. */
function patterned(size: number): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) data[i] = (i * 7 + (i >> 8)) % 251;
  return data;
}

/** A stream of `data` in 64 KB chunks that fails after `failAfter` bytes, if given. */
function streamOf(data: Buffer, failAfter?: number): Readable {
  async function* chunks() {
    for (let at = 0; at < data.length; at += 64 * 1024) {
      if (failAfter !== undefined && at >= failAfter) throw new Error('the client went away');
      yield data.subarray(at, at + 64 * 1024);
    }
  }
  return Readable.from(chunks());
}

async function keysOf(files: AsyncIterable<{ key: string; writtenAt: Date }>): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of files) keys.push(file.key);
  return keys.sort();
}

async function readAll(storage: MediaStorage, key: string): Promise<Buffer | null> {
  const file = await storage.read(key);
  return file ? buffer(file.body) : null;
}

export function storageContract(setup: () => Promise<ContractSubject>): void {
  let subject: ContractSubject;
  let storage: MediaStorage;
  beforeAll(async () => {
    subject = await setup();
    storage = subject.storage;
  });
  afterAll(() => subject.close());

  describe('served files', () => {
    it('reads back what was put, whole and in ranges, with its size and entity tag', async () => {
      const key = newMediaKey('vid', '.mp4');
      const data = patterned(100_000);
      await storage.put(key, data);

      const whole = await storage.read(key);
      expect(whole).toMatchObject({ size: 100_000, start: 0, end: 99_999, partial: false });
      // Buffer.equals: vitest's deep equality walks 100,000 bytes one by one (seconds).
      expect((await buffer(whole?.body ?? Readable.from([]))).equals(data)).toBe(true);
      expect(whole?.etag).toMatch(/^(W\/)?".+"$/);
      expect(await storage.stat(key)).toEqual({ size: 100_000, etag: whole?.etag });

      const cases = [
        [{ start: 10, end: 19 }, 10, 19],
        [{ start: 99_990 }, 99_990, 99_999],
        [{ start: 99_000, end: 500_000 }, 99_000, 99_999], // an end past the file is cut to it
        [{ suffix: 5 }, 99_995, 99_999],
        [{ suffix: 200_000 }, 0, 99_999],
      ] as const;
      for (const [range, start, end] of cases) {
        const part = await storage.read(key, range);
        expect(part, JSON.stringify(range)).toMatchObject({
          size: 100_000,
          start,
          end,
          partial: true,
        });
        const bytes = await buffer(part?.body ?? Readable.from([]));
        expect(bytes.equals(data.subarray(start, end + 1)), JSON.stringify(range)).toBe(true);
      }
      for (const range of [{ start: 100_000 }, { start: 200_000, end: 200_010 }, { suffix: 0 }]) {
        const refused = await storage.read(key, range).catch((error: unknown) => error);
        expect(refused, JSON.stringify(range)).toBeInstanceOf(RangeNotSatisfiable);
        expect((refused as RangeNotSatisfiable).size).toBe(100_000);
      }
      await storage.delete(key);
    });

    it('has nothing under a key never written, or deleted; deleting twice is no error', async () => {
      const key = newMediaKey('img', '-large.webp');
      expect(await storage.read(key)).toBeNull();
      expect(await storage.read(key, { start: 0, end: 10 })).toBeNull();
      expect(await storage.stat(key)).toBeNull();
      await storage.put(key, Buffer.from('webp bytes'));
      await storage.delete(key);
      await storage.delete(key);
      expect(await storage.read(key)).toBeNull();
      expect(await keysOf(storage.list())).not.toContain(key);
    });

    it('refuses anything that is not a media key', async () => {
      for (const key of ['../../etc/passwd', 'staging/img/ab/ab.webp', 'img/ab/x.exe']) {
        await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Not a media key/);
        await expect(storage.stage(key, Buffer.from('x'))).rejects.toThrow(/Not a media key/);
      }
    });

    it('copies a file to a new key that outlives the first', async () => {
      const from = newMediaKey('img', '-large.webp');
      const to = newMediaKey('img', '-large.webp');
      await storage.put(from, Buffer.from('the pool picture'));
      await storage.copy(from, to);
      await storage.delete(from);
      expect(await readAll(storage, to)).toEqual(Buffer.from('the pool picture'));
      await storage.delete(to);
    });

    it('lists every served media key with when it was written, page after page', async () => {
      const before = Date.now();
      const keys = [
        ...Array.from({ length: 4 }, () => newMediaKey('img', '-thumb.webp')),
        ...Array.from({ length: 3 }, () => newMediaKey('vid', '.mov')),
      ];
      for (const key of keys) await storage.put(key, Buffer.from(key));
      const staged = newMediaKey('img', '-large.webp');
      await storage.stage(staged, Buffer.from('staged'));

      const listed: { key: string; writtenAt: Date }[] = [];
      for await (const file of subject.pagedStorage.list()) listed.push(file);
      expect(listed.map((f) => f.key).sort()).toEqual(expect.arrayContaining(keys.sort()));
      expect(listed.map((f) => f.key)).not.toContain(staged);
      for (const file of listed.filter((f) => keys.includes(f.key))) {
        // Stores keep whole seconds (S3's LastModified), and clocks differ a little.
        expect(Math.abs(file.writtenAt.getTime() - before)).toBeLessThan(60_000);
      }
      await Promise.all(keys.map((key) => storage.delete(key)));
      await storage.discardStaged([staged]);
    });
  });

  describe('private files (data exports, decision 0072)', () => {
    it('keeps them apart from media: not readable, listed or swept as media; deleted for good', async () => {
      const key = newPrivateKey();
      expect(key).toMatch(/^exports\/[0-9a-f]{32}\.zip$/);
      expect(await storage.readPrivate(key)).toBeNull();
      await storage.putPrivate(key, Buffer.from('PK zip bytes'));
      const file = await storage.readPrivate(key);
      expect(file?.size).toBe(12);
      expect(await buffer(file?.body ?? Readable.from([]))).toEqual(Buffer.from('PK zip bytes'));
      expect(await keysOf(subject.pagedStorage.list())).not.toContain(key);
      expect(await keysOf(subject.pagedStorage.listStaged())).not.toContain(key);
      await expect(storage.read(key)).rejects.toThrow(/Not a media key/);
      await storage.deletePrivate(key);
      await storage.deletePrivate(key);
      expect(await storage.readPrivate(key)).toBeNull();
    });

    it('refuses keys that are not private keys', async () => {
      for (const key of ['../exports/x.zip', 'img/ab/ab.webp', 'exports/ABC.zip']) {
        await expect(storage.putPrivate(key, Buffer.from('x'))).rejects.toThrow(
          /Not a private key/,
        );
      }
    });
  });

  describe('staging', () => {
    it('keeps staged files apart from served ones until they are published', async () => {
      const image = newMediaKey('img', '-large.webp');
      const thumb = newMediaKey('img', '-thumb.webp');
      await storage.stage(image, Buffer.from('large'));
      await storage.stage(thumb, Buffer.from('thumb'));
      expect(await storage.read(image)).toBeNull();
      expect(await keysOf(storage.list())).not.toContain(image);
      expect(await keysOf(subject.pagedStorage.listStaged())).toEqual(
        expect.arrayContaining([image, thumb]),
      );

      await storage.publish([image, thumb]);
      expect(await readAll(storage, image)).toEqual(Buffer.from('large'));
      expect(await readAll(storage, thumb)).toEqual(Buffer.from('thumb'));
      const stillStaged = await keysOf(storage.listStaged());
      expect(stillStaged).not.toContain(image);
      expect(stillStaged).not.toContain(thumb);

      // Again, as after a crash in the middle of publishing, and for keys never staged.
      await storage.publish([image, thumb, newMediaKey('img', '-large.webp')]);
      expect(await readAll(storage, image)).toEqual(Buffer.from('large'));
      await Promise.all([storage.delete(image), storage.delete(thumb)]);
    });

    it('discards staged files, and keys not staged without complaint', async () => {
      const key = newMediaKey('img', '-large.webp');
      await storage.stage(key, Buffer.from('gone soon'));
      await storage.discardStaged([key, newMediaKey('vid', '.mp4')]);
      expect(await keysOf(storage.listStaged())).not.toContain(key);
      await storage.publish([key]);
      expect(await storage.read(key)).toBeNull();
    });

    it('streams a large video to staging and lends it as a local file', async () => {
      const key = newMediaKey('vid', '.mp4');
      const data = patterned(12 * MB); // several of an object store's upload parts
      await storage.stageStream(key, streamOf(data));
      const seen = await storage.withStagedFile(key, async (file) => readFile(file));
      expect(seen.equals(data)).toBe(true);
      // Lending it changes nothing; a failure inside is the caller's, the file stays staged.
      const failure = await storage
        .withStagedFile(key, async () => {
          throw new Error('ffmpeg could not read it');
        })
        .catch((error: unknown) => error);
      expect((failure as Error).message).toBe('ffmpeg could not read it');
      expect(await keysOf(storage.listStaged())).toContain(key);

      await storage.publish([key]);
      const served = await storage.read(key, { start: 6 * MB, end: 6 * MB + 99 });
      expect(await buffer(served?.body ?? Readable.from([]))).toEqual(
        data.subarray(6 * MB, 6 * MB + 100),
      );
      await storage.delete(key);
    });

    it('leaves nothing behind when the stream fails half-way', async () => {
      const small = newMediaKey('vid', '.mp4');
      const large = newMediaKey('vid', '.mp4');
      const data = patterned(12 * MB);
      // Before the first part is complete, and after two parts have been sent.
      await expect(storage.stageStream(small, streamOf(data, 1 * MB))).rejects.toThrow(
        'the client went away',
      );
      await expect(storage.stageStream(large, streamOf(data, 11 * MB))).rejects.toThrow(
        'the client went away',
      );
      const staged = await keysOf(storage.listStaged());
      expect(staged).not.toContain(small);
      expect(staged).not.toContain(large);
      expect(await storage.read(large)).toBeNull();
    });
  });

  it('says it can be used', async () => {
    expect(await storage.check()).toHaveProperty('kind');
  });
}
