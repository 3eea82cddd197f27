import * as t from '@mandap/shared/messages/en/public-vendors-only';
import { Link, useLocation } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { withRedirectTo } from '@/lib/safe-redirect';

export const VENDORS_ONLY_TEXTS = {
  title: t.vendorsOnlyTitle,
  body: t.vendorsOnlyBody,
  account: t.goToMyAccount,
  switch: t.signOutForVendor,
  signingOut: t.signingOut,
  failed: t.signOutFailed,
};

/**
 * What a signed-in couple sees on a vendor page (issue 31, decision 0080): what the page is for,
 * the way to their own account, and a way to sign out and sign in as a vendor, who comes back here.
 */
export function VendorsOnly() {
  const location = useLocation();
  const { signOut, pending, failed } = useSignOut(
    withRedirectTo(paths.vendorLogin, `${location.pathname}${location.search}`),
  );
  return (
    <div className="mx-auto max-w-xl px-4 pt-10 pb-16 text-center sm:px-6 sm:pt-16">
      <DocumentTitle>{`${VENDORS_ONLY_TEXTS.title} · Mandap`}</DocumentTitle>
      <h1 className="font-display text-3xl font-semibold text-maroon-900 sm:text-4xl">
        {VENDORS_ONLY_TEXTS.title}
      </h1>
      <p className="mt-4 text-stone-700">{VENDORS_ONLY_TEXTS.body}</p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link to={paths.profile} className={primaryButtonClass}>
          {VENDORS_ONLY_TEXTS.account}
        </Link>
        <button
          type="button"
          onClick={() => void signOut()}
          disabled={pending}
          className={secondaryButtonClass}
        >
          {pending ? VENDORS_ONLY_TEXTS.signingOut : VENDORS_ONLY_TEXTS.switch}
        </button>
      </div>
      {failed ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {VENDORS_ONLY_TEXTS.failed}
        </p>
      ) : null}
    </div>
  );
}
