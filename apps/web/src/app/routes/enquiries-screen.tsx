import * as events from '@mandap/shared/messages/en/couple-event-types';
import * as t from '@mandap/shared/messages/en/couple-inbox';
import { shownName } from '@mandap/shared/names';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '@mandap/shared/schemas/enquiries';
import { ArrowLeft, Inbox } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { cardClass, LoadError, Loading, secondaryButton } from '@/components/ui/load-states';
import { inputClass } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useVendorEnquiries, type VendorEnquiry } from '@/features/inbox/api/get-vendor-enquiries';
import { useVendorListings } from '@/features/inbox/api/get-vendor-listings';
import { ConversationThread } from '@/features/inbox/components/conversation-thread';
import { StatusBadge } from '@/features/inbox/components/status-badge';
import { UnreadBadge } from '@/features/inbox/components/unread-badge';
import { VerifiedEmailBadge } from '@/features/inbox/components/verified-badge';
import { useRefetchOnChange } from '@/features/inbox/hooks/use-refetch-on-change';
import { budget, count, eventDay } from '@/features/inbox/lib/format';
import { useInboxCounts } from '@/hooks/use-inbox-counts';

function positiveId(value: string | null): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

function statusOf(value: string | null): EnquiryStatus | undefined {
  return ENQUIRY_STATUSES.find((status) => status === value);
}

/**
 * /enquiries (issue 15), the vendor's inbox: every enquiry across their listings, newest first,
 * filtered by listing and status; the chosen one opens beside the list with its details, thread
 * and status buttons. Filters and the open enquiry live in the URL (?listing=&status=&enquiry=),
 * so a notification can link straight to one.
 */
