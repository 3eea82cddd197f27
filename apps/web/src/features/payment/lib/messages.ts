import { formatInr } from '@mandap/shared/money';

/** The texts of the payment page: spec 2.13 and 8 'Payment' word for word, the rest ours. */
export const PAYMENT_MESSAGES = {
  initializing: 'Initializing Payment...',
  incompleteLink: 'This payment link is incomplete. Please open it again from your services.',
  orderFailed: 'Order creation failed!',
  orderNotFound: 'This listing was not found among your services.',
  verifyFailed: 'Payment verification failed. Please contact support.',
  verifyError: 'Error verifying payment. Please contact support.',
  cancelled: 'Payment cancelled. You can try again.',
  checkoutUnavailable:
    'The payment window could not be opened. Please check your connection and try again.',
  sessionEnded: 'Your session has ended. Please log in again.',
  alreadyPaid: 'This listing is already paid.',
  declined: 'Your card was declined. Please try another card.',
  sandboxFailed: 'The payment could not be completed. Please try again.',
  refundFailed: 'The refund could not be requested. Please try again.',
  refundPeriodOver: 'The refund period for this listing is over.',
  refundRule:
    'Under our terms, a refund is 100% of the amount within 7 days of payment; after that it is 40% of the amount, pro rata to the free period that remains.',
} as const;

/** Spec 2.13: 'Payment successful! Redirecting in N seconds...' ('1 second' at the end). */
export function redirectingText(seconds: number): string {
  return `Payment successful! Redirecting in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}...`;
}

export function confirmRefundLabel(paise: number): string {
  return `Confirm refund of ${formatInr(paise)}`;
}

export function refundRequestedText(paise: number): string {
  return `Refund of ${formatInr(paise)} requested. Your listing is now inactive.`;
}

/** 'Pay ₹699', as Razorpay's button reads. */
export function payLabel(paise: number): string {
  return `Pay ${formatInr(paise)}`;
}
