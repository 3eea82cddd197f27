/**
 * The listing a payment link names: `/payment?service_id=…&vendor_id=…` (spec 2.1, R6). Both
 * must be present and service_id a positive whole number, else the link is incomplete (null).
 * vendor_id is only checked for presence: who pays is the session's vendor, decided by the
 * server, never the link's.
 */
export function parsePaymentLink(search: URLSearchParams): { listingId: number } | null {
  const listingId = search.get('service_id')?.trim() ?? '';
  const vendorId = search.get('vendor_id')?.trim() ?? '';
  if (!/^[1-9]\d{0,14}$/.test(listingId) || vendorId === '') return null;
  return { listingId: Number(listingId) };
}
