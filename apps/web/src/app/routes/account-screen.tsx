import * as t from '@mandap/shared/messages/en/couple-account';
import { ArrowRight, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { ChangeEmailForm } from '@/features/account/change-email-form';
import { LanguageSetting } from '@/features/account/components/language-setting';
import { Avatar } from '@/features/auth/components/avatar';
import { ChangePasswordSection } from '@/features/auth/components/change-password-form';
import { ContactSection } from '@/features/auth/components/contact-form';
import { Detail } from '@/features/auth/components/detail';
import { SignedInSessionsSection } from '@/features/auth/components/signed-in-sessions';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { DataExportSection } from '@/features/privacy/components/data-export-section';
import { DeleteAccountSection } from '@/features/privacy/components/delete-account-section';
import { MarketingChoice } from '@/features/privacy/components/marketing-choice';
import { ShortlistSection } from '@/features/shortlist/components/shortlist-section';
import { useSession } from '@/hooks/use-session';

/**
 * /profile, 'My Account' (R1): the signed-in person's account, vendor or user: who they are, then
 * the account page's sections (issue 29): Profile, Password, Where you are signed in.
 */
export function AccountScreen() {
  const session = useSession();
  const role = session.status === 'vendor' ? 'vendor' : 'user';
  const { signOut, pending, failed } = useSignOut(
    role === 'vendor' ? paths.vendorLogin : paths.userLogin,
  );
  // The guard lets only signed-in people in; this covers the moment of signing out.
  const person =
    session.status === 'vendor' ? session.vendor : session.status === 'user' ? session.user : null;

  return (
    <div className="mx-auto max-w-2xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
      <DocumentTitle>{t.documentTitle}</DocumentTitle>
      <h1 className="text-center font-display text-4xl font-semibold text-maroon-900">
        {t.heading}
      </h1>
      {person ? (
        <section className="mt-8 overflow-hidden rounded-3xl border border-maroon-100 bg-white shadow-sm">
          <div className="flex items-center gap-4 px-5 py-6 sm:px-8">
            <Avatar name={person.name} className="size-14 text-2xl" />
            <div className="min-w-0">
              <p className="font-display text-2xl font-semibold text-stone-900 wrap-anywhere">
                {person.name}
              </p>
              <p className="mt-1 inline-flex rounded-full bg-marigold-50 px-2.5 py-0.5 text-xs font-semibold text-marigold-800 ring-1 ring-marigold-200">
                {session.status === 'vendor' ? t.vendorAccount : t.userAccount}
              </p>
            </div>
          </div>
          <div aria-hidden="true" className="toran h-2 bg-maroon-900" />
          {/* The e-mail and phone are in the Profile section below, with their edit. */}
          {session.status === 'vendor' ? (
            <dl className="grid gap-4 px-5 py-5 sm:grid-cols-2 sm:px-8">
              <Detail label={t.vendorId} value={session.vendor.vendorUniqueId} emphasis />
            </dl>
          ) : null}
          <div className="flex flex-col gap-3 border-t border-maroon-100 px-5 py-5 sm:flex-row sm:px-8">
            {session.status === 'vendor' ? (
              <Link
                to={paths.vendorProfile}
                className="inline-flex items-center justify-center gap-2 rounded-full bg-maroon-800 px-5 py-2.5 font-medium text-ivory shadow-sm transition hover:bg-maroon-900"
              >
                {t.goToVendorPortal}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
            <button
              type="button"
              onClick={signOut}
              disabled={pending}
              className="inline-flex items-center justify-center gap-2 rounded-full border border-red-200 px-5 py-2.5 font-medium text-red-800 transition hover:bg-red-50 disabled:opacity-60"
            >
              <LogOut aria-hidden="true" className="size-4" />
              {pending ? t.loggingOut : t.logout}
            </button>
          </div>
          {failed ? (
            <div className="px-5 pb-5 sm:px-8">
              <FormAlert>{t.logoutFailed}</FormAlert>
            </div>
          ) : null}
        </section>
      ) : null}
      {person ? (
        <div className="mt-6 flex flex-col gap-6">
          <ContactSection key={person.email} profile={person} />
          <section className="rounded-3xl border border-maroon-100 bg-white px-5 py-6 shadow-sm sm:px-8">
            <ChangeEmailForm currentEmail={person.email} />
          </section>
          <ChangePasswordSection />
          <SignedInSessionsSection />
          <LanguageSetting />
          <MarketingChoice />
        </div>
      ) : null}
      {session.status === 'user' ? <ShortlistSection /> : null}
      {person ? (
        <div className="mt-8 flex flex-col gap-6">
          <DataExportSection />
          <DeleteAccountSection />
        </div>
      ) : null}
    </div>
  );
}
