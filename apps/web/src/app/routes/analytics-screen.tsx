import * as t from '@mandap/shared/messages/en/vendor-analytics';
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
    listingId === undefined ? t.allYourServices : (chosenListing?.firmName ?? t.thisService);

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-24 sm:px-6 md:pt-10 md:pb-10">
      <DocumentTitle>{t.documentTitle}</DocumentTitle>
      <div className="mb-4 flex flex-col gap-1">
        <Link
          to={paths.vendorProfile}
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-maroon-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.vendorPortal}
        </Link>
        <h1 className="font-display text-3xl font-semibold text-maroon-900">{t.heading}</h1>
        {data && !analytics.isPlaceholderData ? (
          <p className="text-sm text-stone-600">
            {t.periodOf(longDay(data.from), longDay(data.to), subject)}
          </p>
        ) : null}
      </div>

      <div className={`${cardClass} mb-4 flex flex-col gap-4 p-4 md:flex-row md:items-end`}>
        <div className="min-w-0 md:w-72">
          <label htmlFor={listingFieldId} className="mb-1 block text-sm font-medium text-stone-800">
            {t.service}
          </label>
          <select
            id={listingFieldId}
            value={listingId === undefined ? '' : String(listingId)}
            onChange={(event) => change({ listing: event.target.value || undefined })}
            className={`${inputClass} py-2 text-sm`}
          >
            <option value="">{t.allServices}</option>
            {data?.listings.map((listing) => (
              <option key={listing.listingId} value={String(listing.listingId)}>
                {listing.firmName}
              </option>
            ))}
            {/* A listing from the URL that is not in the list still shows as chosen. */}
            {listingId !== undefined && !chosenListing ? (
              <option value={String(listingId)}>{t.serviceNumber(listingId)}</option>
            ) : null}
          </select>
        </div>
        <fieldset className="min-w-0">
          <legend className="mb-1 block text-sm font-medium text-stone-800">{t.range}</legend>
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
                  aria-label={t.lastDays(range)}
                  className="sr-only"
                />
                {/* 'Last' is named, not shown, on phones: three choices fit in 360 px. */}
                <span aria-hidden="true" className="max-sm:hidden">
                  {t.lastWord}
                </span>
                {t.days(range)}
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
            {asTable ? t.showAsCharts : t.showAsTable}
          </button>
          <a href={analyticsCsvPath(choice)} download className={secondaryButton}>
            <Download aria-hidden="true" className="size-4" />
            {t.downloadCsv}
          </a>
        </div>
      </div>

      <p role="status" className="mb-2 min-h-5 text-sm text-stone-600">
        {updating ? t.updating : ''}
      </p>

      {analytics.isPending ? (
        <div className={cardClass}>
          <Loading>{t.loading}</Loading>
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
                  {t.showAllServices}
                </Link>
              ) : null
            }
          >
            {refusalMessage(analytics.error, t.loadFailed)}
          </LoadError>
        </div>
      ) : data ? (
        <div aria-busy={updating} className={updating ? 'opacity-60 transition-opacity' : ''}>
          {analytics.isError ? (
            <div className={`${cardClass} mb-4`}>
              <LoadError onRetry={() => void analytics.refetch()}>
                {refusalMessage(analytics.error, t.reloadFailed)}
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
                  aria-label={t.numbersByDay}
                  className={`${cardClass} mt-4 overflow-hidden`}
                >
                  <DaysTable
                    analytics={data}
                    caption={t.numbersByDayCaption(longDay(data.from), longDay(data.to))}
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
        {!hasListings ? t.noServices : allServices ? t.noDataAll : t.noDataOne}
      </p>
      {!hasListings ? (
        <Link to={paths.directory} className={secondaryButton}>
          {t.addService}
        </Link>
      ) : longestRange ? null : (
        <p className="text-sm text-stone-600">{t.chooseLongerRange}</p>
      )}
    </div>
  );
}
