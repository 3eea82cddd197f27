import type { FieldErrors } from '@mandap/shared/schemas/errors';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Shows the server's field messages (an ApiError's `fieldErrors`) beside the form's `fields`, in
 * the form's order, focusing the first if asked. Keys the form has no field for (e.g. '_') are
 * left to the caller. Returns the fields that got a message.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: Readonly<FieldErrors>,
  fields: readonly Path<T>[],
  { focus }: { focus: boolean },
): Path<T>[] {
  const refused = fields.filter((field) => fieldErrors[field] !== undefined);
  refused.forEach((field, index) => {
    setError(
      field,
      { type: 'server', message: fieldErrors[field] },
      { shouldFocus: focus && index === 0 },
    );
  });
  return refused;
}
