import {
  ERROR_KINDS,
  type ErrorKind,
  type ErrorReply,
  type FieldErrors,
} from '@mandap/shared/errors';
import type { z } from 'zod';

// No zod is loaded here (only its types): every page's first view reads error replies, and zod
// loads only with the schema of a reply that is checked (docs/decisions/0045).

/** The server answered with an error status: its ErrorReply (docs/api.md). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** Why it failed, when the server says (login: 'auth', 'account', 'rate_limited'). */
    readonly kind: ErrorKind | undefined,
    /** A message per field the server refused, keyed by field path. */
    readonly fieldErrors: Readonly<FieldErrors>,
    /** False when the reply carried no message of its own (e.g. a proxy's HTML error page). */
    readonly hasServerMessage: boolean,
  ) {
    super(message);
  }
}

/**
 * The server's own words for a refusal (a 4xx with a message, meant for people: docs/api.md), or
 * `fallback` for anything else: a 5xx, a proxy's page, no answer at all.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.hasServerMessage
    ? error.message
    : fallback;
}

/** The request never got an answer: offline, DNS, connection refused or reset. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest<T> {
  method?: Method;
  /** Sent as JSON; a FormData as multipart. */
  body?: unknown;
  /** Checks the reply's shape; without it the reply is trusted as `T`. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isErrorKind(value: unknown): value is ErrorKind {
  return ERROR_KINDS.some((kind) => kind === value);
}

/**
 * An error reply read by the contract (ErrorReplySchema), part by part: a reply that breaks it
 * somewhere (a proxy's JSON, a field message that is not text) still gives the parts that keep it.
 */
export function errorReplyOf(body: unknown): Partial<ErrorReply> {
  if (!isRecord(body)) return {};
  const fieldErrors = isRecord(body.fieldErrors) ? Object.entries(body.fieldErrors) : [];
  return {
    message: typeof body.message === 'string' ? body.message : undefined,
    kind: isErrorKind(body.kind) ? body.kind : undefined,
    fieldErrors: Object.fromEntries(
      fieldErrors.filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
  };
}

/**
 * What a request that got an answer resolves with, for fetch and XMLHttpRequest alike: the body
 * (checked by `schema` when given), or an `ApiError` for an error status or a body of the wrong
 * shape.
 */
export function replyOf<T>(status: number, text: string, schema?: z.ZodType<T>): T {
  const body = parseJson(text);
  if (status < 200 || status >= 300) {
    const { message = '', kind, fieldErrors = {} } = errorReplyOf(body);
    throw new ApiError(
      status,
      message || `Request failed with status ${status}`,
      kind,
      fieldErrors,
      message !== '',
    );
  }
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(status, 'The server sent an unexpected reply.', undefined, {}, false);
  }
  return parsed.data;
}

/**
 * Calls the Mandap API on this origin with the session cookie. Resolves with the reply body
 * (undefined for 204); rejects with `ApiError` for an error status and `NetworkError` when no
 * answer came. An aborted request rejects with the browser's AbortError, untouched.
 */
export async function apiRequest<T>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = request;
  const multipart = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData's Content-Type, with its boundary, is the browser's to write.
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined || multipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError('The server could not be reached.', { cause: error });
  }

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError('The connection broke while the reply was read.', { cause: error });
  }
  return replyOf(response.status, text, schema);
}
