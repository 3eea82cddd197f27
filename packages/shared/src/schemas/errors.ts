import { z } from 'zod';

// The one error contract of the API (docs/api.md): every 4xx and 5xx reply has this shape, the
// server declares it on every route, and the web client parses it in one place.

/** Why a request was refused, when a screen must tell refusals apart (login: 'auth', ...). */
export const ERROR_KINDS = ['auth', 'account', 'rate_limited'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** A message per refused field, keyed by the field's path ('email', 'rows.0.offer'). */
export const FieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** Every error reply: a message for people, and where it applies, a kind and field messages. */
export const ErrorReplySchema = z.object({
  message: z.string(),
  kind: z.enum(ERROR_KINDS).optional(),
  fieldErrors: FieldErrorsSchema.optional(),
});
export type ErrorReply = z.infer<typeof ErrorReplySchema>;

/** The message of a form refused as a whole: its fields carry the details. */
export const FORM_ERRORS_MESSAGE = 'Please correct the errors in the form';

/** The key of a message that belongs to no one field. */
export const FORM_FIELD_KEY = '_';

/**
 * The field messages of failed checks: the first message of each field, keyed by the issue's
 * path joined with dots ('rows.0.offer'); an issue with no path belongs to the form ('_').
 * `depth` keeps only the path's first steps, for a form whose list is one field ('features',
 * not 'features.2').
 */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  depth = Number.POSITIVE_INFINITY,
): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.slice(0, depth).map(String).join('.') || FORM_FIELD_KEY;
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}
