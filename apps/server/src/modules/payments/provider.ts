/** A provider order, as our server asked for it. */
export interface ProviderOrder {
  id: string;
  amountPaise: number;
}

/** One payment attempt the provider knows of for an order. */
export interface ProviderPayment {
  id: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amountPaise: number;
}

/**
 * What Mandap needs from a card payment provider (R11). Razorpay in production; a built-in
 * sandbox that follows the same steps (order, checkout, signed result, verification) offline.
 */
export interface PaymentProvider {
  name: 'razorpay' | 'sandbox';
  /** The public key the checkout opens with. */
  keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  /** Whether a checkout result's signature is this provider's for that order and payment. */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean;
  /** Whether a webhook body carries this provider's signature. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
  /** The payments made against an order (reconciliation of orders still 'created'). */
  orderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** Refunds part or all of a payment; the key makes a retry refund once. */
  refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<{ id: string }>;
}
