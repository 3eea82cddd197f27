import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createListing } from '../../../test/listings';
import { multipart } from '../../../test/multipart';
import { BENIGN_IMAGES, ID_DOCUMENTS, stillVideo } from '../../../tools/id-corpus';

const FIELDS = {
  firmName: 'Royal Photo Studio',
  email: 'studio@example.in',
  phone: '9876501234',
  houseNo: '4',
  city: 'Hyderabad',
  nearBy: 'Charminar',
  district: 'Hyderabad',
  state: 'Telangana',
  pincode: '500002',
  description: 'Wedding photography',
  plan: 'normal',
};

describe('the server re-checks uploads for government IDs (R7)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp({ ID_GUARD: 'on' });
    cookie = (await signedIn(t.app, 'vendor')).cookie;
  });
  afterAll(() => t.close());

  async function storedFiles() {
    const entries = await readdir(path.join(t.tempDir, 'media'), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    return entries.filter((e) => e.isFile()).length;
  }

  function submit(files: Parameters<typeof multipart>[1]) {
    const body = multipart(FIELDS, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/vendor/listings/photo-video',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  }

  it('refuses an ID image sent without the browser check, and stores nothing of the submission', async () => {
    const make = ID_DOCUMENTS['PAN-like card'];
    const benign = BENIGN_IMAGES['Wedding invitation'];
    if (!make || !benign) throw new Error('corpus entry missing');
    const res = await submit([
      { field: 'images', name: 'invite.jpg', type: 'image/jpeg', data: await benign() },
      { field: 'images', name: 'scan.jpg', type: 'image/jpeg', data: await make() },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Upload blocked: Government-issued documents are not allowed.',
      fieldErrors: { images: 'Upload blocked: Government-issued documents are not allowed.' },
    });
    expect(await storedFiles()).toBe(0);
    const rows = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM listings',
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a video whose frame at 1 second shows an ID', async () => {
    const make = ID_DOCUMENTS['Voter ID card'];
    if (!make) throw new Error('corpus entry missing');
    const res = await submit([
      {
        field: 'videos',
        name: 'reel.mp4',
        type: 'video/mp4',
        data: await stillVideo(await make()),
      },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Upload blocked: Video may contain government-issued ID.');
    expect(await storedFiles()).toBe(0);
  });

  it('accepts ordinary wedding images and videos', async () => {
    const menu = BENIGN_IMAGES["Caterer's menu with Paneer"];
    const banner = BENIGN_IMAGES["'Gender Reveal' decor banner"];
    if (!menu || !banner) throw new Error('corpus entry missing');
    const res = await submit([
      { field: 'images', name: 'menu.jpg', type: 'image/jpeg', data: await menu() },
      {
        field: 'videos',
        name: 'decor.mp4',
        type: 'video/mp4',
        data: await stillVideo(await banner()),
      },
    ]);
    expect(res.statusCode).toBe(201);
    expect(await storedFiles()).toBe(3);
  });

  it('refuses an ID on Edit Media with its own messages, and stores nothing (spec 5)', async () => {
    const card = ID_DOCUMENTS['Aadhaar-like card (English and Hindi)'];
    const invite = BENIGN_IMAGES['Wedding invitation'];
    if (!card || !invite) throw new Error('corpus entry missing');
    const listingId = await createListing(t.app, cookie);
    const before = await storedFiles();
    const upload = (files: Parameters<typeof multipart>[1]) => {
      const body = multipart({}, files);
      return t.app.inject({
        method: 'POST',
        url: `/api/vendor/listings/${listingId}/media`,
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
    };

    const image = await upload([
      { field: 'images', name: 'card.jpg', type: 'image/jpeg', data: await card() },
    ]);
    expect(image.statusCode).toBe(422);
    expect(image.json().message).toBe(
      'Upload blocked: Government-issued documents are not allowed.',
    );

    const video = await upload([
      { field: 'images', name: 'invite.jpg', type: 'image/jpeg', data: await invite() },
      {
        field: 'videos',
        name: 'reel.mp4',
        type: 'video/mp4',
        data: await stillVideo(await card()),
      },
    ]);
    expect(video.statusCode).toBe(422);
    expect(video.json().message).toBe(
      'Upload blocked: Video thumbnail appears to contain government ID text.',
    );
    expect(await storedFiles()).toBe(before);
  });
});
