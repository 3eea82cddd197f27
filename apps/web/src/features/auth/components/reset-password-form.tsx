import { zodResolver } from '@hookform/resolvers/zod';
import { RECOVERY_MESSAGES } from '@mandap/shared/account-recovery';
import * as t from '@mandap/shared/messages/en/auth-login';
import {
  ResetPasswordFormSchema,
  type ResetPasswordForm as ResetPasswordValues,
} from '@mandap/shared/schemas/account-recovery';
import type { Role } from '@mandap/shared/schemas/accounts';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { useResetPassword } from '@/features/auth/api/password-recovery';
import { ACCOUNT_PAGES } from '@/features/auth/lib/account-pages';
import { ApiError, refusalMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { linkClass, primaryButtonClass } from './auth-card';
import { PasswordField } from './password-field';

/** The link's refusal: one message and a way to ask again. */
export function ExpiredLink({ role }: { role: Role }) {
  return (
    <div className="flex flex-col gap-4">
      <FormAlert>{RECOVERY_MESSAGES.linkExpired}</FormAlert>
      <p className="text-center text-sm">
        <Link to={`${paths.forgotPassword}?role=${role}`} className={linkClass}>
          {RECOVERY_MESSAGES.askAgain}
        </Link>
      </p>
    </div>
  );
}

/**
 * The reset link's page (decision 0068): the new password twice, by the sign-up's rules and with
 * its field. After success it says so and links to sign in; it does not sign in.
 */
export function ResetPasswordForm({ role, token }: { role: Role; token: string }) {
  const reset = useResetPassword(role);
  const [outcome, setOutcome] = useState<'done' | 'expired' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<z.input<typeof ResetPasswordFormSchema>, unknown, ResetPasswordValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  useEffect(() => {
    if (outcome === 'done') doneRef.current?.focus();
  }, [outcome]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ token, password: values.password });
      setOutcome('done');
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) return setOutcome('expired');
      const refused =
        error instanceof ApiError
          ? applyFieldErrors(setError, error.fieldErrors, ['password'], { focus: true })
          : [];
      if (refused.length === 0) setFailure(refusalMessage(error, RECOVERY_MESSAGES.failed));
    }
  });

  if (outcome === 'expired') return <ExpiredLink role={role} />;
  if (outcome === 'done') {
    return (
      <div ref={doneRef} tabIndex={-1} className="flex flex-col gap-4">
        <p
          role="status"
          className="flex gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
        >
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {RECOVERY_MESSAGES.resetDone}
        </p>
        <Link to={ACCOUNT_PAGES[role].login} className={primaryButtonClass}>
          {RECOVERY_MESSAGES.signIn}
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <PasswordField
        label={t.newPassword}
        autoComplete="new-password"
        strengthOf={password}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t.newPasswordAgain}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <button type="submit" disabled={reset.isPending} className={`${primaryButtonClass} mt-1`}>
        {reset.isPending ? t.saving : t.setNewPassword}
      </button>
    </form>
  );
}
