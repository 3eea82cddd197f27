import { RECOVERY_MESSAGES } from '@mandap/shared/account-recovery';
import * as t from '@mandap/shared/messages/en/auth-login';
import type { Role } from '@mandap/shared/schemas/accounts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard, linkClass } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ExpiredLink, ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { ACCOUNT_PAGES } from '@/features/auth/lib/account-pages';

function roleOf(value: string | null): Role | null {
  return value === 'vendor' || value === 'user' ? value : null;
}

/** /forgot-password?role=vendor|user (decision 0068): the address the link goes to. */
export function ForgotPasswordScreen() {
  const [searchParams] = useSearchParams();
  const role = roleOf(searchParams.get('role')) ?? 'user';
  return (
    <AuthCard
      heading={RECOVERY_MESSAGES.forgotHeading}
      intro={<p>{RECOVERY_MESSAGES.forgotIntro}</p>}
      documentTitle={t.pageTitle(RECOVERY_MESSAGES.forgotHeading)}
      aside={
        <Link to={ACCOUNT_PAGES[role].login} className={linkClass}>
          {t.backToSignIn}
        </Link>
      }
    >
      <ForgotPasswordForm role={role} />
    </AuthCard>
  );
}

/**
 * Reads the token once, then takes it out of the address bar (a replaced history entry), so it
 * is not left in the history, a bookmark or a shared screen; the page itself is served with
 * `Referrer-Policy: no-referrer` (decision 0068).
 */
export function useLinkToken(): string | null {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => searchParams.get('token'));
  useEffect(() => {
    if (!searchParams.has('token')) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('token');
    const query = rest.toString();
    void navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace: true });
  }, [searchParams, location.pathname, navigate]);
  return token;
}

/** /reset-password?token=…&role=vendor|user: the reset e-mail's link (decision 0068). */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = useLinkToken();
  const role = roleOf(searchParams.get('role'));
  return (
    <AuthCard
      heading={RECOVERY_MESSAGES.resetHeading}
      intro={<p>{RECOVERY_MESSAGES.resetIntro}</p>}
      documentTitle={t.pageTitle(RECOVERY_MESSAGES.resetHeading)}
    >
      {token && role ? (
        <ResetPasswordForm role={role} token={token} />
      ) : (
        <ExpiredLink role={role ?? 'user'} />
      )}
    </AuthCard>
  );
}
