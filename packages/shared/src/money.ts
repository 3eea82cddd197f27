const PAISE_PER_RUPEE = 100;
// "1,50,000", "150000", "₹ 1,50,000", "Rs. 1,50,000.50", "1,50,000/-": digits grouped the Indian
// way (1,50,000) or the international way (150,000), or not at all; up to two decimals.
const RUPEE_SIGN = /^(?:₹|rs\.?|inr)\s*/i;
const DASH_SUFFIX = /\s*\/-$/;
const GROUPED = /^(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.\d{1,2})?$/;
const PLAIN = /^\d+(?:\.\d{1,2})?$/;

/** Whole rupees to integer paise. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees))
    throw new RangeError(`Not a whole number of rupees: ${rupees}`);
  return rupees * PAISE_PER_RUPEE;
}

/** Whether `text` is written as an amount of rupees ('1,50,000', '₹ 99.99'), however large. */
export function looksLikeRupees(text: string): boolean {
  const trimmed = text.trim().replace(RUPEE_SIGN, '').replace(DASH_SUFFIX, '').trim();
  return GROUPED.test(trimmed) || PLAIN.test(trimmed);
}

/**
 * An amount of rupees as people type it ('1,50,000', '150,000', '₹ 1,50,000', '1,50,000.50',
 * '99.99') to paise without floating-point error; null if it is not one. The one parser of every
 * typed amount: price rows, an enquiry's budget, search prices, a booking's value.
 */
export function parseRupeesToPaise(text: string): number | null {
  if (!looksLikeRupees(text)) return null;
  const trimmed = text.trim().replace(RUPEE_SIGN, '').replace(DASH_SUFFIX, '').trim();
  const [whole = '0', fraction = ''] = trimmed.replaceAll(',', '').split('.');
  const paise = Number(whole) * PAISE_PER_RUPEE + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Indian digit grouping of a non-negative integer string: 1234567 -> 12,34,567. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}`;
}

/** Paise shown as rupees the Indian way (R14): 129900 -> '₹1,299', 9950 -> '₹99.50'. */
export function formatInr(paise: number): string {
  if (!Number.isSafeInteger(paise))
    throw new RangeError(`Not an integer amount of paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = groupIndian(String(Math.floor(abs / PAISE_PER_RUPEE)));
  const rest = abs % PAISE_PER_RUPEE;
  return `${sign}₹${rupees}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/**
 * Percent off, rounded (spec 5 'Pricing rows'); null where no badge is shown: MRP zero, or an
 * offer not below the MRP (a '0% off' badge says nothing; decision 0079).
 */
export function percentOff(mrpPaise: number, offerPaise: number): number | null {
  if (mrpPaise === 0 || offerPaise >= mrpPaise) return null;
  return Math.round(((mrpPaise - offerPaise) / mrpPaise) * 100);
}
