import { BookedDatesSchema } from '@mandap/shared/schemas/enquiries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type BookedDate = z.infer<typeof BookedDatesSchema>['dates'][number];

export interface DayRange {
  from: string;
  to: string;
}

export const bookedDatesQueryKey = (listingId: number, range: DayRange) =>
  ['availability', 'booked-dates', listingId, range.from, range.to] as const;

/** GET /api/vendor/listings/:id/booked-dates?from=&to=: the listing's booked days in the range. */
export function getBookedDates(
  listingId: number,
  range: DayRange,
  signal?: AbortSignal,
): Promise<BookedDate[]> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return apiRequest(`/api/vendor/listings/${listingId}/booked-dates?${query}`, {
    schema: BookedDatesSchema,
    signal,
  }).then((reply) => reply.dates);
}

/** PUT (book) or DELETE (free) /api/vendor/listings/:id/booked-dates/:date; both 204. */
export function setBooked(listingId: number, day: string, booked: boolean): Promise<void> {
  return apiRequest(`/api/vendor/listings/${listingId}/booked-dates/${day}`, {
    method: booked ? 'PUT' : 'DELETE',
  });
}

export function useBookedDates(listingId: number, range: DayRange) {
  return useQuery({
    queryKey: bookedDatesQueryKey(listingId, range),
    queryFn: ({ signal }) => getBookedDates(listingId, range, signal),
    retry: false,
  });
}

export interface Toggle {
  day: string;
  booked: boolean;
  /** The range on screen: the cached month the day is shown in. */
  range: DayRange;
}

/**
 * Books or frees a day, shown at once; if the server refuses, that day goes back as it was
 * (only that day: other toggles in flight keep theirs).
 */
export function useToggleBookedDate(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ day, booked }: Toggle) => setBooked(listingId, day, booked),
    onMutate: async ({ day, booked, range }) => {
      const key = bookedDatesQueryKey(listingId, range);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<BookedDate[]>(key)?.find((d) => d.date === day);
      queryClient.setQueryData<BookedDate[]>(key, (dates = []) =>
        booked
          ? [...dates.filter((d) => d.date !== day), { date: day, enquiryId: null }]
          : dates.filter((d) => d.date !== day),
      );
      return { before };
    },
    onError: (_error, { day, range }, context) => {
      queryClient.setQueryData<BookedDate[]>(
        bookedDatesQueryKey(listingId, range),
        (dates = []) => {
          const others = dates.filter((d) => d.date !== day);
          return context?.before ? [...others, context.before] : others;
        },
      );
    },
  });
}
