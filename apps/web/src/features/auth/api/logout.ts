import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/session/logout: the server revokes the session and clears the cookie. */
export function logout(): Promise<void> {
  return apiRequest<void>('/api/session/logout', { method: 'POST' });
}

/** The session cache is updated by `useSignOut`, which must order it with the navigation. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
