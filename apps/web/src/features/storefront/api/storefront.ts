import type { Storefront } from '@mandap/shared/schemas/marketplace';
import { listingPath, storefrontSchema } from '@/hooks/use-listing-contact';
import { loaderGetJson } from '@/lib/ssr/loader-fetch';

/** GET /api/listings/:listingId: an active listing's storefront, for the route loader. */
export async function getStorefront(
  context: unknown,
  listingId: number,
  signal?: AbortSignal,
): Promise<Storefront> {
  return loaderGetJson(context, listingPath(listingId), await storefrontSchema(), signal);
}
