import * as t from '@mandap/shared/messages/en/validation-fields';
// The one error contract of the API (docs/api.md), without zod: the browser reads every error
// reply with it from the first view on. The server declares ErrorReplySchema (schemas/errors.ts).

/** Why a request was refused, when a screen must tell refusals apart (login: 'auth', ...). */
export const ERROR_KINDS = [
  'auth',
  'account',
  'rate_limited',
  'suspended',
  /** The account's e-mail is not verified yet (decision 0069): the screen offers a new link. */
  'email_unverified',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** A message per refused field, keyed by the field's path ('email', 'rows.0.offer'). */
export type FieldErrors = Record<string, string>;

/** Every error reply: a message for people, and where it applies, a kind and field messages. */
export interface ErrorReply {
  message: string;
  kind?: ErrorKind;
  fieldErrors?: FieldErrors;
}

/** The message of a form refused as a whole: its fields carry the details. */
export const FORM_ERRORS_MESSAGE = t.formErrorsMessage;

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
