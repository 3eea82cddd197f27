import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  billingQueryKey,
  type CheckoutOrder,
  type CheckoutResult,
  createOrder,
  listingsQueryKey,
  verifyPayment,
} from '@/features/payment/api/payments';
import { PAYMENT_MESSAGES } from '@/features/payment/lib/messages';
import type { PaymentTarget } from '@/features/payment/lib/payment-link';
import { openRazorpay } from '@/features/payment/lib/razorpay';
import { ApiError } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/get-session';

/** Where the payment of one listing (or commission invoice) is (spec 4 'Payment'). */
export type PaymentPhase =
  /** The order is being created: 'Initializing Payment...'. */
  | { kind: 'creating' }
  | { kind: 'order-failed'; notFound: boolean }
  /** The order answered 409: the listing (or invoice) is not waiting for payment. */
  | { kind: 'already-paid' }
  /** The order answered 403 email_unverified (decision 0069): the server's message. */
  | { kind: 'email-unverified'; message: string }
  | { kind: 'session-ended' }
  /** The checkout is open. */
  | { kind: 'checkout'; order: CheckoutOrder }
  /** Closed without paying, or (unavailable) Razorpay's checkout could not be loaded. */
  | { kind: 'dismissed'; order: CheckoutOrder; unavailable: boolean }
  | { kind: 'verifying'; order: CheckoutOrder; result: CheckoutResult }
  | {
      kind: 'verify-failed';
      order: CheckoutOrder;
      result: CheckoutResult;
      message: string;
      /** No answer or a server fault: the same result can be sent again. */
      retryable: boolean;
    }
  | { kind: 'paid'; order: CheckoutOrder };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A refusal of the result itself (spec 8); anything else may pass when tried again. */
function verifyFailure(error: unknown): { message: string; retryable: boolean } {
  const refused =
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status);
  return refused
    ? { message: PAYMENT_MESSAGES.verifyFailed, retryable: false }
    : { message: PAYMENT_MESSAGES.verifyError, retryable: true };
}

/**
 * The payment of one listing, or of a commission invoice (spec 2.13, 4; R11; decision 0076):
 * create the order, open the checkout the server names (Razorpay's, or the sandbox the page
 * renders), send the signed result to the server to verify. Mount it afresh (a new React key) to
 * start over with a new order request.
 */
export function usePaymentFlow(target: PaymentTarget) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<PaymentPhase>({ kind: 'creating' });
  const alive = useRef(true);
  const verifying = useRef<AbortController | null>(null);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      verifying.current?.abort();
    };
  }, []);

  const verify = useCallback(
    async (order: CheckoutOrder, result: CheckoutResult) => {
      if (!alive.current) return;
      const controller = new AbortController();
      verifying.current = controller;
      setPhase({ kind: 'verifying', order, result });
      try {
        await verifyPayment(order, result, controller.signal);
        if (!alive.current) return;
        setPhase({ kind: 'paid', order });
        void queryClient.invalidateQueries({ queryKey: listingsQueryKey });
        // A paid invoice may bring hidden listings back: both are asked again.
        if (order.documentId !== undefined) {
          void queryClient.invalidateQueries({ queryKey: billingQueryKey });
        }
      } catch (error) {
        if (isAbort(error) || !alive.current) return;
        setPhase({ kind: 'verify-failed', order, result, ...verifyFailure(error) });
      }
    },
    [queryClient],
  );

  const dismiss = useCallback((order: CheckoutOrder, unavailable = false) => {
    if (alive.current) setPhase({ kind: 'dismissed', order, unavailable });
  }, []);

  const open = useCallback(
    (order: CheckoutOrder) => {
      setPhase({ kind: 'checkout', order });
      if (order.provider !== 'razorpay') return; // the page renders the sandbox checkout
      openRazorpay(order, {
        onResult: (result) => void verify(order, result),
        onDismiss: () => dismiss(order),
      }).catch(() => dismiss(order, true));
    },
    [verify, dismiss],
  );

  // As numbers: a new object naming the same target does not ask again.
  const listingId = 'listingId' in target ? target.listingId : null;
  const documentId = 'documentId' in target ? target.documentId : null;

  useEffect(() => {
    const controller = new AbortController();
    const paying: PaymentTarget =
      documentId !== null ? { documentId } : { listingId: listingId ?? 0 };
    createOrder(paying, controller.signal).then(
      (order) => {
        if (!controller.signal.aborted) open(order);
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        if (error instanceof ApiError && error.status === 409) {
          setPhase({ kind: 'already-paid' });
        } else if (error instanceof ApiError && error.kind === 'email_unverified') {
          setPhase({ kind: 'email-unverified', message: error.message });
        } else if (error instanceof ApiError && error.status === 401) {
          // The session ended: asking again lets the vendor guard send the vendor to log in
          // and come back here.
          setPhase({ kind: 'session-ended' });
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        } else {
          setPhase({
            kind: 'order-failed',
            notFound: error instanceof ApiError && error.status === 404,
          });
        }
      },
    );
    // Leaving (or React's development double mount) cancels the request; the server reuses an
    // order it already opened for the listing.
    return () => controller.abort();
  }, [listingId, documentId, open, queryClient]);

  return { phase, verify, dismiss };
}
