import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { CATEGORIES } from '@mandap/shared/catalogue/categories';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { listingFields } from '../../../test/listings';
import { elfExecutable, jpegWithExif, mp4, multipart, png } from '../../../test/multipart';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  vendor = await signedIn(t.app, 'vendor');
});
afterAll(() => t.close());

const MB = 1024 * 1024;

const fields = listingFields;

async function mediaFiles(): Promise<string[]> {
  const root = path.join(t.tempDir, 'media');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
}

async function listingCount(): Promise<number> {
  const rows = await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM listings');
  return rows[0]?.n ?? 0;
}

function submit(category: string, body: ReturnType<typeof multipart>, cookie = vendor.cookie) {
  return t.app.inject({
    method: 'POST',
    url: `/api/vendor/listings/${category}`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

describe('submitting a registration form', () => {
  let before: { files: number; listings: number };
  beforeEach(async () => {
    before = { files: (await mediaFiles()).length, listings: await listingCount() };
  });

  it('stores a hotel with its star price, features in catalogue order and two images as WebP without EXIF', async () => {
    const body = multipart(
      fields({
        starRating: '4',
        plan: 'basic',
        features: ['Swimming Pool', 'AC Rooms', 'AC Rooms'],
      }),
      [
        { field: 'images', name: 'lawn.jpg', type: 'image/jpeg', data: await jpegWithExif() },
        { field: 'images', name: 'stage.png', type: 'image/png', data: await png() },
      ],
    );
    const res = await submit('hotel', body);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      listingId: expect.any(Number),
      vendorUniqueId: vendor.body.vendor.vendorUniqueId,
      status: 'pending_payment',
      amountPaise: 129900,
    });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/listings/${created.listingId}`,
      headers: { cookie: vendor.cookie },
    });
    expect(detail.statusCode).toBe(200);
    const listing = detail.json();
    expect(listing).toMatchObject({
      category: 'hotel',
      firmName: 'Shubh Vivah Banquets',
      starRating: 4,
      plan: 'basic',
      features: ['AC Rooms', 'Swimming Pool'],
    });
    expect(listing.media).toHaveLength(2);
    expect(listing.media.map((m: { kind: string }) => m.kind)).toEqual(['image', 'image']);
    expect(listing.media[0].width).toBe(1200);

    const served = await t.app.inject({ method: 'GET', url: listing.media[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    const thumb = await t.app.inject({ method: 'GET', url: listing.media[0].thumbUrl });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);
    expect((await mediaFiles()).length).toBe(before.files + 4);
  });

  it('ignores an amount, a vendor id and a category sent by the client', async () => {
    const other = await signedIn(t.app, 'vendor');
    const body = multipart(
      fields({
        plan: 'normal',
        amount: '1',
        amountPaise: '1',
        vendor_id: other.body.vendor.vendorUniqueId,
        vendorId: other.body.vendor.vendorUniqueId,
        service_cat: 'hotel',
        category: 'hotel',
      }),
    );
    const res = await submit('dj', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().amountPaise).toBe(29900);
    expect(res.json().vendorUniqueId).toBe(vendor.body.vendor.vendorUniqueId);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/listings/${res.json().listingId}`,
      headers: { cookie: vendor.cookie },
    });
    expect(mine.json().category).toBe('dj');
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/listings',
      headers: { cookie: other.cookie },
    });
    expect(theirs.json().listings).toEqual([]);
  });

  it('answers an empty form with every message of spec 5 and stores nothing', async () => {
    const res = await submit('band', multipart({}));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please correct the errors in the form',
      fieldErrors: {
        firmName: 'Band name is required',
        email: 'Email is required',
        phone: 'Phone number is required',
        houseNo: 'House No. is required',
        city: 'City is required',
        nearBy: 'Nearby location is required',
        district: 'District is required',
        state: 'State is required',
        pincode: 'Pincode is required',
        description: 'Description is required',
        plan: 'Please select a plan',
      },
    });
    const hotel = await submit('hotel', multipart(fields()));
    expect(hotel.json().fieldErrors).toEqual({ starRating: 'Please select hotel category' });
    expect(await listingCount()).toBe(before.listings);
  });

  it('refuses an unknown category and a signed-out or user request', async () => {
    expect((await submit('astrologer', multipart(fields()))).statusCode).toBe(404);
    expect((await submit('dj', multipart(fields()), '')).statusCode).toBe(401);
    const user = await signedIn(t.app, 'user');
    expect((await submit('dj', multipart(fields()), user.cookie)).statusCode).toBe(401);
    expect(await listingCount()).toBe(before.listings);
  });

  it.each([
    [
      'a renamed executable',
      'photo.jpg',
      'image/jpeg',
      elfExecutable(),
      415,
      'photo.jpg: Images must be JPG, PNG, GIF or WebP files.',
    ],
    [
      'an SVG with a script',
      'logo.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
      'logo.svg: Images must be JPG, PNG, GIF or WebP files.',
    ],
    [
      'a zero-byte file',
      'empty.png',
      'image/png',
      Buffer.alloc(0),
      400,
      'empty.png is empty. Please choose another file.',
    ],
  ])('refuses %s', async (_what, name, type, data, status, message) => {
    const good = { field: 'images', name: 'good.png', type: 'image/png', data: await png() };
    const res = await submit(
      'decoration',
      multipart(fields(), [good, { field: 'images', name, type, data }]),
    );
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message, fieldErrors: { images: message } });
    expect(await listingCount()).toBe(before.listings);
    expect((await mediaFiles()).length).toBe(before.files);
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await jpegWithExif(800, 600);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    const res = await submit(
      'catering',
      multipart(fields(), [
        { field: 'images', name: 'menu.jpg', type: 'image/jpeg', data: truncated },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'menu.jpg could not be read as an image. Please choose another file.',
    );
    expect((await mediaFiles()).length).toBe(before.files);
  });

  it('refuses an image over 5MB and a video over 50MB, keeping nothing', async () => {
    const bigImage = Buffer.alloc(5 * MB + 1);
    (await png()).copy(bigImage);
    const image = await submit(
      'photo-video',
      multipart(fields(), [
        { field: 'images', name: 'huge.png', type: 'image/png', data: bigImage },
      ]),
    );
    expect(image.statusCode).toBe(413);
    expect(image.json().message).toBe('Each image must be less than 5MB');

    const video = await submit(
      'photo-video',
      multipart(fields(), [
        { field: 'images', name: 'ok.png', type: 'image/png', data: await png() },
        { field: 'videos', name: 'film.mp4', type: 'video/mp4', data: mp4(50 * MB + 1) },
      ]),
    );
    expect(video.statusCode).toBe(413);
    expect(video.json().message).toBe('Each video must be less than 50MB');
    expect(await listingCount()).toBe(before.listings);
    expect((await mediaFiles()).length).toBe(before.files);
  });

  it('stores a video as it streams, served with its type', async () => {
    const res = await submit(
      'dj',
      multipart(fields(), [
        { field: 'videos', name: 'set.mp4', type: 'video/mp4', data: mp4(2 * MB) },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/listings/${res.json().listingId}`,
      headers: { cookie: vendor.cookie },
    });
    const [video] = detail.json().media;
    expect(video).toMatchObject({ kind: 'video', contentType: 'video/mp4', thumbUrl: null });
    const served = await t.app.inject({
      method: 'GET',
      url: video.url,
      headers: { range: 'bytes=0-99' },
    });
    expect(served.statusCode).toBe(206);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.length).toBe(100);
  });

  it('removes the stored files when the form itself is invalid', async () => {
    const res = await submit(
      'venue',
      multipart(fields({ phone: '12345' }), [
        { field: 'images', name: 'hall.png', type: 'image/png', data: await png() },
        { field: 'videos', name: 'tour.mp4', type: 'video/mp4', data: mp4() },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      phone: 'Please enter a valid 10-digit phone number: this one has 5 digits.',
    });
    expect((await mediaFiles()).length).toBe(before.files);
    expect(await listingCount()).toBe(before.listings);
  });

  it('keeps another vendor out of a listing', async () => {
    const res = await submit('pandit', multipart(fields()));
    const other = await signedIn(t.app, 'vendor');
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/listings/${res.json().listingId}`,
      headers: { cookie: other.cookie },
    });
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual({ message: 'No such service was found.' });
  });
});

describe('every category accepts its own form', () => {
  it.each(CATEGORIES.map((c) => [c.slug, c.features[0] ?? '']))('%s', async (slug, feature) => {
    const res = await submit(slug, multipart(fields({ features: [feature], starRating: '3' })));
    expect(res.statusCode).toBe(201);
    expect(res.json().amountPaise).toBe(slug === 'hotel' ? 99900 : 69900);
  });
});
