import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { FieldError } from '@/components/ui/text-field';

interface ConsentBoxProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  /** The box's words: its accessible name (may hold a link). */
  label: ReactNode;
  error?: string | undefined;
  hint?: string;
}

/** One of sign-up's consent boxes (issue 29): a checkbox, its words, a hint and its error. */
export function ConsentBox({ label, error, hint, ...input }: ConsentBoxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="mt-0.5 size-5 shrink-0 accent-maroon-800"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-stone-800">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 pl-8 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
