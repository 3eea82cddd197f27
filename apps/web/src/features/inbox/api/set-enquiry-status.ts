import { type Conversation, type Enquiry, EnquirySchema } from '@mandap/shared/schemas/enquiries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxCountsQueryKey } from '@/hooks/use-inbox-counts';
import { apiRequest } from '@/lib/api-client';
import { conversationQueryKey } from './get-conversation';
import { conversationsQueryKey } from './get-conversations';
import { vendorEnquiriesQueryKey } from './get-vendor-enquiries';

export type VendorStatus = 'booked' | 'declined';

/**
 * PUT /api/vendor/enquiries/:enquiryId/status: Booked (which also books the listing on the event
 * date) or Declined; the couple is told.
 */
export function setEnquiryStatus(enquiryId: number, status: VendorStatus): Promise<Enquiry> {
  return apiRequest(`/api/vendor/enquiries/${enquiryId}/status`, {
    method: 'PUT',
    body: { status },
    schema: EnquirySchema,
  });
}

export function useSetEnquiryStatus(enquiryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: VendorStatus) => setEnquiryStatus(enquiryId, status),
    onSuccess: async (enquiry) => {
      queryClient.setQueryData<Conversation>(conversationQueryKey(enquiryId), (cached) =>
        cached ? { ...cached, enquiry } : cached,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorEnquiriesQueryKey }),
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: inboxCountsQueryKey }),
      ]);
    },
  });
}
