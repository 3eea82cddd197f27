import { useSearchParams } from 'react-router';
import { useListing } from '@/features/listings/api/listings';
import { parseListingId } from '@/features/listings/lib/listing-params';

/**
 * The listing a manage-listings page is about, named by its `?service_id=`: the id (null when
 * missing or malformed) and the listing's query.
 */
export function usePageListing() {
  const [params] = useSearchParams();
  const listingId = parseListingId(params.get('service_id'));
  return { listingId, listing: useListing(listingId) };
}
