import { isRouteErrorResponse } from 'react-router';
import { scriptSafeJson } from './head';

/**
 * The element holding the router's data for hydration. It is JSON in a non-executable
 * `<script type="application/json">`, not the inline script React Router writes by default: the
 * Content-Security-Policy allows scripts from this origin only, and a data block is no script.
 */
export const HYDRATION_DATA_ID = 'router-hydration-data';

/** What the browser's router starts from: the server's loader data and errors, by route id. */
export interface HydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

/**
 * Errors as React Router's own hydration writes them (`__type` markers), so that
 * createBrowserRouter, reading `window.__staticRouterHydrationData`, turns them back into the
 * error responses the error boundaries expect.
 */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) {
      serialized[routeId] = { ...error, __type: 'RouteErrorResponse' };
    } else if (error instanceof Error) {
      // Only the message, never the stack: the page is public.
      serialized[routeId] = {
        message: error.message,
        __type: 'Error',
        ...(error.name === 'Error' ? {} : { __subType: error.name }),
      };
    } else {
      serialized[routeId] = error;
    }
  }
  return serialized;
}

/** The data block the server writes after the app's HTML. */
export function hydrationScript(state: {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}): string {
  const data: HydrationData = {
    loaderData: state.loaderData,
    actionData: state.actionData,
    errors: serializeErrors(state.errors),
  };
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${scriptSafeJson(data)}</script>`;
}

/** The server's hydration data, when the server rendered this page. */
export function readHydrationData(doc: Document): HydrationData | undefined {
  const text = doc.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text) return undefined;
  return JSON.parse(text) as HydrationData;
}
