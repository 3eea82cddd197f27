import { useSearchParams } from 'react-router';
import { useListing } from '@/features/services/api/listings';
import { parseServiceId } from '@/features/services/lib/service-params';

/**
 * The listing a manage-services page is about, named by its `?service_id=`: the id (null when
 * missing or malformed) and the listing's query.
 */
export function usePageListing() {
  const [params] = useSearchParams();
  const serviceId = parseServiceId(params.get('service_id'));
  return { serviceId, listing: useListing(serviceId) };
}
