import { zodResolver } from '@hookform/resolvers/zod';
import { maskEmail, RECOVERY_MESSAGES } from '@mandap/shared/account-recovery';
import * as t from '@mandap/shared/messages/en/couple-account';
import { type ChangeEmail, ChangeEmailSchema } from '@mandap/shared/schemas/account-recovery';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { primaryButtonClass } from '@/components/ui/styles';
import { EmailField, TextField } from '@/components/ui/text-field';
import { ApiError, refusalMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useChangeEmail } from './api/change-email';

const FIELDS = ['newEmail', 'password'] as const;

/**
 * "Change e-mail address" for the account page, vendor or user (decision 0068): the new address
 * and the current password; a link goes to the new address, and nothing changes until it is
 * followed. Self-contained: it needs only the current address, to show it.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const headingId = useId();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof ChangeEmailSchema>, unknown, ChangeEmail>({
    resolver: zodResolver(ChangeEmailSchema),
    defaultValues: { newEmail: '', password: '' },
  });

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSent(null);
    try {
      await change.mutateAsync(values);
      reset({ newEmail: '', password: '' });
      // The server's words, in the page's language.
      setSent(RECOVERY_MESSAGES.changeEmailSent(maskEmail(values.newEmail)));
    } catch (error) {
      const refused =
        error instanceof ApiError
          ? applyFieldErrors(setError, error.fieldErrors, FIELDS, { focus: true })
          : [];
      if (refused.length === 0) setFailure(refusalMessage(error, RECOVERY_MESSAGES.failed));
    }
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="font-display text-xl font-semibold text-maroon-900">
          {RECOVERY_MESSAGES.changeEmailHeading}
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          {t.currentEmail}
          <span className="font-medium text-stone-900 wrap-anywhere">{currentEmail}</span>.{' '}
          {RECOVERY_MESSAGES.changeEmailIntro}
        </p>
      </div>
      {sent ? (
        <p
          ref={sentRef}
          tabIndex={-1}
          role="status"
          className="flex gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
        >
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {sent}
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <EmailField
          label={t.newEmail}
          autoComplete="email"
          inputMode="email"
          error={errors.newEmail?.message}
          {...register('newEmail')}
        />
        <TextField
          label={t.currentPassword}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {failure ? (
          <div className="sm:col-span-2">
            <FormAlert>{failure}</FormAlert>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={change.isPending}
            className={`${primaryButtonClass} sm:w-auto sm:px-8`}
          >
            {change.isPending ? t.sending : t.sendConfirmationLink}
          </button>
        </div>
      </form>
    </section>
  );
}
