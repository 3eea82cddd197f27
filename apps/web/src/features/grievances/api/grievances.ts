import type {
  GrievanceOfficer,
  GrievanceReceipt,
  NewGrievance,
} from '@mandap/shared/schemas/grievances';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/grievance-officer: the name, e-mail and address the page shows. */
export async function getGrievanceOfficer(signal?: AbortSignal): Promise<GrievanceOfficer> {
  const { GrievanceOfficerSchema } = await import('@mandap/shared/schemas/grievances');
  return apiRequest('/api/grievance-officer', { schema: GrievanceOfficerSchema, signal });
}

export const grievanceOfficerQueryOptions = queryOptions({
  queryKey: ['grievance-officer'] as const,
  queryFn: ({ signal }) => getGrievanceOfficer(signal),
  staleTime: 5 * 60_000,
});

export function useGrievanceOfficer() {
  return useQuery(grievanceOfficerQueryOptions);
}

/** POST /api/grievances: anyone's grievance; answers with its reference and deadlines. */
export async function createGrievance(body: NewGrievance): Promise<GrievanceReceipt> {
  const { GrievanceReceiptSchema } = await import('@mandap/shared/schemas/grievances');
  return apiRequest('/api/grievances', { method: 'POST', body, schema: GrievanceReceiptSchema });
}

export function useCreateGrievance() {
  return useMutation({ mutationFn: createGrievance });
}
