import * as t from '@mandap/shared/messages/en/vendor-analytics';
import type { Analytics } from '@mandap/shared/schemas/analytics';
import { Minus, Sparkles, TrendingDown, TrendingUp } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { cardClass } from '@/components/ui/load-states';
import {
  change,
  formatValue,
  type Measure,
  shortDay,
  type Trend,
} from '@/features/analytics/lib/measures';

// recharts comes in its own chunk, after the numbers: the totals never wait for the charts.
const MeasureChart = lazy(() => import('@/features/analytics/components/measure-chart'));

/** In place of the enquiry rate's chart while no storefront was viewed in the period. */
export const NO_RATE_TEXT = t.noRate;

const TREND_ICONS = { up: TrendingUp, down: TrendingDown, same: Minus, new: Sparkles, none: Minus };
const TREND_CLASSES: Record<Trend, string> = {
  up: 'text-emerald-800',
  down: 'text-red-800',
  same: 'text-stone-600',
  new: 'text-maroon-800',
  none: 'text-stone-600',
};

/** What a chart shows, as its accessible name: 'Storefront views per day, 14 Feb to 15 Mar: 120 in total'. */
export function chartName(measure: Measure, analytics: Analytics): string {
  const total = analytics.totals[measure.key];
  const summary = measure.rate
    ? total === null
      ? t.noViewsYet
      : t.overPeriod(formatValue(total))
    : t.inTotal(formatValue(total));
  return t.chartName(measure.perDay, shortDay(analytics.from), shortDay(analytics.to), summary);
}

/** One measure: its total, its change against the previous period and, unless hidden, its chart. */
export function MeasureCard({
  measure,
  analytics,
  rangeDays,
  showChart,
}: {
  measure: Measure;
  analytics: Analytics;
  rangeDays: number;
  showChart: boolean;
}) {
  const total = analytics.totals[measure.key];
  const { text, trend } = change(measure, total, analytics.previous[measure.key], rangeDays);
  const TrendIcon = TREND_ICONS[trend];
  return (
    <section aria-label={measure.label} className={`${cardClass} flex flex-col gap-1 p-4 sm:p-5`}>
      <h2 className="text-sm font-medium text-stone-600">{measure.label}</h2>
      <p className="font-display text-3xl font-semibold text-maroon-900 tabular-nums">
        {formatValue(total)}
      </p>
      <p className={`flex items-center gap-1.5 text-sm font-medium ${TREND_CLASSES[trend]}`}>
        <TrendIcon aria-hidden="true" className="size-4 shrink-0" />
        {text}
      </p>
      {showChart && measure.rate && total === null ? (
        // A rate with no views has nothing to draw: say so rather than show an empty chart.
        <p className="mt-3 flex h-40 items-center justify-center rounded-xl bg-marigold-50 px-4 text-center text-sm text-stone-700">
          {NO_RATE_TEXT}
        </p>
      ) : showChart ? (
        <div role="img" aria-label={chartName(measure, analytics)} className="mt-3 h-40 min-w-0">
          <Suspense fallback={<div className="h-40 animate-pulse rounded-xl bg-marigold-50" />}>
            <MeasureChart measure={measure} days={analytics.days} />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}
