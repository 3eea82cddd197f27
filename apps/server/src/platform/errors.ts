import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose message is meant for the person using Mandap. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
    /** What went wrong underneath: logged, never sent. */
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

/**
 * One error shape for every reply: `{ message, fieldErrors? }`. 4xx messages are written for
 * people; 5xx replies say nothing of internals and are logged in full instead.
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
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldErrors[field] ??= issue.message ?? 'Invalid value';
      }
      return reply
        .status(400)
        .send({ message: 'Please correct the errors in the form', fieldErrors });
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
