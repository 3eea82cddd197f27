import { PRIVACY_MESSAGES, PRIVACY_TEXTS } from '@mandap/shared/privacy';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { secondaryButtonClass } from '@/components/ui/styles';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useDeleteAccount } from '@/features/privacy/api/delete-account';
import { ApiError, refusalMessage } from '@/lib/api-client';
import { leaveSignedOut } from '@/lib/leave-signed-out';

const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-red-200 bg-white px-5 py-2.5 font-medium text-red-800 transition hover:bg-red-50 disabled:opacity-60';

/**
 * "Delete my account" (decision 0072): what happens and what is kept, then the password, then a
 * final confirmation. Afterwards the person is signed out and sent to a page that says so.
 */
export function DeleteAccountSection() {
  const [step, setStep] = useState<'start' | 'password' | 'confirm'>('start');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const passwordInput = useRef<HTMLInputElement>(null);

  // Preact's autoFocus does not focus an element mounted later: by ref, once shown.
  useEffect(() => {
    if (step === 'password') passwordInput.current?.focus();
  }, [step]);

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(PRIVACY_MESSAGES.passwordRequired);
      return;
    }
    setPasswordError(undefined);
    setStep('confirm');
  };

  const onConfirm = () => {
    remove.mutate(
      { password },
      {
        // As signing out does: the guard of this page must not see nobody signed in first.
        onSuccess: ({ eraseAfter }) =>
          leaveSignedOut(queryClient, navigate, paths.accountClosed, { eraseAfter }),
        onError: (error) => {
          setStep('password');
          const field = error instanceof ApiError ? error.fieldErrors.password : undefined;
          if (field) setPasswordError(field);
        },
      },
    );
  };

  const fieldRefused = remove.error instanceof ApiError && remove.error.fieldErrors.password;

  return (
    <section
      aria-labelledby="delete-account-heading"
      className="rounded-3xl border border-red-100 bg-white px-5 py-6 shadow-sm sm:px-8"
    >
      <h2 id="delete-account-heading" className="font-display text-2xl font-semibold text-red-900">
        {PRIVACY_TEXTS.deleteHeading}
      </h2>
      <ul className="mt-3 mb-5 flex list-disc flex-col gap-2 pl-5 text-stone-700">
        {PRIVACY_TEXTS.deleteWhatHappens.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {step === 'start' ? (
        <button type="button" onClick={() => setStep('password')} className={dangerButtonClass}>
          {PRIVACY_TEXTS.deleteStart}
        </button>
      ) : (
        <form noValidate onSubmit={onContinue} className="flex max-w-sm flex-col gap-4">
          <TextField
            ref={passwordInput}
            label={PRIVACY_TEXTS.deletePasswordLabel}
            hint={PRIVACY_TEXTS.deletePasswordHint}
            type="password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setPasswordError(undefined);
            }}
          />
          {remove.isError && !fieldRefused ? (
            <FormAlert>{refusalMessage(remove.error, PRIVACY_TEXTS.deleteFailed)}</FormAlert>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <button type="submit" className={dangerButtonClass}>
              {PRIVACY_TEXTS.deleteContinue}
            </button>
            <button
              type="button"
              onClick={() => {
                setStep('start');
                setPassword('');
                setPasswordError(undefined);
                remove.reset();
              }}
              className={secondaryButtonClass}
            >
              {PRIVACY_TEXTS.deleteCancel}
            </button>
          </div>
        </form>
      )}
      {step === 'confirm' ? (
        <ConfirmDialog
          title={PRIVACY_TEXTS.deleteConfirmTitle}
          message={PRIVACY_TEXTS.deleteConfirmBody}
          confirmLabel={PRIVACY_TEXTS.deleteConfirm}
          cancelLabel={PRIVACY_TEXTS.deleteCancel}
          destructive
          busy={remove.isPending}
          busyLabel={PRIVACY_TEXTS.deleting}
          onConfirm={onConfirm}
          onCancel={() => setStep('password')}
        />
      ) : null}
    </section>
  );
}
