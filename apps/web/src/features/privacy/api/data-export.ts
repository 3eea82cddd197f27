import type { DataExportState } from '@mandap/shared/schemas/privacy';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// "Download my data" (decision 0072): its state, and asking for a new copy.

export const dataExportQueryKey = ['account', 'data-export'] as const;

/** GET /api/account/export: none, preparing, ready until, expired or failed. */
export async function getDataExport(signal?: AbortSignal): Promise<DataExportState> {
  const { DataExportStateSchema } = await import('@mandap/shared/schemas/privacy');
  return apiRequest('/api/account/export', { schema: DataExportStateSchema, signal });
}

/** While a copy is being prepared, the state is asked again every few seconds. */
export const PREPARING_POLL_MS = 5000;

export const dataExportQueryOptions = queryOptions({
  queryKey: dataExportQueryKey,
  queryFn: ({ signal }) => getDataExport(signal),
  refetchInterval: (query) => (query.state.data?.state === 'preparing' ? PREPARING_POLL_MS : false),
});

export function useDataExport() {
  return useQuery(dataExportQueryOptions);
}

/** POST /api/account/export: a new copy, built by a job; answers the new state. */
export async function requestDataExport(): Promise<DataExportState> {
  const { DataExportStateSchema } = await import('@mandap/shared/schemas/privacy');
  return apiRequest('/api/account/export', { method: 'POST', schema: DataExportStateSchema });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (state) => queryClient.setQueryData(dataExportQueryKey, state),
  });
}
