import { type Conversation, type Enquiry, EnquirySchema } from '@mandap/shared/schemas/enquiries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxCountsQueryKey } from '@/hooks/use-inbox-counts';
import { apiRequest } from '@/lib/api-client';
import { conversationQueryKey } from './get-conversation';
import { conversationsQueryKey } from './get-conversations';
import { vendorEnquiriesQueryKey } from './get-vendor-enquiries';

export type VendorStatus = 'booked' | 'declined';

/** What the vendor sets: Booked with the booking's value in rupees as typed, or Declined. */
export type StatusChange = { status: 'booked'; bookingValue: string } | { status: 'declined' };

/**
 * PUT /api/vendor/enquiries/:enquiryId/status: Booked with its value (which also books the
 * listing on the event date, and carries commission after the free period) or Declined; the
 * couple is told.
 */
export function setEnquiryStatus(enquiryId: number, change: StatusChange): Promise<Enquiry> {
  return apiRequest(`/api/vendor/enquiries/${enquiryId}/status`, {
    method: 'PUT',
    body: change,
    schema: EnquirySchema,
  });
}

/** Puts an enquiry as the server answered it into the caches that hold it. */
export function useEnquiryUpdate() {
  const queryClient = useQueryClient();
  return async (enquiry: Enquiry) => {
    queryClient.setQueryData<Conversation>(conversationQueryKey(enquiry.id), (cached) =>
      cached ? { ...cached, enquiry } : cached,
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: vendorEnquiriesQueryKey }),
      queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
      queryClient.invalidateQueries({ queryKey: inboxCountsQueryKey }),
    ]);
  };
}

export function useSetEnquiryStatus(enquiryId: number) {
  const update = useEnquiryUpdate();
  return useMutation({
    mutationFn: (change: StatusChange) => setEnquiryStatus(enquiryId, change),
    onSuccess: update,
  });
}
