import * as t from '@mandap/shared/messages/en/admin-console';
import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { primaryButtonClass } from '@/components/ui/styles';
import { TextField } from '@/components/ui/text-field';
import { useOperatorCode, useOperatorLogin } from '@/features/admin/api/sign-in';
import { refusalMessage } from '@/lib/api-client';
import { CodeForm } from './code-form';

/** The console's first step: e-mail and password. The session's stage then shows the next. */
export function PasswordStep() {
  const login = useOperatorLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await login.mutateAsync({ email, password });
    } catch (error) {
      setFailure(refusalMessage(error, OPERATOR_MESSAGES.network));
    }
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={t.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        invalid={failure !== null}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t.password}
        type="password"
        autoComplete="current-password"
        value={password}
        invalid={failure !== null}
        onChange={(event) => setPassword(event.target.value)}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <button type="submit" disabled={login.isPending} className={primaryButtonClass}>
        {t.continueLabel}
      </button>
    </form>
  );
}

/** The second step: a code from the authenticator app, or one of the recovery codes. */
export function CodeStep() {
  const code = useOperatorCode();
  return (
    <CodeForm
      label={t.authenticatorCode}
      hint={t.authenticatorCodeHint}
      submitLabel={t.signIn}
      pending={code.isPending}
      onCode={(value) => code.mutateAsync(value)}
    />
  );
}
