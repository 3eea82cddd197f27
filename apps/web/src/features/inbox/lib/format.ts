import { indianDate } from '@mandap/shared/dates';
import * as t from '@mandap/shared/messages/en/couple-inbox';
import { intlLocale, language } from '@mandap/shared/messages/en/locale';
import { MONTH_NAMES, WEEKDAYS } from '@/lib/calendar';

// Chat times are India's, whatever the device's zone: both sides of a conversation, and the
// event dates they talk about, are in India.
const TIME_ZONE = 'Asia/Kolkata';

const timeFormat = new Intl.DateTimeFormat(intlLocale, {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const dayMonthFormat = new Intl.DateTimeFormat(intlLocale, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
});
const dayMonthYearFormat = new Intl.DateTimeFormat(intlLocale, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const fullTimeFormat = new Intl.DateTimeFormat(intlLocale, {
  timeZone: TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});
// A calendar day ('YYYY-MM-DD') is read at midnight UTC, so it is printed in UTC.
const longDayFormat = new Intl.DateTimeFormat(intlLocale, {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const dayFormat = new Intl.DateTimeFormat(intlLocale, {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDayFormat = new Intl.DateTimeFormat(intlLocale, {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

function parsed(iso: string): Date | null {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** '4:05 pm' today, '12 Mar' this year, '12 Mar 2025' before: when a message was sent. */
export function shortTime(iso: string, now: Date = new Date()): string {
  const at = parsed(iso);
  if (!at) return '';
  const day = indianDate(at);
  const today = indianDate(now);
  if (day === today) return timeFormat.format(at);
  if (day.slice(0, 4) === today.slice(0, 4)) return dayMonthFormat.format(at);
  return dayMonthYearFormat.format(at);
}

/** '12 March 2026 at 4:05 pm': a message's time in full, for its tooltip and screen readers. */
export function fullTime(iso: string): string {
  const at = parsed(iso);
  return at ? fullTimeFormat.format(at) : '';
}

/** 'Sat, 14 Feb 2026' from '2026-02-14'. */
export function eventDay(day: string): string {
  const at = parsed(`${day}T00:00:00Z`);
  if (!at) return day;
  if (language !== 'en') return shortDayFormat.format(at);
  return `${WEEKDAYS[at.getUTCDay()]?.[0]}, ${at.getUTCDate()} ${MONTH_NAMES[at.getUTCMonth()]?.slice(0, 3)} ${at.getUTCFullYear()}`;
}

/** '14 February 2026' from '2026-02-14' (as @mandap/shared/dates' dayInWords, in this language). */
export function dayInWords(day: string): string {
  const at = parsed(`${day}T00:00:00Z`);
  return at ? dayFormat.format(at) : day;
}

/** 'Saturday, 14 February 2026' from '2026-02-14'. */
export function longEventDay(day: string): string {
  const at = parsed(`${day}T00:00:00Z`);
  return at ? longDayFormat.format(at) : day;
}

const rupees = new Intl.NumberFormat(intlLocale, {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** '₹1,50,000', or 'Not given'. */
export function budget(budgetRupees: number | null): string {
  return budgetRupees === null ? t.notGiven : rupees.format(budgetRupees);
}

/** '1,200' with Indian grouping. */
export function count(value: number): string {
  return value.toLocaleString(intlLocale);
}
