import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutOrder } from '@/features/payment/api/payments';
import type { RazorpayOptions } from './razorpay';

const ORDER: CheckoutOrder = {
  provider: 'razorpay',
  keyId: 'rzp_test_1DP5mmOlF5G5ag',
  orderId: 'order_9A33XWu170gUtm',
  amountPaise: 129_900,
  currency: 'INR',
  listingId: 7,
  description: 'Shubh Palace: PREMIUM plan',
  prefill: { name: 'Asha Verma', email: 'asha@example.in', contact: '9876543210' },
};

const RESULT = {
  razorpay_order_id: ORDER.orderId,
  razorpay_payment_id: 'pay_29QQoUBi66xm2f',
  razorpay_signature: '9ef4dffbfd84f1318f6739a3ce19f9d85851857ae648f114332d8401e0949a3d',
};

/** A fresh module per test: the script load is remembered per page. */
const load = () => import('./razorpay');

const scripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter((s) =>
    s.src.startsWith('https://checkout.razorpay.com/'),
  );

/** Stands in for checkout.js's global: records what it was opened with. */
function fakeRazorpay() {
  const opened: RazorpayOptions[] = [];
  const Razorpay = class {
    constructor(readonly options: RazorpayOptions) {}
    open() {
      opened.push(this.options);
    }
  };
  return { Razorpay, opened };
}

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  delete window.Razorpay;
  for (const script of scripts()) script.remove();
});

describe('razorpayOptions', () => {
  it('builds the checkout options from the order', async () => {
    const { razorpayOptions } = await load();
    const onResult = vi.fn();
    const onDismiss = vi.fn();
    const options = razorpayOptions(ORDER, { onResult, onDismiss });
    expect(options).toMatchObject({
      key: ORDER.keyId,
      amount: 129_900,
      currency: 'INR',
      order_id: ORDER.orderId,
      name: 'Mandap',
      description: ORDER.description,
      prefill: ORDER.prefill,
    });
    // Razorpay's handler gets more fields than the three signed ones: only those go on.
    options.handler({ ...RESULT, extra: 'ignored' } as typeof RESULT);
    expect(onResult).toHaveBeenCalledWith(RESULT);
    options.modal.ondismiss();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('offers UPI first and hides none of the methods the account has', async () => {
    const { razorpayOptions } = await load();
    const { display } = razorpayOptions(ORDER, { onResult: vi.fn(), onDismiss: vi.fn() }).config;
    expect(display.sequence[0]).toBe('block.upi');
    expect(display.blocks.upi?.instruments).toEqual([{ method: 'upi' }]);
    expect(display.preferences.show_default_blocks).toBe(true);
    expect(display).not.toHaveProperty('hide');
  });
});

describe('loadRazorpay', () => {
  it('adds checkout.js once, and resolves with the global it defines', async () => {
    const { loadRazorpay, RAZORPAY_SCRIPT_URL } = await load();
    expect(RAZORPAY_SCRIPT_URL).toBe('https://checkout.razorpay.com/v1/checkout.js');
    const first = loadRazorpay();
    const second = loadRazorpay();
    expect(scripts()).toHaveLength(1);
    const script = scripts()[0];
    expect(script?.src).toBe(RAZORPAY_SCRIPT_URL);
    expect(script?.async).toBe(true);

    const { Razorpay } = fakeRazorpay();
    window.Razorpay = Razorpay;
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Razorpay);
    await expect(second).resolves.toBe(Razorpay);
  });

  it('adds nothing when checkout.js is already on the page', async () => {
    const { loadRazorpay } = await load();
    const { Razorpay } = fakeRazorpay();
    window.Razorpay = Razorpay;
    await expect(loadRazorpay()).resolves.toBe(Razorpay);
    expect(scripts()).toHaveLength(0);
  });

  it('rejects when the script fails, and tries again with a new one next time', async () => {
    const { loadRazorpay } = await load();
    const failed = loadRazorpay();
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('checkout.js could not be loaded');
    expect(scripts()).toHaveLength(0);

    void loadRazorpay().catch(() => {});
    expect(scripts()).toHaveLength(1);
  });
});

describe('openRazorpay', () => {
  it('opens the checkout with the options', async () => {
    const { openRazorpay } = await load();
    const { Razorpay, opened } = fakeRazorpay();
    window.Razorpay = Razorpay;
    const onResult = vi.fn();
    await openRazorpay(ORDER, { onResult, onDismiss: vi.fn() });
    expect(opened).toHaveLength(1);
    expect(opened[0]?.order_id).toBe(ORDER.orderId);
    opened[0]?.handler(RESULT);
    expect(onResult).toHaveBeenCalledWith(RESULT);
  });
});
