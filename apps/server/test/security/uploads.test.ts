// Upload security (issue 14): what a vendor may store, how much of it, how fast it is refused,
// where it lives until its listing is committed, and who may touch it. Each test names the
// OWASP ASVS 5.0 requirement or API Security Top 10 (2023) item it checks.
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import type { MediaGuard } from '../../src/modules/media/index';
import { loadConfig } from '../../src/platform/config';
import { DomainError } from '../../src/platform/domain-errors';
import { signedIn } from '../accounts';
import { buildTestApp, rememberTestApp, type TestApp, testDatabase } from '../helper';
import { createListing, filesUnder, listingFields, uploadListingMedia } from '../listings';
import {
  elfExecutable,
  type FilePart,
  heldBody,
  jpegWithExif,
  mp4,
  multipart,
  pixelBombPng,
  png,
} from '../multipart';

const MB = 1024 * 1024;

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let stranger: Awaited<ReturnType<typeof signedIn>>;
let smallPng: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedIn(t.app, 'vendor');
  stranger = await signedIn(t.app, 'vendor');
  smallPng = await png(60, 40);
});
afterAll(() => t.close());

const mediaDir = () => path.join(t.tempDir, 'media');
const stagingDir = () => path.join(t.tempDir, 'media-staging');

/** Every media file of the data folder, served or staged. */
async function allMediaFiles(): Promise<string[]> {
  return [
    ...(await filesUnder(mediaDir())).map((f) => `media/${f}`),
    ...(await filesUnder(stagingDir())).map((f) => `staging/${f}`),
  ];
}

const image = (name = 'stage.png', data = smallPng): FilePart => ({
  field: 'images',
  name,
  type: 'image/png',
  data,
});
const video = (name = 'entry.mp4', data = mp4()): FilePart => ({
  field: 'videos',
  name,
  type: 'video/mp4',
  data,
});

