import type { BillingDetails, BillingDetailsBody } from '@mandap/shared/schemas/billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The vendor's billing details (issue 30): who Mandap's invoices are made out to.

export const billingDetailsQueryKey = ['vendor', 'billing', 'details'] as const;

/** GET /api/vendor/billing/details: the details, or null before the vendor gave any. */
export async function getBillingDetails(signal?: AbortSignal): Promise<BillingDetails | null> {
  const { BillingDetailsReplySchema } = await import('@mandap/shared/schemas/billing');
  const reply = await apiRequest('/api/vendor/billing/details', {
    schema: BillingDetailsReplySchema,
    signal,
  });
  return reply.details;
}

export const billingDetailsQueryOptions = queryOptions({
  queryKey: billingDetailsQueryKey,
  queryFn: ({ signal }) => getBillingDetails(signal),
});

export function useBillingDetails() {
  return useQuery(billingDetailsQueryOptions);
}

/** PUT /api/vendor/billing/details: saves them (a GSTIN is checked on the server too). */
export async function saveBillingDetails(body: BillingDetailsBody): Promise<BillingDetails> {
  const { BillingDetailsSchema } = await import('@mandap/shared/schemas/billing');
  return apiRequest('/api/vendor/billing/details', {
    method: 'PUT',
    body,
    schema: BillingDetailsSchema,
  });
}

export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingDetails,
    onSuccess: (details) => queryClient.setQueryData(billingDetailsQueryKey, details),
  });
}
