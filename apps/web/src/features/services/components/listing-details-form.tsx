import { zodResolver } from '@hookform/resolvers/zod';
import type { Category } from '@mandap/shared/catalogue/categories';
import {
  HIGHLIGHTS,
  LISTING_TEXT_FIELDS,
  type ListingDetail,
  type ListingFormValues,
  type UpdateListing,
  updateListingSchema,
} from '@mandap/shared/schemas/listings';
import { type ReactNode, useId, useMemo } from 'react';
import { type Resolver, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import {
  EmailField,
  FieldError,
  inputClass,
  PhoneField,
  TextField,
} from '../../../components/ui/text-field';
import { primaryButton } from './page';

/** The edit form's values: the registration form's text and features, plus the highlights. */
export type DetailsFormValues = Omit<ListingFormValues, 'plan' | 'starRating'> & {
  highlights: string[];
};

export function detailsDefaults(listing: ListingDetail): DetailsFormValues {
  return {
    firmName: listing.firmName,
    email: listing.email,
    phone: listing.phone,
    houseNo: listing.houseNo,
    city: listing.city,
    nearBy: listing.nearBy,
    district: listing.district,
    state: listing.state,
    pincode: listing.pincode,
    description: listing.description,
    features: listing.features,
    highlights: listing.highlights,
  };
}

interface ListingDetailsFormProps {
  listing: ListingDetail;
  category: Category;
  /** Edit Services: the four highlight checkboxes instead of the category's features. */
  variant: 'features' | 'highlights';
  submitLabel: string;
  sendingLabel: string;
  /** Sends the checked values; resolves with field errors from the server, if any. */
  onSubmit: (values: UpdateListing) => Promise<Record<string, string> | undefined>;
  /** Shown between the fields and the button (messages, media inputs). */
  children?: ReactNode;
  disabled?: boolean;
}

/** A listing's details (R10): the registration form's fields and rules, category read-only. */
export function ListingDetailsForm({
  listing,
  category,
  variant,
  submitLabel,
  sendingLabel,
  onSubmit,
  children,
  disabled = false,
}: ListingDetailsFormProps) {
  const resolver = useMemo(
    () =>
      zodResolver(updateListingSchema(category)) as Resolver<
        DetailsFormValues,
        unknown,
        UpdateListing
      >,
    [category],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DetailsFormValues, unknown, UpdateListing>({
    resolver,
    defaultValues: detailsDefaults(listing),
  });
  const categoryId = useId();

  const submit = handleSubmit(async (values) => {
    const fieldErrors = await onSubmit(values);
    for (const [key, message] of Object.entries(fieldErrors ?? {})) {
      const name = [...LISTING_TEXT_FIELDS, 'features', 'highlights'].find((f) => f === key);
      if (name) setError(name as keyof DetailsFormValues, { message });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <div>
        <label htmlFor={categoryId} className="mb-1.5 block text-sm font-medium text-stone-800">
          Service category
        </label>
        <input
          id={categoryId}
          value={category.title}
          readOnly
          className={`${inputClass} bg-stone-100`}
        />
      </div>
      <div>
        <TextField
          label="Vendor ID"
          value={listing.vendorUniqueId}
          readOnly
          className="[&_input]:bg-stone-100"
        />
      </div>
      <TextField label="Firm name" {...register('firmName')} error={errors.firmName?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField {...register('email')} error={errors.email?.message} />
        <PhoneField {...register('phone')} error={errors.phone?.message} />
        <TextField label="House No." {...register('houseNo')} error={errors.houseNo?.message} />
        <TextField label="City" {...register('city')} error={errors.city?.message} />
        <TextField label="Nearby location" {...register('nearBy')} error={errors.nearBy?.message} />
        <TextField label="District" {...register('district')} error={errors.district?.message} />
        <TextField label="State" {...register('state')} error={errors.state?.message} />
        <TextField
          label="Pincode"
          inputMode="numeric"
          {...register('pincode')}
          error={errors.pincode?.message}
        />
      </div>
      <DescriptionField field={register('description')} error={errors.description?.message} />
      {variant === 'features' ? (
        <Checkboxes
          legend={category.featuresLabel}
          options={category.features}
          field={register('features')}
          error={errors.features?.message}
        />
      ) : (
        <Checkboxes
          legend="Specifications"
          options={HIGHLIGHTS}
          field={register('highlights')}
          error={errors.highlights?.message}
        />
      )}
      {children}
      <div>
        <button type="submit" className={primaryButton} disabled={disabled || isSubmitting}>
          {isSubmitting ? sendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

function DescriptionField({
  field,
  error,
}: {
  field: UseFormRegisterReturn<'description'>;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        Description
      </label>
      <textarea
        id={id}
        placeholder="Tell us about your services"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} min-h-36 resize-y`}
        {...field}
      />
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

function Checkboxes({
  legend,
  options,
  field,
  error,
}: {
  legend: string;
  options: readonly string[];
  field: UseFormRegisterReturn<'features' | 'highlights'>;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-stone-800">{legend}</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <li key={option}>
            <label className="flex h-full cursor-pointer items-center gap-3 rounded-xl border border-stone-200 bg-ivory px-3 py-2.5 text-sm text-stone-800 transition hover:border-marigold-300 has-checked:border-marigold-400 has-checked:bg-marigold-50">
              <input
                type="checkbox"
                value={option}
                className="size-4 shrink-0 accent-maroon-700"
                {...field}
              />
              <span>{option}</span>
            </label>
          </li>
        ))}
      </ul>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