function register(cookie: string, files: FilePart[], category = 'dj') {
  const body = multipart(listingFields(), files);
  return t.app.inject({
    method: 'POST',
    url: `/api/vendor/listings/${category}`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

/** A listing of `cookie`'s vendor with `images` images and `videos` videos. */
async function listingWith(cookie: string, images: number, videos = 0): Promise<number> {
  const files = [
    ...Array.from({ length: images }, (_, i) => image(`photo-${i}.png`)),
    ...Array.from({ length: videos }, (_, i) => video(`clip-${i}.mp4`)),
  ];
  const res = await register(cookie, files);
  if (res.statusCode !== 201) throw new Error(`listing failed: ${res.body}`);
  return res.json().listingId;
}

async function mediaCounts(cookie: string, listingId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/vendor/listings/${listingId}`,
    headers: { cookie },
  });
  const media = res.json().media as { kind: 'image' | 'video' }[];
  return {
    images: media.filter((m) => m.kind === 'image').length,
    videos: media.filter((m) => m.kind === 'video').length,
  };
}

/**
 * Starts an upload through app.inject whose body stops in the middle of its last file, so the
 * request is still under way (its first files already received) until `finish()`.
 */
function heldUpload(
  url: string,
  cookie: string,
  fields: Record<string, string>,
  files: FilePart[],
) {
  const body = multipart(fields, files);
  const last = files.at(-1);
  if (!last) throw new Error('a held upload needs a file');
  const held = heldBody(body.payload, body.payload.lastIndexOf(last.data) + last.data.length / 2);
  const reply = t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, cookie },
    payload: held.stream,
  });
  return { ...held, reply };
}

/** Waits until the data folder holds at least `count` more media files than `before`. */
async function untilFiles(before: readonly string[], count: number): Promise<string[]> {
  return vi.waitFor(
    async () => {
      const now = await allMediaFiles();
      const added = now.filter((f) => !before.includes(f));
      if (added.length < count) throw new Error(`only ${added.length} new files`);
      return added;
    },
    { timeout: 10_000, interval: 20 },
  );
}

describe('how many images and videos a listing may have (ASVS 5.2.4, API4:2023)', () => {
  it('registration refuses an 11th image and a 4th video, storing nothing', async () => {
    const before = await allMediaFiles();
    const images = await register(
      owner.cookie,
      Array.from({ length: 11 }, (_, i) => image(`p${i}.png`)),
    );
    expect(images.statusCode).toBe(400);
    expect(images.json()).toEqual({
      message: 'Please upload at most 10 images.',
      fieldErrors: { images: 'Please upload at most 10 images.' },
    });
    const videos = await register(
      owner.cookie,
      Array.from({ length: 4 }, (_, i) => video(`v${i}.mp4`)),
    );
    expect(videos.statusCode).toBe(400);
    expect(videos.json().message).toBe('Please upload at most 3 videos.');
    expect(await allMediaFiles()).toEqual(before);
  });

  it('Edit Media refuses an image once the listing has 10, saying none can be added', async () => {
    const listingId = await listingWith(owner.cookie, 10);
    const before = await allMediaFiles();
    const res = await uploadListingMedia(t.app, owner.cookie, listingId, [image()]);
    expect(res.statusCode).toBe(400);
    const message =
      'A listing can have at most 10 images. This one has 10, so you can add no more until you delete one.';
    expect(res.json()).toEqual({ message, fieldErrors: { images: message } });
    expect(await mediaCounts(owner.cookie, listingId)).toEqual({ images: 10, videos: 0 });
    expect(await allMediaFiles()).toEqual(before);
  });

  it('Edit Services counts what the listing already has and says how many more fit', async () => {
    const listingId = await listingWith(owner.cookie, 8);
    const before = await allMediaFiles();
    const three = [image('a.png'), image('b.png'), image('c.png')];
    const refused = await uploadListingMedia(t.app, owner.cookie, listingId, three, 'registration');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'A listing can have at most 10 images. This one has 8, so you can add 2 more.',
    );
    expect(await allMediaFiles()).toEqual(before);
    const two = await uploadListingMedia(
      t.app,
      owner.cookie,
      listingId,
      three.slice(0, 2),
      'registration',
    );
    expect(two.statusCode).toBe(201);
    expect(await mediaCounts(owner.cookie, listingId)).toEqual({ images: 10, videos: 0 });
  });

  it('Edit Media refuses a 4th video, and its image with it', async () => {
    const listingId = await listingWith(owner.cookie, 1, 3);
    const before = await allMediaFiles();
    const res = await uploadListingMedia(t.app, owner.cookie, listingId, [image(), video()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      videos:
        'A listing can have at most 3 videos. This one has 3, so you can add no more until you delete one.',
    });
    expect(await mediaCounts(owner.cookie, listingId)).toEqual({ images: 1, videos: 3 });
    expect(await allMediaFiles()).toEqual(before);
  });

  it('an upload that started while there was room is refused at commit if the listing filled up meanwhile (ASVS 15.4.2)', async () => {
    const listingId = await listingWith(owner.cookie, 9);
    const before = await allMediaFiles();
    // A: its image is received and stored, its video still arriving...
    const slow = heldUpload(`/api/vendor/listings/${listingId}/media`, owner.cookie, {}, [
      image('slow.png'),
      video('slow.mp4', mp4(2 * MB)),
    ]);
    const slowFiles = await untilFiles(before, 2);
    // ...while B takes the last place.
    const quick = await uploadListingMedia(t.app, owner.cookie, listingId, [image('quick.png')]);
    expect(quick.statusCode).toBe(201);
    slow.finish();
    const res = await slow.reply;
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'A listing can have at most 10 images. This one has 10, so you can add no more until you delete one.',
    );
    expect(await mediaCounts(owner.cookie, listingId)).toEqual({ images: 10, videos: 0 });
    const after = await allMediaFiles();
    for (const file of slowFiles) expect(after).not.toContain(file);
    expect(after.filter((f) => !before.includes(f))).toHaveLength(2); // B's large and thumb
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can hold the row while an upload
  // runs: there, an upload must wait for the listing's row, then count what the holder added.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'an upload waits for the listing row another transaction holds, then counts what it added (PostgreSQL)',
    async () => {
      const listingId = await listingWith(owner.cookie, 9);
      const before = await allMediaFiles();
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const holding = new Promise<void>((resolve) => {
        locked = resolve;
      });
      // Another upload recording its image: it holds the row and has added the 10th.
      const holder = t.database.sql.transaction(async (tx) => {
        await tx.query('SELECT id FROM listings WHERE id = $1 FOR UPDATE', [listingId]);
        await tx.query(
          `INSERT INTO listing_media (listing_id, kind, storage_key, thumb_key, content_type,
             bytes, width, height, original_name, position)
           VALUES ($1, 'image', $2, NULL, 'image/webp', 10, 60, 40, 'held.png', 9)`,
          [listingId, `img/ee/ee${'1'.repeat(30)}-large.webp`],
        );
        locked();
        await released;
      });
      await holding;
      const upload = uploadListingMedia(t.app, owner.cookie, listingId, [image('waits.png')]);
      // Its image is staged: it has passed the first count (9) and is about to record it.
      await untilFiles(before, 2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await holder;
      const res = await upload;
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'A listing can have at most 10 images. This one has 10, so you can add no more until you delete one.',
      );
      expect(await mediaCounts(owner.cookie, listingId)).toEqual({ images: 10, videos: 0 });
      expect(await allMediaFiles()).toEqual(before);
    },
  );

  it('two Edit Media uploads at once cannot together pass the cap', async () => {
    const listingId = await listingWith(owner.cookie, 9);
    const replies = await Promise.all([
      uploadListingMedia(t.app, owner.cookie, listingId, [image('one.png')]),
      uploadListingMedia(t.app, owner.cookie, listingId, [image('two.png')]),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await mediaCounts(owner.cookie, listingId)).toEqual({ images: 10, videos: 0 });
  });
});

describe('what an upload may cost the server (ASVS 5.2.1, 5.2.6, 2.4.1; API4:2023)', () => {
  it('refuses a pixel bomb from its header, before decoding it, naming the file and the limit', async () => {
    const bomb = pixelBombPng(10_000, 10_000); // 12 KB on the wire, 100 megapixels
    const before = await allMediaFiles();
    const started = performance.now();
    const res = await register(owner.cookie, [image('bomb.png', bomb)]);
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'bomb.png is 10000 x 10000 pixels, more than the 40 megapixels an image may have. Please resize it or choose a smaller image.',
    );
    expect(elapsed).toBeLessThan(1000); // decoding it takes over a second on this machine
    expect(await allMediaFiles()).toEqual(before);
  });

  it('answers a third simultaneous upload by one vendor with 429, and only that vendor', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await createListing(t.app, vendor.cookie);
    const strangerListing = await createListing(t.app, stranger.cookie);
    const before = await allMediaFiles();
    const registration = heldUpload('/api/vendor/listings/dj', vendor.cookie, listingFields(), [
      image('first.png'),
      image('second.png', await png(900, 700)),
    ]);
    const editMedia = heldUpload(`/api/vendor/listings/${listingId}/media`, vendor.cookie, {}, [
      image('third.png'),
      video('third.mp4', mp4(2 * MB)),
    ]);
    await untilFiles(before, 4); // both under way, each with an image stored

    const third = await uploadListingMedia(t.app, vendor.cookie, listingId, [image()]);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      message:
        'You already have 2 uploads under way. Please wait for them to finish, then try again.',
    });
    const other = await uploadListingMedia(t.app, stranger.cookie, strangerListing, [image()]);
    expect(other.statusCode).toBe(201);

    registration.finish();
    editMedia.finish();
    expect((await registration.reply).statusCode).toBe(201);
    expect((await editMedia.reply).statusCode).toBe(201);
    const again = await uploadListingMedia(t.app, vendor.cookie, listingId, [image()]);
    expect(again.statusCode).toBe(201);
  });

  it('gives a refused upload its place back', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await createListing(t.app, vendor.cookie);
    for (let i = 0; i < 3; i += 1) {
      const res = await uploadListingMedia(t.app, vendor.cookie, listingId, [
        { field: 'images', name: 'photo.jpg', type: 'image/jpeg', data: elfExecutable() },
      ]);
      expect(res.statusCode).toBe(415);
    }
    const res = await uploadListingMedia(t.app, vendor.cookie, listingId, [image()]);
    expect(res.statusCode).toBe(201);
  });

  it('refuses files over the size limit with 413, before storing anything', async () => {
    const listingId = await createListing(t.app, owner.cookie);
    const before = await allMediaFiles();
    const big = Buffer.alloc(5 * MB + 1);
    smallPng.copy(big);
    const registration = await register(owner.cookie, [image('huge.png', big)]);
    expect(registration.statusCode).toBe(413);
    expect(registration.json().message).toBe('Each image must be less than 5MB');
    const editImage = await uploadListingMedia(t.app, owner.cookie, listingId, [
      image('big.png', big.subarray(0, 2 * MB + 1)),
    ]);
    expect(editImage.statusCode).toBe(413);
    expect(editImage.json().message).toBe('Image size should not exceed 2MB.');
    const editVideo = await uploadListingMedia(t.app, owner.cookie, listingId, [
      image(),
      video('long.mp4', mp4(10 * MB + 1)),
    ]);
    expect(editVideo.statusCode).toBe(413);
    expect(editVideo.json().message).toBe('Video size should not exceed 10MB.');
    expect(await allMediaFiles()).toEqual(before);
  });
});

describe('what an upload may be (ASVS 5.2.2, 5.3.1)', () => {
  it('refuses a program named like an image, by its bytes (magic bytes), not its name or type', async () => {
    const before = await allMediaFiles();
    const res = await register(owner.cookie, [
      { field: 'images', name: 'photo.jpg', type: 'image/jpeg', data: elfExecutable() },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('photo.jpg: Images must be JPG, PNG, GIF or WebP files.');
    // A GIF renamed .png passes registration's types but not Edit Media's.
    const listingId = await createListing(t.app, owner.cookie);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const edit = await uploadListingMedia(t.app, owner.cookie, listingId, [image('anim.png', gif)]);
    expect(edit.statusCode).toBe(415);
    expect(edit.json().message).toBe('anim.png: Only JPG, JPEG, and PNG image types are allowed.');
    expect(await allMediaFiles()).toEqual(before);
  });

  it('refuses SVG and HTML, which a browser would run script from', async () => {
    const before = await allMediaFiles();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const svgRes = await register(owner.cookie, [
      { field: 'images', name: 'logo.svg', type: 'image/svg+xml', data: svg },
    ]);
    expect(svgRes.statusCode).toBe(415);
    expect(svgRes.json().message).toBe('logo.svg: Images must be JPG, PNG, GIF or WebP files.');
    const htmlRes = await register(owner.cookie, [image('page.png', html)]);
    expect(htmlRes.statusCode).toBe(415);
    expect(await allMediaFiles()).toEqual(before);
  });

  it('strips EXIF and other metadata: only re-encoded WebP is stored and served', async () => {
    const res = await register(owner.cookie, [
      { field: 'images', name: 'camera.jpg', type: 'image/jpeg', data: await jpegWithExif() },
    ]);
    expect(res.statusCode).toBe(201);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/listings/${res.json().listingId}`,
      headers: { cookie: owner.cookie },
    });
    const [stored] = detail.json().media;
    for (const url of [stored.url, stored.thumbUrl]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const bytes = served.rawPayload;
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(bytes.includes('SecretCam')).toBe(false);
      expect(bytes.includes('Private GPS')).toBe(false);
    }
  });
});

