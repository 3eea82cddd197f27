import { intlLocale, language } from '@mandap/shared/messages/en/locale';
import * as t from '@mandap/shared/messages/en/vendor-analytics';
import type { AnalyticsTotals } from '@mandap/shared/schemas/analytics';

/** Short month names: English's own three letters (Intl's en-IN says 'Sept'), else Intl's. */
const MONTHS =
  language === 'en'
    ? ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
    : Array.from({ length: 12 }, (_, month) =>
        new Intl.DateTimeFormat(intlLocale, { month: 'short', timeZone: 'UTC' }).format(
          Date.UTC(2000, month, 1),
        ),
      );

export type MeasureKey = keyof AnalyticsTotals;

export interface Measure {
  key: MeasureKey;
  /** The card's and the table column's title. */
  label: string;
  /** What one chart shows, for its accessible name: 'Storefront views per day'. */
  perDay: string;
  /** The enquiry rate is a ratio: drawn as a line, compared in points, summed as a whole. */
  rate: boolean;
}

/** The five measures of R13, in the order the screen, the table and the CSV show them. */
export const MEASURES: readonly Measure[] = (
  ['views', 'appearances', 'enquiries', 'shortlists', 'enquiryRate'] as const
).map((key) => ({
  key,
  label: t.measureLabels[key],
  perDay: t.measurePerDay[key],
  rate: key === 'enquiryRate',
}));

/** '14 Feb' from '2026-02-14': short enough for a chart's ticks on a 360 px phone. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? ''}`;
}

/** '14 Feb 2026' from '2026-02-14'. */
export function longDay(day: string): string {
  return `${shortDay(day)} ${day.slice(0, 4)}`;
}

/** A count the Indian way (1,20,000); a rate with its one decimal; '–' for a rate without views. */
export function formatValue(value: number | null): string {
  if (value === null) return '–';
  return value.toLocaleString(intlLocale, { maximumFractionDigits: 1 });
}

function signed(value: number, unit: string): string {
  // U+2212, the minus sign, which screen readers read as 'minus' (a hyphen is often skipped).
  return `${value > 0 ? '+' : '−'}${formatValue(Math.abs(value))}${unit}`;
}

export type Trend = 'up' | 'down' | 'same' | 'new' | 'none';

/**
 * How a total compares with the previous period of the same length, in words (never only a
 * colour): '+12% vs previous 30 days', 'New', 'No change'. A count changes by a percentage; the
 * enquiry rate, itself a percentage, by points.
 */
export function change(
  measure: Measure,
  current: number | null,
  previous: number | null,
  days: number,
): { text: string; trend: Trend } {
  if (current === previous) return { text: t.noChange, trend: 'same' };
  if (current === null) return { text: t.noViewsInPeriod, trend: 'none' };
  if (previous === null) return { text: t.isNew, trend: 'new' };
  if (measure.rate) {
    const points = Math.round((current - previous) * 10) / 10;
    if (points === 0) return { text: t.noChange, trend: 'same' };
    const text = t.versusPrevious(t.points(signed(points, ''), points), days);
    return { text, trend: points > 0 ? 'up' : 'down' };
  }
  if (previous === 0) return { text: t.isNew, trend: 'new' };
  const ratio = ((current - previous) / previous) * 100;
  // Below 1% one decimal keeps a small change from reading as none.
  const percent = Math.abs(ratio) < 1 ? Math.round(ratio * 10) / 10 : Math.round(ratio);
  return {
    text: t.versusPrevious(signed(percent, '%'), days),
    trend: percent > 0 ? 'up' : 'down',
  };
}

/** Every count of the range is zero: nothing to chart yet. */
export function isEmpty(totals: AnalyticsTotals): boolean {
  return (
    totals.views === 0 &&
    totals.appearances === 0 &&
    totals.enquiries === 0 &&
    totals.shortlists === 0
  );
}

/**
 * A few evenly spread days for a chart's axis (first and last included), so the labels never
 * crowd on a phone.
 */
export function axisTicks(days: readonly string[], count = 4): string[] {
  if (days.length <= count) return [...days];
  const step = (days.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => days[Math.round(i * step)] ?? '').filter(Boolean);
}
