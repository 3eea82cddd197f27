import * as d from '@mandap/shared/messages/en/billing-documents';
import * as t from '@mandap/shared/messages/en/vendor-payment';
import { formatInr } from '@mandap/shared/money';
import { UPI_ID_MESSAGE, UPI_ID_PATTERN } from '@mandap/shared/schemas/payments';
import { FlaskConical, Lock, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { BrandMark } from '@/components/ui/brand-mark';
import { TextField } from '@/components/ui/text-field';
import {
  type CheckoutOrder,
  type CheckoutResult,
  payInSandbox,
  type SandboxInstrument,
} from '@/features/payment/api/payments';
import {
  type CardErrors,
  type CardValues,
  checkCard,
  formatCardNumber,
  formatExpiry,
} from '@/features/payment/lib/card';
import { PAYMENT_MESSAGES, payLabel } from '@/features/payment/lib/messages';
import { SANDBOX_TEST_CARDS, SANDBOX_TEST_UPI_IDS } from '@/features/payment/lib/test-cards';
import { useModal } from '@/hooks/use-modal';
import { ApiError, refusalMessage } from '@/lib/api-client';
import { PaymentAlert, primaryButtonClass } from './payment-ui';

const FIELDS = [
  'cardNumber',
  'expiry',
  'cvv',
  'name',
] as const satisfies readonly (keyof CardValues)[];

/** How the vendor pays: UPI first, as most Indian vendors pay (issue 31), or a card. */
type Method = 'upi' | 'card';
const METHODS: readonly { value: Method; label: string }[] = [
  { value: 'upi', label: t.methodUpi },
  { value: 'card', label: t.methodCard },
];

interface SandboxCheckoutProps {
  order: CheckoutOrder;
  /** The signed result of a paid order: the server verifies it. */
  onResult: (result: CheckoutResult) => void;
  /** Closed without paying (the close button or Escape), as Razorpay's ondismiss. */
  onDismiss: () => void;
}

function declineMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 402 && !error.hasServerMessage) {
    return PAYMENT_MESSAGES.declined;
  }
  // The server's words for a refusal: a declined card, a session that ended, an order that is
  // paid or no longer open (retrying the same order would not help); else 'try again'.
  return refusalMessage(error, PAYMENT_MESSAGES.sandboxFailed);
}

/**
 * The built-in checkout used when Razorpay is not configured (R11). It behaves like Razorpay's:
 * a modal over the page with the order, UPI first and a card form beside it; the sandbox pays
 * the order and signs the result exactly as Razorpay would, and a failed UPI payment or a
 * declined card can be retried in place.
 */
