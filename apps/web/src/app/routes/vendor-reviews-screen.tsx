import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { LoadError, Loading } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { useReadNotificationsAbout } from '@/features/inbox/api/read-notifications';
import { vendorReviewsQueryOptions } from '@/features/reviews/api/vendor-reviews';
import { VendorReviewsList } from '@/features/reviews/components/vendor-reviews-list';
import { VENDOR_REVIEWS_TEXTS as T } from '@/features/reviews/lib/vendor-reviews-texts';

/**
 * /vendor-reviews (issue 31, decision 0078): every review of the vendor's listings, those waiting
 * for a reply on top, each with its reply box. Behind the vendor guard.
 */
export function VendorReviewsScreen() {
  const reviews = useQuery(vendorReviewsQueryOptions());
  // The reviews are on screen: their notices are read, and the bell stops counting them.
  const { mutate: readAbout } = useReadNotificationsAbout();
  const readOnce = useRef(false);
  const shown = reviews.isSuccess;
  useEffect(() => {
    if (!shown || readOnce.current) return;
    readOnce.current = true;
    readAbout(paths.vendorReviews);
  }, [shown, readAbout]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 pt-6 pb-24 sm:px-6 md:pt-10 md:pb-10">
      <DocumentTitle>{T.title}</DocumentTitle>
      <div className="flex flex-col gap-1">
        <Link
          to={paths.vendorProfile}
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-maroon-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {T.back}
        </Link>
        <h1 className="font-display text-3xl font-semibold text-maroon-900">{T.heading}</h1>
        <p className="text-sm text-stone-600">{T.intro}</p>
      </div>
      {reviews.isPending ? (
        <Loading>{T.loading}</Loading>
      ) : reviews.isError ? (
        <LoadError onRetry={() => void reviews.refetch()}>{T.loadFailed}</LoadError>
      ) : (
        <VendorReviewsList list={reviews.data} />
      )}
    </div>
  );
}
