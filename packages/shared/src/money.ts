const PAISE_PER_RUPEE = 100;
const RUPEES_PATTERN = /^\d+(\.\d{1,2})?$/;

/** Whole rupees to integer paise. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees))
    throw new RangeError(`Not a whole number of rupees: ${rupees}`);
  return rupees * PAISE_PER_RUPEE;
}

/** A price typed as text ('99', '99.9', '99.99') to paise without floating-point error; null if not in the spec's format. */
export function parseRupeesToPaise(text: string): number | null {
  const trimmed = text.trim();
  if (!RUPEES_PATTERN.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
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

/** Percent off, rounded (spec 5 'Pricing rows'); null when MRP is zero, where no badge is shown. */
export function percentOff(mrpPaise: number, offerPaise: number): number | null {
  if (mrpPaise === 0) return null;
  return Math.round(((mrpPaise - offerPaise) / mrpPaise) * 100);
}
