import {
  type Analytics,
  type AnalyticsRange,
  AnalyticsSchema,
} from '@mandap/shared/schemas/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface AnalyticsChoice {
  days: AnalyticsRange;
  /** One of the vendor's listings; all of them when undefined. */
  listingId: number | undefined;
}

/** The query string both the JSON and the CSV take: `days=30&listingId=41`. */
export function analyticsQuery({ days, listingId }: AnalyticsChoice): string {
  const query = new URLSearchParams({ days: String(days) });
  if (listingId !== undefined) query.set('listingId', String(listingId));
  return query.toString();
}

/** GET /api/vendor/analytics.csv: the same numbers, one row per day, as a download. */
export function analyticsCsvPath(choice: AnalyticsChoice): string {
  return `/api/vendor/analytics.csv?${analyticsQuery(choice)}`;
}

/** GET /api/vendor/analytics: per day, totals, the previous period and the vendor's listings. */
export function getAnalytics(choice: AnalyticsChoice, signal?: AbortSignal): Promise<Analytics> {
  return apiRequest(`/api/vendor/analytics?${analyticsQuery(choice)}`, {
    schema: AnalyticsSchema,
    signal,
  });
}

export function useAnalytics(choice: AnalyticsChoice) {
  return useQuery({
    queryKey: ['analytics', choice.days, choice.listingId ?? 'all'] as const,
    queryFn: ({ signal }) => getAnalytics(choice, signal),
    // Another range or listing keeps the numbers on screen, marked as updating, until the new
    // ones come: no flash of a spinner on every choice.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
