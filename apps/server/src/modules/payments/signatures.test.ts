import { describe, expect, it } from 'vitest';
import {
  hmacHex,
  paymentSignature,
  paymentSignatureMatches,
  webhookSignatureMatches,
} from './signatures';

describe('Razorpay signatures', () => {
  // The webhook test vector of Razorpay's own Node SDK (test/utils/razorpay-utils.spec.js).
  const body = '{"a":1,"b":2,"c":{"d":3}}';
  const secret = '123456';
  const signature = '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc';

  it('matches the published webhook vector', () => {
    expect(hmacHex(secret, body)).toBe(signature);
    expect(webhookSignatureMatches(secret, body, signature)).toBe(true);
    expect(webhookSignatureMatches(secret, Buffer.from(body), signature)).toBe(true);
    expect(webhookSignatureMatches(secret, body, 'sdfafds')).toBe(false);
    expect(webhookSignatureMatches(secret, `${body} `, signature)).toBe(false);
    expect(webhookSignatureMatches('654321', body, signature)).toBe(false);
  });

  it('signs order_id|payment_id for the checkout result', () => {
    const sig = paymentSignature(secret, 'order_ABC123', 'pay_XYZ789');
    expect(sig).toBe(hmacHex(secret, 'order_ABC123|pay_XYZ789'));
    expect(paymentSignatureMatches(secret, 'order_ABC123', 'pay_XYZ789', sig)).toBe(true);
    expect(paymentSignatureMatches(secret, 'order_ABC124', 'pay_XYZ789', sig)).toBe(false);
    expect(paymentSignatureMatches(secret, 'order_ABC123', 'pay_XYZ789', sig.toUpperCase())).toBe(
      true,
    );
    expect(paymentSignatureMatches(secret, 'order_ABC123', 'pay_XYZ789', `${sig}00`)).toBe(false);
    expect(paymentSignatureMatches(secret, 'order_ABC123', 'pay_XYZ789', '')).toBe(false);
  });
});
