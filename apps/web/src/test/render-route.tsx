import { QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
// As main.tsx: the DOM provider, which supports navigate's flushSync option.
import { RouterProvider } from 'react-router/dom';
import { expect } from 'vitest';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';

/** A fresh cache per test; no retries, so a failure shows at once. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
}

/** Renders `routes` at `path` in a memory router, inside the app's providers. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/**
 * Renders the whole app (chrome and lazy screens) at `path`, as the browser router would. The API
 * is whatever `fakeApi` the test installed (signed out by default).
 */
export function renderRoute(path: string) {
  return renderRoutes(routes, path);
}

/**
 * Opens `path` signed out and waits until the session wall has sent the visitor to `loginPath`;
 * returns where it went (its query says where the login comes back to).
 */
export async function renderSentToLogin(path: string, loginPath: string) {
  const { router } = renderRoute(path);
  await waitFor(() => expect(router.state.location.pathname).toBe(loginPath));
  return router.state.location;
}
