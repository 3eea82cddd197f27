import { addDays } from '@mandap/shared/dates';
import * as t from '@mandap/shared/messages/en/vendor-availability';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  addMonths,
  dayLabel,
  firstDayOf,
  lastDayOf,
  monthOf,
  monthTitle,
  sameDayInMonth,
  WEEKDAYS,
  weekdayOf,
  weeksOf,
} from '@/lib/calendar';

interface MonthCalendarProps {
  /** The month shown, 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** India's today: earlier days cannot change, earlier months are not shown. */
  today: string;
  /** The last day that can be booked. */
  lastDay: string;
  /** Booked days of the month shown, each with the enquiry it was booked from (or null). */
  booked: ReadonlyMap<string, number | null>;
  /** False while the month's booked days load: nothing can be toggled yet. */
  ready: boolean;
  onToggle: (day: string) => void;
}

const navButton =
  'inline-flex size-10 items-center justify-center rounded-full border border-maroon-200 bg-white text-maroon-800 transition hover:bg-maroon-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A month of toggle buttons, one per day (pressed = booked), in a table the keyboard walks as
 * the ARIA date picker's grid does: arrows move by a day or a week, Home and End to the week's ends,
 * Page Up and Page Down by a month; Enter or Space toggles. One day is in the tab order.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  today,
  lastDay,
  booked,
  ready,
  onToggle,
}: MonthCalendarProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const fromEnquiryId = `${id}-from-enquiry`;
  const pastId = `${id}-past`;
  const helpId = `${id}-help`;
  const firstMonth = monthOf(today);
  const lastMonth = monthOf(lastDay);
  const defaultDay = (shown: string) => (monthOf(today) === shown ? today : firstDayOf(shown));
  const [focusedDay, setFocusedDay] = useState(() => defaultDay(month));
  const activeDay = monthOf(focusedDay) === month ? focusedDay : defaultDay(month);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusWanted = useRef(false);

  // After a key moved to another day (perhaps in another month), that day takes the focus.
  useEffect(() => {
    if (!focusWanted.current) return;
    focusWanted.current = false;
    buttons.current.get(activeDay)?.focus();
  }, [activeDay]);

  const moveTo = (day: string) => {
    const earliest = firstDayOf(firstMonth);
    const latest = lastDayOf(lastMonth);
    const target = day < earliest ? earliest : day > latest ? latest : day;
    focusWanted.current = true;
    setFocusedDay(target);
    if (monthOf(target) !== month) onMonthChange(monthOf(target));
  };

  const showMonth = (shown: string) => {
    setFocusedDay(defaultDay(shown));
    onMonthChange(shown);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -weekdayOf(day)),
      End: () => addDays(day, 6 - weekdayOf(day)),
      PageUp: () => sameDayInMonth(day, -1),
      PageDown: () => sameDayInMonth(day, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => showMonth(addMonths(month, -1))}
          disabled={month <= firstMonth}
          className={navButton}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">{t.previousMonth}</span>
        </button>
        <h2
          id={titleId}
          aria-live="polite"
          className="font-display text-xl font-semibold text-maroon-900"
        >
          {monthTitle(month)}
        </h2>
        <button
          type="button"
          onClick={() => showMonth(addMonths(month, 1))}
          disabled={month >= lastMonth}
          className={navButton}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">{t.nextMonth}</span>
        </button>
      </div>
      <table
        aria-labelledby={titleId}
        aria-describedby={helpId}
        aria-busy={ready ? undefined : true}
        className="w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" className="pb-1 text-xs font-semibold text-stone-500">
                <span aria-hidden="true">{short}</span>
                <span className="sr-only">{long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, index) => {
                if (!day) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have only a place.
                  return <td key={index} />;
                }
                const past = day < today || day > lastDay;
                const isBooked = booked.has(day);
                const fromEnquiry = isBooked && booked.get(day) !== null;
                const described = [fromEnquiry ? fromEnquiryId : null, past ? pastId : null]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={day} className="p-0">
                    <button
                      ref={(element) => {
                        if (element) buttons.current.set(day, element);
                        else buttons.current.delete(day);
                      }}
                      type="button"
                      tabIndex={day === activeDay ? 0 : -1}
                      aria-label={dayLabel(day)}
                      aria-pressed={isBooked}
                      aria-disabled={past || !ready ? true : undefined}
                      aria-describedby={described || undefined}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => {
                        if (!past && ready) onToggle(day);
                      }}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      onFocus={() => setFocusedDay(day)}
                      className={`relative flex aspect-square w-full items-center justify-center rounded-xl text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-marigold-500 ${
                        isBooked
                          ? 'bg-maroon-800 text-ivory shadow-sm'
                          : 'bg-white text-stone-900 ring-1 ring-stone-200'
                      } ${
                        past
                          ? 'cursor-not-allowed opacity-45'
                          : isBooked
                            ? 'hover:bg-maroon-900'
                            : 'hover:bg-marigold-50 hover:ring-marigold-300'
                      } ${day === today ? 'ring-2 ring-marigold-400' : ''}`}
                    >
                      {Number(day.slice(8, 10))}
                      {fromEnquiry ? (
                        <span
                          aria-hidden="true"
                          className="absolute bottom-1 size-1.5 rounded-full bg-marigold-300"
                        />
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={helpId} className="text-xs text-stone-500">
        {t.calendarHelp}
      </p>
      <p id={fromEnquiryId} hidden>
        {t.bookedFromEnquiry}
      </p>
      <p id={pastId} hidden>
        {t.dayPassed}
      </p>
    </div>
  );
}
