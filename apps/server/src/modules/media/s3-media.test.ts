// Media through the whole app with MEDIA_STORAGE=s3, on a real S3-compatible server (s3rver)
// started here: uploads, serving (proxy and redirect), deletes, refusals, the sweep, the seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { listingFields, uploadListingMedia } from '../../../test/listings';
import { elfExecutable, type FilePart, mp4, multipart, png } from '../../../test/multipart';
import { ID_DOCUMENTS, stillVideo } from '../../../tools/id-corpus';
import { type S3TestServer, startS3Server } from '../../../tools/s3-server';
import { removeDemo, seedDemo } from '../demo/index';
import { ORPHAN_GRACE_MS, recoverStagedMedia, sweepOrphanMedia, uploadWindowMs } from './service';
import { newMediaKey } from './storage';

const MB = 1024 * 1024;

/** An MP4 whose bytes after its header differ from one position to the next. */
function video(size: number): Buffer {
  const data = mp4(size);
  for (let i = 32; i < size; i += 1) data[i] = (i * 7 + (i >> 8)) % 251;
  return data;
}

let s3: S3TestServer;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp(s3.env());
  cookie = (await signedIn(t.app, 'vendor')).cookie;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function register(app: TestApp, files: FilePart[]) {
  const body = multipart(listingFields(), files);
  return app.app.inject({
    method: 'POST',
    url: '/api/vendor/listings/dj',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

interface Media {
  id: number;
  kind: 'image' | 'video';
  url: string;
  thumbUrl: string | null;
}

async function mediaOf(listingId: number): Promise<Media[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/vendor/listings/${listingId}`,
    headers: { cookie },
  });
  return res.json().media;
}

const keyOf = (url: string) => url.replace(/^\/media\//, '');

/** A listing with two images and a 6 MB video (two parts of a multipart upload). */
async function listingWithMedia() {
  const film = video(6 * MB);
  const res = await register(t, [
    { field: 'images', name: 'hall.png', type: 'image/png', data: await png(800, 600) },
    { field: 'images', name: 'lawn.png', type: 'image/png', data: await png(640, 480) },
    { field: 'videos', name: 'walk.mp4', type: 'video/mp4', data: film },
  ]);
  expect(res.statusCode).toBe(201);
  const listingId: number = res.json().listingId;
  const media = await mediaOf(listingId);
  const keys = media.flatMap((m) => [m.url, ...(m.thumbUrl ? [m.thumbUrl] : [])]).map(keyOf);
  const videoUrl = media.find((m) => m.kind === 'video')?.url ?? '';
  const imageUrl = media.find((m) => m.kind === 'image')?.url ?? '';
  return { listingId, media, keys: keys.sort(), film, videoUrl, imageUrl };
}

describe('uploads to the bucket, served through Mandap (MEDIA_DELIVERY=proxy)', () => {
  it('stores a listing’s image variants and video in the bucket, nothing left staged', async () => {
    const before = await s3.keys();
    const { keys, film, videoUrl } = await listingWithMedia();
    expect(keys).toHaveLength(5); // two images with their thumbnails, one video
    const added = (await s3.keys()).filter((k) => !before.includes(k));
    expect(added.sort()).toEqual(keys);
    expect(await s3.keys('staging/')).toEqual([]);
    expect((await s3.object(keyOf(videoUrl)))?.equals(film)).toBe(true);
  });

  it('serves images and videos with their type, entity tag, a year of cache, and byte ranges', async () => {
    const { film, videoUrl, imageUrl } = await listingWithMedia();

    const image = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff'); // the app's headers stay
    expect(image.rawPayload.equals((await s3.object(keyOf(imageUrl))) ?? Buffer.alloc(0))).toBe(
      true,
    );
    const etag = image.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: imageUrl,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const whole = await t.app.inject({ method: 'GET', url: videoUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(film.length));
    expect(whole.rawPayload.equals(film)).toBe(true);

    const part = await t.app.inject({
      method: 'GET',
      url: videoUrl,
      headers: { range: 'bytes=5242000-5243999' }, // across the first part's end
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 5242000-5243999/${film.length}`);
    expect(part.headers['content-length']).toBe('2000');
    expect(part.rawPayload.equals(film.subarray(5242000, 5244000))).toBe(true);

    const tail = await t.app.inject({
      method: 'GET',
      url: videoUrl,
      headers: { range: 'bytes=-100' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(
      `bytes ${film.length - 100}-${film.length - 1}/${film.length}`,
    );
    expect(tail.rawPayload.equals(film.subarray(film.length - 100))).toBe(true);

    const past = await t.app.inject({
      method: 'GET',
      url: videoUrl,
      headers: { range: `bytes=${film.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${film.length}`);
    expect(past.headers['cache-control']).toBeUndefined();
    expect(past.json().message).toBe(
      `This file has ${film.length} bytes: the range asked for is not in it.`,
    );

    // Several ranges, a backwards range, or an If-Range: the whole file, which is always right.
    for (const headers of [
      { range: 'bytes=0-1,5-6' },
      { range: 'bytes=9-2' },
      { range: 'bytes=0-99', 'if-range': '"an older version"' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: videoUrl, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.headers['content-length']).toBe(String(film.length));
    }

    const head = await t.app.inject({ method: 'HEAD', url: videoUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(film.length));
    expect(head.headers['content-type']).toBe('video/mp4');
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 for anything that is not a served media key, staged files included', async () => {
    const staged = newMediaKey('img', '-large.webp');
    await t.parts.storage.stage(staged, Buffer.from('staged'));
    await s3.putObject('img/README.txt', 'not a media key');
    for (const url of [
      `/media/staging/${staged}`,
      `/media/${staged}`, // staged only: not published
      `/media/${newMediaKey('vid', '.mp4')}`, // never written
      '/media/img/README.txt',
      '/media/../../etc/passwd',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
    await t.parts.storage.discardStaged([staged]);
    await s3.deleteObject('img/README.txt');
  });

  it('deletes an image’s objects with the image', async () => {
    const { listingId, media: had } = await listingWithMedia();
    const added = await uploadListingMedia(t.app, cookie, listingId, [
      { field: 'images', name: 'stage.png', type: 'image/png', data: await png() },
    ]);
    expect(added.statusCode).toBe(201);
    const media = await mediaOf(listingId);
    const image = media.find((m) => !had.some((h) => h.id === m.id));
    if (!image?.thumbUrl) throw new Error('the new image is missing');
    const keys = [keyOf(image.url), keyOf(image.thumbUrl)];
    for (const key of keys) expect(await s3.keys(key)).toEqual([key]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/vendor/listings/${listingId}/media/${image.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(204);
    for (const key of keys) expect(await s3.keys(key)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    expect(await mediaOf(listingId)).toHaveLength(media.length - 1);
  });

  it('leaves no object in the bucket after a refused upload', async () => {
    const before = await s3.keys();
    // A program posing as an image, after an image and a video were already stored.
    const refused = await register(t, [
      { field: 'images', name: 'hall.png', type: 'image/png', data: await png() },
      { field: 'videos', name: 'walk.mp4', type: 'video/mp4', data: video(6 * MB) },
      { field: 'images', name: 'virus.png', type: 'image/png', data: elfExecutable() },
    ]);
    expect(refused.statusCode).toBe(415);
    expect(await s3.keys()).toEqual(before);

    // A video past Edit Media's 10 MB, refused part-way through its multipart upload.
    const { listingId } = await listingWithMedia();
    const listed = await s3.keys();
    const tooLarge = await uploadListingMedia(t.app, cookie, listingId, [
      { field: 'videos', name: 'long.mp4', type: 'video/mp4', data: video(12 * MB) },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Video size should not exceed 10MB.');
    expect(await s3.keys()).toEqual(listed);
  });

  it('the sweep and a start settle the bucket as they do the disk', async () => {
    const storage = t.parts.storage;
    const { listingId, keys } = await listingWithMedia();
    // A thumbnail a committed row names, left staged (its publish failed)…
    const stranded = newMediaKey('img', '-thumb.webp');
    await storage.stage(stranded, Buffer.from('thumb'));
    const [large] = await t.database.sql.query<{ storage_key: string; thumb_key: string }>(
      `SELECT storage_key, thumb_key FROM listing_media
        WHERE listing_id = $1 AND kind = 'image' ORDER BY id LIMIT 1`,
      [listingId],
    );
    await t.database.sql.query('UPDATE listing_media SET thumb_key = $1 WHERE storage_key = $2', [
      stranded,
      large?.storage_key,
    ]);
    // …and files no row names: served, and staged.
    const orphan = newMediaKey('img', '-large.webp');
    const leftover = newMediaKey('vid', '.mp4');
    await storage.put(orphan, Buffer.from('orphan'));
    await storage.stage(leftover, Buffer.from('half a video'));

    // A start now publishes what a row names and spares the young leftover (an upload may be
    // arriving at another server)…
    const uploadMs = t.config.timeouts.uploadMs;
    expect(await recoverStagedMedia(t.database.db, storage, new Date(), uploadMs)).toEqual({
      published: 1,
      discarded: 0,
    });
    expect(await s3.keys(`staging/${leftover}`)).toEqual([`staging/${leftover}`]);
    expect(await s3.keys(stranded)).toEqual([stranded]);
    // …a start past the upload window deletes it.
    const later = new Date(Date.now() + uploadWindowMs(uploadMs) + 1000);
    expect(await recoverStagedMedia(t.database.db, storage, later, uploadMs)).toEqual({
      published: 0,
      discarded: 1,
    });
    expect(await s3.keys('staging/')).toEqual([]);

    // A day and more later, the sweep deletes the orphan and the thumbnail no row names now.
    await storage.stage(leftover, Buffer.from('half a video'));
    const deleted = await sweepOrphanMedia(
      t.database.db,
      storage,
      new Date(Date.now() + 2 * ORPHAN_GRACE_MS),
    );
    expect(deleted).toBeGreaterThanOrEqual(3); // orphan, leftover, the old thumbnail
    const left = await s3.keys();
    expect(left).not.toContain(orphan);
    expect(left).not.toContain(large?.thumb_key);
    expect(await s3.keys('staging/')).toEqual([]);
    const named = [...keys.filter((k) => k !== large?.thumb_key), stranded];
    for (const key of named) expect(left).toContain(key);
  });

  it('seeds demo listings whose pictures are copies in the bucket, and removes them', async () => {
    const before = await s3.keys();
    const summary = await seedDemo({
      database: t.database,
      storage: t.parts.storage,
      listings: 3,
      seed: 5,
      now: t.clock.now(),
      imagesPerCategory: 1,
    });
    expect(summary.listings).toBe(3);
    const rows = await t.database.sql.query<{ storage_key: string; thumb_key: string }>(
      `SELECT m.storage_key, m.thumb_key FROM listing_media m
         JOIN listings l ON l.id = m.listing_id JOIN vendors v ON v.id = l.vendor_id
        WHERE v.is_demo`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const demoKeys = rows.flatMap((r) => [r.storage_key, r.thumb_key]).sort();
    // Only the listings' own copies stay: the pool they were copied from is gone.
    expect((await s3.keys()).filter((k) => !before.includes(k)).sort()).toEqual(demoKeys);
    const served = await t.app.inject({ method: 'GET', url: `/media/${demoKeys[0]}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const removed = await removeDemo({ database: t.database, storage: t.parts.storage });
    expect(removed.files).toBe(demoKeys.length);
    expect(await s3.keys()).toEqual(before);
  });

  it('reports the bucket in the health checks', async () => {
    const storage = t.parts.health.all.find((check) => check.name === 'storage');
    expect(await storage?.check()).toEqual({ kind: 's3', bucket: s3.bucket });
  });
});

describe('MEDIA_DELIVERY=redirect', () => {
  let signed: TestApp;
  let cdn: TestApp;
  beforeAll(async () => {
    signed = await buildTestApp(s3.env({ MEDIA_DELIVERY: 'redirect' }));
    cdn = await buildTestApp(
      s3.env({ MEDIA_DELIVERY: 'redirect', MEDIA_PUBLIC_URL: 'https://media.example.in/' }),
    );
  });
  afterAll(async () => {
    await signed?.close();
    await cdn?.close();
  });

  it('redirects to a signed URL that reads the file from the bucket', async () => {
    const { film, videoUrl, imageUrl } = await listingWithMedia();
    const res = await signed.app.inject({ method: 'GET', url: imageUrl });
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/${keyOf(imageUrl)}?`)).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('3600');
    // Kept by the browser no longer than the signing window: well before the URL expires.
    const maxAge = Number(
      /^public, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(15 * 60);
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const stored = (await s3.object(keyOf(imageUrl))) ?? Buffer.alloc(0);
    expect(Buffer.from(await file.arrayBuffer()).equals(stored)).toBe(true);

    // Requests in the same window get the same URL, so the browser's cache of the file works.
    const again = await signed.app.inject({ method: 'GET', url: imageUrl });
    expect(again.headers.location).toBe(location);

    const clip = await signed.app.inject({ method: 'GET', url: videoUrl });
    const part = await fetch(String(clip.headers.location), {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(film.subarray(100, 200))).toBe(true);

    expect(
      (await signed.app.inject({ method: 'GET', url: '/media/img/README.txt' })).statusCode,
    ).toBe(404);
    // The pages may load media from the bucket's origin (a CSP checks where redirects lead).
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
    expect(csp).toContain(`media-src 'self' blob: ${s3.endpoint}`);
  });

  it('redirects to MEDIA_PUBLIC_URL when a CDN serves the bucket', async () => {
    const key = newMediaKey('img', '-large.webp');
    const res = await cdn.app.inject({ method: 'GET', url: `/media/${key}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://media.example.in/${key}`);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://media.example.in;");
    expect(csp).toContain("media-src 'self' blob: https://media.example.in;");
    expect((await cdn.app.inject({ method: 'GET', url: '/media/staging/x' })).statusCode).toBe(404);
  });
});

describe('the government-ID check of a video staged in the bucket', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await buildTestApp(s3.env({ ID_GUARD: 'on' }));
  });
  afterAll(() => guarded?.close());

  it('reads the frame from a download of the staged video, and a refusal leaves no object', async () => {
    const voterId = ID_DOCUMENTS['Voter ID card'];
    if (!voterId) throw new Error('corpus entry missing');
    const owner = await signedIn(guarded.app, 'vendor');
    const before = await s3.keys();
    const body = multipart(listingFields(), [
      { field: 'images', name: 'hall.png', type: 'image/png', data: await png() },
      {
        field: 'videos',
        name: 'reel.mp4',
        type: 'video/mp4',
        data: await stillVideo(await voterId()),
      },
    ]);
    const res = await guarded.app.inject({
      method: 'POST',
      url: '/api/vendor/listings/dj',
      headers: { ...body.headers, cookie: owner.cookie },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Upload blocked: Video may contain government-issued ID.');
    expect(await s3.keys()).toEqual(before);
  });
});
