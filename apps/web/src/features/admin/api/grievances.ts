import type {
  GrievanceAcknowledgeInput,
  GrievanceCloseInput,
  GrievanceDetail,
  GrievanceListReply,
  GrievanceReplyInput,
} from '@mandap/shared/schemas/grievances';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The console's grievances (decision 0064): the list, one grievance, and the officer's steps.

/** GET /api/admin/grievances: the open ones (overdue first, then oldest first) or the closed. */
export function useGrievanceList(state: 'open' | 'closed', page: number) {
  return useQuery({
    queryKey: ['operator-grievances', state, page],
    queryFn: () =>
      apiRequest<GrievanceListReply>(`/api/admin/grievances?state=${state}&page=${page}`),
  });
}

function grievancePath(reference: string): string {
  return `/api/admin/grievances/${encodeURIComponent(reference)}`;
}

/** GET /api/admin/grievances/:reference: the grievance, its thread, what it links to. */
export function useGrievance(reference: string) {
  return useQuery({
    queryKey: ['operator-grievance', reference],
    queryFn: () => apiRequest<GrievanceDetail>(grievancePath(reference)),
  });
}

type Step =
  | { step: 'acknowledge'; input: GrievanceAcknowledgeInput }
  | { step: 'replies'; input: GrievanceReplyInput }
  | { step: 'close'; input: GrievanceCloseInput };

/**
 * One of the officer's steps; the grievance is shown as the server answers (or asked again after
 * a refusal, so a 409 shows what someone else did), and the list and dashboard asked again.
 */
export function useGrievanceStep(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, input }: Step) =>
      apiRequest<GrievanceDetail>(`${grievancePath(reference)}/${step}`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(['operator-grievance', reference], detail);
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: ['operator-grievance', reference] });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['operator-grievances'] });
      void queryClient.invalidateQueries({ queryKey: ['operator-dashboard'] });
    },
  });
}
