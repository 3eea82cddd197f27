import { ListingSummarySchema } from '@mandap/shared/schemas/listings';
import {
  type CheckoutOrder,
  CheckoutOrderSchema,
  type CheckoutResult,
  CheckoutResultSchema,
  type RefundQuote,
  RefundQuoteSchema,
  type RefundReply,
  RefundReplySchema,
  VerifyPaymentReplySchema,
} from '@mandap/shared/schemas/payments';
import type { z } from 'zod';
import type { PaymentTarget } from '@/features/payment/lib/payment-link';
import { apiRequest } from '@/lib/api-client';

// The payments API's replies are checked on arrival with the schemas the server answers with
// (packages/shared): the amount shown and charged comes from here.
export type {
  CheckoutOrder,
  CheckoutResult,
  RefundQuote,
  RefundReply,
} from '@mandap/shared/schemas/payments';

const listingPath = (listingId: number) => `/api/vendor/listings/${listingId}`;

/**
 * The vendor's listings in the query cache (the same key features/listings uses): a paid or
 * refunded listing changes status (R4), so they are asked again.
 */
export const listingsQueryKey = ['vendor', 'listings'] as const;

/**
 * The vendor's commission invoices and what is due, in the query cache (the key features/billing
 * uses): a paid invoice changes them, and may bring listings back (decision 0076).
 */
export const billingQueryKey = ['vendor', 'billing'] as const;

/**
 * Opens (or reuses) the order of one of the signed-in vendor's pending listings, or unpaid
 * commission invoices, for the amount the server computes. 409 when it is not waiting for
 * payment, 404 when not the vendor's.
 */
export function createOrder(target: PaymentTarget, signal?: AbortSignal): Promise<CheckoutOrder> {
  const path =
    'listingId' in target
      ? `${listingPath(target.listingId)}/order`
      : `/api/vendor/billing/invoices/${target.documentId}/order`;
  return apiRequest(path, { method: 'POST', schema: CheckoutOrderSchema, signal });
}

/** What the sandbox checkout is paid with: a test card's number or a test UPI ID. */
export type SandboxInstrument = { cardNumber: string } | { vpa: string };

/**
 * The sandbox checkout (R11): pays one of the signed-in vendor's open orders with a test card
 * or UPI ID (the session cookie goes along); 402 when the card is declined or the UPI payment
 * fails, 404 when the order is not the vendor's, 409 when it is paid or no longer open.
 */

export function payInSandbox(
  orderId: string,
  instrument: SandboxInstrument,
): Promise<CheckoutResult> {
  return apiRequest('/api/payments/sandbox/checkout', {
    method: 'POST',
    body: { orderId, ...instrument },
    schema: CheckoutResultSchema,
  });
}

/**
 * The server checks the result's signature and activates the listing (or marks the commission
 * invoice paid) the order is for; 400 when it does not hold.
 */
export function verifyPayment(
  order: CheckoutOrder,
  result: CheckoutResult,
  signal?: AbortSignal,
): Promise<{ status: 'paid' }> {
  const paysFor =
    order.documentId !== undefined
      ? { documentId: order.documentId }
      : { listingId: order.listingId };
  return apiRequest('/api/vendor/payments/verify', {
    method: 'POST',
    body: { ...paysFor, ...result },
    schema: VerifyPaymentReplySchema,
    signal,
  });
}

/** What this page shows of a listing: the fields it reads, whatever else the reply carries. */
export const ListingStatusSchema = ListingSummarySchema.pick({
  listingId: true,
  firmName: true,
  status: true,
  plan: true,
  amountPaise: true,
});
export type ListingStatusReply = z.infer<typeof ListingStatusSchema>;

/** GET /api/vendor/listings/:listingId: one of the vendor's listings, with its status (R4). */
export function getListing(listingId: number, signal?: AbortSignal): Promise<ListingStatusReply> {
  return apiRequest(listingPath(listingId), { schema: ListingStatusSchema, signal });
}

/** What a refund of a paid listing would return now (terms, R11); 409 when it is not paid. */
export function getRefundQuote(listingId: number): Promise<RefundQuote> {
  return apiRequest(`${listingPath(listingId)}/refund`, { schema: RefundQuoteSchema });
}

/** Refunds the listing's payment; the listing is deactivated. */
export function requestRefund(listingId: number): Promise<RefundReply> {
  return apiRequest(`${listingPath(listingId)}/refund`, {
    method: 'POST',
    schema: RefundReplySchema,
  });
}
