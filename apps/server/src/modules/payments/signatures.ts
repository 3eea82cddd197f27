import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `text` with `secret`, as lower-case hex: Razorpay's signature scheme. */
export function hmacHex(secret: string, text: string | Buffer): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Whether `signature` is the HMAC of `text`, compared in constant time. */
export function hmacMatches(secret: string, text: string | Buffer, signature: string): boolean {
  const expected = Buffer.from(hmacHex(secret, text), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The checkout result's signature: HMAC of `order_id|payment_id` with the key secret. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

export function paymentSignatureMatches(
  secret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return hmacMatches(secret, `${orderId}|${paymentId}`, signature);
}

/** A webhook's X-Razorpay-Signature: HMAC of the raw body with the webhook secret. */
export function webhookSignatureMatches(
  secret: string,
  rawBody: Buffer | string,
  signature: string,
) {
  return hmacMatches(secret, rawBody, signature);
}
