import { addMonths, monthOf, monthTitle, weeksOf } from '@/lib/calendar';

export interface CalendarMonth {
  /** 'YYYY-MM'. */
  key: string;
  /** 'March 2026'. */
  title: string;
  /** Weeks from Sunday; null pads the days before the 1st and after the last. */
  weeks: (string | null)[][];
}

/** `count` months from the month of `today` ('YYYY-MM-DD'), this one included. */
export function monthsFrom(today: string, count: number): CalendarMonth[] {
  return Array.from({ length: count }, (_, index) => {
    const month = addMonths(monthOf(today), index);
    return { key: month, title: monthTitle(month), weeks: weeksOf(month) };
  });
}
