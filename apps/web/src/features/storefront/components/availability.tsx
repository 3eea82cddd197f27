import { LIMITS } from '@mandap/shared/limits';
import * as t from '@mandap/shared/messages/en/public-storefront';
import { useId, useState } from 'react';
import { type CalendarMonth, monthsFrom } from '@/features/storefront/lib/calendar';
import { WEEKDAYS } from '@/lib/calendar';

interface AvailabilityProps {
  firmName: string;
  /** The days the vendor marked booked ('YYYY-MM-DD'). */
  bookedDates: readonly string[];
  /** India's day the calendars start from. */
  today: string;
  headingClassName: string;
}

/**
 * 'Availability': this month and the next ones (LIMITS.availabilityMonths in all), one calendar
 * at a time with Previous and Next month (six grids did not fit a phone; decision 0080), the
 * vendor's booked days crossed out and named 'Booked' for screen readers, so a couple sees
 * before asking which days are taken. It opens on the first month with a booked day.
 */
export function Availability({
  firmName,
  bookedDates,
  today,
  headingClassName,
}: AvailabilityProps) {
  const headingId = useId();
  const months = monthsFrom(today, LIMITS.availabilityMonths);
  const booked = new Set(bookedDates.filter((day) => day >= today));
  const shownBooked = months.flatMap((month) =>
    month.weeks.flat().filter((day): day is string => day !== null && booked.has(day)),
  );

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {t.availability}
      </h2>
      {shownBooked.length === 0 ? (
        <p className="mt-3 text-stone-700">{t.noneBooked(LIMITS.availabilityMonths, firmName)}</p>
      ) : (
        <>
          <p className="mt-3 text-stone-700">{t.bookedCrossedOut(firmName)}</p>
          <p className="mt-2 flex items-center gap-2 text-sm text-stone-600">
            <span
              aria-hidden="true"
              className="inline-flex size-7 items-center justify-center rounded-full bg-maroon-800 text-xs font-semibold text-ivory line-through"
            >
              14
            </span>
            {t.booked}
          </p>
          <MonthPager months={months} booked={booked} today={today} />
        </>
      )}
    </section>
  );
}

interface MonthPagerProps {
  months: readonly CalendarMonth[];
  booked: ReadonlySet<string>;
  today: string;
}

const pagerButtonClass =
  'inline-flex items-center rounded-full border border-maroon-200 bg-white px-3 py-1.5 text-sm font-medium text-maroon-800 transition hover:bg-maroon-50 aria-disabled:cursor-not-allowed aria-disabled:border-stone-200 aria-disabled:text-stone-500 aria-disabled:hover:bg-white';

/** One month's calendar, Previous and Next month to move; the month's name is announced. */
function MonthPager({ months, booked, today }: MonthPagerProps) {
  const titleId = useId();
  const bookedIn = (month: CalendarMonth) =>
    month.weeks.flat().filter((day) => day !== null && booked.has(day)).length;
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      months.findIndex((month) => bookedIn(month) > 0),
    ),
  );
  const month = months[index];
  if (!month) return null;
  const count = bookedIn(month);
  // aria-disabled, not disabled: the button keeps focus at the first and last month.
  const go = (to: number) => {
    if (to >= 0 && to < months.length) setIndex(to);
  };
  return (
    <div className="mt-4 max-w-sm">
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          aria-disabled={index === 0}
          onClick={() => go(index - 1)}
          className={pagerButtonClass}
        >
          <span aria-hidden="true">‹&nbsp;</span>
          {t.previousMonth}
        </button>
        <button
          type="button"
          aria-disabled={index === months.length - 1}
          onClick={() => go(index + 1)}
          className={pagerButtonClass}
        >
          {t.nextMonth}
          <span aria-hidden="true">&nbsp;›</span>
        </button>
      </div>
      {/* One text, announced as it changes: the table's name, 'March 2026 · 2 days booked'. */}
      <p id={titleId} aria-live="polite" className="mb-1.5 font-semibold text-stone-900">
        {t.monthBooked(month.title, count)}
      </p>
      <MonthCalendar month={month} booked={booked} today={today} titleId={titleId} />
    </div>
  );
}

interface MonthCalendarProps {
  month: CalendarMonth;
  booked: ReadonlySet<string>;
  today: string;
  titleId: string;
}

function MonthCalendar({ month, booked, today, titleId }: MonthCalendarProps) {
  return (
    <table
      aria-labelledby={titleId}
      className="w-full table-fixed border-collapse text-center text-sm"
    >
      <thead>
        <tr>
          {WEEKDAYS.map(([, weekday, letters]) => (
            <th
              key={weekday}
              scope="col"
              abbr={weekday}
              className="pb-1 text-xs font-medium text-stone-500"
            >
              <span aria-hidden="true">{letters}</span>
              <span className="sr-only">{weekday}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {month.weeks.map((week) => (
          <tr key={week.find((day) => day !== null) ?? month.key}>
            {week.map((day, index) => {
              // biome-ignore lint/suspicious/noArrayIndexKey: a blank before the 1st or after the last has nothing but its place.
              if (day === null) return <td key={`pad-${index}`} />;
              const isBooked = booked.has(day);
              const past = day < today;
              return (
                <td key={day} className="p-0.5">
                  <span
                    className={`mx-auto flex size-8 items-center justify-center rounded-full ${
                      isBooked
                        ? 'bg-maroon-800 font-semibold text-ivory line-through'
                        : past
                          ? 'text-stone-500'
                          : 'text-stone-800'
                    } ${day === today ? 'ring-2 ring-marigold-400' : ''}`}
                  >
                    {Number(day.slice(8))}
                    {isBooked ? <span className="sr-only"> {t.booked}</span> : null}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
