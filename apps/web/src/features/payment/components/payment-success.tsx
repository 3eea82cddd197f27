import { LIMITS } from '@mandap/shared/limits';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { redirectingText } from '@/features/payment/lib/messages';
import { linkClass } from './payment-ui';

const SECOND_MS = 1000;

/**
 * After a verified payment (spec 2.13, 9): 'Payment successful! Redirecting in N seconds...',
 * counting down 5 seconds with a progress bar, then the list of listings (/services), told in
 * the history entry's state which listing was paid so that it can say so.
 */
export function PaymentSuccess({ listingId }: { listingId: number }) {
  const navigate = useNavigate();
  const paid = { paidListingId: listingId };
  const total = LIMITS.paymentCountdownSeconds;
  const [secondsLeft, setSecondsLeft] = useState<number>(total);

  useEffect(() => {
    if (secondsLeft <= 0) {
      // The payment page is done with: Back from the list does not pay again.
      void navigate(paths.listings, { replace: true, state: { paidListingId: listingId } });
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), SECOND_MS);
    return () => clearTimeout(timer);
  }, [secondsLeft, navigate, listingId]);

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
        aria-label="Redirecting to your services"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={elapsed}
        aria-valuetext={`${Math.max(secondsLeft, 0)} of ${total} seconds left`}
        className="h-2.5 overflow-hidden rounded-full bg-maroon-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-marigold-400 to-maroon-700 transition-[width] duration-1000 ease-linear"
          style={{ width: `${(elapsed / total) * 100}%` }}
        />
      </div>
      <p className="text-center text-sm text-stone-600">
        Your listing is now active.{' '}
        <Link to={paths.listings} replace state={paid} className={linkClass}>
          Go to your services now
        </Link>
      </p>
    </div>
  );
}
