import { addDays } from '@mandap/shared/dates';
import * as d from '@mandap/shared/messages/en/public-dates';

// Month arithmetic and names of India's calendar days ('YYYY-MM-DD'), months as 'YYYY-MM'. Everything is
// read in UTC, so the device's time zone never shifts a day.

// In the page's language (the Hindi build answers the English catalogue with the Hindi one).
export const MONTH_NAMES = d.monthNames;

/** Sunday first: [short name, full name, two letters for a calendar's head]. */
export const WEEKDAYS = d.weekdays;

function utc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** '2026-02' from '2026-02-14'. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The first day of a month. */
export function firstDayOf(month: string): string {
  return `${month}-01`;
}

/** A month plus `months` (negative goes back). */
export function addMonths(month: string, months: number): string {
  const at = utc(firstDayOf(month));
  at.setUTCMonth(at.getUTCMonth() + months);
  return at.toISOString().slice(0, 7);
}

/** The last day of a month. */
export function lastDayOf(month: string): string {
  return addDays(firstDayOf(addMonths(month, 1)), -1);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: string): number {
  return utc(day).getUTCDay();
}

/** The same day of the month `months` away, or that month's last day when it is shorter. */
export function sameDayInMonth(day: string, months: number): string {
  const month = addMonths(monthOf(day), months);
  const last = lastDayOf(month);
  const candidate = `${month}-${day.slice(8, 10)}`;
  return candidate > last ? last : candidate;
}

/** 'February 2026'. */
export function monthTitle(month: string): string {
  const at = utc(firstDayOf(month));
  return `${MONTH_NAMES[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** 'Saturday, 14 February 2026'. */
export function dayLabel(day: string): string {
  const at = utc(day);
  return `${WEEKDAYS[at.getUTCDay()]?.[1]}, ${at.getUTCDate()} ${MONTH_NAMES[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** The month's days in weeks of 7, Sunday first; days outside the month are null. */
export function weeksOf(month: string): (string | null)[][] {
  const first = firstDayOf(month);
  const last = lastDayOf(month);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) {
    while (week.length < 7) week.push(null);
    weeks.push(week);
  }
  return weeks;
}
