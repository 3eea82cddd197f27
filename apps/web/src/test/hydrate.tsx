import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, expect } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createHydratingRouter } from '@/app/router';
import { type HydrationData, readHydrationData } from '@/lib/ssr/hydration';
import { createTestQueryClient } from './render-route';

/**
 * Server-rendered pages hydrated in the document, as the browser does it. Call it in a describe
 * block: each test starts from an empty document and its page is unmounted after it.
 */
export function serverPageHydration() {
  let root: Root | undefined;
  // What React could not hydrate (a mismatch between the server's HTML and the first render).
  let recoverable: unknown[] = [];
  beforeEach(() => {
    recoverable = [];
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    window.__staticRouterHydrationData = undefined;
    window.history.replaceState(null, '', '/');
  });

  return {
    /** Puts the server's page for `url` in the document, as the browser would receive it. */
    load(html: string, url: string): HydrationData {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      document.head.innerHTML = doc.head.innerHTML;
      document.body.innerHTML = doc.body.innerHTML;
      document.title = doc.title;
      window.history.replaceState(null, '', url);
      const hydrationData = readHydrationData(document);
      if (!hydrationData) throw new Error('the page has no hydration data');
      return hydrationData;
    },

    /** Hydrates the loaded page with `routes` (the app's by default): React must keep it all. */
    async hydrate(hydrationData: HydrationData, routes?: RouteObject[]) {
      const router = await createHydratingRouter(hydrationData, routes);
      const container = document.getElementById('root');
      if (!container) throw new Error('no #root');
      await act(async () => {
        root = hydrateRoot(
          container,
          <AppProviders queryClient={createTestQueryClient()}>
            <RouterProvider router={router} />
          </AppProviders>,
          { onRecoverableError: (error) => recoverable.push(error) },
        );
      });
      expect(recoverable).toEqual([]);
    },
  };
}
