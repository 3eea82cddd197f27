import * as t from '@mandap/shared/messages/en/auth-account';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert } from '@/components/ui/form-alert';
import { Toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useVendorProfile } from '@/features/auth/api/get-vendor-profile';
import { Avatar, firstName } from '@/features/auth/components/avatar';
import { ChangePasswordSection } from '@/features/auth/components/change-password-form';
import { Detail } from '@/features/auth/components/detail';
import { ProfileForm } from '@/features/auth/components/profile-form';
import { SignedInSessionsSection } from '@/features/auth/components/signed-in-sessions';
import { VendorMenu } from '@/features/auth/components/vendor-menu';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { DataExportSection } from '@/features/privacy/components/data-export-section';
import { DeleteAccountSection } from '@/features/privacy/components/delete-account-section';
import { useInboxCounts } from '@/hooks/use-inbox-counts';
import { useToast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/get-session';

/** /VendorProfile, the 'Vendor Portal' (spec 2.6). Behind the vendor guard. */
export function VendorPortalScreen() {
  const profile = useVendorProfile();
  const queryClient = useQueryClient();
  const { toast, show, dismiss } = useToast();
  const { signOut, pending, failed } = useSignOut(paths.vendorLogin);
  const counts = useInboxCounts();
  const year = new Date().getFullYear();

  // The session ended elsewhere (expired, or signed out in another tab): ask again, and the
  // guard sends the vendor to log in.
  const expired = profile.error instanceof ApiError && profile.error.status === 401;
  useEffect(() => {
    if (expired) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [expired, queryClient]);

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 md:pt-10">
      <DocumentTitle>{t.portalTitle}</DocumentTitle>
      <div className="flex flex-col gap-6 md:grid md:grid-cols-[15rem_1fr] md:items-start md:gap-8">
        <aside className="flex flex-col gap-4 md:sticky md:top-24 md:rounded-3xl md:border md:border-maroon-100 md:bg-white md:p-5 md:shadow-sm">
          <h1 className="font-display text-3xl font-semibold text-maroon-900 md:text-2xl">
            {t.portalHeading}
          </h1>
          <VendorMenu onLogout={signOut} loggingOut={pending} counts={counts} />
          {failed ? <FormAlert>{t.logoutFailed}</FormAlert> : null}
        </aside>

        <div className="flex min-w-0 flex-col gap-6">
          {profile.data ? (
            <>
              <section
                aria-labelledby="welcome-heading"
                className="overflow-hidden rounded-3xl border border-maroon-100 bg-white shadow-sm"
              >
                <div className="bg-gradient-to-r from-maroon-900 to-maroon-700 px-5 py-6 sm:px-8">
                  <div className="flex items-center gap-4">
                    <Avatar name={profile.data.name} className="size-16 text-3xl" />
                    <div className="min-w-0">
                      <h2
                        id="welcome-heading"
                        className="font-display text-2xl font-semibold text-ivory sm:text-3xl"
                      >
                        {t.welcome(firstName(profile.data.name))}
                      </h2>
                      <p className="mt-1 text-sm text-maroon-100">{profile.data.name}</p>
                    </div>
                  </div>
                </div>
                <div aria-hidden="true" className="toran h-2 bg-maroon-700" />
                <dl className="grid gap-4 px-5 py-5 sm:grid-cols-3 sm:px-8">
                  <Detail label={t.vendorId} value={profile.data.vendorUniqueId} emphasis />
                  <Detail label={t.email} value={profile.data.email} />
                  <Detail label={t.phone} value={profile.data.phone} />
                </dl>
              </section>

              <section
                aria-labelledby="edit-heading"
                className="rounded-3xl border border-maroon-100 bg-white px-5 py-6 shadow-sm sm:px-8"
              >
                <h2
                  id="edit-heading"
                  className="mb-5 font-display text-2xl font-semibold text-maroon-900"
                >
                  {t.editProfileHeading}
                </h2>
                <ProfileForm
                  key={profile.data.vendorUniqueId}
                  profile={profile.data}
                  onResult={show}
                />
              </section>
              <ChangePasswordSection />
              <SignedInSessionsSection />
              <DataExportSection />
              <DeleteAccountSection />
            </>
          ) : profile.isError && !expired ? (
            <div className="rounded-3xl border border-maroon-100 bg-white px-5 py-10 text-center shadow-sm">
              <FormAlert>{t.profileLoadFailed}</FormAlert>
              <button
                type="button"
                onClick={() => void profile.refetch()}
                className="mt-5 rounded-full bg-maroon-800 px-5 py-2.5 font-medium text-ivory shadow-sm transition hover:bg-maroon-900"
              >
                {t.tryAgain}
              </button>
            </div>
          ) : (
            <div className="flex justify-center rounded-3xl border border-maroon-100 bg-white px-5 py-16 shadow-sm">
              <p role="status" className="flex items-center gap-3 text-stone-600">
                <span
                  aria-hidden="true"
                  className="size-5 animate-spin rounded-full border-2 border-marigold-300 border-t-maroon-700"
                />
                {t.loadingProfile}
              </p>
            </div>
          )}
        </div>
      </div>
      <p className="mt-10 border-t border-maroon-100 pt-5 text-center text-xs text-stone-500">
        {t.portalFooter(year)}
      </p>
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
