import type { Storefront } from '@mandap/shared/schemas/marketplace';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { loaderGetJson } from '@/lib/ssr/loader-fetch';

const listingPath = (listingId: number) => `/api/listings/${listingId}`;

/**
 * The storefront's schema, loaded when a reply is checked: the loader does not run in the first
 * view (the server's data is in the page), so the first view has no zod.
 */
const storefrontSchema = async () =>
  (await import('@mandap/shared/schemas/marketplace')).StorefrontSchema;

/** GET /api/listings/:listingId: an active listing's storefront, for the route loader. */
export async function getStorefront(
  context: unknown,
  listingId: number,
  signal?: AbortSignal,
): Promise<Storefront> {
  return loaderGetJson(context, listingPath(listingId), await storefrontSchema(), signal);
}

/**
 * The listing asked again from the browser, with the session cookie: the server adds `contact`
 * for a signed-in user or the owning vendor. Asked only after hydration, so the server-rendered
 * (and cached) page never holds anyone's contact details.
 */
export const contactQueryOptions = (listingId: number, who: string) =>
  queryOptions({
    queryKey: ['storefront-contact', listingId, who],
    queryFn: async ({ signal }) => {
      const listing = await apiRequest(listingPath(listingId), {
        schema: await storefrontSchema(),
        signal,
      });
      return listing.contact;
    },
    staleTime: 5 * 60_000,
  });

export function useContactQuery(
  listingId: number,
  who: string | null,
  known: Storefront['contact'],
) {
  return useQuery({
    ...contactQueryOptions(listingId, who ?? ''),
    enabled: who !== null,
    // Details the loader already fetched for this visitor spare a second request.
    initialData: known ?? undefined,
  });
}
