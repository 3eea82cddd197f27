import {
  type ErrorKind,
  type FieldErrors,
  FORM_ERRORS_MESSAGE,
} from '@mandap/shared/schemas/errors';

/**
 * Why a service refused, in the domain's words; the route layer's error handler
 * (platform/errors.ts) picks the HTTP status for each.
 */
export type Refusal =
  /** The input breaks a rule; `fieldErrors` say where. */
  | 'invalid'
  /** Who is asking is unknown, or did not prove it (sign in, wrong password). */
  | 'unauthenticated'
  /** The payment did not go through (a card declined). */
  | 'payment_declined'
  /** Known, but not allowed to do this. */
  | 'forbidden'
  /** Not there, or not theirs to see (answered alike). */
  | 'not_found'
  /** Was there, and is taken down on purpose (a listing suspended by Mandap). */
  | 'gone'
  /** The state of things does not allow it (already paid, already reviewed). */
  | 'conflict'
  /** A file or form bigger than the limits. */
  | 'too_large'
  /** A file of a type not taken. */
  | 'unsupported_type'
  /** Well formed but refused for what it holds (a picture of a government ID). */
  | 'unprocessable'
  /** Too many tries or too much at once; `retryAfterSeconds` when the wait is known. */
  | 'too_many'
  /** A service we depend on (the payment provider) failed. */
  | 'upstream_failed'
  /** Busy on our side for now; `retryAfterSeconds` says when to try again. */
  | 'unavailable';

export interface DomainErrorDetails {
  /** A message per refused field, keyed by the field's path. */
  fieldErrors?: FieldErrors;
  /** What a screen tells apart (the error contract's `kind`: 'auth', 'rate_limited', ...). */
  kind?: ErrorKind;
  /** How long to wait before trying again, in whole seconds. */
  retryAfterSeconds?: number;
}

/**
 * A refusal by a service, with a message meant for the person using Mandap. It knows nothing of
 * HTTP: statuses and headers are the route layer's (platform/errors.ts).
 */
export class DomainError extends Error {
  constructor(
    readonly refusal: Refusal,
    message: string,
    readonly details: DomainErrorDetails = {},
    /** What went wrong underneath: logged, never sent. */
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

/** A form refused as a whole: its fields carry the messages. */
export function formError(fieldErrors: FieldErrors): DomainError {
  return new DomainError('invalid', FORM_ERRORS_MESSAGE, { fieldErrors });
}

/** A refusal of one field, whose message is also the reply's. */
export function fieldError(refusal: Refusal, field: string, message: string): DomainError {
  return new DomainError(refusal, message, { fieldErrors: { [field]: message } });
}
