import { LIMITS } from '@mandap/shared/limits';
import { useId } from 'react';
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
 * 'Availability': this month and the next ones (LIMITS.availabilityMonths in all) as small
 * calendars with the vendor's booked days crossed out and named 'Booked' for screen readers, so
 * a couple sees before asking which days are taken.
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
        Availability
      </h2>
      {shownBooked.length === 0 ? (
        <p className="mt-3 text-stone-700">
          No dates marked booked for the next {LIMITS.availabilityMonths} months. Ask {firmName}{' '}
          about your date.
        </p>
      ) : (
        <>
          <p className="mt-3 text-stone-700">
            Days {firmName} has marked booked are crossed out. Other days may still be free: ask
            about your date.
          </p>
          <p className="mt-2 flex items-center gap-2 text-sm text-stone-600">
            <span
              aria-hidden="true"
              className="inline-flex size-7 items-center justify-center rounded-full bg-maroon-800 text-xs font-semibold text-ivory line-through"
            >
              14
            </span>
            Booked
          </p>
          <ul className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-x-6 gap-y-5">
            {months.map((month) => (
              <li key={month.key}>
                <MonthCalendar month={month} booked={booked} today={today} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

interface MonthCalendarProps {
  month: CalendarMonth;
  booked: ReadonlySet<string>;
  today: string;
}

function MonthCalendar({ month, booked, today }: MonthCalendarProps) {
  const count = month.weeks.flat().filter((day) => day !== null && booked.has(day)).length;
  return (
    <table className="w-full table-fixed border-collapse text-center text-sm">
      {/* One text: the table's name reads as it shows, 'March 2026 · 2 days booked'. */}
      <caption className="mb-1.5 text-left font-semibold text-stone-900">
        {`${month.title} · ${count === 0 ? 'no days booked' : `${count} ${count === 1 ? 'day' : 'days'} booked`}`}
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([, weekday]) => (
            <th
              key={weekday}
              scope="col"
              abbr={weekday}
              className="pb-1 text-xs font-medium text-stone-500"
            >
              <span aria-hidden="true">{weekday.slice(0, 2)}</span>
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
                          ? 'text-stone-300'
                          : 'text-stone-800'
                    } ${day === today ? 'ring-2 ring-marigold-400' : ''}`}
                  >
                    {Number(day.slice(8))}
                    {isBooked ? <span className="sr-only"> Booked</span> : null}
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
