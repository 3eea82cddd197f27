import { zodResolver } from '@hookform/resolvers/zod';
import * as t from '@mandap/shared/messages/en/auth-account';
import {
  ACCOUNT_MESSAGES,
  type ChangePassword,
  ChangePasswordSchema,
} from '@mandap/shared/schemas/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { useChangePassword } from '@/features/auth/api/change-password';
import { ApiError, refusalMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { AccountSection, SuccessNote } from './account-section';
import { primaryButtonClass } from './auth-card';
import { PasswordField } from './password-field';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * The account page's "Password": the current password and a new one (spec 5's rules, shown as it
 * is typed). A wrong current password is said beside its field; once changed, every other device
 * is signed out and the owner is e-mailed.
 */
export function ChangePasswordSection() {
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof ChangePasswordSchema>, unknown, ChangePassword>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const newPassword = watch('newPassword');

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await change.mutateAsync(values);
      reset();
      setOutcome({ ok: true, message: ACCOUNT_MESSAGES.passwordChanged });
    } catch (error) {
      const refused =
        error instanceof ApiError && (error.status === 400 || error.status === 403)
          ? applyFieldErrors(setError, error.fieldErrors, FIELDS, { focus: true })
          : [];
      if (refused.length === 0) {
        setOutcome({ ok: false, message: refusalMessage(error, ACCOUNT_MESSAGES.passwordFailed) });
      }
    }
  });

  return (
    <AccountSection heading={ACCOUNT_MESSAGES.passwordHeading}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <PasswordField
          label={t.currentPassword}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label={t.newPassword}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          strengthOf={newPassword}
          {...register('newPassword')}
        />
        {outcome ? (
          outcome.ok ? (
            <SuccessNote>{outcome.message}</SuccessNote>
          ) : (
            <FormAlert>{outcome.message}</FormAlert>
          )
        ) : null}
        <div>
          <button
            type="submit"
            disabled={change.isPending}
            className={`${primaryButtonClass} sm:w-auto sm:px-8`}
          >
            {change.isPending ? ACCOUNT_MESSAGES.changingPassword : ACCOUNT_MESSAGES.changePassword}
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
