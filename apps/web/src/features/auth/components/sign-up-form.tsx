import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@mandap/shared/limits';
import * as t from '@mandap/shared/messages/en/auth-sign-up';
import { pathPrefix } from '@mandap/shared/messages/en/locale';
import { PRIVACY_NOTICE_VERSION, SIGN_UP_CONSENT_TEXTS } from '@mandap/shared/privacy-notice';
import { type Register, RegisterSchema, type Role } from '@mandap/shared/schemas/accounts';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { textLinkClass } from '@/components/ui/styles';
import { EmailField, PhoneField, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useRegister } from '@/features/auth/api/register';
import { ACCOUNT_PAGES } from '@/features/auth/lib/account-pages';
import { registrationFailureMessage } from '@/features/auth/lib/login-errors';
import { ApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { withRedirectTo } from '@/lib/safe-redirect';
import { primaryButtonClass } from './auth-card';
import { ConsentBox } from './consent-box';
import { PasswordField } from './password-field';

type RegisterInput = z.input<typeof RegisterSchema>;
const FIELDS = ['name', 'email', 'phone', 'password', 'ageConfirmed', 'noticeAccepted'] as const;
const TEXTS = SIGN_UP_CONSENT_TEXTS;

interface SignUpFormProps {
  role: Role;
  /** Carried on to the login page, so the person still comes back where they started. */
  redirectTo: string | null;
}

/** Vendor and user registration (spec 2.4, 2.5): one form for both roles. */
export function SignUpForm({ role, redirectTo }: SignUpFormProps) {
  const navigate = useNavigate();
  const registration = useRegister(role);
  const [formError, setFormError] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<RegisterInput, unknown, Register>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      password: '',
      // Issue 29: both boxes start unticked; the version is the notice this form links to.
      ageConfirmed: false,
      noticeAccepted: false,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      marketingEmails: false,
    },
  });
  const password = useWatch({ control, name: 'password' });
  const loginPath = withRedirectTo(ACCOUNT_PAGES[role].login, redirectTo);

  useEffect(() => {
    if (registeredEmail === null) return;
    const timer = setTimeout(
      () => navigate(loginPath, { state: { email: registeredEmail } }),
      LIMITS.redirectAfterRegistrationMs,
    );
    return () => clearTimeout(timer);
  }, [registeredEmail, loginPath, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await registration.mutateAsync(values);
      setRegisteredEmail(values.email);
    } catch (error) {
      const refused =
        error instanceof ApiError
          ? applyFieldErrors(setError, error.fieldErrors, FIELDS, { focus: true })
          : [];
      if (refused.length === 0) {
        setFormError(registrationFailureMessage(error));
      }
    }
  });

  const done = registeredEmail !== null;
  const busy = registration.isPending || done;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={t.name}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <PasswordField
        label={t.password}
        autoComplete="new-password"
        strengthOf={password}
        error={errors.password?.message}
        {...register('password')}
      />
      <ConsentBox
        label={TEXTS.adultLabel}
        error={errors.ageConfirmed?.message}
        {...register('ageConfirmed')}
      />
      <ConsentBox
        label={
          <>
            {TEXTS.noticeLabelBefore}
            <a
              href={`${pathPrefix}${paths.privacy}`}
              target="_blank"
              rel="noopener"
              className={textLinkClass}
            >
              {TEXTS.noticeLink}
            </a>
          </>
        }
        error={errors.noticeAccepted?.message ?? errors.noticeVersion?.message}
        {...register('noticeAccepted')}
      />
      <ConsentBox
        label={TEXTS.marketingLabel}
        hint={TEXTS.marketingHint}
        {...register('marketingEmails')}
      />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div role="status">
        {done ? (
          <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {t.registered}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={busy} className={`${primaryButtonClass} mt-1`}>
        {registration.isPending ? t.creatingAccount : t.createAccount}
      </button>
    </form>
  );
}
