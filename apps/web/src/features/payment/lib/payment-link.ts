/** What a payment page pays: a listing's plan, or one of the vendor's commission invoices. */
export type PaymentTarget = { listingId: number } | { documentId: number };

const POSITIVE_ID = /^[1-9]\d{0,14}$/;

/**
 * What a payment link names. `/payment?service_id=…&vendor_id=…` (spec 2.1, R6): both must be
 * present and service_id a positive whole number. `/payment?invoice=…` (decision 0076): a
 * commission invoice's document id. Anything else is incomplete (null). Neither link decides who
 * pays or how much: that is the session's vendor and the server's amount.
 */
export function parsePaymentLink(search: URLSearchParams): PaymentTarget | null {
  const invoice = search.get('invoice');
  if (invoice !== null) {
    const documentId = invoice.trim();
    return POSITIVE_ID.test(documentId) ? { documentId: Number(documentId) } : null;
  }
  const listingId = search.get('service_id')?.trim() ?? '';
  const vendorId = search.get('vendor_id')?.trim() ?? '';
  if (!POSITIVE_ID.test(listingId) || vendorId === '') return null;
  return { listingId: Number(listingId) };
}

/** Whether the link was meant to pay a commission invoice (its back link is the Billing page). */
export function paysInvoice(target: PaymentTarget | null, search: URLSearchParams): boolean {
  return target ? 'documentId' in target : search.has('invoice');
}
