import { type ErrorReply, FORM_ERRORS_MESSAGE, fieldErrorsOf } from '@mandap/shared/schemas/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type Refusal } from './domain-errors';

/**
 * An error whose message is meant for the person using Mandap, for the route layer and platform
 * code; services throw a DomainError, which the handler below maps to a status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** What the reply carries besides the message (the error contract, ErrorReplySchema). */
    readonly details?: Omit<ErrorReply, 'message'>,
    readonly headers?: Record<string, string>,
    /** What went wrong underneath: logged, never sent. */
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

/** The status of each refusal of a service. */
const REFUSAL_STATUS: Record<Refusal, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_declined: 402,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  unprocessable: 422,
  too_many: 429,
  upstream_failed: 502,
  unavailable: 503,
};

/** A service's refusal as the route layer answers it: a status, headers and the error contract. */
export function httpErrorOf(error: DomainError): HttpError {
  const { retryAfterSeconds, ...details } = error.details;
  return new HttpError(
    REFUSAL_STATUS[error.refusal],
    error.message,
    Object.keys(details).length > 0 ? details : undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
    error.cause,
  );
}

/**
 * The issues of a request refused by its route's schema, with paths as fieldErrorsOf takes them:
 * the type provider reports each as a JSON pointer ('/rows/0/offer').
 */
export function validationIssues(error: Error): { path: string[]; message: string }[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').split('/').filter(Boolean),
    message: issue.message ?? 'Invalid value',
  }));
}

// Fastify's own refusals of a body, in words a person can act on; any other 4xx of Fastify's
// keeps its message. One place, so a route added later answers the same.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY:
    'The request body is not valid JSON. Please check it and send it again.',
  FST_ERR_CTP_EMPTY_JSON_BODY:
    'The request body is empty. Please send a JSON object, or no Content-Type header.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'This content type is not accepted here. Please send JSON (Content-Type: application/json), ' +
    'or multipart/form-data for forms with files.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large. Please send less data.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH:
    'The request body did not match its Content-Length. Please send it again.',
};

// What a logged error may carry besides its type, message and stack: codes and names, never
// values (drizzle's `params`, PostgreSQL's `detail` 'Failing row contains (...)' and
// 'Key (email)=(...)', `where`, `hint` all quote the data of the row).
const LOGGABLE_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
] as const;

/** A message without the SQL parameters drizzle appends to it ('Failed query: ...\nparams: ...'). */
function withoutParameters(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : `${message.slice(0, at)}\nparams: (not logged)`;
}

/**
 * An error as it may be logged (V16): its type, message, stack, codes and causes, without the
 * parameters of a failed query or the values of the row it was writing, which carry people's
 * emails, phones and password hashes. Anything that is not an Error passes unchanged.
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const message = withoutParameters(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of LOGGABLE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < 5) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}

/**
 * One error shape for every reply (ErrorReplySchema): `{ message, kind?, fieldErrors? }`. 4xx
 * messages are written for people; 5xx replies say nothing of internals and are logged instead,
 * without the values of the request (loggableError).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | HttpError | DomainError, request, reply) => {
    const error = thrown instanceof DomainError ? httpErrorOf(thrown) : thrown;
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) {
        request.log.error({ err: loggableError(thrown) }, error.message);
      }
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        message: FORM_ERRORS_MESSAGE,
        fieldErrors: fieldErrorsOf(validationIssues(error)),
      });
    }
    const code = error.statusCode;
    const status = code !== undefined && code >= 400 && code < 600 ? code : 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side. Please try again.' });
    }
    return reply.status(status).send({ message: FRAMEWORK_MESSAGES[error.code] ?? error.message });
  });
}
