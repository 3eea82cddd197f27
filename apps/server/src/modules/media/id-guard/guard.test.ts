import os from 'node:os';
import path from 'node:path';
import { checkIdText } from '@mandap/shared/id-guard/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BENIGN_IMAGES,
  grainyPhoto,
  ID_DOCUMENTS,
  photographed,
  plainPhoto,
} from '../../../../tools/id-corpus';
import { prepareForOcr } from './guard';
import { OcrPool } from './ocr-pool';
import { ensureTessdata } from './tessdata';

// One real three-language worker, reused for the whole corpus, as in production.
let pool: OcrPool;
let langPath: string;
beforeAll(async () => {
  langPath = await ensureTessdata(path.join(os.tmpdir(), 'mandap-ocr-test'));
  pool = new OcrPool({
    langPath,
    size: 1,
    queueLimit: 100,
    recycleAfter: 100,
  });
});
afterAll(() => pool.close());

async function verdict(image: Buffer) {
  return checkIdText(await pool.recognize(await prepareForOcr(image)));
}

describe('the server recognises ID documents in images made at test time', () => {
  it.each(Object.entries(ID_DOCUMENTS))('refuses %s', async (_name, make) => {
    const result = await verdict(await make());
    expect(result.blocked).toBe(true);
  });

  it.each(Object.entries(BENIGN_IMAGES))('lets through %s', async (_name, make) => {
    const result = await verdict(await make());
    expect(result).toEqual({ blocked: false, matches: [] });
  });
});

// A vendor photographs a card with a phone: a small part of a grainy 12 MP frame. At a quarter
// of the frame the card's smallest text is about 6 px high once the photo is scaled to 1200 px.
describe('the server recognises ID documents photographed in a 12 MP frame', () => {
  const cases = Object.entries(ID_DOCUMENTS).flatMap(([name, make]) => [
    { name, make, fraction: 1 / 3, size: 'a third' },
    { name, make, fraction: 1 / 4, size: 'a quarter' },
  ]);
  it.each(cases)('refuses $name at $size of the frame', async ({ make, fraction }) => {
    const result = await verdict(await photographed(await make(), fraction));
    expect(result.blocked).toBe(true);
  });

  it.each(Object.entries(BENIGN_IMAGES))(
    'lets through %s at half of the frame',
    async (_name, make) => {
      const result = await verdict(await photographed(await make(), 1 / 2));
      expect(result).toEqual({ blocked: false, matches: [] });
    },
  );

  it('lets through the grainy 12 MP photo itself', async () => {
    expect(await verdict(await grainyPhoto())).toEqual({ blocked: false, matches: [] });
  });
});

describe('prepareForOcr', () => {
  it('hands over grey pixels at most 1200 px on the longest side, as PGM', async () => {
    const prepared = await prepareForOcr(await grainyPhoto());
    const header = 'P5\n1200 900\n255\n';
    expect(prepared.subarray(0, header.length).toString('latin1')).toBe(header);
    expect(prepared.length).toBe(header.length + 1200 * 900);
  });

  it('does not enlarge a small image', async () => {
    const prepared = await prepareForOcr(await plainPhoto(400, 300));
    const header = 'P5\n400 300\n255\n';
    expect(prepared.subarray(0, header.length).toString('latin1')).toBe(header);
    expect(prepared.length).toBe(header.length + 400 * 300);
  });

  it('reads transparency as white paper, so text on a transparent PNG is still read', async () => {
    const make = ID_DOCUMENTS['PAN-like card'];
    if (!make) throw new Error('corpus entry missing');
    // Dark text on a fully transparent background: only the alpha channel says where ink is.
    const { data, info } = await sharp(await make())
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rgba = Buffer.alloc(info.width * info.height * 4);
    for (let i = 0; i < info.width * info.height; i += 1) {
      rgba[i * 4 + 3] = 255 - (data[i] ?? 255);
    }
    const png = await sharp(rgba, { raw: { width: info.width, height: info.height, channels: 4 } })
      .png()
      .toBuffer();
    expect((await verdict(png)).blocked).toBe(true);
  });
});

describe('OcrPool', () => {
  it('refuses work beyond its queue with 503 instead of piling up', async () => {
    const small = new OcrPool({ langPath, size: 1, queueLimit: 1, recycleAfter: 10 });
    const image = await prepareForOcr(await plainPhoto(400, 300));
    const running = small.recognize(image);
    const waiting = small.recognize(image);
    expect(small.queued).toBe(1);
    await expect(small.recognize(image)).rejects.toMatchObject({
      refusal: 'unavailable',
      details: { retryAfterSeconds: 60 },
      message: 'We are checking many uploads right now. Please try again in a minute.',
    });
    await expect(Promise.all([running, waiting])).resolves.toHaveLength(2);
    await small.close();
  });
});
