import type {
  EnrolmentDoneReply,
  EnrolmentReply,
  OperatorSessionReply,
  OperatorSetup,
} from '@mandap/shared/schemas/operators';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { operatorSessionKey } from './get-operator-session';

/** POST /api/admin/setup: the set-up link's token and the new password. */
export function useOperatorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OperatorSetup) =>
      apiRequest<OperatorSessionReply>('/api/admin/setup', { method: 'POST', body: input }),
    onSuccess: (session) => queryClient.setQueryData(operatorSessionKey, session),
  });
}

/** GET /api/admin/enrolment: the QR code and key of the authenticator to set up. */
export function useEnrolment(enabled: boolean) {
  return useQuery({
    queryKey: ['operator-enrolment'],
    queryFn: () => apiRequest<EnrolmentReply>('/api/admin/enrolment'),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * POST /api/admin/enrolment: a code from the new app; the reply holds the recovery codes. The
 * session in the cache moves on only when the codes have been seen (`useEnrolmentSeen`).
 */
export function useConfirmEnrolment() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<EnrolmentDoneReply>('/api/admin/enrolment', { method: 'POST', body: { code } }),
  });
}

/** The recovery codes were seen: the console opens with the signed-in session. */
export function useEnrolmentSeen() {
  const queryClient = useQueryClient();
  return (session: OperatorSessionReply) => {
    queryClient.removeQueries({ queryKey: ['operator-enrolment'] });
    queryClient.setQueryData(operatorSessionKey, session);
  };
}
