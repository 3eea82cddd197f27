import { invoicePaymentPath } from '@mandap/shared/collections';
import { dayInWords, indianDate } from '@mandap/shared/dates';
import { language } from '@mandap/shared/messages/en/locale';
import { collection as COLLECTION_TEXTS } from '@mandap/shared/messages/en/vendor-billing';
import { formatInr } from '@mandap/shared/money';
import type { CommissionDue, CommissionInvoice } from '@mandap/shared/schemas/collections';
import { Hourglass } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { InlineLoadError, InlineLoading } from '@/components/ui/inline-states';
import { cardClass } from '@/components/ui/load-states';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/styles';
import { useCommissionDue } from '@/features/billing/api/get-commission-due';
import { monthText } from '@/features/billing/lib/format';
import { HiddenListingsBanner } from './hidden-listings-notice';

/**
 * The Billing screen's "Commission due" (issue 30, decision 0076): why listings are hidden when
 * they are, statements whose invoice waits for a dispute, the unpaid commission invoices with
 * their amount, due date, overdue state and a Pay button, and the paid ones with when.
 */
export function CommissionDueSection() {
  const due = useCommissionDue();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${cardClass} px-5 py-6 sm:px-8`}>
      <h2 id={headingId} className="font-display text-2xl font-semibold text-maroon-900">
        {COLLECTION_TEXTS.sectionTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{COLLECTION_TEXTS.sectionIntro}</p>
      <div className="mt-5 flex flex-col gap-5">
        {due.isPending ? (
          <InlineLoading>{COLLECTION_TEXTS.loading}</InlineLoading>
        ) : due.isError ? (
          <InlineLoadError
            onRetry={() => void due.refetch()}
            buttonClassName={`${secondaryButtonClass} mt-3`}
          >
            {COLLECTION_TEXTS.loadFailed}
          </InlineLoadError>
        ) : (
          <DueBody due={due.data} />
        )}
      </div>
    </section>
  );
}

function DueBody({ due }: { due: CommissionDue }) {
  const unpaid = due.invoices.filter((invoice) => invoice.state !== 'paid');
  const paid = due.invoices.filter((invoice) => invoice.state === 'paid');
  const unpaidId = useId();
  const paidId = useId();
  return (
    <>
      {/* The list below carries the Pay button of the overdue invoice. */}
      {due.hiddenListings ? (
        <HiddenListingsBanner hidden={due.hiddenListings} payLink={false} />
      ) : null}
      {due.waiting.map((statement) => (
        <p
          key={statement.statementId}
          className="flex items-start gap-2 rounded-xl bg-marigold-50 px-4 py-3 text-sm text-maroon-900 ring-1 ring-marigold-200"
        >
          <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {language === 'en'
            ? statement.message
            : COLLECTION_TEXTS.waiting(monthText(statement.month))}
        </p>
      ))}
      {due.invoices.length === 0 ? <p className="text-stone-700">{COLLECTION_TEXTS.none}</p> : null}
      {unpaid.length > 0 ? (
        <section aria-labelledby={unpaidId} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id={unpaidId} className="font-semibold text-stone-900">
              {COLLECTION_TEXTS.unpaidTitle}
            </h3>
            <p className="font-semibold text-maroon-900">
              {COLLECTION_TEXTS.totalDue(formatInr(due.dueNowPaise))}
            </p>
          </div>
          <ul className="flex flex-col gap-3">
            {unpaid.map((invoice) => (
              <li key={invoice.documentId}>
                <UnpaidInvoice invoice={invoice} />
              </li>
            ))}
          </ul>
        </section>
      ) : due.invoices.length > 0 ? (
        <p className="text-stone-700">{COLLECTION_TEXTS.nothingDue}</p>
      ) : null}
      {paid.length > 0 ? (
        <section aria-labelledby={paidId} className="flex flex-col gap-3">
          <h3 id={paidId} className="font-semibold text-stone-900">
            {COLLECTION_TEXTS.paidTitle}
          </h3>
          <ul className="flex flex-col divide-y divide-maroon-100">
            {paid.map((invoice) => (
              <li key={invoice.documentId} className="py-3 first:pt-0">
                <PaidInvoice invoice={invoice} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function InvoiceTitle({ invoice, id }: { invoice: CommissionInvoice; id: string }) {
  return (
    <div className="min-w-0">
      <h4 id={id} className="font-semibold break-words text-stone-900">
        {COLLECTION_TEXTS.invoiceLabel(invoice.number)}
      </h4>
      <p className="text-sm text-stone-600">
        {COLLECTION_TEXTS.forMonth(monthText(invoice.month), invoice.bookings)}
      </p>
    </div>
  );
}

function UnpaidInvoice({ invoice }: { invoice: CommissionInvoice }) {
  const titleId = useId();
  const overdue = invoice.state === 'overdue';
  return (
    <article
      aria-labelledby={titleId}
      className={`flex flex-col gap-3 rounded-2xl px-4 py-4 ring-1 ${
        overdue ? 'bg-red-50/60 ring-red-200' : 'bg-ivory ring-maroon-100'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <InvoiceTitle invoice={invoice} id={titleId} />
        <span
          className={`rounded-full px-3 py-0.5 text-xs font-semibold ring-1 ${
            overdue
              ? 'bg-red-100 text-red-800 ring-red-200'
              : 'bg-marigold-50 text-maroon-800 ring-marigold-300'
          }`}
        >
          {overdue ? COLLECTION_TEXTS.overdue : COLLECTION_TEXTS.due}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">
            {COLLECTION_TEXTS.amount}
          </dt>
          <dd className="font-display text-lg font-semibold text-maroon-900">
            {formatInr(invoice.totalPaise)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">
            {COLLECTION_TEXTS.dueBy}
          </dt>
          <dd className={overdue ? 'font-semibold text-red-800' : 'text-stone-900'}>
            {dayInWords(invoice.dueOn)}
          </dd>
        </div>
      </dl>
      <div>
        <Link to={invoicePaymentPath(invoice.documentId)} className={primaryButtonClass}>
          {COLLECTION_TEXTS.pay(invoice.number)}
        </Link>
      </div>
    </article>
  );
}

function PaidInvoice({ invoice }: { invoice: CommissionInvoice }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex flex-wrap items-start justify-between gap-2">
      <InvoiceTitle invoice={invoice} id={titleId} />
      <dl className="text-sm sm:text-right">
        <dt className="sr-only">{COLLECTION_TEXTS.amount}</dt>
        <dd className="font-semibold text-stone-900">{formatInr(invoice.totalPaise)}</dd>
        <dt className="sr-only">{COLLECTION_TEXTS.paidOn}</dt>
        <dd className="text-stone-600">
          {invoice.paidAt
            ? `${COLLECTION_TEXTS.paidOn} ${dayInWords(indianDate(new Date(invoice.paidAt)))}`
            : COLLECTION_TEXTS.paid}
        </dd>
      </dl>
    </article>
  );
}
