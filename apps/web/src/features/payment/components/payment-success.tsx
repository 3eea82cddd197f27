import { LIMITS } from '@mandap/shared/limits';
import * as t from '@mandap/shared/messages/en/vendor-payment';
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { redirectingText } from '@/features/payment/lib/messages';
import { linkClass } from './payment-ui';

const SECOND_MS = 1000;

/**
 * 'Payment successful! Redirecting in N seconds...', counting down 5 seconds with a progress bar
 * (spec 2.13, 9), then on to `to` with `state` in the history entry, replacing the payment page.
 */
function Countdown({
  to,
  state,
  progressLabel,
  children,
}: {
  to: string;
  state: unknown;
  progressLabel: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const total = LIMITS.paymentCountdownSeconds;
  const [secondsLeft, setSecondsLeft] = useState<number>(total);

  useEffect(() => {
    if (secondsLeft <= 0) {
      // The payment page is done with: Back from the next page does not pay again.
      void navigate(to, { replace: true, state });
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), SECOND_MS);
    return () => clearTimeout(timer);
  }, [secondsLeft, navigate, to, state]);

  const elapsed = total - secondsLeft;
  return (
    <div className="flex flex-col gap-4">
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 font-medium text-emerald-800 ring-1 ring-emerald-200"
      >
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {redirectingText(Math.max(secondsLeft, 0))}
      </p>
      <div
        role="progressbar"
        aria-label={progressLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={elapsed}
        aria-valuetext={t.secondsLeft(Math.max(secondsLeft, 0), total)}
        className="h-2.5 overflow-hidden rounded-full bg-maroon-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-marigold-400 to-maroon-700 transition-[width] duration-1000 ease-linear"
          style={{ width: `${(elapsed / total) * 100}%` }}
        />
      </div>
      <p className="text-center text-sm text-stone-600">{children}</p>
    </div>
  );
}

/**
 * After a verified plan payment: the countdown, then the list of listings (/services), told in
 * the history entry's state which listing was paid so that it can say so.
 */
export function PaymentSuccess({ listingId }: { listingId: number }) {
  const [paid] = useState(() => ({ paidListingId: listingId }));
  return (
    <Countdown to={paths.listings} state={paid} progressLabel={t.redirectingToServices}>
      {t.listingNowActive}{' '}
      <Link to={paths.listings} replace state={paid} className={linkClass}>
        {t.goToServicesNow}
      </Link>
    </Countdown>
  );
}

/** After a verified commission payment (decision 0076): the countdown, then the Billing page. */
export function InvoicePaymentSuccess() {
  return (
    <Countdown to={paths.billing} state={null} progressLabel={t.redirectingToBilling}>
      {t.invoicePaidNext}{' '}
      <Link to={paths.billing} replace className={linkClass}>
        {t.goToBillingNow}
      </Link>
    </Countdown>
  );
}
