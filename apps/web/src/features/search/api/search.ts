import type { SearchQuery, SearchResponse } from '@mandap/shared/schemas/marketplace';
import { apiSearchPath } from '@/features/search/lib/search-params';
import { loaderGetJson } from '@/lib/ssr/loader-fetch';

/**
 * GET /api/search: one page of active listings with facets, for a route loader. The schema is
 * loaded here, not with the page: loaders do not run in the first view, which has no zod.
 */
export async function searchListings(
  context: unknown,
  query: SearchQuery,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const { SearchResponseSchema } = await import('@mandap/shared/schemas/marketplace');
  return loaderGetJson(context, apiSearchPath(query), SearchResponseSchema, signal);
}
