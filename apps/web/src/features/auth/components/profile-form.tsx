import { zodResolver } from '@hookform/resolvers/zod';
import * as t from '@mandap/shared/messages/en/auth-account';
import {
  PROFILE_MESSAGES,
  type UpdateProfile,
  UpdateProfileSchema,
  type VendorProfile,
} from '@mandap/shared/schemas/accounts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PhoneField, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useUpdateVendorProfile } from '@/features/auth/api/update-vendor-profile';
import type { ToastTone } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { linkClass, primaryButtonClass } from './auth-card';

const FIELDS = ['name', 'phone'] as const;

interface ProfileFormProps {
  profile: VendorProfile;
  onResult: (tone: ToastTone, message: string) => void;
}

/**
 * 'Edit Your Profile' (spec 2.6): name and phone. The e-mail address is shown, and changes only
 * through a link sent to the new address, from My Account (decision 0068). A refused field (400)
 * is shown beside the field; any other failure as a toast.
 */
export function ProfileForm({ profile, onResult }: ProfileFormProps) {
  const update = useUpdateVendorProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof UpdateProfileSchema>, unknown, UpdateProfile>({
    resolver: zodResolver(UpdateProfileSchema),
    defaultValues: { name: profile.name, phone: profile.phone },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset({ name: saved.name, phone: saved.phone });
      onResult('success', PROFILE_MESSAGES.saved);
    } catch (error) {
      const refused =
        error instanceof ApiError && error.status === 400
          ? applyFieldErrors(setError, error.fieldErrors, FIELDS, { focus: true })
          : [];
      if (refused.length === 0) {
        onResult('error', PROFILE_MESSAGES.failed);
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t.name}
        autoComplete="name"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <p className="text-sm text-stone-600 sm:col-span-2">
        {t.emailIs}{' '}
        <span className="font-medium text-stone-900 wrap-anywhere">{profile.email}</span>.{' '}
        <Link to={paths.profile} className={linkClass}>
          {t.changeEmailLink}
        </Link>
      </p>
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
  );
}
