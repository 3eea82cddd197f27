import { intlLocale } from '@mandap/shared/messages/en/locale';
import * as t from '@mandap/shared/messages/en/vendor-payment';
import { formatInr } from '@mandap/shared/money';
import type { ListingStatus } from '@mandap/shared/schemas/listings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  getListing,
  getRefundQuote,
  listingsQueryKey,
  type RefundQuote,
  requestRefund,
} from '@/features/payment/api/payments';
import {
  confirmRefundLabel,
  PAYMENT_MESSAGES,
  refundRequestedText,
} from '@/features/payment/lib/messages';
import { refusalMessage } from '@/lib/api-client';
import {
  linkClass,
  PaymentAlert,
  PaymentNotice,
  secondaryButtonClass,
  Working,
} from './payment-ui';

const STATUS_LABELS: Record<ListingStatus, string> = t.statusLabels;

type Refund =
  | { kind: 'idle' }
  | { kind: 'quoting' }
  | { kind: 'quoted'; quote: RefundQuote; sending: boolean; error: string | null }
  | { kind: 'quote-failed'; error: string }
  | { kind: 'refunded'; paise: number };

const paidOn = new Intl.DateTimeFormat(intlLocale, {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

function formatPaidAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : paidOn.format(date);
}

/**
 * The order answered 409: the listing is paid (or no longer waiting for payment). Shows its
 * status and offers the refund of the terms (R11): the amount is asked of the server first and
 * confirmed before anything is refunded.
 */
export function AlreadyPaid({ listingId }: { listingId: number }) {
  const queryClient = useQueryClient();
  const listing = useQuery({
    // Its own key under the listings: the listings screens cache the full listing at
    // [...listingsQueryKey, listingId], and this reply holds only part of it.
    queryKey: [...listingsQueryKey, listingId, 'status'],
    queryFn: ({ signal }) => getListing(listingId, signal),
    retry: false,
  });
  const [refund, setRefund] = useState<Refund>({ kind: 'idle' });

  const askQuote = async () => {
    setRefund({ kind: 'quoting' });
    try {
      const quote = await getRefundQuote(listingId);
      setRefund({ kind: 'quoted', quote, sending: false, error: null });
    } catch (error) {
      setRefund({
        kind: 'quote-failed',
        error: refusalMessage(error, PAYMENT_MESSAGES.refundFailed),
      });
    }
  };

  const confirm = async (quote: RefundQuote) => {
    setRefund({ kind: 'quoted', quote, sending: true, error: null });
    try {
      const reply = await requestRefund(listingId);
      setRefund({ kind: 'refunded', paise: reply.refundedPaise });
      await queryClient.invalidateQueries({ queryKey: listingsQueryKey });
    } catch (error) {
      setRefund({
        kind: 'quoted',
        quote,
        sending: false,
        error: refusalMessage(error, PAYMENT_MESSAGES.refundFailed),
      });
    }
  };

  // A refund is for a listing in use; when its status could not be read, the server decides.
  const refundable = !listing.data || listing.data.status === 'active';

  return (
    <>
      <PaymentNotice tone="info">
        <p>{PAYMENT_MESSAGES.alreadyPaid}</p>
      </PaymentNotice>

      {listing.data ? (
        <dl className="grid gap-3 rounded-2xl bg-ivory px-4 py-4 ring-1 ring-maroon-100 sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-marigold-800 uppercase">
              {t.listing}
            </dt>
            <dd className="mt-0.5 font-medium break-words text-stone-900">
              {listing.data.firmName}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-marigold-800 uppercase">
              {t.status}
            </dt>
            <dd className="mt-0.5 font-medium text-stone-900">
              {STATUS_LABELS[listing.data.status]}
            </dd>
          </div>
        </dl>
      ) : listing.isPending ? (
        <Working>{t.loadingListing}</Working>
      ) : null}

      {refund.kind === 'refunded' ? (
        <PaymentNotice tone="success">
          <p>{refundRequestedText(refund.paise)}</p>
        </PaymentNotice>
      ) : null}

      {refund.kind === 'quoting' ? <Working>{t.checkingRefundable}</Working> : null}
      {refund.kind === 'quote-failed' ? (
        <PaymentAlert>
          <p>{refund.error}</p>
        </PaymentAlert>
      ) : null}

      {refund.kind === 'quoted' ? (
        <section
          aria-labelledby="refund-heading"
          className="flex flex-col gap-3 rounded-2xl border border-maroon-100 px-4 py-4"
        >
          <h2 id="refund-heading" className="font-display text-xl font-semibold text-maroon-900">
            {t.refund}
          </h2>
          <p className="text-stone-800">
            {t.refundableNow}{' '}
            <strong className="font-display text-2xl text-maroon-900">
              {formatInr(refund.quote.refundablePaise)}
            </strong>
          </p>
          <p className="text-sm text-stone-600">
            {t.youPaid(formatInr(refund.quote.amountPaise), formatPaidAt(refund.quote.paidAt))}
            {PAYMENT_MESSAGES.refundRule}{' '}
            <Link to={paths.terms} className={linkClass}>
              {t.readTerms}
            </Link>
          </p>
          {refund.error ? (
            <PaymentAlert>
              <p>{refund.error}</p>
            </PaymentAlert>
          ) : null}
          {refund.quote.refundablePaise > 0 ? (
            <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
              <button
                type="button"
                disabled={refund.sending}
                onClick={() => void confirm(refund.quote)}
                className="inline-flex items-center justify-center rounded-full bg-red-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-red-700/70"
              >
                {refund.sending
                  ? t.requestingRefund
                  : confirmRefundLabel(refund.quote.refundablePaise)}
              </button>
              <button
                type="button"
                disabled={refund.sending}
                onClick={() => setRefund({ kind: 'idle' })}
                className={secondaryButtonClass}
              >
                {t.keepListing}
              </button>
            </div>
          ) : (
            <p className="text-sm font-medium text-stone-800">
              {PAYMENT_MESSAGES.refundPeriodOver}
            </p>
          )}
        </section>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link to={paths.listings} className={secondaryButtonClass}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.backToServices}
        </Link>
        {refundable && (refund.kind === 'idle' || refund.kind === 'quote-failed') ? (
          <button type="button" onClick={() => void askQuote()} className={secondaryButtonClass}>
            {t.requestRefund}
          </button>
        ) : null}
      </div>
    </>
  );
}
