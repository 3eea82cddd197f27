import * as t from '@mandap/shared/messages/en/couple-reports';
import type { Storefront } from '@mandap/shared/schemas/marketplace';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useContactQuery, viewer } from '@/hooks/use-listing-contact';
import { useSession } from '@/hooks/use-session';
import { withRedirectTo } from '@/lib/safe-redirect';

// The dialog (and what it imports) loads when it is first opened, never with the storefront.
const ListingReportDialog = lazy(async () => ({
  default: (await import('./report-dialog')).ListingReportDialog,
}));

const linkClass =
  'inline-flex items-center gap-2 text-sm font-medium text-stone-600 underline underline-offset-2 hover:text-maroon-800';

/**
 * "Report this listing" at the foot of a storefront (decision 0065): a dialog for a signed-in
 * couple or vendor (not the listing's own vendor), a sign-in link for anyone else.
 */
export function ReportListing({
  listing,
}: {
  listing: Pick<Storefront, 'listingId' | 'firmName' | 'url' | 'contact'>;
}) {
  const session = useSession();
  const who = viewer(session);
  const contact = useContactQuery(listing.listingId, who, listing.contact);
  const [open, setOpen] = useState(false);
  const isOwner = session.status === 'vendor' && contact.isSuccess && contact.data !== null;
  if (isOwner) return null;
  if (session.status === 'signed-out') {
    return (
      <Link to={withRedirectTo(paths.userLogin, listing.url)} className={linkClass}>
        <Flag aria-hidden="true" className="size-4" />
        {t.signInToReport}
      </Link>
    );
  }
  if (session.status !== 'user' && session.status !== 'vendor') return null;
  return (
    <>
      <button type="button" className={linkClass} onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-4" />
        {t.reportListing}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ListingReportDialog
            listingId={listing.listingId}
            firmName={listing.firmName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
