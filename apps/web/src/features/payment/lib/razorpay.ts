import * as t from '@mandap/shared/messages/en/vendor-payment';
import type { CheckoutOrder, CheckoutResult } from '@/features/payment/api/payments';

/** Razorpay's Standard Checkout, loaded only when the server's order names Razorpay (R11). */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The options of `new Razorpay(...)` this page uses. */
export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  /** Which methods the checkout offers first; Razorpay's own list follows (show_default_blocks). */
  config: {
    display: {
      blocks: Record<string, { name: string; instruments: { method: string }[] }>;
      sequence: string[];
      preferences: { show_default_blocks: boolean };
    };
  };
  handler: (result: CheckoutResult) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    /** Set by checkout.js once it has loaded. */
    Razorpay?: RazorpayConstructor;
  }
}

export interface CheckoutHandlers {
  /** The signed result: the server verifies it. */
  onResult: (result: CheckoutResult) => void;
  /** The vendor closed the checkout without paying. */
  onDismiss: () => void;
}

/** The brand colour (maroon-800) for Razorpay's header and buttons. */
const THEME_COLOR = '#77222d';

export function razorpayOptions(order: CheckoutOrder, handlers: CheckoutHandlers): RazorpayOptions {
  return {
    key: order.keyId,
    amount: order.amountPaise,
    currency: order.currency,
    order_id: order.orderId,
    name: 'Mandap',
    description: order.description,
    prefill: order.prefill,
    theme: { color: THEME_COLOR },
    // UPI first, as most Indian vendors pay (issue 31); cards, netbanking and wallets follow in
    // Razorpay's default blocks. Nothing is hidden: the account's methods all pass through.
    config: {
      display: {
        blocks: { upi: { name: t.payByUpi, instruments: [{ method: 'upi' }] } },
        sequence: ['block.upi'],
        preferences: { show_default_blocks: true },
      },
    },
    handler: (result) =>
      handlers.onResult({
        razorpay_order_id: result.razorpay_order_id,
        razorpay_payment_id: result.razorpay_payment_id,
        razorpay_signature: result.razorpay_signature,
      }),
    modal: { ondismiss: handlers.onDismiss },
  };
}

let loading: Promise<RazorpayConstructor> | undefined;

/** Adds checkout.js to the page once; later calls share the same load. */
export function loadRazorpay(win: Window = window): Promise<RazorpayConstructor> {
  const ready = win.Razorpay;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      if (win.Razorpay) resolve(win.Razorpay);
      else reject(new Error('checkout.js loaded without defining Razorpay'));
    };
    script.onerror = () => {
      // Let a later attempt try again with a fresh script.
      script.remove();
      reject(new Error('checkout.js could not be loaded'));
    };
    win.document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Opens Razorpay's checkout for the order; rejects when checkout.js cannot be loaded. */
export async function openRazorpay(
  order: CheckoutOrder,
  handlers: CheckoutHandlers,
  win: Window = window,
): Promise<void> {
  const Razorpay = await loadRazorpay(win);
  new Razorpay(razorpayOptions(order, handlers)).open();
}
