import os from 'node:os';
import path from 'node:path';
import { checkIdText } from '@mandap/shared/id-guard/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENIGN_IMAGES, ID_DOCUMENTS, plainPhoto } from '../../../test/id-corpus';
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

describe('OcrPool', () => {
  it('refuses work beyond its queue with 503 instead of piling up', async () => {
    const small = new OcrPool({ langPath, size: 1, queueLimit: 1, recycleAfter: 10 });
    const image = await prepareForOcr(await plainPhoto(400, 300));
    const running = small.recognize(image);
    const waiting = small.recognize(image);
    expect(small.queued).toBe(1);
    await expect(small.recognize(image)).rejects.toMatchObject({
      statusCode: 503,
      message: 'We are checking many uploads right now. Please try again in a minute.',
    });
    await expect(Promise.all([running, waiting])).resolves.toHaveLength(2);
    await small.close();
  });
});
