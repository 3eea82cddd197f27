import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROFILE_MESSAGES,
  type UpdateProfile,
  UpdateProfileSchema,
  type VendorProfile,
} from '@mandap/shared/schemas/accounts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailField, PhoneField, TextField } from '@/components/ui/text-field';
import { useUpdateVendorProfile } from '@/features/auth/api/update-vendor-profile';
import type { ToastTone } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { primaryButtonClass } from './auth-card';

const FIELDS = ['name', 'email', 'phone'] as const;

interface ProfileFormProps {
  profile: VendorProfile;
  onResult: (tone: ToastTone, message: string) => void;
}

/**
 * 'Edit Your Profile' (spec 2.6): name, email and phone. A refused field (400, or 409 for an
 * email another vendor has) is shown beside the field; any other failure as a toast.
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
    defaultValues: { name: profile.name, email: profile.email, phone: profile.phone },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset({ name: saved.name, email: saved.email, phone: saved.phone });
      onResult('success', PROFILE_MESSAGES.saved);
    } catch (error) {
      const refused =
        error instanceof ApiError && (error.status === 400 || error.status === 409)
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
        label="Name"
        autoComplete="name"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={update.isPending}
          className={`${primaryButtonClass} sm:w-auto sm:px-8`}
        >
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
