import type { AnalyticsTotals } from '@mandap/shared/schemas/analytics';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

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
export const MEASURES: readonly Measure[] = [
  { key: 'views', label: 'Storefront views', perDay: 'Storefront views per day', rate: false },
  {
    key: 'appearances',
    label: 'Search appearances',
    perDay: 'Search appearances per day',
    rate: false,
  },
  { key: 'enquiries', label: 'Enquiries', perDay: 'Enquiries per day', rate: false },
  { key: 'shortlists', label: 'Shortlists', perDay: 'Shortlists per day', rate: false },
  {
    key: 'enquiryRate',
    label: 'Enquiries per 100 views',
    perDay: 'Enquiries per 100 views, day by day',
    rate: true,
  },
];

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
  return value.toLocaleString('en-IN', { maximumFractionDigits: 1 });
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
  const against = `vs previous ${days} days`;
  if (current === previous) return { text: 'No change', trend: 'same' };
  if (current === null) return { text: 'No views in this period', trend: 'none' };
  if (previous === null) return { text: 'New', trend: 'new' };
  if (measure.rate) {
    const points = Math.round((current - previous) * 10) / 10;
    if (points === 0) return { text: 'No change', trend: 'same' };
    const unit = Math.abs(points) === 1 ? ' point' : ' points';
    return { text: `${signed(points, unit)} ${against}`, trend: points > 0 ? 'up' : 'down' };
  }
  if (previous === 0) return { text: 'New', trend: 'new' };
  const ratio = ((current - previous) / previous) * 100;
  // Below 1% one decimal keeps a small change from reading as none.
  const percent = Math.abs(ratio) < 1 ? Math.round(ratio * 10) / 10 : Math.round(ratio);
  return { text: `${signed(percent, '%')} ${against}`, trend: percent > 0 ? 'up' : 'down' };
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
