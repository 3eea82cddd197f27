import type {
  AuditPage,
  ModerationQueueReply,
  ReviewDecisionInput,
  ReviewDecisionReply,
} from '@mandap/shared/schemas/moderation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/reviews: the reported reviews (oldest report first), or the hidden ones. */
export function useReviewQueue(state: 'reported' | 'hidden') {
  return useQuery({
    queryKey: ['operator-reviews', state],
    queryFn: () => apiRequest<ModerationQueueReply>(`/api/admin/reviews?state=${state}`),
  });
}

/** POST /api/admin/reviews/:id/decision; the queues and the dashboard are asked again after. */
export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, ...input }: ReviewDecisionInput & { reviewId: number }) =>
      apiRequest<ReviewDecisionReply>(`/api/admin/reviews/${reviewId}/decision`, {
        method: 'POST',
        body: input,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['operator-reviews'] });
      void queryClient.invalidateQueries({ queryKey: ['operator-dashboard'] });
    },
  });
}

/** The audit screen's filters, as the query string of /api/admin/audit and its CSV. */
export interface AuditFilters {
  objectType?: string;
  objectId?: string;
  actorKind?: string;
  actorId?: string;
}

export function auditQueryString(filters: AuditFilters, beforeId?: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value) params.set(key, value);
  }
  if (beforeId !== undefined) params.set('beforeId', String(beforeId));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/audit: one page, newest first. */
export function useAuditLog(filters: AuditFilters, beforeId: number | undefined) {
  return useQuery({
    queryKey: ['operator-audit', filters, beforeId ?? null],
    queryFn: () => apiRequest<AuditPage>(`/api/admin/audit${auditQueryString(filters, beforeId)}`),
  });
}
