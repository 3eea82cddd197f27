import * as d from '@mandap/shared/messages/en/billing-documents';
import * as t from '@mandap/shared/messages/en/vendor-payment';
import { formatInr } from '@mandap/shared/money';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandMark } from '@/components/ui/brand-mark';
import { DocumentTitle } from '@/components/ui/document-title';
import type { CheckoutOrder } from '@/features/payment/api/payments';

interface PaymentCardProps {
  heading: string;
  children: ReactNode;
}

/** The frame of the payment page: one card on the ivory page, like the account screens. */
export function PaymentCard({ heading, children }: PaymentCardProps) {
  return (
    <div className="px-4 pt-8 pb-12 sm:pt-14 sm:pb-20">
      <DocumentTitle>{t.documentTitle}</DocumentTitle>
      <section
        aria-labelledby="payment-heading"
        className="mx-auto max-w-lg overflow-hidden rounded-3xl border border-maroon-100 bg-white shadow-sm shadow-maroon-900/5"
      >
        <div aria-hidden="true" className="toran h-2 bg-maroon-900" />
        <div className="px-5 pt-8 pb-7 sm:px-8">
          <header className="text-center">
            <span className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-marigold-50 text-maroon-700 ring-1 ring-marigold-200">
              <BrandMark className="size-7" />
            </span>
            <h1
              id="payment-heading"
              className="font-display text-3xl font-semibold text-balance text-maroon-900"
            >
              {heading}
            </h1>
          </header>
          <div className="mt-6 flex flex-col gap-5">{children}</div>
        </div>
      </section>
    </div>
  );
}

/** What is being paid for, and how much: the server's amount (R3). */
export function OrderSummary({ order }: { order: CheckoutOrder }) {
  return (
    <dl className="flex flex-col gap-3 rounded-2xl bg-ivory px-4 py-4 ring-1 ring-maroon-100 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-marigold-800 uppercase">
          {order.documentId === undefined ? t.listing : t.invoiceSummaryLabel}
        </dt>
        <dd className="mt-0.5 font-medium break-words text-stone-900">
          {d.orderDescription(order.description)}
        </dd>
      </div>
      <div className="shrink-0 sm:text-right">
        <dt className="text-xs font-semibold tracking-wide text-marigold-800 uppercase">
          {t.amount}
        </dt>
        <dd className="mt-0.5 font-display text-2xl font-semibold text-maroon-900">
          {formatInr(order.amountPaise)}
        </dd>
      </div>
    </dl>
  );
}

/** A failure, announced at once (spec 8's alerts, shown in the page, not as window.alert). */
export function PaymentAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  );
}

/** News that is not a failure, announced politely. */
export function PaymentNotice({
  tone,
  children,
}: {
  tone: 'info' | 'success';
  children: ReactNode;
}) {
  const Icon = tone === 'success' ? CircleCheck : Info;
  return (
    <div
      role="status"
      className={`flex items-start gap-2 rounded-xl px-4 py-3 text-sm font-medium ring-1 ${
        tone === 'success'
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-marigold-50 text-maroon-900 ring-marigold-200'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  );
}

/** Something under way. */
export function Working({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-2 text-stone-600">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-marigold-300 border-t-maroon-700"
      />
      {children}
    </p>
  );
}

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-maroon-800 px-6 py-3 font-semibold text-ivory shadow-sm transition hover:bg-maroon-900 disabled:cursor-not-allowed disabled:bg-maroon-800/70 aria-disabled:cursor-wait aria-disabled:bg-maroon-800/70';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-maroon-200 px-5 py-3 font-medium text-maroon-800 transition hover:bg-maroon-50 disabled:cursor-not-allowed disabled:opacity-60';

export const linkClass =
  'font-semibold text-maroon-800 underline decoration-marigold-400 decoration-2 underline-offset-4 transition hover:text-maroon-950 hover:decoration-maroon-700';
