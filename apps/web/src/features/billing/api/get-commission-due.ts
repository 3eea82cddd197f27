import type { CommissionDue } from '@mandap/shared/schemas/collections';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The vendor's commission invoices and what is due (issue 30, decision 0076).

/** Under ['vendor', 'billing']: a paid invoice (features/payment) asks the billing keys again. */
export const commissionDueQueryKey = ['vendor', 'billing', 'due'] as const;

/** GET /api/vendor/billing/due. */
export function getCommissionDue(signal?: AbortSignal): Promise<CommissionDue> {
  return apiRequest<CommissionDue>('/api/vendor/billing/due', { signal });
}

/** What is due; `enabled` false asks nothing (the services list asks only when it matters). */
export function useCommissionDue(enabled = true) {
  return useQuery({
    queryKey: commissionDueQueryKey,
    queryFn: ({ signal }) => getCommissionDue(signal),
    enabled,
  });
}
