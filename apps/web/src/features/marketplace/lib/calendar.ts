import { addDays } from '@mandap/shared/dates';
import { MONTHS } from './format';

// Month calendars of calendar days 'YYYY-MM-DD', worked out in UTC so that every render (server,
// any browser's time zone) draws the same grid.

export interface CalendarMonth {
  /** 'YYYY-MM'. */
  key: string;
  /** 'March 2026'. */
  title: string;
  /** Weeks from Sunday; null pads the days before the 1st and after the last. */
  weeks: (string | null)[][];
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The month of `year`/`month` (1 to 12) as weeks from Sunday. */
export function calendarMonth(year: number, month: number): CalendarMonth {
  const first = `${year}-${pad(month)}-01`;
  const lead = new Date(`${first}T00:00:00Z`).getUTCDay();
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 0; day < length; day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let at = 0; at < cells.length; at += 7) weeks.push(cells.slice(at, at + 7));
  return { key: first.slice(0, 7), title: `${MONTHS[month - 1]} ${year}`, weeks };
}

/** `count` months from the month of `today` ('YYYY-MM-DD'), this one included. */
export function monthsFrom(today: string, count: number): CalendarMonth[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: count }, (_, index) => {
    const zeroBased = month - 1 + index;
    return calendarMonth(year + Math.floor(zeroBased / 12), (zeroBased % 12) + 1);
  });
}
