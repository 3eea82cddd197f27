import type { PaymentProvider, ProviderPayment } from './provider';
import { paymentSignatureMatches, webhookSignatureMatches } from './signatures';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com/v1 in production; a local fake in tests. */
  apiBase: string;
}

export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Razorpay's Orders, Payments and Refunds APIs over HTTPS with basic auth (R11). */
export function razorpayProvider(config: RazorpayConfig): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await fetch(`${config.apiBase.replace(/\/$/, '')}${path}`, {
      method,
      headers: { authorization: auth, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as T & { error?: { description?: string } };
    if (!res.ok) {
      throw new RazorpayError(
        res.status,
        json.error?.description ?? `Razorpay answered ${res.status}`,
      );
    }
    return json;
  }
  return {
    name: 'razorpay',
    keyId: config.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call<{ id: string; amount: number }>('POST', '/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      });
      return { id: order.id, amountPaise: order.amount };
    },
    verifyPayment: (orderId, paymentId, signature) =>
      paymentSignatureMatches(config.keySecret, orderId, paymentId, signature),
    verifyWebhook: (rawBody, signature) =>
      webhookSignatureMatches(config.webhookSecret, rawBody, signature),
    async orderPayments(orderId) {
      const list = await call<{
        items: { id: string; status: ProviderPayment['status']; amount: number }[];
      }>('GET', `/orders/${encodeURIComponent(orderId)}/payments`);
      return list.items.map((p) => ({ id: p.id, status: p.status, amountPaise: p.amount }));
    },
    async refund(paymentId, amountPaise, idempotencyKey) {
      const refund = await call<{ id: string }>(
        'POST',
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal' },
        { 'x-refund-idempotency': idempotencyKey },
      );
      return { id: refund.id };
    },
  };
}
