import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxCountsQueryKey } from '@/hooks/use-inbox-counts';
import { apiRequest } from '@/lib/api-client';
import { conversationsQueryKey } from './get-conversations';
import { notificationsQueryKey } from './get-notifications';
import { vendorEnquiriesQueryKey } from './get-vendor-enquiries';

/** POST /api/conversations/:enquiryId/read: the other side's messages up to `upTo` are read. */
export function markRead(enquiryId: number, upTo: number): Promise<void> {
  return apiRequest(`/api/conversations/${enquiryId}/read`, {
    method: 'POST',
    body: { upTo },
  });
}

/** Marks a thread read and refreshes every unread badge. */
export function useMarkRead(enquiryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) => markRead(enquiryId, upTo),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxCountsQueryKey }),
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: vendorEnquiriesQueryKey }),
        // The server read this conversation's notices with it (issue 31).
        queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
      ]);
    },
  });
}
