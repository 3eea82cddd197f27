import type { FastifyServerOptions } from 'fastify';
import { loggableError } from './errors';

/** Where the log goes: stdout by default; tests pass a stream to read what was logged. */
export interface LogDestination {
  write(line: string): unknown;
}

/**
 * Fastify's logger: off when 'silent'; every logged `err`, whoever logs it (a route, a sweep,
 * Fastify itself), goes through loggableError, so no SQL parameters or row values reach the log.
 */
export function loggerOptions(
  level: string,
  stream?: LogDestination,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    serializers: {
      // An Error comes out in pino's shape (type, message, stack); anything else unchanged.
      err: (error) => loggableError(error) as { type: string; message: string; stack: string },
    },
    ...(stream ? { stream } : {}),
  };
}
