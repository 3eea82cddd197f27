import * as t from '@mandap/shared/messages/en/vendor-analytics';
import type { Analytics } from '@mandap/shared/schemas/analytics';
import { formatValue, longDay, MEASURES } from '@/features/analytics/lib/measures';

/** The charts' numbers as a table, one row per day, newest first: for screen readers and anyone. */
export function DaysTable({ analytics, caption }: { analytics: Analytics; caption: string }) {
  const rows = [...analytics.days].reverse();
  return (
    // A phone scrolls the wide table inside its box: a named region with a tab stop (issue 31).
    <section
      aria-label={t.numbersByDayScrollable}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes the keyboard's focus, or its hidden columns cannot be reached (axe: scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto"
    >
      <table className="w-full min-w-[34rem] border-collapse text-sm">
        <caption className="px-4 pt-4 pb-2 text-left font-medium text-stone-900">{caption}</caption>
        <thead>
          <tr className="border-b border-maroon-100 text-stone-600">
            <th scope="col" className="px-4 py-2 text-left font-medium">
              {t.day}
            </th>
            {MEASURES.map((measure) => (
              <th key={measure.key} scope="col" className="px-3 py-2 text-right font-medium">
                {measure.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-maroon-50">
          {rows.map((day) => (
            <tr key={day.day}>
              <th scope="row" className="px-4 py-2 text-left font-normal whitespace-nowrap">
                {longDay(day.day)}
              </th>
              {MEASURES.map((measure) => (
                <td key={measure.key} className="px-3 py-2 text-right tabular-nums">
                  {formatValue(day[measure.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-maroon-100 font-semibold">
            <th scope="row" className="px-4 py-2 text-left">
              {t.total}
            </th>
            {MEASURES.map((measure) => (
              <td key={measure.key} className="px-3 py-2 text-right tabular-nums">
                {formatValue(analytics.totals[measure.key])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
