import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_PARAMS } from '../marketplace';
import { SearchQuerySchema } from './marketplace';

describe('SEARCH_QUERY_PARAMS', () => {
  it('names every field of the search query, and nothing else', () => {
    // The page cache keys a search page by these (decision 0057): a filter left out would be
    // served from the cache entry of a search without it.
    expect([...SEARCH_QUERY_PARAMS].sort()).toEqual(Object.keys(SearchQuerySchema.shape).sort());
  });
});
