import { MONTH_NAMES, WEEKDAYS } from '@/lib/calendar';

/**
 * 'March 2025' from an ISO date, read in UTC with our own month names: the server's render and
 * the browser's must print the same text whatever their time zone and locale data.
 */
export function monthYear(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A 10-digit mobile number as Indians write it: 98765 43210. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}

/** The 10 digits of a mobile number, for tel: and wa.me links (India's +91 in front). */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/** 'Jaipur, Rajasthan': the parts that are set, once each (a district often is the city). */
export function placeLine(...parts: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    kept.push(text);
  }
  return kept.join(', ');
}

/** A count with Indian digit grouping (1,25,000), the same on the server and in any browser. */
export function groupDigits(count: number): string {
  const digits = String(Math.trunc(Math.abs(count)));
  if (digits.length <= 3) return digits;
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${digits.slice(-3)}`;
}

/**
 * 'Saturday 14 March 2026' from a calendar day 'YYYY-MM-DD' (India's days are plain dates: no
 * time zone to convert). The input unchanged if it is not such a day.
 */
export function longDate(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(at.getTime())) return day;
  return `${WEEKDAYS[at.getUTCDay()]?.[1]} ${at.getUTCDate()} ${MONTH_NAMES[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}
