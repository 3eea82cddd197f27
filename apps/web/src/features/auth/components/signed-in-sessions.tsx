import { ACCOUNT_MESSAGES } from '@mandap/shared/accounts';
import { indianDateTime } from '@mandap/shared/grievances';
import * as t from '@mandap/shared/messages/en/auth-account';
import type { AccountSession } from '@mandap/shared/schemas/accounts';
import { LogOut, MapPin, MonitorSmartphone } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { InlineLoadError, InlineLoading } from '@/components/ui/inline-states';
import { useAccountSessions, useSignOutSession } from '@/features/auth/api/account-sessions';
import { refusalMessage } from '@/lib/api-client';
import { AccountSection, SuccessNote } from './account-section';

const smallButton =
  'inline-flex items-center justify-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold transition disabled:opacity-60';

function deviceOf(session: AccountSession): string {
  return session.device ?? ACCOUNT_MESSAGES.unknownDevice;
}

/**
 * "Where you are signed in": each live session of the account with its device, the place when
 * known, and its last use in India's time; "Sign out" for each other one, and "Sign out
 * everywhere else" after a confirmation.
 */
export function SignedInSessionsSection() {
  const sessions = useAccountSessions();
  const signOut = useSignOutSession();
  const [confirming, setConfirming] = useState(false);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  // The button pressed is gone with its row (or with the last other device): the focus goes to
  // what happened, not to the page's start.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  async function run(target: { id: string } | 'others') {
    setOutcome(null);
    setPendingId(target === 'others' ? 'others' : target.id);
    try {
      await signOut.mutateAsync(target);
      setOutcome({
        ok: true,
        message:
          target === 'others' ? ACCOUNT_MESSAGES.signedOutOthers : ACCOUNT_MESSAGES.signedOutOne,
      });
    } catch (error) {
      setOutcome({ ok: false, message: refusalMessage(error, ACCOUNT_MESSAGES.signOutFailed) });
    } finally {
      setPendingId(null);
      setConfirming(false);
    }
  }

  let body: ReactNode;
  if (sessions.isPending) {
    body = <InlineLoading>{t.loadingSessions}</InlineLoading>;
  } else if (sessions.isError) {
    body = (
      <InlineLoadError
        onRetry={() => sessions.refetch()}
        buttonClassName={`${smallButton} mt-3 border-maroon-200 bg-white text-maroon-800 hover:bg-maroon-50`}
      >
        {ACCOUNT_MESSAGES.sessionsFailed}
      </InlineLoadError>
    );
  } else {
    const list = sessions.data.sessions;
    const others = list.filter((session) => !session.current);
    body = (
      <>
        <ul className="flex flex-col gap-3">
          {list.map((session) => {
            const lastUsed = indianDateTime(new Date(session.lastUsedAt));
            return (
              <li
                key={session.id}
                className="flex flex-col gap-3 rounded-2xl border border-maroon-100 p-4 sm:flex-row sm:items-center"
              >
                <MonitorSmartphone
                  aria-hidden="true"
                  className="hidden size-6 shrink-0 text-maroon-700 sm:block"
                />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
                    <span className="wrap-anywhere">{deviceOf(session)}</span>
                    {session.current ? (
                      <span className="rounded-full bg-marigold-50 px-2.5 py-0.5 text-xs font-semibold text-marigold-800 ring-1 ring-marigold-200">
                        {ACCOUNT_MESSAGES.thisDevice}
                      </span>
                    ) : null}
                  </p>
                  {session.place ? (
                    <p className="mt-1 flex items-center gap-1 text-sm text-stone-600">
                      <MapPin aria-hidden="true" className="size-3.5 text-marigold-700" />
                      {session.place}
                    </p>
                  ) : null}
                  <p className="mt-1 text-sm text-stone-600">
                    {ACCOUNT_MESSAGES.lastUsed} {lastUsed} {t.indiaTime}
                  </p>
                </div>
                {session.current ? null : (
                  <button
                    type="button"
                    onClick={() => void run({ id: session.id })}
                    disabled={pendingId !== null}
                    aria-label={t.signOutDevice(deviceOf(session), lastUsed)}
                    className={`${smallButton} border-red-200 text-red-800 hover:bg-red-50`}
                  >
                    <LogOut aria-hidden="true" className="size-4" />
                    {pendingId === session.id
                      ? ACCOUNT_MESSAGES.signingOut
                      : ACCOUNT_MESSAGES.signOut}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        <div className="mt-4 flex flex-col gap-3">
          {outcome ? (
            <div ref={outcomeRef} tabIndex={-1} className="rounded-xl">
              {outcome.ok ? (
                <SuccessNote>{outcome.message}</SuccessNote>
              ) : (
                <FormAlert>{outcome.message}</FormAlert>
              )}
            </div>
          ) : null}
          {others.length > 0 ? (
            <div>
              <button
                type="button"
                onClick={() => setConfirming(true)}
                disabled={pendingId !== null}
                className={`${smallButton} w-full border-red-200 text-red-800 hover:bg-red-50 sm:w-auto`}
              >
                {ACCOUNT_MESSAGES.signOutOthers}
              </button>
            </div>
          ) : (
            <p className="text-sm text-stone-600">{ACCOUNT_MESSAGES.onlyThisDevice}</p>
          )}
        </div>
        {confirming ? (
          <ConfirmDialog
            title={ACCOUNT_MESSAGES.signOutOthersTitle}
            message={ACCOUNT_MESSAGES.signOutOthersConfirm}
            confirmLabel={ACCOUNT_MESSAGES.signOutOthers}
            cancelLabel={ACCOUNT_MESSAGES.keepSignedIn}
            destructive
            busy={pendingId === 'others'}
            busyLabel={ACCOUNT_MESSAGES.signingOut}
            onConfirm={() => void run('others')}
            onCancel={() => setConfirming(false)}
          />
        ) : null}
      </>
    );
  }

  return <AccountSection heading={ACCOUNT_MESSAGES.sessionsHeading}>{body}</AccountSection>;
}
