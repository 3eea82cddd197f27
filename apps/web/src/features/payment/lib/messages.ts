import * as t from '@mandap/shared/messages/en/vendor-payment';
import { formatInr } from '@mandap/shared/money';

/** The texts of the payment page: spec 2.13 and 8 'Payment' word for word, the rest ours. */
export const PAYMENT_MESSAGES = {
  initializing: t.initializing,
  incompleteLink: t.incompleteLink,
  orderFailed: t.orderFailed,
  orderNotFound: t.orderNotFound,
  verifyFailed: t.verifyFailed,
  verifyError: t.verifyError,
  cancelled: t.cancelled,
  checkoutUnavailable: t.checkoutUnavailable,
  sessionEnded: t.sessionEnded,
  alreadyPaid: t.alreadyPaid,
  declined: t.declined,
  sandboxFailed: t.sandboxFailed,
  refundFailed: t.refundFailed,
  refundPeriodOver: t.refundPeriodOver,
  refundRule: t.refundRule,
} as const;

/** Spec 2.13: 'Payment successful! Redirecting in N seconds...' ('1 second' at the end). */
export function redirectingText(seconds: number): string {
  return t.redirecting(seconds);
}

export function confirmRefundLabel(paise: number): string {
  return t.confirmRefund(formatInr(paise));
}

export function refundRequestedText(paise: number): string {
  return t.refundRequested(formatInr(paise));
}

/** 'Pay ₹699', as Razorpay's button reads. */
export function payLabel(paise: number): string {
  return t.pay(formatInr(paise));
}
