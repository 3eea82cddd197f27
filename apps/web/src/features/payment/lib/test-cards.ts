/**
 * The sandbox's test cards, as the checkout shows them (the server's SANDBOX_CARDS in
 * apps/server/src/modules/payments/sandbox.ts decides; these are the same numbers).
 */
export const SANDBOX_TEST_CARDS = {
  success: '4111 1111 1111 1111',
  decline: '4000 0000 0000 0002',
} as const;

/** The sandbox's test UPI IDs (the server's SANDBOX_UPI_IDS), as Razorpay's test mode has them. */
export const SANDBOX_TEST_UPI_IDS = {
  success: 'success@razorpay',
  failure: 'failure@razorpay',
} as const;
