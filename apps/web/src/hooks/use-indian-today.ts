import { indianDate } from '@mandap/shared/dates';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  // A tab left open overnight reads the day again when the person comes back to it.
  window.addEventListener('focus', onChange);
  return () => window.removeEventListener('focus', onChange);
}

const browserToday = () => indianDate(new Date());

/**
 * Today's calendar day in India. The server's render and the browser's hydration of it use
 * `rendered` (the day the page was rendered on, or null when unknown), so the HTML matches even
 * when a cached page is read on a later day; the browser then moves to its own clock's day.
 */
export function useIndianToday<T extends string | null>(rendered: T): string | T {
  return useSyncExternalStore<string | T>(subscribe, browserToday, () => rendered);
}
