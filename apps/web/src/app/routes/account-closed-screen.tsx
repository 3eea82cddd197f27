import * as t from '@mandap/shared/messages/en/auth-account';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { AccountClosed } from '@/features/privacy/components/account-closed';
import { sessionQueryKey } from '@/lib/get-session';

function eraseAfterFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('eraseAfter' in state)) return undefined;
  return typeof state.eraseAfter === 'string' ? state.eraseAfter : undefined;
}

/** /account-closed: after "Delete my account", the person is signed out and told what follows. */
export function AccountClosedScreen() {
  const location = useLocation();
  const eraseAfter = eraseAfterFrom(location.state);
  const queryClient = useQueryClient();
  // Arrived from "Delete my account": signed out, and nothing of the account stays cached. Here,
  // once the page that sent the person here (and its guard) is gone.
  useEffect(() => {
    if (eraseAfter === undefined) return;
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
    queryClient.setQueryData(sessionQueryKey, { role: null });
  }, [eraseAfter, queryClient]);
  return (
    <>
      <DocumentTitle>{t.accountClosedTitle}</DocumentTitle>
      <AccountClosed eraseAfter={eraseAfter} />
    </>
  );
}
