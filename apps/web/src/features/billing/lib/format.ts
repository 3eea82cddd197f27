import { indianMoment } from '@mandap/shared/commission';
import { dayInWords } from '@mandap/shared/dates';

/** An instant as India reads it: '8 Apr 2027, 1:20 am'. */
export function indiaMomentText(iso: string): string {
  return indianMoment(new Date(iso));
}

/** A calendar day, 'YYYY-MM-DD', in words: '14 February 2027'. */
export function dayText(day: string): string {
  return dayInWords(day);
}
