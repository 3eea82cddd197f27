import { RECOVERY_MESSAGES } from '@mandap/shared/account-recovery';
import * as t from '@mandap/shared/messages/en/auth-login';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert } from '@/components/ui/form-alert';
import { textLinkClass } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { useConfirmEmail } from '@/features/account/api/change-email';
import { refusalMessage } from '@/lib/api-client';
import { useLinkToken } from './password-recovery-screens';

/**
 * /confirm-email?token=… (decision 0068): the link sent to a new address. Opening it confirms
 * (the token is the proof; the person may not be signed in on this device); the page says what
 * happened, or that the link has expired, with where to ask for a new one.
 */
export function ConfirmEmailScreen() {
  const token = useLinkToken();
  const confirm = useConfirmEmail();
  const started = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  const expired = !token || (confirm.isError && refusalMessage(confirm.error, '') !== '');
  return (
    <div className="px-4 pt-8 pb-12 sm:pt-14 sm:pb-20">
      <DocumentTitle>{t.pageTitle(RECOVERY_MESSAGES.confirmHeading)}</DocumentTitle>
      <section className="mx-auto flex max-w-md flex-col gap-5 rounded-3xl border border-maroon-100 bg-white px-5 py-8 shadow-sm sm:px-8">
        <h1 className="text-center font-display text-3xl font-semibold text-balance text-maroon-900">
          {RECOVERY_MESSAGES.confirmHeading}
        </h1>
        {confirm.isSuccess ? (
          <p
            role="status"
            className="flex gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
          >
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {RECOVERY_MESSAGES.confirmDone(confirm.data.email)}
          </p>
        ) : expired ? (
          <>
            <FormAlert>
              {token && confirm.error
                ? refusalMessage(confirm.error, RECOVERY_MESSAGES.failed)
                : RECOVERY_MESSAGES.linkExpired}
            </FormAlert>
            <Link to={paths.profile} className={`${textLinkClass} text-center`}>
              {RECOVERY_MESSAGES.confirmAskAgain}
            </Link>
          </>
        ) : confirm.isError ? (
          <>
            <FormAlert>{RECOVERY_MESSAGES.failed}</FormAlert>
            <button
              type="button"
              className={textLinkClass}
              onClick={() => token && confirm.mutate(token)}
            >
              {t.tryAgain}
            </button>
          </>
        ) : (
          <p role="status" className="text-center text-stone-600">
            {RECOVERY_MESSAGES.confirming}
          </p>
        )}
      </section>
    </div>
  );
}
