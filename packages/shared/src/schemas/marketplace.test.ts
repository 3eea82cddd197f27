import { describe, expect, it } from 'vitest';
import {
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MAX_WORD_LENGTH,
  SEARCH_MAX_WORDS,
  SEARCH_MESSAGES,
  SEARCH_QUERY_PARAMS,
} from '../marketplace';
import { SearchQuerySchema } from './marketplace';

// The bounds of a search text (issue 27, decision 0058), as the API, the /Vendors page and the
// search box read them: one schema, one set of messages.
const messageOf = (q: string) => {
  const parsed = SearchQuerySchema.safeParse({ q });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('SearchQuerySchema q', () => {
  it(`takes ${SEARCH_MAX_WORDS} words, and words of ${SEARCH_MAX_WORD_LENGTH} characters`, () => {
    expect(
      messageOf(Array.from({ length: SEARCH_MAX_WORDS }, (_, i) => `word${i}`).join(' ')),
    ).toBeNull();
    const long = 'a'.repeat(SEARCH_MAX_WORD_LENGTH - 1);
    expect(messageOf(Array.from({ length: 4 }, (_, i) => `${long}${i}`).join(' '))).toBeNull();
    expect(messageOf('wedding photographer in jaipur')).toBeNull();
  });

  it('refuses more words, counted as search splits them', () => {
    const eleven = Array.from({ length: SEARCH_MAX_WORDS + 1 }, (_, i) => `w${i}`);
    expect(messageOf(eleven.join(' '))).toBe(SEARCH_MESSAGES.tooManyWords);
    expect(messageOf(eleven.join('-'))).toBe(SEARCH_MESSAGES.tooManyWords);
  });

  it('refuses a longer word, accents and all', () => {
    expect(messageOf('a'.repeat(SEARCH_MAX_WORD_LENGTH + 1))).toBe(SEARCH_MESSAGES.wordTooLong);
    expect(messageOf('é'.repeat(SEARCH_MAX_WORD_LENGTH + 1))).toBe(SEARCH_MESSAGES.wordTooLong);
  });

  it('refuses a longer text', () => {
    expect(messageOf('ab '.repeat(SEARCH_MAX_QUERY_LENGTH))).toBe(SEARCH_MESSAGES.tooLong);
  });
});

describe('SEARCH_QUERY_PARAMS', () => {
  it('names every field of the search query, and nothing else', () => {
    // The page cache keys a search page by these (decision 0057): a filter left out would be
    // served from the cache entry of a search without it.
    expect([...SEARCH_QUERY_PARAMS].sort()).toEqual(Object.keys(SearchQuerySchema.shape).sort());
  });
});
