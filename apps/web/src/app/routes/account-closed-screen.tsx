import * as t from '@mandap/shared/messages/en/auth-account';
import { useLocation } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { AccountClosed } from '@/features/privacy/components/account-closed';

function eraseAfterFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('eraseAfter' in state)) return undefined;
  return typeof state.eraseAfter === 'string' ? state.eraseAfter : undefined;
}

/** /account-closed: after "Delete my account", the person is signed out and told what follows. */
export function AccountClosedScreen() {
  const location = useLocation();
  return (
    <>
      <DocumentTitle>{t.accountClosedTitle}</DocumentTitle>
      <AccountClosed eraseAfter={eraseAfterFrom(location.state)} />
    </>
  );
}
