import type { z } from 'zod';

/** The server answered with an error status: `{ message, kind?, fieldErrors? }` (docs/api.md). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** Why it failed, when the server says (login: 'auth', 'account', 'rate_limited'). */
    readonly kind: string | undefined,
    /** A message per field the server refused, keyed by field name. */
    readonly fieldErrors: Readonly<Record<string, string>>,
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
  /** Sent as JSON. */
  body?: unknown;
  /** Checks the reply's shape; without it the reply is trusted as `T`. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') out[key] = message;
  }
  return out;
}

async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError('The connection broke while the reply was read.', { cause: error });
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorFrom(response: Response, body: unknown): ApiError {
  const record = isRecord(body) ? body : {};
  const message = typeof record.message === 'string' ? record.message : '';
  return new ApiError(
    response.status,
    message || `Request failed with status ${response.status}`,
    typeof record.kind === 'string' ? record.kind : undefined,
    stringRecord(record.fieldErrors),
    message !== '',
  );
}

/**
 * Calls the Mandap API on this origin with the session cookie. Resolves with the reply body
 * (undefined for 204); rejects with `ApiError` for an error status and `NetworkError` when no
 * answer came. An aborted request rejects with the browser's AbortError, untouched.
 */
export async function apiRequest<T>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = request;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError('The server could not be reached.', { cause: error });
  }

  const data = await readJson(response);
  if (!response.ok) throw errorFrom(response, data);
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'The server sent an unexpected reply.',
      undefined,
      {},
      false,
    );
  }
  return parsed.data;
}
