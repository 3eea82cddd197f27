import { ANALYTICS_RANGES, type AnalyticsRange } from '@mandap/shared/schemas/analytics';
import { ArrowLeft, BarChart3, ChartNoAxesColumn, Download, Table2 } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { cardClass, LoadError, Loading, secondaryButton } from '@/components/ui/load-states';
import { inputClass } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { analyticsCsvPath, useAnalytics } from '@/features/analytics/api/get-analytics';
import { DaysTable } from '@/features/analytics/components/days-table';
import { MeasureCard } from '@/features/analytics/components/measure-card';
import { isEmpty, longDay, MEASURES } from '@/features/analytics/lib/measures';
import { ApiError, refusalMessage } from '@/lib/api-client';

const DEFAULT_RANGE: AnalyticsRange = 30;

function rangeOf(value: string | null): AnalyticsRange {
  return ANALYTICS_RANGES.find((days) => String(days) === value) ?? DEFAULT_RANGE;
}

function positiveId(value: string | null): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/**
 * /analytics (R13, issue 16): views, search appearances, enquiries, shortlists and the enquiry
 * rate of one listing or all, per day over the last 7, 30 or 90 days, with totals, the change
 * against the period before, a chart per measure (or a table of the same numbers) and a CSV.
 * The choices live in the URL (?days=&listing=&view=table), so a reload or a link keeps them.
 */
