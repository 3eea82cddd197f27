import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp, testDatabase } from '../../../test/helper';
import { listingFields } from '../../../test/listings';
import { mp4, multipart, png } from '../../../test/multipart';
import { assembleApp } from '../../app';
import { ORPHAN_GRACE_MS, sweepOrphanMedia } from './service';
import { localStorage, type MediaStorage } from './storage';

let t: TestApp;
let mediaDir: string;
beforeAll(async () => {
  t = await buildTestApp();
  mediaDir = path.join(t.tempDir, 'media');
});
afterAll(() => t.close());

async function storedKeys(): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Writes a file under the media folder, last written `ageMs` ago. */
async function writeAged(key: string, ageMs: number): Promise<void> {
  const file = path.join(mediaDir, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'left over');
  await setAge(key, ageMs);
}

async function setAge(key: string, ageMs: number): Promise<void> {
  const when = new Date(Date.now() - ageMs);
  await utimes(path.join(mediaDir, key), when, when);
}

describe('the sweep of media files no listing refers to', () => {
  it('deletes old unreferenced files and keeps listed, recent and unknown ones', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const body = multipart(listingFields(), [
      { field: 'images', name: 'stage.png', type: 'image/png', data: await png() },
      { field: 'videos', name: 'entry.mp4', type: 'video/mp4', data: mp4() },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/listings/dj',
      headers: { ...body.headers, cookie: vendor.cookie },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const listed = await storedKeys();
    expect(listed.length).toBeGreaterThanOrEqual(3); // image, its thumbnail, the video
    // The listing's own files are as old as the orphans: age alone must not delete them.
    for (const key of listed) await setAge(key, 2 * ORPHAN_GRACE_MS);

    const day = ORPHAN_GRACE_MS;
    await writeAged('img/zz/crashedupload-large.webp', 2 * day); // an orphan from a crash
    await writeAged('vid/zz/crashedupload.mp4', day + 60_000); // another, just past the grace
    await writeAged('img/zz/uploadonitsway-large.webp', 60_000); // an upload still running
    await writeAged('img/zz/notes.txt', 2 * day); // not a media key: never ours to delete

    const deleted = await sweepOrphanMedia(t.database.db, t.parts.storage, new Date());

    expect(deleted).toBe(2);
    expect(await storedKeys()).toEqual(
      [...listed, 'img/zz/notes.txt', 'img/zz/uploadonitsway-large.webp'].sort(),
    );
  });

  it('finds nothing to do in an empty media folder', async () => {
    const empty = await buildTestApp();
    try {
      await expect(
        sweepOrphanMedia(empty.database.db, empty.parts.storage, new Date()),
      ).resolves.toBe(0);
    } finally {
      await empty.close();
    }
  });
});

describe('the sweep job', () => {
  /** A media folder that never ends, one file every 20 ms, and how many it has listed. */
  function endlessStorage() {
    const state = { listed: 0 };
    const storage: MediaStorage = {
      ...localStorage(path.join(t.tempDir, 'endless')),
      async *list() {
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          state.listed += 1;
          yield { key: `img/endless-${state.listed}.webp`, writtenAt: new Date() };
        }
      },
    };
    return { state, storage };
  }

  it('does not hold the server back, and stops when the server closes', async () => {
    const db = await testDatabase();
    // A start that waited for the sweep would never be ready, and a close that did not stop it
    // would never return.
    const { state, storage } = endlessStorage();
    const { app, parts } = await assembleApp({
      config: t.config,
      database: db,
      migrationVersion: db.migrationVersion,
      clock: () => new Date(),
      storage,
      firstSweepAfterMs: 0,
    });
    try {
      await app.ready();
      // What the hourly schedule sends (decision 0047).
      await parts.jobs.send('sweep-orphan-media', {});
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      await vi.waitFor(() => expect(state.listed).toBeGreaterThan(2), { timeout: 10_000 });
    } finally {
      await app.close();
      await db.close();
    }
    const atClose = state.listed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(state.listed).toBe(atClose);
  });

  it('is left for later by a server just started', async () => {
    const db = await testDatabase();
    const { state, storage } = endlessStorage();
    const { app, parts } = await assembleApp({
      config: t.config,
      database: db,
      migrationVersion: db.migrationVersion,
      clock: () => new Date(),
      storage,
    });
    try {
      await app.ready();
      await parts.jobs.send('sweep-orphan-media', {});
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(state.listed).toBe(0);
      const sweep = (await parts.jobs.report()).jobs.find((j) => j.name === 'sweep-orphan-media');
      expect(sweep).toMatchObject({ queued: 1, running: 0 });
    } finally {
      await app.close();
      await db.close();
    }
  });
});
