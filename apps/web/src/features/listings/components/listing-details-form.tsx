import { zodResolver } from '@hookform/resolvers/zod';
import type { Category } from '@mandap/shared/catalogue/categories';
import * as t from '@mandap/shared/messages/en/vendor-listings';
import {
  HIGHLIGHTS,
  LISTING_TEXT_FIELDS,
  type ListingDetail,
  type ListingFormValues,
  listingText,
  type UpdateListing,
  updateListingSchema,
} from '@mandap/shared/schemas/listings';
import { type ReactNode, useId, useMemo } from 'react';
import { type Resolver, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { LeaveFormDialog } from '@/components/listing-form/leave-form-dialog';
import {
  ListingTextField,
  ListingTextFields,
  listingFieldsIn,
} from '@/components/listing-form/listing-text-fields';
import { CheckboxOptions } from '@/components/ui/checkbox-options';
import { FieldError, inputClass, TextField } from '@/components/ui/text-field';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { categoryLabel } from '@/lib/categories';
import { applyFieldErrors } from '@/lib/form-errors';
import { Card, primaryButton } from './page';

/** The edit form's values: the registration form's text and features, plus the highlights. */
export type DetailsFormValues = Omit<ListingFormValues, 'plan' | 'starRating'> & {
  highlights: string[];
};

const FIELDS = [...LISTING_TEXT_FIELDS, 'features', 'highlights'] as const;

export function detailsDefaults(listing: ListingDetail): DetailsFormValues {
  return {
    ...listingText((name) => listing[name]),
    features: listing.features,
    highlights: listing.highlights,
  };
}

interface ListingDetailsFormProps {
  listing: ListingDetail;
  category: Category;
  /** Edit Services: the four highlight checkboxes instead of the category's features. */
  variant: 'features' | 'highlights';
  /** The button's text while sending (it reads 'Submit' otherwise). */
  sendingLabel: string;
  /**
   * Sends the checked values; resolves with undefined once saved, else with the server's field
   * errors (empty when the failure names no field).
   */
  onSubmit: (values: UpdateListing) => Promise<Record<string, string> | undefined>;
  /** Shown between the fields and the button (messages, media inputs). */
  children?: ReactNode;
  disabled?: boolean;
}

/**
 * A listing's details in a card (R10): the registration form's fields and rules, the category
 * read-only.
 */
export function ListingDetailsForm({
  listing,
  category,
  variant,
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
    setFocus,
    getValues,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<DetailsFormValues, unknown, UpdateListing>({
    resolver,
    // Focus goes by the form's order (FIELDS), not by the order the fields happened to register in.
    shouldFocusError: false,
    defaultValues: detailsDefaults(listing),
  });
  const categoryId = useId();
  // Not while saving: Submit Your Service navigates away from inside onSubmit.
  const leaving = useUnsavedChanges(isDirty && !isSubmitting);

  const submit = handleSubmit(
    async (values) => {
      const fieldErrors = await onSubmit(values);
      // Saved: what is in the form is the new baseline, so leaving no longer asks.
      if (fieldErrors === undefined) reset(getValues());
      else applyFieldErrors(setError, fieldErrors, FIELDS, { focus: false });
    },
    (refused) => {
      const first = FIELDS.find((field) => field in refused);
      if (first) setFocus(first);
    },
  );

  return (
    <Card>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <LeaveFormDialog blocker={leaving.blocker} message={t.unsavedChanges} />
        <div>
          <label htmlFor={categoryId} className="mb-1.5 block text-sm font-medium text-stone-800">
            {t.serviceCategory}
          </label>
          <input
            id={categoryId}
            value={categoryLabel(category.slug)}
            readOnly
            className={`${inputClass} bg-stone-100`}
          />
        </div>
        <div>
          <TextField
            label={t.vendorId}
            value={listing.vendorUniqueId}
            readOnly
            className="[&_input]:bg-stone-100"
          />
        </div>
        <ListingTextFields
          fields={listingFieldsIn('information', 'address')}
          screen="edit"
          register={register}
          errors={errors}
          className="grid gap-5 sm:grid-cols-2"
        />
        {listingFieldsIn('description').map((field) => (
          <ListingTextField
            key={field.name}
            field={field}
            screen="edit"
            registration={register(field.name)}
            error={errors[field.name]?.message}
          />
        ))}
        {variant === 'features' ? (
          <Checkboxes
            legend={category.featuresLabel}
            options={category.features}
            field={register('features')}
            error={errors.features?.message}
          />
        ) : (
          <Checkboxes
            legend={t.specifications}
            options={HIGHLIGHTS}
            field={register('highlights')}
            error={errors.highlights?.message}
          />
        )}
        {children}
        <div>
          <button type="submit" className={primaryButton} disabled={disabled || isSubmitting}>
            {isSubmitting ? sendingLabel : t.submit}
          </button>
        </div>
      </form>
    </Card>
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
      <CheckboxOptions
        options={options}
        field={field}
        invalid={Boolean(error)}
        className="grid gap-2 sm:grid-cols-2"
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
