import {
  type SearchQuery,
  type SearchResponse,
  SearchResponseSchema,
} from '@mandap/shared/schemas/marketplace';
import { apiSearchPath } from '@/features/marketplace/lib/search-params';
import { loaderGetJson } from '@/lib/ssr/loader-fetch';

/** GET /api/search: one page of active listings with facets, for a route loader. */
export function searchListings(
  context: unknown,
  query: SearchQuery,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  return loaderGetJson(context, apiSearchPath(query), SearchResponseSchema, signal);
}
