// Search that floods cannot hurt (issue 27, finding 9; decision 0058): a search text is bounded
// in words and length (a clear 400), and one client address may search only so often in a minute
// (429 with Retry-After), counted by every server together (test/shared-limits.test.ts).
import {
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MAX_WORD_LENGTH,
  SEARCH_MAX_WORDS,
  SEARCH_MESSAGES,
} from '@mandap/shared/marketplace';
import { SearchResponseSchema } from '@mandap/shared/schemas/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random, seedDemo } from '../../src/modules/demo/index';
import { buildTestApp, type TestApp } from '../helper';

/** Searches an address may make in a minute, in these tests. */
const LIMIT = 5;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SEARCHES_PER_ADDRESS_PER_MINUTE: String(LIMIT) });
});
afterAll(() => t?.close());

/** `count` words of `length` random letters, seeded: what no listing and no dictionary has. */
function randomWords(count: number, length: number, seed: number): string[] {
  const r = random(seed, 3);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: count }, () =>
    Array.from({ length }, () => letters[r.int(0, letters.length - 1)]).join(''),
  );
}

const search = (q: string, remoteAddress: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/search?${new URLSearchParams({ q })}`,
    remoteAddress,
  });

/** The start of the next minute of the app's clock, where a new window of counts begins. */
function toNextWindow(): void {
  const now = t.clock.now().getTime();
  t.clock.advance(60_000 - (now % 60_000) + 1);
}

describe('search text bounds (API4 Unrestricted Resource Consumption)', () => {
  it(`a search of more than ${SEARCH_MAX_WORDS} words is a 400 that says so`, async () => {
    toNextWindow();
    const res = await search(randomWords(40, 4, 1).join(' '), '198.51.100.1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: SEARCH_MESSAGES.tooManyWords,
      fieldErrors: { q: SEARCH_MESSAGES.tooManyWords },
    });
  });

  it('words split at punctuation count as words', async () => {
    toNextWindow();
    // 20 words and no space: search splits at the commas as the database does.
    const res = await search(randomWords(20, 2, 2).join(','), '198.51.100.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SEARCH_MESSAGES.tooManyWords);
  });

  it(`a word of more than ${SEARCH_MAX_WORD_LENGTH} characters is a 400 that says so`, async () => {
    toNextWindow();
    const [word] = randomWords(1, SEARCH_MAX_QUERY_LENGTH, 3);
    const res = await search(word ?? '', '198.51.100.1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: SEARCH_MESSAGES.wordTooLong,
      fieldErrors: { q: SEARCH_MESSAGES.wordTooLong },
    });
  });

  it(`a text of more than ${SEARCH_MAX_QUERY_LENGTH} characters is still a 400`, async () => {
    toNextWindow();
    const res = await search('a'.repeat(SEARCH_MAX_QUERY_LENGTH + 1), '198.51.100.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SEARCH_MESSAGES.tooLong);
  });

  it('the worst searches within the bounds are answered on a seeded database', async () => {
    await seedDemo({
      database: t.database,
      storage: t.parts.storage,
      listings: 200,
      seed: 27,
      now: t.clock.now(),
      imagesPerCategory: 1,
    });
    const [firmRow] = await t.database.sql.query<{ firm_name: string }>(
      'SELECT firm_name FROM listings ORDER BY id LIMIT 1',
    );
    const firm = firmRow?.firm_name ?? 'Shaadi Studio';
    const worst = [
      // As many words as allowed, each as long as allowed, none known: every one a typo to try.
      // (10 words of 19 letters: 199 characters.)
      randomWords(SEARCH_MAX_WORDS, 19, 4).join(' '),
      // The longest text allowed in words as long as allowed: 4 of 40 letters, one of 36.
      randomWords(5, SEARCH_MAX_WORD_LENGTH, 5).join(' ').slice(0, SEARCH_MAX_QUERY_LENGTH),
      // Typos of a firm's words, with common words that match many listings.
      `${firm.replace(/[aeiou]/, '')} wedding best photographer decoration hotel band dj`,
    ];
    for (const q of worst) {
      toNextWindow();
      const res = await search(q, '198.51.100.2');
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      const answer = SearchResponseSchema.parse(res.json());
      expect(answer.results.length).toBeLessThanOrEqual(answer.pageSize);
    }
  });
});

describe('searches per client address (API4 Unrestricted Resource Consumption)', () => {
  it(`the ${LIMIT + 1}th search in a minute from one address is a 429; another address is unaffected`, async () => {
    toNextWindow();
    for (let i = 0; i < LIMIT; i += 1) {
      const res = await search(`dhol ${i}`, '203.0.113.7');
      expect(res.statusCode, `search ${i + 1}`).toBe(200);
    }
    const refused = await search('dhol', '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      message: SEARCH_MESSAGES.tooManySearches(seconds),
      kind: 'rate_limited',
    });
    // Refused before the text is read: an out-of-bounds search counts too, and is refused alike.
    expect((await search(randomWords(40, 4, 6).join(' '), '203.0.113.7')).statusCode).toBe(429);

    const other = await search('dhol', '203.0.113.8');
    expect(other.statusCode).toBe(200);

    // The next minute the address may search again.
    toNextWindow();
    expect((await search('dhol', '203.0.113.7')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64: one home network, one allowance', async () => {
    toNextWindow();
    for (let i = 0; i < LIMIT; i += 1) {
      const res = await search('band', `2001:db8:27:1::${(i + 1).toString(16)}`);
      expect(res.statusCode, `search ${i + 1}`).toBe(200);
    }
    expect((await search('band', '2001:db8:27:1:ffff::9')).statusCode).toBe(429);
    expect((await search('band', '2001:db8:27:2::1')).statusCode).toBe(200);
  });

  it('is off when the limit is 0', async () => {
    const open = await buildTestApp({ SEARCHES_PER_ADDRESS_PER_MINUTE: '0' });
    try {
      for (let i = 0; i < LIMIT * 3; i += 1) {
        const res = await open.app.inject({
          method: 'GET',
          url: '/api/search?q=dhol',
          remoteAddress: '203.0.113.10',
        });
        expect(res.statusCode, `search ${i + 1}`).toBe(200);
      }
    } finally {
      await open.close();
    }
  });
});