export function AnalyticsScreen() {
  const [params, setParams] = useSearchParams();
  const days = rangeOf(params.get('days'));
  const listingId = positiveId(params.get('listing'));
  const asTable = params.get('view') === 'table';
  const choice = { days, listingId };
  const analytics = useAnalytics(choice);
  const listingFieldId = useId();
  const data = analytics.data;
  const updating = analytics.isPlaceholderData || (analytics.isFetching && !analytics.isPending);

  /** Changes some parameters of this page's URL (undefined removes one). */
  const change = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
    }
    setParams(next, { replace: true });
  };

  const chosenListing = data?.listings.find((listing) => listing.listingId === listingId);
  const subject =
    listingId === undefined ? 'all your services' : (chosenListing?.firmName ?? 'this service');

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-24 sm:px-6 md:pt-10 md:pb-10">
      <DocumentTitle>Analytics · Mandap</DocumentTitle>
      <div className="mb-4 flex flex-col gap-1">
        <Link
          to={paths.vendorProfile}
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-maroon-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Vendor Portal
        </Link>
        <h1 className="font-display text-3xl font-semibold text-maroon-900">Analytics</h1>
        {data && !analytics.isPlaceholderData ? (
          <p className="text-sm text-stone-600">
            {`${longDay(data.from)} to ${longDay(data.to)}, ${subject}`}
          </p>
        ) : null}
      </div>

      <div className={`${cardClass} mb-4 flex flex-col gap-4 p-4 md:flex-row md:items-end`}>
        <div className="min-w-0 md:w-72">
          <label htmlFor={listingFieldId} className="mb-1 block text-sm font-medium text-stone-800">
            Service
          </label>
          <select
            id={listingFieldId}
            value={listingId === undefined ? '' : String(listingId)}
            onChange={(event) => change({ listing: event.target.value || undefined })}
            className={`${inputClass} py-2 text-sm`}
          >
            <option value="">All services</option>
            {data?.listings.map((listing) => (
              <option key={listing.listingId} value={String(listing.listingId)}>
                {listing.firmName}
              </option>
            ))}
            {/* A listing from the URL that is not in the list still shows as chosen. */}
            {listingId !== undefined && !chosenListing ? (
              <option value={String(listingId)}>{`Service #${listingId}`}</option>
            ) : null}
          </select>
        </div>
        <fieldset className="min-w-0">
          <legend className="mb-1 block text-sm font-medium text-stone-800">Range</legend>
          <div className="inline-flex rounded-full border border-maroon-200 bg-white p-1">
            {ANALYTICS_RANGES.map((range) => (
              <label
                key={range}
                className="cursor-pointer rounded-full px-3 py-1.5 text-sm font-medium text-maroon-800 has-checked:bg-maroon-800 has-checked:text-ivory has-focus-visible:outline-2 has-focus-visible:outline-marigold-500"
              >
                <input
                  type="radio"
                  name="range"
                  value={range}
                  checked={days === range}
                  onChange={() => change({ days: String(range) })}
                  aria-label={`Last ${range} days`}
                  className="sr-only"
                />
                {/* 'Last' is named, not shown, on phones: three choices fit in 360 px. */}
                <span aria-hidden="true" className="max-sm:hidden">
                  Last{' '}
                </span>
                {`${range} days`}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-2 md:ml-auto">
          <button
            type="button"
            onClick={() => change({ view: asTable ? undefined : 'table' })}
            className={secondaryButton}
          >
            {asTable ? (
              <ChartNoAxesColumn aria-hidden="true" className="size-4" />
            ) : (
              <Table2 aria-hidden="true" className="size-4" />
            )}
            {asTable ? 'Show as charts' : 'Show as table'}
          </button>
          <a href={analyticsCsvPath(choice)} download className={secondaryButton}>
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </a>
        </div>
      </div>

      <p role="status" className="mb-2 min-h-5 text-sm text-stone-600">
        {updating ? 'Updating...' : ''}
      </p>

      {analytics.isPending ? (
        <div className={cardClass}>
          <Loading>Loading your analytics...</Loading>
        </div>
      ) : analytics.isError && !data ? (
        <div className={cardClass}>
          <LoadError
            onRetry={() => void analytics.refetch()}
            action={
              listingId !== undefined &&
              analytics.error instanceof ApiError &&
              analytics.error.status === 404 ? (
                <Link to={paths.analytics} className={secondaryButton}>
                  Show all services
                </Link>
              ) : null
            }
          >
            {refusalMessage(
              analytics.error,
              'We could not load your analytics. Check your connection and try again.',
            )}
          </LoadError>
        </div>
      ) : data ? (
        <div aria-busy={updating} className={updating ? 'opacity-60 transition-opacity' : ''}>
          {analytics.isError ? (
            <div className={`${cardClass} mb-4`}>
              <LoadError onRetry={() => void analytics.refetch()}>
                {refusalMessage(
                  analytics.error,
                  'We could not load these analytics. Check your connection and try again.',
                )}
              </LoadError>
            </div>
          ) : null}
          {isEmpty(data.totals) ? (
            <EmptyState
              allServices={listingId === undefined}
              hasListings={data.listings.length > 0}
              longestRange={days === ANALYTICS_RANGES[ANALYTICS_RANGES.length - 1]}
            />
          ) : (
            <>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {MEASURES.map((measure) => (
                  <MeasureCard
                    key={measure.key}
                    measure={measure}
                    analytics={data}
                    rangeDays={days}
                    showChart={!asTable}
                  />
                ))}
              </div>
              {asTable ? (
                <section
                  aria-label="Numbers by day"
                  className={`${cardClass} mt-4 overflow-hidden`}
                >
                  <DaysTable
                    analytics={data}
                    caption={`Numbers by day, ${longDay(data.from)} to ${longDay(data.to)}, newest first`}
                  />
                </section>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

function EmptyState({
  allServices,
  hasListings,
  longestRange,
}: {
  allServices: boolean;
  hasListings: boolean;
  longestRange: boolean;
}) {
  return (
    <div className={`${cardClass} flex flex-col items-center gap-3 px-5 py-12 text-center`}>
      <BarChart3 aria-hidden="true" className="size-10 text-marigold-500" />
      <p className="font-medium text-stone-900">
        {!hasListings
          ? 'You have no services on Mandap yet.'
          : allServices
            ? 'No data yet for your services: views, search appearances, enquiries and shortlists will show here from their first day on Mandap.'
            : 'No data yet for this service: views, search appearances, enquiries and shortlists will show here from its first day on Mandap.'}
      </p>
      {!hasListings ? (
        <Link to={paths.directory} className={secondaryButton}>
          Add a service
        </Link>
      ) : longestRange ? null : (
        <p className="text-sm text-stone-600">Choose a longer range to look further back.</p>
      )}
    </div>
  );
}
