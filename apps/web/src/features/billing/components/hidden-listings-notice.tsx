import { invoicePaymentPath } from '@mandap/shared/collections';
import { language } from '@mandap/shared/messages/en/locale';
import { collection as COLLECTION_TEXTS } from '@mandap/shared/messages/en/vendor-billing';
import type { CommissionDue } from '@mandap/shared/schemas/collections';
import { EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { primaryButtonClass } from '@/components/ui/styles';
import { useCommissionDue } from '@/features/billing/api/get-commission-due';

type Hidden = NonNullable<CommissionDue['hiddenListings']>;

/**
 * Why the vendor's listings are hidden from search: an overdue commission invoice (decision 0076),
 * with the way to pay it when `payLink`.
 */
export function HiddenListingsBanner({
  hidden,
  payLink = true,
}: {
  hidden: Hidden;
  payLink?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-2xl bg-red-50 px-4 py-4 text-red-900 ring-1 ring-red-200 sm:px-5"
    >
      <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <p className="font-semibold break-words">
          {language === 'en' ? hidden.message : COLLECTION_TEXTS.hiddenListings(hidden.number)}
        </p>
        {payLink ? (
          <div>
            <Link to={invoicePaymentPath(hidden.documentId)} className={primaryButtonClass}>
              {COLLECTION_TEXTS.pay(hidden.number)}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The services list's notice (decision 0076): asks what is due only when `enabled` (a listing
 * shows as suspended), and shows the banner while listings are hidden for an overdue invoice.
 * Nothing while loading or when the question fails: the list itself still works.
 */
export function HiddenListingsNotice({ enabled }: { enabled: boolean }) {
  const due = useCommissionDue(enabled);
  const hidden = due.data?.hiddenListings;
  return enabled && hidden ? <HiddenListingsBanner hidden={hidden} /> : null;
}
