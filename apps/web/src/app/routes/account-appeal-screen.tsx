import { APPEAL_TEXTS, appealMessageProblem } from '@mandap/shared/suspensions';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { EmailField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { AuthCard, linkClass, primaryButtonClass } from '@/features/auth/components/auth-card';
import { PasswordField } from '@/features/auth/components/password-field';
import { useAccountAppeal } from '@/features/listings/api/appeals';
import { AppealMessageField } from '@/features/listings/components/listing-suspension';
import { refusalMessage } from '@/lib/api-client';

/**
 * /appeal (decision 0066): a suspended vendor, whose sign-in is refused, proves the account with
 * its e-mail and password and writes the appeal, once. Loaded lazily, without zod or a form
 * library: three fields checked here, the rest by the server.
 */
export function AccountAppealScreen() {
  const appeal = useAccountAppeal();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !email.trim()
      ? APPEAL_TEXTS.account.emailRequired
      : !password
        ? APPEAL_TEXTS.account.passwordRequired
        : appealMessageProblem(message);
    if (problem) return setFailure(problem);
    setFailure(null);
    try {
      await appeal.mutateAsync({ email: email.trim(), password, message: message.trim() });
    } catch (error) {
      setFailure(refusalMessage(error, APPEAL_TEXTS.network));
    }
  };

  return (
    <AuthCard
      heading={APPEAL_TEXTS.account.title}
      intro={<p>{APPEAL_TEXTS.account.intro}</p>}
      documentTitle={`${APPEAL_TEXTS.account.title} · Mandap`}
      aside={
        <Link to={paths.vendorLogin} className={linkClass}>
          {APPEAL_TEXTS.account.backToSignIn}
        </Link>
      }
    >
      {appeal.isSuccess ? (
        <p role="status" className="font-medium text-emerald-800">
          {APPEAL_TEXTS.account.sent}
        </p>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
          <EmailField
            label={APPEAL_TEXTS.account.email}
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <PasswordField
            label={APPEAL_TEXTS.account.password}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <AppealMessageField value={message} onChange={setMessage} />
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <button type="submit" className={primaryButtonClass} disabled={appeal.isPending}>
            {appeal.isPending ? APPEAL_TEXTS.sending : APPEAL_TEXTS.send}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
