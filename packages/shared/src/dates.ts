// Calendar days in India, 'YYYY-MM-DD': event dates, booked dates, analytics days. No zod here
// (the browser's first view uses these): the schema of a day is CalendarDateSchema in schemas/fields.

import { intlLocale } from './messages/en/locale';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar day in India at `at`, 'YYYY-MM-DD'. */
export function indianDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A calendar day plus `days`, both 'YYYY-MM-DD'. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` is a calendar day, 'YYYY-MM-DD', that exists (no 31 February). */
export function isRealDate(day: string): boolean {
  if (!DATE_PATTERN.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

/**
 * A calendar day in words, as people in India write it: '14 Feb 2027' or '14 February 2027'; in the
 * Hindi build (its catalogues answer messages/en) '14 फ़रवरी 2027'.
 */
export function dayInWords(day: string, month: 'short' | 'long' = 'long'): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(intlLocale, {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'UTC',
  });
}
