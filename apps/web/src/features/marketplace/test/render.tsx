import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../../../app/providers';
import { createTestQueryClient } from '../../../test/render-route';
import * as home from '../home-route';
import * as search from '../search-route';
import * as storefront from '../storefront-route';

const HydrateFallback = () => null;

/** The three marketplace routes as the app mounts them, and pages they link to. */
export const marketplaceRoutes: RouteObject[] = [
  { path: '/', ...home, HydrateFallback },
  { path: '/Vendors', ...search, HydrateFallback },
  { path: '/Vendors/:serviceId/:slug?', ...storefront, HydrateFallback },
  { path: '/UserLogin', element: <h1>User Login</h1> },
  { path: '/VendorList', element: <h1>Vendors directory</h1> },
];

/** Renders the marketplace at `path` in a memory router; the API is the test's `fakeApi`. */
export function renderMarketplace(path: string) {
  const router = createMemoryRouter(marketplaceRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user: userEvent.setup() };
}

/** Where the router is now: path and query. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
