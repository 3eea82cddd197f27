import type { FieldErrors } from '@mandap/shared/schemas/errors';

/**
 * Shows the server's field messages (an ApiError's `fieldErrors`) beside the form's `fields`, in
 * the form's order, focusing the first if asked. Keys the form has no field for (e.g. '_') are
 * left to the caller. Returns the fields that got a message.
 */
export function applyFieldErrors<F extends string>(
  // react-hook-form's setError, or a plain form's (hooks/use-plain-form.ts).
  setError: (
    field: F,
    error: { type: string; message: string },
    options: { shouldFocus: boolean },
  ) => void,
  fieldErrors: Readonly<FieldErrors>,
  fields: readonly F[],
  { focus }: { focus: boolean },
): F[] {
  const refused: F[] = [];
  for (const field of fields) {
    const message = fieldErrors[field];
    if (message === undefined) continue;
    setError(field, { type: 'server', message }, { shouldFocus: focus && refused.length === 0 });
    refused.push(field);
  }
  return refused;
}
