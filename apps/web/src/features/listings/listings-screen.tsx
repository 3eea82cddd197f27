import type { ListingStatus, ListingSummary } from '@mandap/shared/schemas/listings';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useListings } from './api/listings';
import { Card, ListingsPage, Loading, secondaryButton } from './components/page';
import { categoryTitle, listingLink, paymentLink } from './lib/listing-params';

const STATUS_LABELS: Record<ListingStatus, string> = {
  pending_payment: 'Pending payment',
  active: 'Active',
  suspended: 'Suspended',
  expired: 'Expired',
};

/** /services, 'Service Details' (spec 2.8, R4): the vendor's listings, one card open at a time. */
export function ListingsScreen() {
  const listings = useListings();
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <ListingsPage title="Service Details" heading="Service Details">
      {listings.isPending ? (
        <Loading>Loading service details...</Loading>
      ) : listings.isError ? (
        <Card className="text-center">
          <p role="alert" className="font-medium text-stone-800">
            No service data available.
          </p>
        </Card>
      ) : listings.data.length === 0 ? (
        <Card className="text-center">
          <p className="font-medium text-stone-800">No service data available.</p>
          <p className="mt-2 text-sm text-stone-600">
            Check back later or contact support if you believe this is an error.
          </p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-4">
          {listings.data.map((listing) => (
            <li key={listing.listingId}>
              <ListingCard
                listing={listing}
                open={openId === listing.listingId}
                onToggle={() =>
                  setOpenId((id) => (id === listing.listingId ? null : listing.listingId))
                }
              />
            </li>
          ))}
        </ul>
      )}
      <div>
        <Link to={paths.home} className={secondaryButton}>
          Back to Dashboard
        </Link>
      </div>
    </ListingsPage>
  );
}

function ListingCard({
  listing,
  open,
  onToggle,
}: {
  listing: ListingSummary;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  const pending = listing.status === 'pending_payment';
  return (
    <div className="overflow-hidden rounded-3xl border border-maroon-100 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left transition hover:bg-marigold-50 focus-visible:outline-2 focus-visible:outline-marigold-500 sm:px-8"
        >
          <span className="min-w-0">
            <span className="block truncate font-display text-xl font-semibold text-maroon-900">
              {listing.firmName}
            </span>
            <span className="block text-sm text-stone-600">
              {categoryTitle(listing.category)} · Service #{listing.listingId}
            </span>
          </span>
          <span className="flex shrink-0 items-center gap-3">
            <StatusBadge status={listing.status} />
            <ChevronDown
              aria-hidden="true"
              className={`size-5 text-maroon-700 transition ${open ? 'rotate-180' : ''}`}
            />
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-maroon-100 px-5 py-5 sm:px-8">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label="Service ID" value={String(listing.listingId)} />
          <Detail label="Category" value={categoryTitle(listing.category)} />
          <Detail label="Vendor ID" value={listing.vendorUniqueId} />
          <Detail label="Email" value={listing.email} />
          <Detail label="Phone" value={listing.phone} />
          <Detail label="Status" value={STATUS_LABELS[listing.status]} />
        </dl>
        <div className="mt-5 flex flex-wrap gap-3">
          {pending ? (
            <Link
              to={paymentLink(listing)}
              className="inline-flex items-center rounded-full bg-marigold-500 px-4 py-2 text-sm font-semibold text-maroon-950 shadow-sm transition hover:bg-marigold-400"
            >
              Pay now
            </Link>
          ) : null}
          <Link to={listingLink(paths.listingPrices, listing)} className={secondaryButton}>
            Set prices
          </Link>
          <Link to={listingLink(paths.editDetails, listing)} className={secondaryButton}>
            Edit details
          </Link>
          <Link to={listingLink(paths.editMedia, listing)} className={secondaryButton}>
            Edit media
          </Link>
          <Link
            to={`${paths.availability}?service_id=${listing.listingId}`}
            className={secondaryButton}
          >
            Booked dates
          </Link>
        </div>
      </div>
    </div>
  );
}

function StatusBadge({ status }: { status: ListingStatus }) {
  const tone =
    status === 'active'
      ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
      : status === 'pending_payment'
        ? 'bg-marigold-50 text-maroon-800 ring-marigold-300'
        : 'bg-stone-100 text-stone-700 ring-stone-200';
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${tone}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-stone-900">{value}</dd>
    </div>
  );
}
