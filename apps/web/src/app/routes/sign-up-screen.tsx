import * as t from '@mandap/shared/messages/en/auth-sign-up';
import type { Role } from '@mandap/shared/schemas/accounts';
import { Link, useSearchParams } from 'react-router';
import { AuthCard, linkClass } from '@/features/auth/components/auth-card';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { ACCOUNT_ENTRY_PATHS, ACCOUNT_PAGES } from '@/features/auth/lib/account-pages';
import { safeRedirectPath, withRedirectTo } from '@/lib/safe-redirect';

/**
 * The spec's headings stay word for word (decision 0082); a line under each says whom the
 * account is for and leads the other side to its own form.
 */
const COPY = {
  vendor: {
    heading: t.vendorHeading,
    documentTitle: t.vendorTitle,
    forWhom: t.vendorForWhom,
    other: { question: t.vendorOtherQuestion, link: t.registerAsUser },
  },
  user: {
    heading: t.userHeading,
    documentTitle: t.userTitle,
    forWhom: t.userForWhom,
    other: { question: t.userOtherQuestion, link: t.registerAsVendor },
  },
} as const satisfies Record<
  Role,
  {
    heading: string;
    documentTitle: string;
    forWhom: string;
    other: { question: string; link: string };
  }
>;

const OTHER_ROLE = { vendor: 'user', user: 'vendor' } as const satisfies Record<Role, Role>;

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
        <div className="space-y-1">
          <p>{copy.forWhom}</p>
          <p>
            {t.alreadyHaveAccount}{' '}
            <Link to={withRedirectTo(ACCOUNT_PAGES[role].login, redirectTo)} className={linkClass}>
              {t.signIn}
            </Link>
          </p>
          <p>
            {copy.other.question}{' '}
            <Link to={ACCOUNT_PAGES[OTHER_ROLE[role]].register} className={linkClass}>
              {copy.other.link}
            </Link>
          </p>
        </div>
      }
    >
      <SignUpForm role={role} redirectTo={redirectTo} />
    </AuthCard>
  );
}
