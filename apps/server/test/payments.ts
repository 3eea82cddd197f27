import type { FastifyInstance } from 'fastify';
import { SANDBOX_CARDS } from '../src/modules/payments/index';

/**
 * Pays for a pending listing as its vendor would in the browser: opens the order, pays it at the
 * sandbox checkout with the test card that succeeds, and sends the signed result to verify.
 * Returns the verify reply (200 when the listing became active).
 */
export async function payThroughSandbox(app: FastifyInstance, cookie: string, listingId: number) {
  const order = await app.inject({
    method: 'POST',
    url: `/api/vendor/listings/${listingId}/order`,
    headers: { cookie },
  });
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/checkout',
    headers: { cookie },
    payload: { orderId: order.json().orderId, cardNumber: SANDBOX_CARDS.success },
  });
  return app.inject({
    method: 'POST',
    url: '/api/vendor/payments/verify',
    headers: { cookie },
    payload: { listingId, ...(checkout.json() as Record<string, unknown>) },
  });
}
