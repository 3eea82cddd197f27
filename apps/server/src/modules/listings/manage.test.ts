import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createListing, listingFields } from '../../../test/listings';
import { jpegWithExif, mp4, multipart, png } from '../../../test/multipart';

const MB = 1024 * 1024;
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let stranger: Awaited<ReturnType<typeof signedIn>>;
let listingId: number;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedIn(t.app, 'vendor');
  stranger = await signedIn(t.app, 'vendor');
  listingId = await createListing(t.app, owner.cookie, 'dj', {
    features: ['Wedding DJ', 'Club DJ', 'Party DJ'],
  });
});
afterAll(() => t.close());

function as(
  vendor: { cookie: string },
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: vendor.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function detail() {
  return (await as(owner, 'GET', `/api/vendor/listings/${listingId}`)).json();
}

async function uploadMedia(
  vendor: { cookie: string },
  files: Parameters<typeof multipart>[1],
  query = '',
) {
  const body = multipart({}, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/vendor/listings/${listingId}/media${query}`,
    headers: { ...body.headers, cookie: vendor.cookie },
    payload: body.payload,
  });
}

describe('pricing (spec 2.9, R9)', () => {
  it('offers the ticked features and saves three rows in paise', async () => {
    const empty = (await as(owner, 'GET', `/api/vendor/listings/${listingId}/prices`)).json();
    expect(empty).toEqual({
      rows: [],
      options: ['Wedding DJ', 'Club DJ', 'Party DJ'],
      // Per plate is for caterers only (decision 0079).
      units: ['event', 'day', 'hour', 'person'],
    });
    const rows = [
      { specification: 'Wedding DJ', mrp: '25000', offer: '19999.50' },
      { specification: 'Club DJ', mrp: '12000', offer: '12000' },
      { specification: 'Party DJ', mrp: '8000.5', offer: '6000' },
    ];
    const saved = await as(owner, 'PUT', `/api/vendor/listings/${listingId}/prices`, { rows });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().rows).toEqual([
      { specification: 'Wedding DJ', mrpPaise: 2500000, offerPaise: 1999950, unit: 'event' },
      { specification: 'Club DJ', mrpPaise: 1200000, offerPaise: 1200000, unit: 'event' },
      { specification: 'Party DJ', mrpPaise: 800050, offerPaise: 600000, unit: 'event' },
    ]);
  });

  it('takes amounts as vendors type them and a unit per row (issue 31)', async () => {
    const rows = [
      { specification: 'Wedding DJ', mrp: '1,50,000', offer: '₹ 1,20,000', unit: 'event' },
      { specification: 'Club DJ', mrp: '150,000.50', offer: '1,50,000.50', unit: 'day' },
      { specification: 'Party DJ', mrp: 'Rs. 8,000', offer: '6000', unit: 'hour' },
    ];
    const saved = await as(owner, 'PUT', `/api/vendor/listings/${listingId}/prices`, { rows });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().rows).toEqual([
      { specification: 'Wedding DJ', mrpPaise: 15000000, offerPaise: 12000000, unit: 'event' },
      { specification: 'Club DJ', mrpPaise: 15000050, offerPaise: 15000050, unit: 'day' },
      { specification: 'Party DJ', mrpPaise: 800000, offerPaise: 600000, unit: 'hour' },
    ]);
    const read = await as(owner, 'GET', `/api/vendor/listings/${listingId}/prices`);
    expect(read.json().rows).toEqual(saved.json().rows);
  });

  it('prices per plate only on a caterer\u2019s listing', async () => {
    const refused = await as(owner, 'PUT', `/api/vendor/listings/${listingId}/prices`, {
      rows: [
        { specification: 'Wedding DJ', mrp: '650', offer: '650', unit: 'plate_veg' },
        { specification: 'Club DJ', mrp: '650', offer: '650', unit: 'per_kg' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      'rows.0.unit': 'Per plate prices are for caterers and halwais',
      'rows.1.unit': 'Choose what the price is for',
    });

    const caterer = await createListing(t.app, owner.cookie, 'catering', {
      features: ['Wedding Catering', 'Corporate Events'],
      // Typed as people do; kept as the 10 digits (issue 31).
      phone: '+91 98765-01234',
    });
    expect((await as(owner, 'GET', `/api/vendor/listings/${caterer}`)).json().phone).toBe(
      '9876501234',
    );
    const units = (await as(owner, 'GET', `/api/vendor/listings/${caterer}/prices`)).json().units;
    expect(units).toEqual(['event', 'day', 'plate_veg', 'plate_non_veg', 'hour', 'person']);
    const saved = await as(owner, 'PUT', `/api/vendor/listings/${caterer}/prices`, {
      rows: [
        { specification: 'Wedding Catering', mrp: '1,50,000', offer: '1,50,000' },
        { specification: 'Corporate Events', mrp: '800', offer: '650', unit: 'plate_veg' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().rows.map((r: { unit: string }) => r.unit)).toEqual(['event', 'plate_veg']);
  });

  it('saves all rows or none when one is bad', async () => {
    const before = (await as(owner, 'GET', `/api/vendor/listings/${listingId}/prices`)).json().rows;
    const res = await as(owner, 'PUT', `/api/vendor/listings/${listingId}/prices`, {
      rows: [
        { specification: 'Wedding DJ', mrp: '100', offer: '50' },
        { specification: 'Club DJ', mrp: '100', offer: '150' },
        { specification: 'Wedding DJ', mrp: '100', offer: '50' },
        { specification: 'EDM DJ', mrp: '100', offer: '50' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'rows.1.offer': 'Offer price cannot be higher than MRP',
      'rows.2.specification': 'This specification is already selected',
      'rows.3.specification': 'Please choose one of this service\u2019s specifications',
    });
    expect(
      (await as(owner, 'GET', `/api/vendor/listings/${listingId}/prices`)).json().rows,
    ).toEqual(before);
  });
});

describe('editing details (R10)', () => {
  it('changes details, features and highlights but never the category', async () => {
    const res = await as(owner, 'PUT', `/api/vendor/listings/${listingId}`, {
      ...listingFields({ firmName: 'DJ Aadi Nights', city: 'Pune' }),
      category: 'hotel',
      features: ['Bollywood DJ', 'Wedding DJ'],
      highlights: ['Premium Quality', 'Fast Service'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      category: 'dj',
      firmName: 'DJ Aadi Nights',
      city: 'Pune',
      features: ['Wedding DJ', 'Bollywood DJ'],
      highlights: ['Fast Service', 'Premium Quality'],
    });
  });

  it('answers bad fields with the registration messages', async () => {
    const res = await as(owner, 'PUT', `/api/vendor/listings/${listingId}`, {
      ...listingFields({ firmName: '', pincode: '12' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      firmName: 'Firm name is required',
      pincode: 'Please enter a valid 6-digit pincode',
    });
  });
});

describe('Edit Media (spec 2.12, 5)', () => {
  it('adds an image and a video, and deletes them with their files', async () => {
    const res = await uploadMedia(owner, [
      {
        field: 'images',
        name: 'stage.jpg',
        type: 'image/jpeg',
        data: await jpegWithExif(800, 600),
      },
      { field: 'videos', name: 'set.mp4', type: 'video/mp4', data: mp4(1 * MB) },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ added: 2 });
    const media = (await detail()).media as { id: number; url: string; thumbUrl: string | null }[];
    expect(media).toHaveLength(2);
    for (const m of media) {
      const file = path.join(t.tempDir, 'media', m.url.replace('/media/', ''));
      expect(existsSync(file)).toBe(true);
      expect(
        (await as(owner, 'DELETE', `/api/vendor/listings/${listingId}/media/${m.id}`)).statusCode,
      ).toBe(204);
      expect(existsSync(file)).toBe(false);
      if (m.thumbUrl)
        expect(existsSync(path.join(t.tempDir, 'media', m.thumbUrl.replace('/media/', '')))).toBe(
          false,
        );
    }
    expect((await detail()).media).toEqual([]);
  });

  it.each([
    [
      'no image',
      async () => [{ field: 'videos', name: 'v.mp4', type: 'video/mp4', data: mp4() }],
      400,
      'Please choose an image to upload.',
    ],
    [
      'an image over 2MB',
      async () => {
        const big = Buffer.alloc(2 * MB + 1);
        (await png()).copy(big);
        return [{ field: 'images', name: 'big.png', type: 'image/png', data: big }];
      },
      413,
      'Image size should not exceed 2MB.',
    ],
    [
      'a GIF',
      async () => [
        {
          field: 'images',
          name: 'a.gif',
          type: 'image/gif',
          data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
        },
      ],
      415,
      'a.gif: Only JPG, JPEG, and PNG image types are allowed.',
    ],
    [
      'two images',
      async () => [
        { field: 'images', name: 'a.png', type: 'image/png', data: await png() },
        { field: 'images', name: 'b.png', type: 'image/png', data: await png() },
      ],
      400,
      'Please upload at most 1 images.',
    ],
  ])('refuses %s', async (_what, files, status, message) => {
    const res = await uploadMedia(owner, await files());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect((await detail()).media).toEqual([]);
  });
});

describe('another vendor learns nothing and changes nothing', () => {
  it('gets 404 from every listing-scoped endpoint', async () => {
    const [image] = [{ field: 'images', name: 'x.png', type: 'image/png', data: await png() }];
    const mediaRes = await uploadMedia(owner, [image]);
    expect(mediaRes.statusCode).toBe(201);
    const mediaId = (await detail()).media[0].id;
    const before = await detail();
    const requests: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      ['read', () => as(stranger, 'GET', `/api/vendor/listings/${listingId}`)],
      ['prices', () => as(stranger, 'GET', `/api/vendor/listings/${listingId}/prices`)],
      [
        'save prices',
        () =>
          as(stranger, 'PUT', `/api/vendor/listings/${listingId}/prices`, {
            rows: [{ specification: 'Club DJ', mrp: '1', offer: '1' }],
          }),
      ],
      [
        'edit',
        () =>
          as(
            stranger,
            'PUT',
            `/api/vendor/listings/${listingId}`,
            listingFields({ firmName: 'Hijacked' }),
          ),
      ],
      ['upload media', () => uploadMedia(stranger, [image])],
      [
        'delete media',
        () => as(stranger, 'DELETE', `/api/vendor/listings/${listingId}/media/${mediaId}`),
      ],
      ['order', () => as(stranger, 'POST', `/api/vendor/listings/${listingId}/order`)],
      ['refund', () => as(stranger, 'GET', `/api/vendor/listings/${listingId}/refund`)],
    ];
    for (const [name, request] of requests) {
      const res = await request();
      expect(res.statusCode, name).toBe(404);
      expect(res.body, name).not.toContain('DJ Aadi');
    }
    const list = await as(stranger, 'GET', '/api/vendor/listings');
    expect(list.json().listings).toEqual([]);
    expect(await detail()).toEqual(before);
  });
});
