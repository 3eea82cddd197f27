import * as t from '@mandap/shared/messages/en/public-ui';
import { formatInr } from '@mandap/shared/money';
import { PRICE_UNIT_LABELS, type PriceUnit } from '@mandap/shared/price-units';

interface FromPriceProps {
  /** The lowest offer price; null when the vendor has not set prices yet. */
  fromPricePaise: number | null;
  /** The MRP of that row, when it is discounted. */
  mrpPaise: number | null;
  offPercent: number | null;
  /** What that price is for ('per plate (veg)'); null or absent: not said. */
  unit?: PriceUnit | null;
  className?: string;
}

/**
 * 'from ₹650 per plate (veg)', with the MRP struck through and the percent off when the cheapest row is
 * discounted. A strike-through is not read aloud, so the MRP is named for screen readers.
 */
export function FromPrice({
  fromPricePaise,
  mrpPaise,
  offPercent,
  unit = null,
  className = '',
}: FromPriceProps) {
  if (fromPricePaise === null) {
    return <p className={`text-sm text-stone-600 ${className}`}>{t.pricesOnRequest}</p>;
  }
  const discounted = mrpPaise !== null && mrpPaise > fromPricePaise;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="text-sm text-stone-600">{t.priceFrom}</span>
      <span>
        <span className="text-lg font-semibold text-stone-900">{formatInr(fromPricePaise)}</span>
        {unit ? <span className="text-sm text-stone-600"> {PRICE_UNIT_LABELS[unit]}</span> : null}
      </span>
      {discounted ? (
        <>
          <span className="text-sm text-stone-500">
            <span className="sr-only">{t.mrp}</span>
            <s>{formatInr(mrpPaise)}</s>
          </span>
          {offPercent !== null && offPercent > 0 ? (
            <span className="text-sm font-semibold text-emerald-700">
              {t.percentOff(offPercent)}
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
