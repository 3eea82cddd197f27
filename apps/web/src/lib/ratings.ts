import * as t from '@mandap/shared/messages/en/public-ratings';
import { MONTH_NAMES } from '@/lib/calendar';
import { groupDigits } from './format';

/** '4.6': an average with one decimal, the same on the server and in any browser. */
export function averageText(average: number): string {
  return average.toFixed(1);
}

/** '12 reviews', '1 review'. */
export function reviewCountText(count: number): string {
  return t.reviewCount(count, groupDigits(count));
}

/** '4.6 out of 5 from 12 reviews': what a screen reader hears for a rating. */
export function ratingAlternative(average: number, count: number): string {
  return t.ratingAlternative(averageText(average), reviewCountText(count));
}

/** '1 star', '4 stars'. */
export function starsText(stars: number): string {
  return t.starsText(stars);
}

/** 'November 2025' from 'YYYY-MM'; the input unchanged if it is not such a month. */
export function eventMonthText(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}
