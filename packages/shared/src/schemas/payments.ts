import * as t from '@mandap/shared/messages/en/validation-billing';
import { z } from 'zod';

// The payments API's replies and the checkout's result, one definition for the server (which
// documents and serialises with them) and the browser (which checks what arrives).

/**
 * POST /api/vendor/listings/:listingId/order (spec 3 'Payment order'), and POST
 * /api/vendor/billing/invoices/:documentId/order for a commission invoice (decision 0076): an
 * order pays a listing's plan (listingId) or a commission invoice (documentId), never both.
 */
export const CheckoutOrderSchema = z.object({
  provider: z.enum(['razorpay', 'sandbox']),
  keyId: z.string(),
  orderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  listingId: z.number().int().optional(),
  documentId: z.number().int().optional(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type CheckoutOrder = z.infer<typeof CheckoutOrderSchema>;

/** What a checkout hands back on success, named with Razorpay's prefix (spec 3 'Payment result'). */
export const CheckoutResultSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

/** A UPI ID (VPA) as Razorpay accepts one: a name, '@', the bank's handle (`name@okhdfcbank`). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const UPI_ID_MESSAGE = t.upiIdMessage;

const CARD_OR_UPI = t.cardOrUpi;

/**
 * POST /api/payments/sandbox/checkout: one of the signed-in vendor's open sandbox orders and a
 * test card or a test UPI ID, exactly one of them (sandbox only).
 */
export const SandboxCheckoutBodySchema = z
  .object(
    {
      orderId: z
        .string({ error: t.thePaymentOrderIsMissing })
        .min(1, t.thePaymentOrderIsMissing)
        .max(100, t.thisPaymentOrderIsNot),
      cardNumber: z
        .string({ error: t.pleaseEnterTheCardNumber })
        .min(1, t.pleaseEnterTheCardNumber)
        .max(30, t.pleaseEnterAValidCard)
        .optional(),
      vpa: z
        .string({ error: t.pleaseEnterYourUpiId })
        .trim()
        .min(1, t.pleaseEnterYourUpiId)
        .max(321, UPI_ID_MESSAGE)
        .regex(UPI_ID_PATTERN, UPI_ID_MESSAGE)
        .optional(),
    },
    { error: CARD_OR_UPI },
  )
  .refine((body) => (body.cardNumber === undefined) !== (body.vpa === undefined), {
    error: CARD_OR_UPI,
  });
export type SandboxCheckoutBody = z.infer<typeof SandboxCheckoutBodySchema>;

const PAYS_FOR_ONE = t.paysForOne;

/**
 * POST /api/vendor/payments/verify: the checkout's result and what it pays for, the listing
 * (plan) or the commission invoice (decision 0076).
 */
export const VerifyPaymentBodySchema = CheckoutResultSchema.extend({
  listingId: z.coerce.number().int().positive().optional(),
  documentId: z.coerce.number().int().positive().optional(),
}).refine((body) => (body.listingId === undefined) !== (body.documentId === undefined), {
  error: PAYS_FOR_ONE,
  path: ['listingId'],
});

/** The reply of a verified payment: the listing is now active. */
export const VerifyPaymentReplySchema = z.object({ status: z.literal('paid') });

/** GET /api/vendor/listings/:listingId/refund: what a refund would return now (terms, R11). */
export const RefundQuoteSchema = z.object({
  amountPaise: z.number().int(),
  refundablePaise: z.number().int(),
  paidAt: z.string(),
});
export type RefundQuote = z.infer<typeof RefundQuoteSchema>;

/** POST /api/vendor/listings/:listingId/refund. */
export const RefundReplySchema = z.object({
  refundedPaise: z.number().int(),
  status: z.literal('refunded'),
});
export type RefundReply = z.infer<typeof RefundReplySchema>;
