import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { leaveSignedOut } from '@/lib/leave-signed-out';

/** Signs out and goes to `destination` (leaveSignedOut). */
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
    await leaveSignedOut(queryClient, navigate, destination);
  };

  return { signOut, pending: logout.isPending, failed };
}
