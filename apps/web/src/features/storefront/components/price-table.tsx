import * as t from '@mandap/shared/messages/en/public-storefront';
import { formatInr } from '@mandap/shared/money';
import { PRICE_UNIT_LABELS } from '@mandap/shared/price-units';
import type { Storefront } from '@mandap/shared/schemas/marketplace';
import { type FeatureLabels, labelOf } from '@/lib/feature-labels';

interface PriceTableProps {
  prices: Storefront['prices'];
  /** The specifications' names in the page's language (its loader's). */
  featureLabels?: FeatureLabels;
}

/**
 * The listing's price rows (spec 2.9): specification, MRP, offer price with what it is for
 * ('per plate (veg)', issue 31) and percent off.
 */
export function PriceTable({ prices, featureLabels }: PriceTableProps) {
  if (prices.length === 0) {
    return <p className="text-stone-600">{t.noPrices}</p>;
  }
  return (
    // A phone scrolls a wide table inside its box, not the page: a region with a name and a tab
    // stop, so the keyboard scrolls it too (issue 31).
    <section
      aria-label={t.priceList}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes the keyboard's focus, or its hidden columns cannot be reached (axe: scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-maroon-100 bg-white"
    >
      <table className="w-full text-left text-sm">
        <thead className="bg-marigold-50 text-xs text-stone-700">
          <tr>
            <th scope="col" className="px-3 py-2.5 font-semibold sm:px-4">
              {t.specification}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold sm:px-4">
              {t.mrp}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold sm:px-4">
              {t.offerPrice}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold sm:px-4">
              {t.off}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-maroon-50">
          {prices.map((row) => {
            const discounted = row.offPercent !== null && row.offPercent > 0;
            return (
              <tr key={row.specification}>
                <th scope="row" className="px-3 py-2.5 font-medium text-stone-900 sm:px-4">
                  {labelOf(featureLabels, row.specification)}
                </th>
                <td className="px-3 py-2.5 text-right whitespace-nowrap text-stone-500 sm:px-4">
                  {row.mrpPaise === 0 ? (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">{t.noMrp}</span>
                    </>
                  ) : discounted ? (
                    <s>{formatInr(row.mrpPaise)}</s>
                  ) : (
                    formatInr(row.mrpPaise)
                  )}
                </td>
                <td className="px-3 py-2.5 text-right font-semibold whitespace-nowrap text-stone-900 sm:px-4">
                  {formatInr(row.offerPaise)}{' '}
                  <span className="block text-xs font-normal text-stone-600">
                    {PRICE_UNIT_LABELS[row.unit]}
                  </span>
                </td>
                <td className="px-3 py-2.5 text-right whitespace-nowrap sm:px-4">
                  {discounted ? (
                    <span className="font-semibold text-emerald-700">
                      {t.percentOff(row.offPercent ?? 0)}
                    </span>
                  ) : (
                    <span className="text-stone-400">
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">{t.noDiscount}</span>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
