import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';
import { paymentSignature, paymentSignatureMatches, webhookSignatureMatches } from './signatures';

export const SANDBOX_KEY_ID = 'rzp_sandbox_mandap';

/** Test cards of the sandbox checkout: this one succeeds, the decline card is refused. */
export const SANDBOX_CARDS = {
  success: '4111111111111111',
  decline: '4000000000000002',
} as const;

function id(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
}

export type SandboxProvider = ReturnType<typeof sandboxProvider>;

/**
 * The built-in sandbox (R11): orders and payments are made here, and results are signed with a
 * local secret exactly as Razorpay signs them, so the same server verification runs offline.
 */
export function sandboxProvider(secret: string): PaymentProvider & {
  /** The sandbox checkout: pays an order with a test card and returns the signed result. */
  pay(
    orderId: string,
    cardNumber: string,
  ): { ok: true; paymentId: string; signature: string } | { ok: false };
} {
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    async createOrder({ amountPaise }) {
      return { id: id('order_sbx'), amountPaise };
    },
    verifyPayment: (orderId, paymentId, signature) =>
      paymentSignatureMatches(secret, orderId, paymentId, signature),
    verifyWebhook: (rawBody, signature) => webhookSignatureMatches(secret, rawBody, signature),
    // The sandbox keeps no record of its own: a result that never reached the server is lost,
    // as a closed browser tab would lose it; reconciliation has nothing to ask.
    async orderPayments() {
      return [];
    },
    async refund() {
      return { id: id('rfnd_sbx') };
    },
    pay(orderId, cardNumber) {
      if (cardNumber.replace(/\s/g, '') !== SANDBOX_CARDS.success) return { ok: false };
      const paymentId = id('pay_sbx');
      return { ok: true, paymentId, signature: paymentSignature(secret, orderId, paymentId) };
    },
  };
}
