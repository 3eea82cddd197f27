import * as t from '@mandap/shared/messages/en/vendor-listings';
import type { ListingStatus, ListingSummary } from '@mandap/shared/schemas/listings';
import { storefrontPath } from '@mandap/shared/schemas/marketplace';
import type { VendorSuspensions } from '@mandap/shared/schemas/suspensions';
import { ChevronDown, CircleCheck, ImagePlus, IndianRupee, Store, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { HiddenListingsNotice } from '@/features/billing/components/hidden-listings-notice';
import { useVendorSuspensions } from '@/features/listings/api/appeals';
import { useListings } from '@/features/listings/api/listings';
import { ListingSuspension } from '@/features/listings/components/listing-suspension';
import { Card, ListingsPage, Loading, secondaryButton } from '@/features/listings/components/page';
import { categoryTitle, listingLink, paymentLink } from '@/features/listings/lib/listing-params';
import { paidListingId } from '@/features/listings/lib/paid-notice';

type Suspended = VendorSuspensions['listings'][number];

const STATUS_LABELS: Record<ListingStatus, string> = t.statusLabels;

/** What a listing's status means for the vendor, shown above its next steps. */
const STATUS_HINTS: Record<ListingStatus, string> = t.statusHints;

const primaryAction =
  'inline-flex items-center justify-center gap-2 rounded-full bg-marigold-500 px-4 py-2 text-sm font-semibold text-maroon-950 shadow-sm transition hover:bg-marigold-400';

/**
 * /services, 'Service Details' (spec 2.8, R4): the vendor's listings. Each card shows its firm
 * name, status and next steps; its details open one card at a time. Back from a payment, the
 * page says which listing was paid and what to do next.
 */
export function ListingsScreen() {
  const listings = useListings();
  const [openId, setOpenId] = useState<number | null>(null);
  const paidId = paidListingId(useLocation().state);
  // Why Mandap suspended a listing, and its appeal (decision 0066), or hid them for an overdue
  // commission invoice (0076): asked only when one shows so.
  const anySuspended = listings.data?.some((listing) => listing.status === 'suspended') === true;
  const suspensions = useVendorSuspensions(anySuspended);
  const suspensionOf = (listingId: number) =>
    suspensions.data?.listings.find((s) => s.listingId === listingId);

  return (
    <ListingsPage title={t.serviceDetails} heading={t.serviceDetails}>
      {listings.isPending ? (
        <Loading>{t.loadingServiceDetails}</Loading>
      ) : listings.isError ? (
        <Card className="text-center">
          <p role="alert" className="font-medium text-stone-800">
            {t.noServiceData}
          </p>
        </Card>
      ) : listings.data.length === 0 ? (
        <Card className="text-center">
          <p className="font-medium text-stone-800">{t.noServiceData}</p>
          <p className="mt-2 text-sm text-stone-600">{t.checkBackLater}</p>
        </Card>
      ) : (
        <>
          <HiddenListingsNotice enabled={anySuspended} />
          {paidId === null ? null : (
            <PaidNotice listing={listings.data.find((listing) => listing.listingId === paidId)} />
          )}
          <ul className="flex flex-col gap-4">
            {listings.data.map((listing) => (
              <li key={listing.listingId}>
                <ListingCard
                  listing={listing}
                  suspension={suspensionOf(listing.listingId)}
                  open={openId === listing.listingId}
                  onToggle={() =>
                    setOpenId((id) => (id === listing.listingId ? null : listing.listingId))
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <div>
        <Link to={paths.home} className={secondaryButton}>
          {t.backToDashboard}
        </Link>
      </div>
    </ListingsPage>
  );
}

/** 'Payment successful!' for the listing just paid, until dismissed (it clears the state). */
function PaidNotice({ listing }: { listing: ListingSummary | undefined }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dismiss = () => void navigate(pathname, { replace: true, state: null });
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl bg-emerald-50 px-4 py-4 text-emerald-900 ring-1 ring-emerald-200 sm:px-5"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{paidText(listing)}</p>
        <p className="mt-1 text-sm">{t.paidNextSteps}</p>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t.dismissPaymentMessage}
        className="-m-1 shrink-0 rounded-full p-1 text-emerald-800 transition hover:bg-emerald-100"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

function paidText(listing: ListingSummary | undefined): string {
  if (!listing) return t.paidNoListing;
  return listing.status === 'active' ? t.paidActive(listing.firmName) : t.paidFor(listing.firmName);
}

function ListingCard({
  listing,
  suspension,
  open,
  onToggle,
}: {
  listing: ListingSummary;
  /** Set when Mandap suspended it (not the vendor's own refund or expiry). */
  suspension?: Suspended | undefined;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  const stepsId = useId();
  return (
    <article className="overflow-hidden rounded-3xl border border-maroon-100 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-3 px-5 py-4 text-left transition hover:bg-marigold-50 focus-visible:outline-2 focus-visible:outline-marigold-500 sm:px-8"
        >
          <span className="min-w-0 flex-1">
            {/* The whole name, wrapped: a phone cut 'Annapurna Caterers' to 'Annapur…'. */}
            <span className="block font-display text-xl font-semibold break-words text-maroon-900">
              {listing.firmName}
            </span>
            <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-stone-600">
              <span>
                {categoryTitle(listing.category)} · {t.serviceNumber(listing.listingId)}
              </span>
              <StatusBadge status={listing.status} />
            </span>
          </span>
          <span className="mt-1 flex shrink-0 items-center gap-1 text-sm font-medium text-maroon-700">
            <span className="hidden sm:inline">{t.details}</span>
            <ChevronDown
              aria-hidden="true"
              className={`size-5 transition ${open ? 'rotate-180' : ''}`}
            />
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-maroon-100 px-5 py-5 sm:px-8">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label={t.serviceId} value={String(listing.listingId)} />
          <Detail label={t.category} value={categoryTitle(listing.category)} />
          <Detail label={t.vendorId} value={listing.vendorUniqueId} />
          <Detail label={t.email} value={listing.email} />
          <Detail label={t.phone} value={listing.phone} />
          <Detail label={t.status} value={STATUS_LABELS[listing.status]} />
        </dl>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={listingLink(paths.editListing, listing)} className={secondaryButton}>
            {t.editServices}
          </Link>
          <Link to={listingLink(paths.editDetails, listing)} className={secondaryButton}>
            {t.editDetails}
          </Link>
          <Link
            to={`${paths.availability}?service_id=${listing.listingId}`}
            className={secondaryButton}
          >
            {t.bookedDates}
          </Link>
        </div>
      </div>
      <section
        aria-labelledby={stepsId}
        className="border-t border-maroon-100 bg-ivory/60 px-5 py-4 sm:px-8"
      >
        <h3 id={stepsId} className="sr-only">
          {t.nextStepsFor(listing.firmName)}
        </h3>
        {suspension ? (
          <ListingSuspension suspension={suspension} />
        ) : (
          <p className="text-sm text-stone-700">{STATUS_HINTS[listing.status]}</p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {listing.status === 'pending_payment' ? (
            <Link to={paymentLink(listing)} className={primaryAction}>
              {t.payNow}
            </Link>
          ) : null}
          <Link to={listingLink(paths.listingPrices, listing)} className={secondaryButton}>
            <IndianRupee aria-hidden="true" className="size-4" />
            {t.setPrices}
          </Link>
          <Link to={listingLink(paths.editMedia, listing)} className={secondaryButton}>
            <ImagePlus aria-hidden="true" className="size-4" />
            {t.addPhotos}
          </Link>
          {listing.status === 'active' ? (
            <Link
              to={storefrontPath(listing.listingId, listing.firmName)}
              className={secondaryButton}
            >
              <Store aria-hidden="true" className="size-4" />
              {t.viewStorefront}
            </Link>
          ) : null}
        </div>
      </section>
    </article>
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
    <span className={`rounded-full px-3 py-0.5 text-xs font-semibold ring-1 ${tone}`}>
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
