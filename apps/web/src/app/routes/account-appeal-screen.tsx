import { APPEAL_TEXTS, appealMessageProblem } from '@mandap/shared/suspensions';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert } from '@/components/ui/form-alert';
import { primaryButtonClass, textLinkClass } from '@/components/ui/styles';
import { EmailField, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAccountAppeal } from '@/features/listings/api/appeals';
import { AppealMessageField } from '@/features/listings/components/listing-suspension';
import { refusalMessage } from '@/lib/api-client';

/**
 * /appeal (decision 0066): a suspended vendor, whose sign-in is refused, proves the account with
 * its e-mail and password and writes the appeal, once. Loaded lazily, without zod or a form
 * library: three fields checked here, the rest by the server. Its frame is its own, not the
 * login's AuthCard: sharing that would split it out of the sign-in's first-view chunk.
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
    <div className="px-4 pt-8 pb-12 sm:pt-14 sm:pb-20">
      <DocumentTitle>{`${APPEAL_TEXTS.account.title} · Mandap`}</DocumentTitle>
      <section className="mx-auto flex max-w-md flex-col gap-6 rounded-3xl border border-maroon-100 bg-white px-5 py-8 shadow-sm sm:px-8">
        <header>
          <h1 className="text-center font-display text-3xl font-semibold text-balance text-maroon-900">
            {APPEAL_TEXTS.account.title}
          </h1>
          <p className="mt-2 text-stone-600">{APPEAL_TEXTS.account.intro}</p>
        </header>
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
            <TextField
              label={APPEAL_TEXTS.account.password}
              type="password"
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
      </section>
      <p className="mx-auto mt-6 max-w-md text-center text-sm">
        <Link to={paths.vendorLogin} className={textLinkClass}>
          {APPEAL_TEXTS.account.backToSignIn}
        </Link>
      </p>
    </div>
  );
}
