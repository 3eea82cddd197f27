import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';
import { paymentSignature, paymentSignatureMatches, webhookSignatureMatches } from './signatures';

export const SANDBOX_KEY_ID = 'rzp_sandbox_mandap';

/** Test cards of the sandbox checkout: this one succeeds, the decline card is refused. */
export const SANDBOX_CARDS = {
  success: '4111111111111111',
  decline: '4000000000000002',
} as const;

/** Test UPI IDs, as Razorpay's test mode has them: the first pays, the second fails. */
export const SANDBOX_UPI_IDS = {
  success: 'success@razorpay',
  failure: 'failure@razorpay',
} as const;

/** What the sandbox checkout is paid with: a test card or a test UPI ID. */
export type SandboxInstrument = { cardNumber: string } | { vpa: string };

/** Why the sandbox refused: the card was declined, the UPI payment failed, or an unknown UPI ID. */
export type SandboxRefusal = 'card_declined' | 'upi_failed' | 'upi_unknown';

function refusalOf(instrument: SandboxInstrument): SandboxRefusal | null {
  if ('cardNumber' in instrument) {
    return instrument.cardNumber.replace(/\s/g, '') === SANDBOX_CARDS.success
      ? null
      : 'card_declined';
  }
  const vpa = instrument.vpa.trim().toLowerCase();
  if (vpa === SANDBOX_UPI_IDS.success) return null;
  return vpa === SANDBOX_UPI_IDS.failure ? 'upi_failed' : 'upi_unknown';
}

function id(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
}

export type SandboxProvider = ReturnType<typeof sandboxProvider>;

/**
 * The built-in sandbox (R11): orders and payments are made here, and results are signed with a
 * local secret exactly as Razorpay signs them, so the same server verification runs offline.
 */
export function sandboxProvider(secret: string): PaymentProvider & {
  /** The sandbox checkout: pays an order with a test card or UPI ID, returns the signed result. */
  pay(
    orderId: string,
    instrument: SandboxInstrument,
  ): { ok: true; paymentId: string; signature: string } | { ok: false; refusal: SandboxRefusal };
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
    pay(orderId, instrument) {
      const refusal = refusalOf(instrument);
      if (refusal) return { ok: false, refusal };
      const paymentId = id('pay_sbx');
      return { ok: true, paymentId, signature: paymentSignature(secret, orderId, paymentId) };
    },
  };
}
