import { hostname } from 'node:os';
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

const LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};

export interface ProcessLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The process's own lines (listening, migrations, shutdown), written by server.ts before the
 * app and its logger exist and after they are gone: one JSON object a line in pino's shape, so
 * that they read like the app's; `err` goes through loggableError as there.
 */
export function processLog(level: string, stream: LogDestination = process.stdout): ProcessLog {
  const threshold = LEVELS[level] ?? Number.POSITIVE_INFINITY;
  const line = (value: number) => (obj: object, msg: string) => {
    if (value < threshold) return;
    const { err, ...rest } = obj as { err?: unknown };
    const fields = err === undefined ? rest : { ...rest, err: loggableError(err) };
    stream.write(
      `${JSON.stringify({ level: value, time: Date.now(), pid: process.pid, hostname: hostname(), ...fields, msg })}\n`,
    );
  };
  return { info: line(30), warn: line(40), error: line(50) };
}
