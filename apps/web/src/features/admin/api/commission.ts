import type { DisputeDecisionBody, QueuedDispute } from '@mandap/shared/schemas/commission';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/commission/disputes: undecided (oldest first) or decided (latest first). */
export function useDisputeQueue(state: 'undecided' | 'decided') {
  return useQuery({
    queryKey: ['operator-commission-disputes', state],
    queryFn: async () =>
      (
        await apiRequest<{ disputes: QueuedDispute[] }>(
          `/api/admin/commission/disputes?state=${state}`,
        )
      ).disputes,
  });
}

/** POST /api/admin/commission/lines/:lineId/decision; the queues are asked again after. */
export function useDisputeDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, ...body }: DisputeDecisionBody & { lineId: number }) =>
      apiRequest<QueuedDispute>(`/api/admin/commission/lines/${lineId}/decision`, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['operator-commission-disputes'] }),
  });
}
