import type {
  ReportDismissalInput,
  ReportDismissalReply,
  ReportedListingsReply,
  ReportedMessagesReply,
} from '@mandap/shared/schemas/reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The console's queues of reported listings and chat messages (decision 0065).

/** GET /api/admin/reports/listings: listings with open reports, oldest report first. */
export function useReportedListings() {
  return useQuery({
    queryKey: ['operator-reports', 'listings'],
    queryFn: () => apiRequest<ReportedListingsReply>('/api/admin/reports/listings'),
  });
}

/** GET /api/admin/reports/messages: chat messages with open reports, oldest report first. */
export function useReportedMessages() {
  return useQuery({
    queryKey: ['operator-reports', 'messages'],
    queryFn: () => apiRequest<ReportedMessagesReply>('/api/admin/reports/messages'),
  });
}

/** POST /api/admin/reports/{listings|messages}/:id/dismiss; the queues and dashboard after. */
export function useDismissReports(thing: 'listings' | 'messages') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ReportDismissalInput & { id: number }) =>
      apiRequest<ReportDismissalReply>(`/api/admin/reports/${thing}/${id}/dismiss`, {
        method: 'POST',
        body: input,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['operator-reports'] });
      void queryClient.invalidateQueries({ queryKey: ['operator-dashboard'] });
    },
  });
}
