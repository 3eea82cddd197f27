import type { z } from 'zod';
import { apiRequest, replyOf } from '@/lib/api-client';

/**
 * What the server passes to route loaders as `context` when it renders a public page: the API
 * answered in-process, as the visitor (their address and user agent) but never with their cookies,
 * so the rendered HTML is the same for everyone and can be cached. In the browser loaders get no
 * such context and use the network.
 */
export interface ServerLoaderContext {
  /** GET an API path on this site, e.g. `/api/search?q=dhol`. */
  apiFetch(path: string, init?: { signal?: AbortSignal | null }): Promise<Response>;
}

/** Whether a loader runs inside the server's render (its `context` carries the in-process API). */
export function isServerLoaderContext(context: unknown): context is ServerLoaderContext {
  return (
    typeof context === 'object' &&
    context !== null &&
    typeof (context as Partial<ServerLoaderContext>).apiFetch === 'function'
  );
}

export type LoaderFetch = (
  path: string,
  init?: { signal?: AbortSignal | null },
) => Promise<Response>;

/**
 * fetch for a loader: on the server, a GET of an API path answered in-process; in the browser,
 * the browser's fetch (same origin, with the session cookie).
 */
export function loaderFetch(context: unknown): LoaderFetch {
  if (isServerLoaderContext(context)) return (path, init) => context.apiFetch(path, init);
  return (path, init) =>
    fetch(path, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal: init?.signal ?? null,
    });
}

/**
 * GETs an API path for a loader and checks the reply against `schema`. Rejects as the API client
 * does: `ApiError` for an error status (a 404's `status` tells the loader to answer 404),
 * `NetworkError` in the browser when no answer came.
 */
export async function loaderGetJson<T>(
  context: unknown,
  path: string,
  schema: z.ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  if (!isServerLoaderContext(context)) return apiRequest(path, { schema, signal });
  const response = await context.apiFetch(path, { signal: signal ?? null });
  return replyOf(response.status, await response.text(), schema);
}
