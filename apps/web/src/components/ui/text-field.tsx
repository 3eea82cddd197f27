import * as t from '@mandap/shared/messages/en/public-ui';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

/** A field's look; its focus ring is the global one (index.css). */
export const inputClass =
  'w-full rounded-xl border border-stone-200 bg-ivory px-3 py-2.5 text-stone-900 placeholder:text-stone-400 transition focus:border-maroon-700 aria-invalid:border-red-600 aria-invalid:bg-red-50/40 disabled:opacity-60';

interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  /** Shown under the input; marks it invalid and describes it. */
  error?: string | undefined;
  /** Marks the input invalid without a message of its own (the message is shown elsewhere). */
  invalid?: boolean;
  /** A hint under the input, part of its description. */
  hint?: ReactNode;
}

/** A labelled input with its error beside it, wired for assistive technology. */
export function TextField({ label, error, invalid, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

type PresetFieldProps = Omit<TextFieldProps, 'label'> & { label?: string };

/** An email address: the email keyboard and autofill. */
export function EmailField({ label = t.email, ...props }: PresetFieldProps) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/**
 * A 10-digit phone number, typed as people do ('+91 98765 43210'; the shared PhoneSchema keeps the
 * 10 digits): the phone keypad, which has + and spaces, and national-format autofill.
 */
export function PhoneField({ label = t.phone, ...props }: PresetFieldProps) {
  return (
    <TextField
      label={label}
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      placeholder={t.phonePlaceholder}
      {...props}
    />
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