export function SandboxCheckout({ order, onResult, onDismiss }: SandboxCheckoutProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const panel = useRef<HTMLDivElement>(null);
  const inputs = useRef<Partial<Record<keyof CardValues, HTMLInputElement | null>>>({});
  const upiInput = useRef<HTMLInputElement | null>(null);
  const [method, setMethod] = useState<Method>('upi');
  const [vpa, setVpa] = useState('');
  const [vpaError, setVpaError] = useState<string | undefined>();
  const [values, setValues] = useState<CardValues>({
    cardNumber: '',
    expiry: '',
    cvv: '',
    name: order.prefill.name,
  });
  const [errors, setErrors] = useState<CardErrors>({});
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useModal(panel, { initialFocus: upiInput, onEscape: paying ? undefined : onDismiss });

  const change =
    (field: keyof CardValues, format: (text: string) => string = (text) => text) =>
    (event: ChangeEvent<HTMLInputElement>) => {
      const value = format(event.target.value);
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button stays focusable while paying (a disabled one would drop focus out of the
    // dialog), so a second press is ignored here.
    if (paying) return;
    setFailure(null);
    if (method === 'upi') {
      const typed = vpa.trim();
      const error = UPI_ID_PATTERN.test(typed) ? undefined : UPI_ID_MESSAGE;
      setVpaError(error);
      if (error) {
        upiInput.current?.focus();
        return;
      }
      await submit({ vpa: typed });
      return;
    }
    const found = checkCard(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    await submit({ cardNumber: values.cardNumber.replace(/\s/g, '') });
  };

  const submit = async (instrument: SandboxInstrument) => {
    setPaying(true);
    try {
      onResult(await payInSandbox(order.orderId, instrument));
    } catch (error) {
      setPaying(false);
      setFailure(declineMessage(error));
    }
  };

  const bind = (field: keyof CardValues) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };

  /** What every card input has: its ref, value and formatting, locked while paying, its message. */
  const cardInput = (field: keyof CardValues, format?: (text: string) => string) => ({
    ref: bind(field),
    value: values[field],
    onChange: change(field, format),
    readOnly: paying,
    error: errors[field],
  });

  return createPortal(
    <div className="fixed inset-0 z-[70] flex items-end justify-center bg-stone-950/60 sm:items-center sm:p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className="flex max-h-dvh w-full flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl outline-none sm:max-h-[calc(100dvh-2rem)] sm:max-w-md sm:rounded-3xl"
      >
        <header className="relative shrink-0 bg-gradient-to-r from-maroon-900 to-maroon-700 px-5 pt-5 pb-4 text-ivory">
          <div className="flex items-center gap-3 pr-10">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-ivory/10 ring-1 ring-ivory/25">
              <BrandMark className="size-6" />
            </span>
            <div className="min-w-0">
              <h2 id={titleId} className="font-display text-xl font-semibold">
                {t.sandboxTitle}
              </h2>
              <p id={descriptionId} className="line-clamp-2 text-sm text-maroon-100">
                {d.orderDescription(order.description)}
              </p>
            </div>
          </div>
          <p className="mt-4 font-display text-3xl font-semibold">{formatInr(order.amountPaise)}</p>
          <button
            type="button"
            onClick={onDismiss}
            disabled={paying}
            aria-label={t.cancelPayment}
            className="absolute top-3 right-3 rounded-full p-2 text-ivory transition hover:bg-white/15 disabled:opacity-50"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </header>
        <div aria-hidden="true" className="toran h-2 shrink-0 bg-maroon-700" />

        <form
          noValidate
          onSubmit={pay}
          aria-label={method === 'upi' ? t.upiPayment : t.cardDetails}
          className="flex flex-col gap-4 overflow-y-auto px-5 pt-5 pb-6"
        >
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-stone-800">{t.payWith}</legend>
            <div className="grid grid-cols-2 gap-2">
              {METHODS.map((option) => (
                <label
                  key={option.value}
                  className="flex cursor-pointer items-center justify-center gap-2 rounded-xl border border-stone-200 px-3 py-2.5 font-medium text-stone-800 has-checked:border-maroon-700 has-checked:bg-maroon-50 has-checked:text-maroon-900"
                >
                  <input
                    type="radio"
                    name={`${id}-method`}
                    value={option.value}
                    checked={method === option.value}
                    disabled={paying}
                    onChange={() => {
                      setMethod(option.value);
                      setFailure(null);
                    }}
                    className="size-4 accent-maroon-700"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="flex items-start gap-2 rounded-xl bg-marigold-50 px-4 py-3 text-sm text-maroon-900 ring-1 ring-marigold-200">
            <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{t.testMode}</p>
              {method === 'upi' ? (
                <ul className="mt-1 space-y-0.5">
                  <li>
                    {t.success} <span className="font-mono">{SANDBOX_TEST_UPI_IDS.success}</span>
                  </li>
                  <li>
                    {t.failure} <span className="font-mono">{SANDBOX_TEST_UPI_IDS.failure}</span>
                  </li>
                </ul>
              ) : (
                <>
                  <ul className="mt-1 space-y-0.5">
                    <li>
                      {t.success}{' '}
                      <span className="font-mono tabular-nums">{SANDBOX_TEST_CARDS.success}</span>
                    </li>
                    <li>
                      {t.decline}{' '}
                      <span className="font-mono tabular-nums">{SANDBOX_TEST_CARDS.decline}</span>
                    </li>
                  </ul>
                  <p className="mt-1 text-maroon-800">{t.anyExpiry}</p>
                </>
              )}
            </div>
          </div>

          {failure ? <PaymentAlert>{failure}</PaymentAlert> : null}

          {method === 'upi' ? (
            <TextField
              ref={upiInput}
              label={t.upiId}
              value={vpa}
              onChange={(event) => {
                setVpa(event.target.value);
                if (vpaError) setVpaError(undefined);
              }}
              readOnly={paying}
              error={vpaError}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="email"
              placeholder="yourname@okhdfcbank"
              hint={t.upiHint}
            />
          ) : (
            <>
              <TextField
                {...cardInput('cardNumber', formatCardNumber)}
                label={t.cardNumber}
                autoComplete="cc-number"
                inputMode="numeric"
                placeholder="1234 5678 9012 3456"
              />
              <div className="grid grid-cols-2 gap-3">
                <TextField
                  {...cardInput('expiry', formatExpiry)}
                  label={t.expiry}
                  autoComplete="cc-exp"
                  inputMode="numeric"
                  placeholder={t.expiryPlaceholder}
                />
                <TextField
                  {...cardInput('cvv', (text) => text.replace(/\D/g, ''))}
                  label={t.cvv}
                  type="password"
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  maxLength={4}
                />
              </div>
              <TextField {...cardInput('name')} label={t.nameOnCard} autoComplete="cc-name" />
            </>
          )}

          <button
            type="submit"
            aria-disabled={paying ? true : undefined}
            className={`${primaryButtonClass} w-full`}
          >
            {paying ? t.processing : payLabel(order.amountPaise)}
          </button>
          <p className="flex items-center justify-center gap-1.5 text-xs text-stone-500">
            <Lock aria-hidden="true" className="size-3.5" />
            {t.sandboxFootnote}
          </p>
        </form>
      </div>
    </div>,
    document.body,
  );
}
