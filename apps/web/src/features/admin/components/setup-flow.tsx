import * as t from '@mandap/shared/messages/en/admin-console';
import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import { PASSWORD_RULES } from '@mandap/shared/passwords';
import type { EnrolmentDoneReply } from '@mandap/shared/schemas/operators';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { primaryButtonClass } from '@/components/ui/styles';
import { TextField } from '@/components/ui/text-field';
import { useConfirmEnrolment, useEnrolment, useOperatorSetup } from '@/features/admin/api/setup';
import { ApiError, refusalMessage } from '@/lib/api-client';
import { CodeForm } from './code-form';

/** Step 1 of the set-up link: a password by spec 5's rules. */
export function SetPasswordStep({ token }: { token: string }) {
  const setup = useOperatorSetup();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setFieldError(undefined);
    try {
      await setup.mutateAsync({ token, password });
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors.password : undefined;
      if (field) setFieldError(field);
      else setFailure(refusalMessage(error, OPERATOR_MESSAGES.network));
    }
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        value={password}
        error={fieldError}
        hint={
          <span className="flex flex-col">
            {PASSWORD_RULES.map((rule) => (
              <span key={rule.message}>
                {rule.test(password) ? '✓ ' : '• '}
                {rule.message}
              </span>
            ))}
          </span>
        }
        onChange={(event) => setPassword(event.target.value)}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <button type="submit" disabled={setup.isPending} className={primaryButtonClass}>
        {t.setPassword}
      </button>
    </form>
  );
}

/** Step 2: scan the QR code (or type the key), confirm a code; step 3: the recovery codes. */
export function EnrolStep({ onDone }: { onDone: (done: EnrolmentDoneReply) => void }) {
  const enrolment = useEnrolment(true);
  const confirm = useConfirmEnrolment();
  if (enrolment.isPending) return <p role="status">{t.preparingAuthenticator}</p>;
  if (enrolment.isError || !enrolment.data) {
    return <FormAlert>{refusalMessage(enrolment.error, OPERATOR_MESSAGES.network)}</FormAlert>;
  }
  const { qrSvg, key, issuer, account } = enrolment.data;
  return (
    <div className="flex flex-col gap-4">
      <p>{t.scanIntro}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
        alt={t.qrAlt(issuer, account)}
        className="mx-auto size-52 rounded-lg bg-white p-2 ring-1 ring-stone-200"
      />
      <p className="text-sm">
        {t.cannotScan} <code className="break-all font-mono text-stone-900">{key}</code>
      </p>
      <CodeForm
        label={t.codeFromApp}
        hint={t.codeFromAppHint}
        submitLabel={t.confirm}
        pending={confirm.isPending}
        onCode={async (code) => onDone(await confirm.mutateAsync(code))}
      />
    </div>
  );
}

/** The ten recovery codes, shown this once. */
export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status">{OPERATOR_MESSAGES.recoveryCodesOnce}</p>
      <ol
        aria-label={t.recoveryCodes}
        className="grid grid-cols-1 gap-2 rounded-xl bg-stone-50 p-4 font-mono text-stone-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <button type="button" className={primaryButtonClass} onClick={onContinue}>
        {t.keptThem}
      </button>
    </div>
  );
}
