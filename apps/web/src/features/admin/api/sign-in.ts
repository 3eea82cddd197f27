import type { Login } from '@mandap/shared/schemas/accounts';
import type { OperatorSessionReply } from '@mandap/shared/schemas/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { operatorSessionKey } from './get-operator-session';

/** After each step the console's cache starts again from the new session. */
function useSessionStep<I>(step: (input: I) => Promise<OperatorSessionReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: (session) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== operatorSessionKey[0] });
      queryClient.setQueryData(operatorSessionKey, session);
    },
  });
}

/** POST /api/admin/login: the password step. */
export function useOperatorLogin() {
  return useSessionStep((input: Login) =>
    apiRequest<OperatorSessionReply>('/api/admin/login', { method: 'POST', body: input }),
  );
}

/** POST /api/admin/login/code: the authenticator (or recovery) code step. */
export function useOperatorCode() {
  return useSessionStep((code: string) =>
    apiRequest<OperatorSessionReply>('/api/admin/login/code', { method: 'POST', body: { code } }),
  );
}

/** POST /api/admin/logout. */
export function useOperatorSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('/api/admin/logout', { method: 'POST' }),
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== operatorSessionKey[0] });
      queryClient.setQueryData(operatorSessionKey, { stage: null, operator: null });
    },
  });
}
