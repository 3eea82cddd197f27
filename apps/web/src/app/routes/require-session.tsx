import * as t from '@mandap/shared/messages/en/auth-account';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { type Session, useSession } from '@/hooks/use-session';
import { withRedirectTo } from '@/lib/safe-redirect';

interface RequireSessionProps {
  /** Who may see the pages inside. */
  allow: (session: Session) => boolean;
  /** Where everyone else is sent, with `redirectTo` naming the page they asked for. */
  loginPath: string;
  /**
   * Signed in, but not as whom the pages are for (a couple on a vendor page): told so, with a
   * way to their own account, instead of being sent to a login page (issue 31).
   */
  vendorsOnly?: boolean;
}

// Its own chunk: only a couple who opens a vendor page needs it.
const VendorsOnly = lazy(async () => ({
  default: (await import('./vendors-only')).VendorsOnly,
}));

/**
 * A layout route guarding the pages inside it (R5, spec 6). While the session loads it shows a
 * loading state; without an allowed session it sends the person to log in and come back.
 */
export function RequireSession({ allow, loginPath, vendorsOnly = false }: RequireSessionProps) {
  const session = useSession();
  const location = useLocation();
  const navigation = useNavigation();

  if (allow(session)) return <Outlet />;
  // Still loading, or already on the way elsewhere (its own redirect, or signing out to a login
  // page): never show the guarded page, and let that navigation finish.
  if (session.status === 'loading' || navigation.state !== 'idle') return <CheckingSession />;
  if (vendorsOnly && session.status === 'user') {
    return (
      <Suspense fallback={<CheckingSession />}>
        <VendorsOnly />
      </Suspense>
    );
  }

  return (
    <Navigate to={withRedirectTo(loginPath, `${location.pathname}${location.search}`)} replace />
  );
}

function CheckingSession() {
  return (
    <div className="flex justify-center px-4 py-24">
      <p role="status" className="flex items-center gap-3 text-stone-600">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-marigold-300 border-t-maroon-700"
        />
        {t.checkingSession}
      </p>
    </div>
  );
}

export const isVendor = (session: Session) => session.status === 'vendor';
export const isSignedIn = (session: Session) => session.signedIn;
