import { dayInWords } from '@mandap/shared/dates';
import { intlLocale } from '@mandap/shared/messages/en/locale';

const moment = new Intl.DateTimeFormat(intlLocale, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** An instant as India reads it: '8 Apr 2027, 1:20 am' (indianMoment, in the page's language). */
export function indiaMomentText(iso: string): string {
  return moment.format(new Date(iso)).replace(/\b(AM|PM)\b/, (m) => m.toLowerCase());
}

/** A calendar day, 'YYYY-MM-DD', in words: '14 February 2027'. */
export function dayText(day: string): string {
  return dayInWords(day);
}

const monthFormat = new Intl.DateTimeFormat(intlLocale, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A month, 'YYYY-MM' or its first day, in words: 'March 2027' (monthInWords, in the page's language). */
export function monthText(month: string): string {
  return monthFormat.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}
