import { zodResolver } from '@hookform/resolvers/zod';
import * as t from '@mandap/shared/messages/en/auth-account';
import {
  ACCOUNT_MESSAGES,
  PROFILE_MESSAGES,
  type UpdateContact,
  UpdateContactSchema,
} from '@mandap/shared/schemas/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { PhoneField, TextField } from '@/components/ui/text-field';
import { useUpdateContact } from '@/features/auth/api/update-contact';
import { ApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { AccountSection, SuccessNote } from './account-section';
import { primaryButtonClass } from './auth-card';
import { Detail } from './detail';

const FIELDS = ['name', 'phone'] as const;

interface ContactFormProps {
  profile: { name: string; email: string; phone: string };
}

/**
 * The account page's "Profile": the name and phone, editable for vendors and users alike; the
 * e-mail shown (its change has a form of its own).
 */
export function ContactSection({ profile }: ContactFormProps) {
  const update = useUpdateContact();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof UpdateContactSchema>, unknown, UpdateContact>({
    resolver: zodResolver(UpdateContactSchema),
    defaultValues: { name: profile.name, phone: profile.phone },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await update.mutateAsync(values);
      const person = saved.role === 'vendor' ? saved.vendor : saved.user;
      reset({ name: person.name, phone: person.phone });
      setOutcome('saved');
    } catch (error) {
      const refused =
        error instanceof ApiError && error.status === 400
          ? applyFieldErrors(setError, error.fieldErrors, FIELDS, { focus: true })
          : [];
      if (refused.length === 0) setOutcome('failed');
    }
  });

  return (
    <AccountSection heading={ACCOUNT_MESSAGES.profileHeading}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.name}
          autoComplete="name"
          className="sm:col-span-2"
          error={errors.name?.message}
          {...register('name')}
        />
        <PhoneField error={errors.phone?.message} {...register('phone')} />
        <dl className="self-end pb-1">
          <Detail label={t.email} value={profile.email} />
        </dl>
        {outcome === 'saved' ? (
          <div className="sm:col-span-2">
            <SuccessNote>{PROFILE_MESSAGES.saved}</SuccessNote>
          </div>
        ) : null}
        {outcome === 'failed' ? (
          <div className="sm:col-span-2">
            <FormAlert>{PROFILE_MESSAGES.failed}</FormAlert>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={update.isPending}
            className={`${primaryButtonClass} sm:w-auto sm:px-8`}
          >
            {update.isPending ? t.saving : t.saveChanges}
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
