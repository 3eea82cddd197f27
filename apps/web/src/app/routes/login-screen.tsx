import * as t from '@mandap/shared/messages/en/auth-login';
import type { Role } from '@mandap/shared/schemas/accounts';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard, linkClass } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { ACCOUNT_ENTRY_PATHS, ACCOUNT_PAGES } from '@/features/auth/lib/account-pages';
import { useSession } from '@/hooks/use-session';
import { safeRedirectPath, withRedirectTo } from '@/lib/safe-redirect';
import type { HeadHandle } from '@/lib/ssr/head';
import { HydrateLater } from '@/lib/ssr/hydrate-later';

const COPY = {
  vendor: {
    heading: t.vendorLoginHeading,
    subtitle: t.vendorLoginSubtitle,
    registerLabel: t.registerAsVendor,
    documentTitle: t.vendorLoginTitle,
    description: t.vendorLoginDescription,
  },
  user: {
    heading: t.userLoginHeading,
    // R5: the spec's copy of the vendor subtitle here is a defect.
    subtitle: t.userLoginSubtitle,
    registerLabel: t.registerAsUser,
    documentTitle: t.userLoginTitle,
    description: t.userLoginDescription,
  },
} as const satisfies Record<Role, Record<string, string>>;

function emailFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  return typeof state.email === 'string' ? state.email : undefined;
}

/**
 * /VendorLogin and /UserLogin. A person already signed in with this role goes on at once: to the
 * page that sent them (`redirectTo`, same-site paths only), else the role's landing page (R5).
 */
export function LoginScreen({ role }: { role: Role }) {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const redirectTo = safeRedirectPath(searchParams.get('redirectTo'), ACCOUNT_ENTRY_PATHS);
  const copy = COPY[role];

  if (session.status === role) {
    return <Navigate to={redirectTo ?? ACCOUNT_PAGES[role].afterLogin} replace />;
  }

  // The form's own task, after the page's (decision 0049).
  return (
    <HydrateLater>
      <AuthCard
        heading={copy.heading}
        intro={<p>{copy.subtitle}</p>}
        documentTitle={copy.documentTitle}
        aside={
          role === 'user' ? (
            <p className="text-stone-600">
              {t.areYouVendor}{' '}
              <Link to={withRedirectTo(paths.vendorLogin, redirectTo)} className={linkClass}>
                {t.vendorLoginHeading}
              </Link>
            </p>
          ) : null
        }
      >
        <LoginForm role={role} initialEmail={emailFromState(location.state)} />
        <p className="mt-6 border-t border-maroon-100 pt-5 text-center text-sm text-stone-600">
          {t.noAccount}{' '}
          <Link to={withRedirectTo(ACCOUNT_PAGES[role].register, redirectTo)} className={linkClass}>
            {copy.registerLabel}
          </Link>
        </p>
      </AuthCard>
    </HydrateLater>
  );
}

/**
 * /VendorLogin and /UserLogin as server-rendered pages (issue 17): the HTML is the same for
 * everyone (the page cache keeps it), since the session is asked only in the browser; a person
 * already signed in moves on after hydration.
 */
function loginRouteModule(role: Role) {
  const copy = COPY[role];
  const path = role === 'vendor' ? paths.vendorLogin : paths.userLogin;
  return {
    loader: () => null,
    Component: () => <LoginScreen role={role} />,
    handle: {
      head: () => ({
        title: copy.documentTitle,
        description: copy.description,
        canonicalPath: path,
      }),
    } satisfies HeadHandle,
  };
}

export const vendorLoginRoute = loginRouteModule('vendor');
export const userLoginRoute = loginRouteModule('user');
