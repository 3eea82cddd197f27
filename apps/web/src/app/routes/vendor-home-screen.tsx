import * as T from '@mandap/shared/messages/en/vendor-home';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert } from '@/components/ui/form-alert';
import { cardClass, LoadError, Loading } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { VendorMenu } from '@/features/auth/components/vendor-menu';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { listingLink, paymentLink } from '@/features/listings/lib/listing-params';
import { useVendorHome } from '@/features/vendor-home/api/get-vendor-home';
import {
  BookingsSection,
  type HomeLinks,
  ListingsSection,
  MonthSection,
  ResponseSection,
  ReviewsSection,
  WaitingEnquiriesSection,
} from '@/features/vendor-home/components/home-sections';
import { useInboxCounts } from '@/hooks/use-inbox-counts';
import { ApiError } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/get-session';

/** Where each item of the home is handled: the chat thread, Reviews, a listing's screens. */
const LINKS: HomeLinks = {
  enquiry: (enquiryId) => `${paths.chat}/${enquiryId}`,
  reviews: () => paths.vendorReviews,
  need: (listing, need) => {
    switch (need) {
      case 'payment':
        return paymentLink(listing);
      case 'photos':
        return listingLink(paths.editMedia, listing);
      case 'prices':
        return listingLink(paths.listingPrices, listing);
      case 'freeEnding':
        return paths.billing;
    }
  },
  addService: paths.directory,
  analytics: paths.analytics,
  enquiries: paths.enquiries,
};

/**
 * /vendor-home (issue 31, decision 0077): the vendor's home in the Vendor Portal, where a vendor
 * lands after signing in. Behind the vendor guard.
 */
export function VendorHomeScreen() {
  const home = useVendorHome();
  const queryClient = useQueryClient();
  const { signOut, pending, failed } = useSignOut(paths.vendorLogin);
  const counts = useInboxCounts();

  // The session ended elsewhere: ask again, and the guard sends the vendor to log in.
  const expired = home.error instanceof ApiError && home.error.status === 401;
  useEffect(() => {
    if (expired) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [expired, queryClient]);

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-24 sm:px-6 md:pt-10 md:pb-10">
      <DocumentTitle>{T.documentTitle}</DocumentTitle>
      <div className="flex flex-col gap-6 md:grid md:grid-cols-[15rem_1fr] md:items-start md:gap-8">
        <aside className="flex flex-col gap-4 md:sticky md:top-24 md:rounded-3xl md:border md:border-maroon-100 md:bg-white md:p-5 md:shadow-sm">
          <p className="font-display text-2xl font-semibold text-maroon-900">{T.vendorPortal}</p>
          <VendorMenu onLogout={signOut} loggingOut={pending} counts={counts} />
          {failed ? <FormAlert>{T.logoutFailed}</FormAlert> : null}
        </aside>
        <div className="flex min-w-0 flex-col gap-6">
          <div className="flex flex-col gap-1">
            <h1 className="font-display text-3xl font-semibold text-maroon-900">{T.title}</h1>
            <p className="text-sm text-stone-600">{T.intro}</p>
          </div>
          {home.data ? (
            <>
              <WaitingEnquiriesSection home={home.data} links={LINKS} />
              <ReviewsSection home={home.data} links={LINKS} />
              <ListingsSection home={home.data} links={LINKS} />
              <BookingsSection home={home.data} links={LINKS} />
              <MonthSection home={home.data} links={LINKS} />
              <ResponseSection home={home.data} />
            </>
          ) : home.isError && !expired ? (
            <div className={cardClass}>
              <LoadError onRetry={() => void home.refetch()}>{T.loadError}</LoadError>
            </div>
          ) : (
            <Loading className={`${cardClass} px-5 py-16`}>{T.loading}</Loading>
          )}
        </div>
      </div>
    </div>
  );
}
