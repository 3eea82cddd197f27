import type { Storefront } from '@mandap/shared/schemas/marketplace';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@/hooks/use-session';
import { apiRequest } from '@/lib/api-client';

/** GET /api/listings/:listingId: a storefront, asked by the route's loader or by the browser. */
export const listingPath = (listingId: number) => `/api/listings/${listingId}`;

/**
 * The storefront's schema, loaded when a reply is checked: the loader does not run in the first
 * view (the server's data is in the page), so the first view has no zod.
 */
export const storefrontSchema = async () =>
  (await import('@mandap/shared/schemas/marketplace')).StorefrontSchema;

/** Who is asking, as a cache key: contact details fetched for one account are not another's. */
export function viewer(session: Session): string | null {
  if (session.status === 'user') return `user:${session.user.email}`;
  if (session.status === 'vendor') return `vendor:${session.vendor.vendorUniqueId}`;
  return null;
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
