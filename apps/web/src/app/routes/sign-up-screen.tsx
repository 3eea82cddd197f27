import type { Role } from '@mandap/shared/schemas/accounts';
import { Link, useSearchParams } from 'react-router';
import { AuthCard, linkClass } from '@/features/auth/components/auth-card';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { ACCOUNT_ENTRY_PATHS, ACCOUNT_PAGES } from '@/features/auth/lib/account-pages';
import { safeRedirectPath, withRedirectTo } from '@/lib/safe-redirect';

const COPY = {
  vendor: { heading: 'Create Your Account', documentTitle: 'Vendor Registration · Mandap' },
  user: {
    heading: 'Create Your Account (As A user)',
    documentTitle: 'User Registration · Mandap',
  },
} as const satisfies Record<Role, { heading: string; documentTitle: string }>;

/** /VendorRegistration and /UserRegister (spec 2.4, 2.5). */
export function SignUpScreen({ role }: { role: Role }) {
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get('redirectTo'), ACCOUNT_ENTRY_PATHS);
  const copy = COPY[role];
  return (
    <AuthCard
      heading={copy.heading}
      documentTitle={copy.documentTitle}
      intro={
        <p>
          Already have an account?{' '}
          <Link to={withRedirectTo(ACCOUNT_PAGES[role].login, redirectTo)} className={linkClass}>
            Sign in
          </Link>
        </p>
      }
    >
      <SignUpForm role={role} redirectTo={redirectTo} />
    </AuthCard>
  );
}