describe('where uploads are kept and who may reach them (ASVS 5.3.2, 8.2.2, 11.5.1; API1:2023)', () => {
  it('ignores a file name with path traversal: files go under random keys inside the media folder', async () => {
    const before = await allMediaFiles();
    const res = await register(owner.cookie, [
      image('../../../../escaped.png'),
      image('..\\..\\escaped-too.png'),
    ]);
    expect(res.statusCode).toBe(201);
    const added = (await allMediaFiles()).filter((f) => !before.includes(f));
    expect(added).toHaveLength(4);
    for (const file of added) {
      expect(file).toMatch(/^media\/img\/[0-9a-f]{2}\/[0-9a-f]{32}-(large|thumb)\.webp$/);
    }
    const parent = path.dirname(t.tempDir);
    for (const escaped of ['escaped.png', 'escaped-too.png']) {
      await expect(stat(path.join(parent, escaped))).rejects.toThrow();
      await expect(stat(path.join(t.tempDir, escaped))).rejects.toThrow();
    }
  });

  it('names media with unguessable random keys (128 bits), never from the file, vendor or listing', async () => {
    const res = await register(owner.cookie, [
      image('wedding-1.png'),
      image('wedding-2.png'),
      video('wedding.mp4'),
    ]);
    const listingId = res.json().listingId as number;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/listings/${listingId}`,
      headers: { cookie: owner.cookie },
    });
    const urls = (detail.json().media as { url: string; thumbUrl: string | null }[]).flatMap((m) =>
      m.thumbUrl ? [m.url, m.thumbUrl] : [m.url],
    );
    expect(urls).toHaveLength(5);
    expect(new Set(urls).size).toBe(5);
    const names = new Set<string>();
    for (const url of urls) {
      const match =
        /^\/media\/(img|vid)\/([0-9a-f]{2})\/([0-9a-f]{32})(-large|-thumb)?\.(webp|mp4)$/.exec(url);
      expect(match, url).not.toBeNull();
      const [, , dir, name] = match ?? [];
      expect(name?.slice(0, 2)).toBe(dir);
      names.add(name ?? '');
      expect(url).not.toContain('wedding');
      expect(url).not.toContain(`/${listingId}`);
    }
    expect(names.size).toBe(5); // large and thumb do not share a name either
  });

  it('does not let another vendor upload to, or delete, my media', async () => {
    const listingId = await listingWith(owner.cookie, 1);
    const before = await allMediaFiles();
    const upload = await uploadListingMedia(t.app, stranger.cookie, listingId, [image()]);
    expect(upload.statusCode).toBe(404);
    expect(upload.json().message).toBe('No such service was found.');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/listings/${listingId}`,
      headers: { cookie: owner.cookie },
    });
    const [mine] = detail.json().media;
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/vendor/listings/${listingId}/media/${mine.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(remove.statusCode).toBe(404);
    // Nor through a listing of the stranger's own with my media's id.
    const theirs = await createListing(t.app, stranger.cookie);
    const sideways = await t.app.inject({
      method: 'DELETE',
      url: `/api/vendor/listings/${theirs}/media/${mine.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(sideways.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: mine.url })).statusCode).toBe(200);
    expect(await mediaCounts(owner.cookie, listingId)).toEqual({ images: 1, videos: 0 });
    expect(await allMediaFiles()).toEqual(before);
  });

  it('does not serve the files of an upload still under way', async () => {
    const before = await allMediaFiles();
    const held = heldUpload('/api/vendor/listings/dj', owner.cookie, listingFields(), [
      image('early.png'),
      video('late.mp4', mp4(2 * MB)),
    ]);
    const pending = await untilFiles(before, 2);
    for (const file of pending) {
      const key = file.replace(/^(media|staging)\//, '');
      const res = await t.app.inject({ method: 'GET', url: `/media/${key}` });
      expect(res.statusCode, file).toBe(404);
    }
    held.finish();
    const done = await held.reply;
    expect(done.statusCode).toBe(201);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/listings/${done.json().listingId}`,
      headers: { cookie: owner.cookie },
    });
    for (const m of detail.json().media as { url: string }[]) {
      expect((await t.app.inject({ method: 'GET', url: m.url })).statusCode).toBe(200);
    }
    expect(await filesUnder(stagingDir())).toEqual([]);
  });

  it('refuses path traversal under /media', async () => {
    const secret = 'top secret contents';
    await writeFile(path.join(t.tempDir, 'secret.txt'), secret);
    const staged = path.join(stagingDir(), 'img', 'ab', `ab${'0'.repeat(30)}-large.webp`);
    await mkdir(path.dirname(staged), { recursive: true });
    await writeFile(staged, secret);
    try {
      const attempts = [
        '/media/../secret.txt',
        '/media/%2e%2e/secret.txt',
        '/media/%2e%2e%2fsecret.txt',
        '/media/..%2fsecret.txt',
        '/media/..%5csecret.txt',
        '/media/%252e%252e%252fsecret.txt',
        '/media/....//secret.txt',
        '/media//../secret.txt',
        `/media/../media-staging/img/ab/ab${'0'.repeat(30)}-large.webp`,
        `/media/%2e%2e/media-staging/img/ab/ab${'0'.repeat(30)}-large.webp`,
        '/media/',
        '/media/img/',
      ];
      for (const url of attempts) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.body, url).not.toContain(secret);
      }
    } finally {
      await rm(path.join(stagingDir(), 'img', 'ab'), { recursive: true, force: true });
      await rm(path.join(t.tempDir, 'secret.txt'), { force: true });
    }
  });
});

