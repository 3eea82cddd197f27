import userEvent from '@testing-library/user-event';
import type { createMemoryRouter, RouteObject } from 'react-router';
import * as home from '@/app/routes/home-route';
import * as search from '@/app/routes/search-route';
import * as storefront from '@/app/routes/storefront-route';
import { renderRoutes } from '@/test/render-route';

const HydrateFallback = () => null;

/** The three marketplace routes as the app mounts them, and pages they link to. */
export const marketplaceRoutes: RouteObject[] = [
  { path: '/', ...home, HydrateFallback },
  { path: '/Vendors', ...search, HydrateFallback },
  { path: '/Vendors/:listingId/:slug?', ...storefront, HydrateFallback },
  { path: '/UserLogin', element: <h1>User Login</h1> },
  { path: '/UserRegister', element: <h1>Create Your Account (As A user)</h1> },
  { path: '/chat/:enquiryId', element: <h1>Chat</h1> },
  { path: '/VendorList', element: <h1>Vendors directory</h1> },
];

/** Renders the marketplace at `path` in a memory router; the API is the test's `fakeApi`. */
export function renderMarketplace(path: string) {
  return { ...renderRoutes(marketplaceRoutes, path), user: userEvent.setup() };
}

/** Where the router is now: path and query. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
