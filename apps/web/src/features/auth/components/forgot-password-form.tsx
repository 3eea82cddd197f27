import { zodResolver } from '@hookform/resolvers/zod';
import { RECOVERY_MESSAGES } from '@mandap/shared/account-recovery';
import * as t from '@mandap/shared/messages/en/auth-login';
import { type ForgotPassword, ForgotPasswordSchema } from '@mandap/shared/schemas/account-recovery';
import type { Role } from '@mandap/shared/schemas/accounts';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { EmailField } from '@/components/ui/text-field';
import { useRequestPasswordReset } from '@/features/auth/api/password-recovery';
import { refusalMessage } from '@/lib/api-client';
import { primaryButtonClass } from './auth-card';

/**
 * "Forgot password?" (decision 0068): the address of the account; the server answers the same
 * whether it has one or not, and the page says what it said.
 */
export function ForgotPasswordForm({ role }: { role: Role }) {
  const request = useRequestPasswordReset(role);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ForgotPasswordSchema>, unknown, ForgotPassword>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await request.mutateAsync(email);
      // The one reply, whatever the address: said in the page's language.
      setSent(RECOVERY_MESSAGES.forgotSent);
    } catch (error) {
      setFailure(refusalMessage(error, RECOVERY_MESSAGES.failed));
    }
  });

  if (sent) {
    return (
      <p
        ref={sentRef}
        tabIndex={-1}
        role="status"
        className="flex gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
      >
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {sent}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <EmailField
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <button type="submit" disabled={request.isPending} className={`${primaryButtonClass} mt-1`}>
        {request.isPending ? t.sending : t.sendMeLink}
      </button>
    </form>
  );
}
