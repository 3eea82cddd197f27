// Without zod, as accounts.ts: the sign-in's first view shows the link (decision 0068).
import { RECOVERY_MESSAGES } from '@mandap/shared/account-recovery';
import { type Role, VENDOR_LOGIN_MESSAGES } from '@mandap/shared/accounts';
import * as t from '@mandap/shared/messages/en/auth-login';
import type { Login, LoginSchema } from '@mandap/shared/schemas/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useLogin } from '@/features/auth/api/login';
import { type LoginFailure, loginFailure } from '@/features/auth/lib/login-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { linkClass, primaryButtonClass } from './auth-card';
import { PasswordField } from './password-field';

// The login page's first view has no zod: LoginSchema is loaded when the form is first checked.
const loginResolver = lazyResolver(async () => {
  const [{ zodResolver }, { LoginSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@mandap/shared/schemas/accounts'),
  ]);
  return zodResolver(LoginSchema);
});

interface LoginFormProps {
  role: Role;
  /** Prefilled, e.g. just after registering. */
  initialEmail?: string;
}

/**
 * Vendor and user login (spec 2.3, 2.5, 4, 8): one form for both roles. On success the session
 * cache holds the new session and the screen around this form moves on.
 */
export function LoginForm({ role, initialEmail = '' }: LoginFormProps) {
  const login = useLogin(role);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof LoginSchema>, unknown, Login>({
    resolver: loginResolver,
    defaultValues: { email: initialEmail, password: '' },
  });

  // Spec 4: editing either field clears the error.
  const clearFailure = () => {
    if (failure) setFailure(null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      setFailure(loginFailure(role, error));
    }
  });

  const highlighted = (field: 'email' | 'password') => failure?.fields.includes(field) === true;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={t.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        invalid={highlighted('email')}
        {...register('email', { onChange: clearFailure })}
      />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        error={errors.password?.message}
        invalid={highlighted('password')}
        {...register('password', { onChange: clearFailure })}
      />
      <p className="-mt-2 text-right text-sm">
        <Link to={`${paths.forgotPassword}?role=${role}`} className={linkClass}>
          {RECOVERY_MESSAGES.forgotLink}
        </Link>
      </p>
      {failure ? <FormAlert>{failure.message}</FormAlert> : null}
      {failure?.appeal ? (
        <p className="text-sm">
          {/* Not suspensions.ts: the sign-in's first view stays without that module. */}
          <Link to={paths.accountAppeal} className={linkClass}>
            {VENDOR_LOGIN_MESSAGES.appealLink}
          </Link>
        </p>
      ) : null}
      <button type="submit" disabled={login.isPending} className={`${primaryButtonClass} mt-1`}>
        {login.isPending ? t.signingIn : t.signIn}
      </button>
    </form>
  );
}
