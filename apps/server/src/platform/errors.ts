import {
  type ErrorReply,
  type FieldErrors,
  FORM_ERRORS_MESSAGE,
  fieldErrorsOf,
} from '@mandap/shared/schemas/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose message is meant for the person using Mandap. */
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

/** A form refused as a whole (400): its fields carry the messages. */
export function formError(fieldErrors: FieldErrors): HttpError {
  return new HttpError(400, FORM_ERRORS_MESSAGE, { fieldErrors });
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

/**
 * One error shape for every reply (ErrorReplySchema): `{ message, kind?, fieldErrors? }`. 4xx
 * messages are written for people; 5xx replies say nothing of internals and are logged in full
 * instead.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500)
        request.log.error({ err: error, cause: error.cause }, error.message);
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        message: FORM_ERRORS_MESSAGE,
        fieldErrors: fieldErrorsOf(validationIssues(error)),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side. Please try again.' });
    }
    return reply.status(status).send({ message: error.message });
  });
}