describe('what a refused upload leaves behind (ASVS 5.2.2, 16.5)', () => {
  it('a failed upload leaves no file and no listing', async () => {
    const before = await allMediaFiles();
    const count = async () =>
      (await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM listings'))[0]?.n;
    const listings = await count();
    const res = await register(owner.cookie, [
      image('good.png'),
      video('good.mp4'),
      { field: 'images', name: 'bad.png', type: 'image/png', data: elfExecutable() },
    ]);
    expect(res.statusCode).toBe(415);
    const listingId = await createListing(t.app, owner.cookie);
    const edit = await uploadListingMedia(t.app, owner.cookie, listingId, [
      image('good.png'),
      { field: 'videos', name: 'bad.mp4', type: 'video/mp4', data: elfExecutable() },
    ]);
    expect(edit.statusCode).toBe(415);
    expect(await count()).toBe((listings ?? 0) + 1);
    expect(await allMediaFiles()).toEqual(before);
  });

  it('the ID guard refusal leaves no file: it sees the video staged, never served', async () => {
    const tempDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-guard-'));
    const database = await testDatabase();
    let checked: { path: string; size: number } | undefined;
    const guard: MediaGuard = {
      async checkImage() {},
      async checkVideo({ withFile }) {
        checked = await withFile(async (file) => ({ path: file, size: (await stat(file)).size }));
        const message = 'Upload blocked: Video may contain government-issued ID.';
        throw new DomainError('unprocessable', message, { fieldErrors: { videos: message } });
      },
    };
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: tempDir,
        WEB_DIST_DIR: path.join(tempDir, 'no-web-build'),
        ID_GUARD: 'off',
      }),
      database,
      migrationVersion: database.migrationVersion,
      clock: () => new Date(),
      mediaGuard: guard,
    });
    try {
      await app.ready();
      rememberTestApp(app, database, () => new Date());
      const vendor = await signedIn(app, 'vendor');
      const body = multipart(listingFields(), [image('fine.png'), video('card.mp4')]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/vendor/listings/dj',
        headers: { ...body.headers, cookie: vendor.cookie },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Upload blocked: Video may contain government-issued ID.');
      expect(checked?.size).toBe(mp4().length);
      expect(path.relative(tempDir, checked?.path ?? '')).toMatch(/^media-staging\//);
      expect(await filesUnder(path.join(tempDir, 'media'))).toEqual([]);
      expect(await filesUnder(path.join(tempDir, 'media-staging'))).toEqual([]);
      const rows = await database.sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM listings',
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await app.close();
      await database.close();
      await rm(tempDir, { recursive: true, force: true });
    }
  });
});
