import {
  LISTING_FIELDS,
  type ListingField,
  type ListingFieldName,
  type ListingFieldSection,
} from '@mandap/shared/schemas/listings';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { EmailField, PhoneField, TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';

/** The registration form (spec 2.7) or an edit screen (Edit Service, Submit Your Service). */
export type ListingScreen = 'registration' | 'edit';

/** The listing's text fields of the given sections, in form order. */
export function listingFieldsIn(...sections: ListingFieldSection[]): ListingField[] {
  return LISTING_FIELDS.filter((field) => sections.includes(field.section));
}

interface ListingTextFieldProps {
  field: ListingField;
  screen: ListingScreen;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** The screen's own label, e.g. the category's name for the firm ('Band name'). */
  label?: string | undefined;
  className?: string | undefined;
  /** The textarea's height and limit on the registration form. */
  rows?: number;
  maxLength?: number;
}

/** One text field of a listing, typed, labelled and autofilled as LISTING_FIELDS says. */
export function ListingTextField({
  field,
  screen,
  registration,
  error,
  label,
  className,
  rows,
  maxLength,
}: ListingTextFieldProps) {
  const text = screen === 'edit' ? (field.onEdit ?? field) : field;
  const props = {
    label: label ?? text.label,
    placeholder: text.placeholder,
    autoComplete: field.autoComplete,
    error,
    ...registration,
  };
  switch (field.input) {
    case 'textarea':
      return <TextareaField rows={rows} maxLength={maxLength} {...props} />;
    case 'email':
      return <EmailField className={className} {...props} />;
    case 'tel':
      return <PhoneField className={className} {...props} />;
    case 'numeric':
      return <TextField className={className} inputMode="numeric" {...props} />;
    case 'text':
      return <TextField className={className} {...props} />;
  }
}

interface ListingTextFieldsProps {
  fields: readonly ListingField[];
  screen: ListingScreen;
  register: (name: ListingFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<ListingFieldName, FieldError>>;
  /** Labels of the screen's own, by field. */
  labels?: Partial<Record<ListingFieldName, string>>;
  /** The grid the fields are laid out in; a wide field spans its two columns. */
  className: string;
}

/** Some of the listing's text fields, in a two-column grid. */
export function ListingTextFields({
  fields,
  screen,
  register,
  errors,
  labels = {},
  className,
}: ListingTextFieldsProps) {
  return (
    <div className={className}>
      {fields.map((field) => (
        <ListingTextField
          key={field.name}
          field={field}
          screen={screen}
          registration={register(field.name)}
          error={errors[field.name]?.message}
          label={labels[field.name]}
          className={field.wide ? 'sm:col-span-2' : undefined}
        />
      ))}
    </div>
  );
}
