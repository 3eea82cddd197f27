import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-check.mjs';

describe('the catalogue check of the Hindi build', () => {
  /** @type {string} */
  let dir;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mandap-catalogue-'));
    await mkdir(path.join(dir, 'en'));
    await mkdir(path.join(dir, 'hi'));
    await writeFile(
      path.join(dir, 'en', 'search.ts'),
      `export const title = 'Find vendors';\nexport const count = (n: number) => \`\${n} vendors\`;\n`,
    );
    await writeFile(
      path.join(dir, 'hi', 'search.ts'),
      "export const title = 'वेंडर खोजें';\nexport const sort = 'क्रम';\n",
    );
    await writeFile(path.join(dir, 'hi', 'extra.ts'), "export const x = 'x';\n");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('names each message one language lacks and each file only one language has', async () => {
    expect(await catalogueProblems(dir)).toEqual([
      'extra.ts: only in hi',
      'search.ts: count has no Hindi',
      'search.ts: sort has no English',
    ]);
  });

  it('finds nothing missing in the real catalogues', async () => {
    expect(await catalogueProblems()).toEqual([]);
  });
});