export function EnquiriesScreen() {
  const [params, setParams] = useSearchParams();
  const listingId = positiveId(params.get('listing'));
  const status = statusOf(params.get('status'));
  const openId = positiveId(params.get('enquiry'));
  const enquiries = useVendorEnquiries({ listingId, status });
  const counts = useInboxCounts();
  // A new enquiry or message anywhere (from the badge poll) brings the list up to date.
  useRefetchOnChange(
    counts ? `${counts.newEnquiries}/${counts.unreadMessages}` : undefined,
    enquiries.refetch,
  );
  const listings = useVendorListings();
  const listingFieldId = useId();
  const statusFieldId = useId();
  const filtered = listingId !== undefined || status !== undefined;

  /** This page's URL with some parameters changed (undefined removes one). */
  const withParams = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
    }
    return next;
  };
  const hrefWith = (changes: Record<string, string | undefined>) => {
    const query = withParams(changes).toString();
    return query ? `${paths.enquiries}?${query}` : paths.enquiries;
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-24 sm:px-6 md:pt-10 md:pb-10">
      <DocumentTitle>{t.enquiriesTitle}</DocumentTitle>
      <div className={`mb-4 flex flex-col gap-1 ${openId ? 'max-md:sr-only' : ''}`}>
        <Link
          to={paths.vendorProfile}
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-maroon-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.vendorPortal}
        </Link>
        <h1 className="font-display text-3xl font-semibold text-maroon-900">
          {t.enquiriesHeading}
        </h1>
      </div>
      <div className="md:grid md:grid-cols-[22rem_minmax(0,1fr)] md:items-start md:gap-6">
        <section
          aria-label={t.allEnquiries}
          className={`${cardClass} overflow-hidden ${openId ? 'max-md:hidden' : ''}`}
        >
          <fieldset className="grid grid-cols-2 gap-3 border-b border-maroon-100 p-4">
            <legend className="sr-only">{t.filterEnquiries}</legend>
            <div className="min-w-0">
              <label
                htmlFor={listingFieldId}
                className="mb-1 block text-sm font-medium text-stone-800"
              >
                {t.service}
              </label>
              <select
                id={listingFieldId}
                value={listingId === undefined ? '' : String(listingId)}
                onChange={(event) =>
                  setParams(withParams({ listing: event.target.value || undefined }))
                }
                className={`${inputClass} py-2 text-sm`}
              >
                <option value="">{t.allServices}</option>
                {listings.data?.map((listing) => (
                  <option key={listing.listingId} value={String(listing.listingId)}>
                    {listing.firmName}
                  </option>
                ))}
                {/* A listing from the URL that is not (or not yet) in the list still shows. */}
                {listingId !== undefined &&
                !listings.data?.some((listing) => listing.listingId === listingId) ? (
                  <option value={String(listingId)}>{t.serviceNumber(listingId)}</option>
                ) : null}
              </select>
            </div>
            <div className="min-w-0">
              <label
                htmlFor={statusFieldId}
                className="mb-1 block text-sm font-medium text-stone-800"
              >
                {t.status}
              </label>
              <select
                id={statusFieldId}
                value={status ?? ''}
                onChange={(event) =>
                  setParams(withParams({ status: event.target.value || undefined }))
                }
                className={`${inputClass} py-2 text-sm`}
              >
                <option value="">{t.allStatuses}</option>
                {ENQUIRY_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {t.statusLabels[value]}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
          {enquiries.isPending ? (
            <Loading>{t.loadingEnquiries}</Loading>
          ) : enquiries.isError ? (
            <LoadError onRetry={() => void enquiries.refetch()}>{t.enquiriesFailed}</LoadError>
          ) : enquiries.data.length === 0 ? (
            <div className="flex flex-col items-center gap-3 px-5 py-12 text-center">
              <Inbox aria-hidden="true" className="size-10 text-marigold-500" />
              {filtered ? (
                <>
                  <p className="font-medium text-stone-900">{t.noMatches}</p>
                  <Link
                    to={hrefWith({ listing: undefined, status: undefined })}
                    className={secondaryButton}
                  >
                    {t.showAll}
                  </Link>
                </>
              ) : (
                <>
                  <p className="font-medium text-stone-900">{t.noEnquiries}</p>
                  <p className="text-sm text-stone-600">{t.noEnquiriesHint}</p>
                  <Link to={paths.listings} className={secondaryButton}>
                    {t.manageServices}
                  </Link>
                </>
              )}
            </div>
          ) : (
            <ul
              aria-label={t.enquiriesNewestFirst}
              aria-busy={enquiries.isPlaceholderData}
              className={`flex flex-col divide-y divide-maroon-100 ${enquiries.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {enquiries.data.map((enquiry) => (
                <li key={enquiry.id}>
                  <EnquiryRow
                    enquiry={enquiry}
                    href={hrefWith({ enquiry: String(enquiry.id) })}
                    selected={enquiry.id === openId}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-label={t.enquiry}
          className={`${cardClass} min-w-0 p-4 sm:p-6 ${openId ? '' : 'max-md:hidden'}`}
        >
          {openId !== undefined ? (
            <ConversationThread
              key={openId}
              enquiryId={openId}
              back={{ to: hrefWith({ enquiry: undefined }), label: t.backToEnquiries }}
              statusActions
            />
          ) : (
            <p className="px-4 py-16 text-center text-stone-600">{t.chooseEnquiry}</p>
          )}
        </section>
      </div>
    </div>
  );
}

function EnquiryRow({
  enquiry,
  href,
  selected,
}: {
  enquiry: VendorEnquiry;
  href: string;
  selected: boolean;
}) {
  return (
    <Link
      to={href}
      aria-current={selected ? 'page' : undefined}
      className={`flex flex-col gap-1 px-4 py-3 transition hover:bg-marigold-50 ${
        selected ? 'bg-marigold-50 ring-2 ring-marigold-300 ring-inset' : ''
      }`}
    >
      <span className="flex items-start justify-between gap-3">
        <span
          className={`min-w-0 truncate text-stone-900 ${enquiry.unread > 0 ? 'font-bold' : 'font-semibold'}`}
        >
          {shownName(enquiry.userName)}
        </span>
        <span className="flex shrink-0 items-center gap-2">
          <StatusBadge status={enquiry.status} />
          <UnreadBadge count={enquiry.unread} />
        </span>
      </span>
      <span className="flex min-w-0 items-center justify-between gap-2">
        <span className="truncate text-sm font-medium text-maroon-800">{enquiry.firmName}</span>
        {enquiry.userEmailVerified ? <VerifiedEmailBadge /> : null}
      </span>
      <span className="flex flex-wrap gap-x-2 text-xs text-stone-600">
        <span>{eventDay(enquiry.eventDate)}</span>
        <span aria-hidden="true">·</span>
        <span>{events.eventTypeLabels[enquiry.eventType]}</span>
        <span aria-hidden="true">·</span>
        <span>{t.guestCount(count(enquiry.guests))}</span>
        <span aria-hidden="true">·</span>
        <span>{t.budgetOf(budget(enquiry.budgetRupees))}</span>
      </span>
    </Link>
  );
}
