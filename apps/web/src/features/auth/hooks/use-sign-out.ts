import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { SIGNED_OUT, sessionQueryKey } from '@/lib/get-session';

/**
 * Signs out and goes to `destination`. The order matters: the navigation starts before the
 * session cache says 'signed out', so the guard of the page being left does not bounce to its
 * own login page first; the rest of the cache (the old account's data) goes once we have left.
 */
export function useSignOut(destination: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const [failed, setFailed] = useState(false);

  const signOut = async () => {
    setFailed(false);
    try {
      await logout.mutateAsync();
    } catch {
      setFailed(true);
      return;
    }
    // flushSync: the router commits 'navigating' before the cache change re-renders the guard
    // (router updates are otherwise transitions, rendered after the cache's urgent update).
    const leaving = navigate(destination, { replace: true, flushSync: true });
    queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
    await leaving;
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  };

  return { signOut, pending: logout.isPending, failed };
}
