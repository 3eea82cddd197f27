import { z } from 'zod';
import { ERROR_KINDS, type ErrorReply, type FieldErrors } from '../errors';

// The one error contract of the API (docs/api.md): every 4xx and 5xx reply has this shape, the
// server declares it on every route, and the web client parses it in one place. The contract's
// types and helpers are in ../errors, without zod (the browser reads error replies without it).

export {
  ERROR_KINDS,
  type ErrorKind,
  type ErrorReply,
  type FieldErrors,
  FORM_ERRORS_MESSAGE,
  FORM_FIELD_KEY,
  fieldErrorsOf,
} from '../errors';

/** A message per refused field, keyed by the field's path ('email', 'rows.0.offer'). */
export const FieldErrorsSchema = z.record(z.string(), z.string()) satisfies z.ZodType<FieldErrors>;

/** Every error reply: a message for people, and where it applies, a kind and field messages. */
export const ErrorReplySchema = z.object({
  message: z.string(),
  kind: z.enum(ERROR_KINDS).optional(),
  fieldErrors: FieldErrorsSchema.optional(),
}) satisfies z.ZodType<ErrorReply>;
