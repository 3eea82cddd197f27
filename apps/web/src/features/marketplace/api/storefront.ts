import { type Storefront, StorefrontSchema } from '@mandap/shared/schemas/marketplace';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { loaderGetJson } from '@/lib/ssr/loader-fetch';

const listingPath = (serviceId: number) => `/api/listings/${serviceId}`;

/** GET /api/listings/:serviceId: an active listing's storefront, for the route loader. */
export function getStorefront(
  context: unknown,
  serviceId: number,
  signal?: AbortSignal,
): Promise<Storefront> {
  return loaderGetJson(context, listingPath(serviceId), StorefrontSchema, signal);
}

/**
 * The listing asked again from the browser, with the session cookie: the server adds `contact`
 * for a signed-in user or the owning vendor. Asked only after hydration, so the server-rendered
 * (and cached) page never holds anyone's contact details.
 */
export const contactQueryOptions = (serviceId: number, who: string) =>
  queryOptions({
    queryKey: ['storefront-contact', serviceId, who],
    queryFn: async ({ signal }) => {
      const listing = await apiRequest(listingPath(serviceId), {
        schema: StorefrontSchema,
        signal,
      });
      return listing.contact;
    },
    staleTime: 5 * 60_000,
  });

export function useContactQuery(
  serviceId: number,
  who: string | null,
  known: Storefront['contact'],
) {
  return useQuery({
    ...contactQueryOptions(serviceId, who ?? ''),
    enabled: who !== null,
    // Details the loader already fetched for this visitor spare a second request.
    initialData: known ?? undefined,
  });
}
