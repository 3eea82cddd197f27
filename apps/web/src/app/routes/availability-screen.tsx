import { addDays, indianDate } from '@mandap/shared/dates';
import * as t from '@mandap/shared/messages/en/vendor-availability';
import { MAX_DAYS_AHEAD } from '@mandap/shared/schemas/enquiries';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { useBookedDates, useToggleBookedDate } from '@/features/availability/api/booked-dates';
import { useListing } from '@/features/availability/api/get-listing';
import { MonthCalendar } from '@/features/availability/components/month-calendar';
import { ApiError, refusalMessage } from '@/lib/api-client';
import { dayLabel, firstDayOf, lastDayOf, monthOf, monthTitle } from '@/lib/calendar';

function positiveId(value: string | null): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

const card = 'rounded-3xl border border-maroon-100 bg-white px-4 py-5 shadow-sm sm:px-8 sm:py-6';
const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-maroon-200 bg-white px-4 py-2 text-sm font-medium text-maroon-800 transition hover:bg-maroon-50';

/**
 * /availability?service_id={id} (issue 15): a listing's booked dates, a month at a time. A
 * vendor taps (or presses Enter or Space on) a day to book or free it; the change shows at once
 * and goes back, with a message, if the server refuses it.
 */
export function AvailabilityScreen() {
  const [params] = useSearchParams();
  const listingId = positiveId(params.get('service_id'));
  const listing = useListing(listingId);

  const notFound = listing.error instanceof ApiError && listing.error.status === 404;
  const heading = listing.data ? t.bookedDatesOf(listing.data.firmName) : t.bookedDates;

  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-24 sm:px-6 md:pt-10 md:pb-10">
      <DocumentTitle>{t.withSite(heading)}</DocumentTitle>
      <header className="mb-6 flex flex-col gap-1">
        <Link
          to={paths.listings}
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-maroon-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.manageServices}
        </Link>
        <h1 className="font-display text-3xl font-semibold break-words text-maroon-900">
          {heading}
        </h1>
        <p className="text-sm text-stone-600">{t.intro}</p>
      </header>
      {listingId === undefined ? (
        <section className={card}>
          <FormAlert>{t.noService}</FormAlert>
          <Link to={paths.listings} className={`${linkButton} mt-5`}>
            {t.manageServices}
          </Link>
        </section>
      ) : listing.isPending ? (
        <section className={card}>
          <p role="status" className="py-10 text-center text-stone-600">
            {t.loadingService}
          </p>
        </section>
      ) : listing.isError ? (
        <section className={card}>
          <FormAlert>{notFound ? t.serviceNotFound : t.serviceLoadFailed}</FormAlert>
          <div className="mt-5 flex flex-wrap gap-3">
            {notFound ? null : (
              <button type="button" onClick={() => void listing.refetch()} className={linkButton}>
                {t.tryAgain}
              </button>
            )}
            <Link to={paths.listings} className={linkButton}>
              {t.manageServices}
            </Link>
          </div>
        </section>
      ) : (
        <BookedDatesCalendar listingId={listingId} />
      )}
    </div>
  );
}

function BookedDatesCalendar({ listingId }: { listingId: number }) {
  // India's today, fixed for the visit: a calendar left open past midnight is corrected on reload.
  const [today] = useState(() => indianDate(new Date()));
  const lastDay = addDays(today, MAX_DAYS_AHEAD);
  const [month, setMonth] = useState(() => monthOf(today));
  const range = useMemo(() => ({ from: firstDayOf(month), to: lastDayOf(month) }), [month]);
  const dates = useBookedDates(listingId, range);
  const toggle = useToggleBookedDate(listingId);
  const [failure, setFailure] = useState<string | null>(null);

  const booked = useMemo(
    () => new Map((dates.data ?? []).map((d) => [d.date, d.enquiryId] as const)),
    [dates.data],
  );
  const fromEnquiries = [...booked.entries()]
    .filter((entry): entry is [string, number] => entry[1] !== null)
    .sort(([a], [b]) => a.localeCompare(b));

  const onToggle = (day: string) => {
    const book = !booked.has(day);
    setFailure(null);
    toggle.mutate(
      { day, booked: book, range },
      {
        onError: (error) => {
          setFailure(t.toggleFailed(dayLabel(day), book, refusalMessage(error, t.checkConnection)));
        },
      },
    );
  };

  return (
    <section aria-label={t.calendar} className={`${card} flex flex-col gap-4`}>
      <MonthCalendar
        month={month}
        onMonthChange={(next) => {
          setFailure(null);
          setMonth(next);
        }}
        today={today}
        lastDay={lastDay}
        booked={booked}
        ready={dates.isSuccess}
        onToggle={onToggle}
      />
      {dates.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          {t.loadingMonth(monthTitle(month))}
        </p>
      ) : dates.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormAlert>{t.monthLoadFailed(monthTitle(month))}</FormAlert>
          <button type="button" onClick={() => void dates.refetch()} className={linkButton}>
            {t.tryAgain}
          </button>
        </div>
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <ul aria-label={t.key} className="flex flex-wrap gap-x-5 gap-y-2 text-xs text-stone-600">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded-md bg-white ring-1 ring-stone-300" />
          {t.keyFree}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded-md bg-maroon-800" />
          {t.keyBooked}
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="relative flex size-4 items-end justify-center rounded-md bg-maroon-800 pb-0.5"
          >
            <span className="size-1 rounded-full bg-marigold-300" />
          </span>
          {t.bookedFromEnquiry}
        </li>
      </ul>
      {fromEnquiries.length > 0 ? (
        <div className="border-t border-maroon-100 pt-4">
          <h3 className="text-sm font-semibold text-stone-800">
            {t.bookedFromEnquiriesIn(monthTitle(month))}
          </h3>
          <ul className="mt-2 flex flex-col gap-1.5 text-sm">
            {fromEnquiries.map(([day, enquiryId]) => (
              <li key={day}>
                <Link
                  to={`${paths.enquiries}?enquiry=${enquiryId}`}
                  className="font-medium text-maroon-800 underline-offset-2 hover:underline"
                >
                  {t.openEnquiry(dayLabel(day))}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
