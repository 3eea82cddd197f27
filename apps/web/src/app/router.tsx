import { SEARCH_QUERY_PARAMS } from '@mandap/shared/marketplace';
import { pathPrefix } from '@mandap/shared/messages/en/locale';
import type { Role } from '@mandap/shared/schemas/accounts';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  data,
  type LoaderFunction,
  matchRoutes,
  type RouteObject,
} from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { listingFormPaths, paths } from '@/config/paths';
import type { HeadHandle } from '@/lib/ssr/head';
import type { HydrationData } from '@/lib/ssr/hydration';
import { AppLoading, RootLayout } from './layout/root-layout';
import { isSignedIn, isVendor, RequireSession } from './routes/require-session';
import { RouteError } from './routes/route-error';

const listingFormRoute: RouteObject['lazy'] = async () => {
  const { ListingFormScreen } = await import('./routes/listing-form-screen');
  return { Component: ListingFormScreen };
};

/** A screen that the browser renders, its module loaded when its path is first opened. */
const screen =
  <Name extends string, Module extends Record<Name, ComponentType>>(
    load: () => Promise<Module>,
    name: Name,
  ): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] });

const signUpRoute =
  (role: Role): RouteObject['lazy'] =>
  async () => {
    const { SignUpScreen } = await import('./routes/sign-up-screen');
    return { element: <SignUpScreen role={role} /> };
  };

/** A public page's module: server-rendered, its data from its loader, its head from its handle. */
interface PublicRouteModule {
  loader: LoaderFunction;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  handle: HeadHandle;
}

const publicRoute =
  (load: () => Promise<PublicRouteModule>): RouteObject['lazy'] =>
  async () => {
    const { loader, Component, ErrorBoundary, handle } = await load();
    return { loader, Component, handle, ...(ErrorBoundary ? { ErrorBoundary } : {}) };
  };

/** The route of a path no screen answers: the server renders it too, with status 404. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

const notFound: LoaderFunction = () => data(null, { status: 404 });

/**
 * The routes the server renders (the public pages), by route id, with the source file of each
 * one's module: the server finds the module's chunks in the build manifest under that name, to
 * preload them with the page.
 */
export const serverRenderedRoutes: Readonly<Record<string, string>> = {
  home: 'src/app/routes/home-route.tsx',
  search: 'src/app/routes/search-route.tsx',
  'search-place': 'src/app/routes/search-route.tsx',
  storefront: 'src/app/routes/storefront-route.tsx',
  directory: 'src/app/routes/directory-route.tsx',
  privacy: 'src/app/routes/privacy-route.tsx',
  vendorLogin: 'src/app/routes/login-screen.tsx',
  userLogin: 'src/app/routes/login-screen.tsx',
};

/**
 * The query parameters each server-rendered page reads as it renders (its loader and its HTML),
 * by route id; a page not named reads none. The server's page cache keys a page by its path and
 * these alone, and renders it from them: any other parameter (utm_source, gclid) never reaches
 * the page (decision 0057), so a page that starts reading one must name it here.
 */
export const serverRenderedQueryParams: Readonly<Record<string, readonly string[]>> = {
  search: SEARCH_QUERY_PARAMS,
  'search-place': SEARCH_QUERY_PARAMS,
  // The login pages carry `redirectTo` on into their links to the other role and to sign-up.
  vendorLogin: ['redirectTo'],
  userLogin: ['redirectTo'],
};

/**
 * Every route of spec 2.1. React Router matches case-insensitively and ignores a trailing slash
 * (R1), so `/VendorList/EntertainMentRegister/` opens the Entertainment form and `/Services`
 * is `/services`. Each screen is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: AppLoading,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            id: 'home',
            index: true,
            lazy: publicRoute(() => import('./routes/home-route')),
          },
          {
            id: 'search',
            path: paths.vendors,
            lazy: publicRoute(() => import('./routes/search-route')),
          },
          {
            // A city's search page, or a category's in a city, at a readable path (decision 0038).
            id: 'search-place',
            path: `${paths.vendors}/in/:city/:category?`,
            lazy: publicRoute(() => import('./routes/search-route')),
          },
          {
            id: 'storefront',
            path: `${paths.vendors}/:listingId/:slug?`,
            lazy: publicRoute(() => import('./routes/storefront-route')),
          },
          {
            id: 'directory',
            path: paths.directory,
            lazy: publicRoute(() => import('./routes/directory-route')),
          },
          {
            path: paths.terms,
            lazy: screen(() => import('./routes/terms-screen'), 'TermsScreen'),
          },
          {
            // The privacy notice (issue 29, decision 0071): a public page, server-rendered.
            id: 'privacy',
            path: paths.privacy,
            lazy: publicRoute(() => import('./routes/privacy-route')),
          },
          {
            path: paths.grievances,
            lazy: screen(() => import('./routes/grievances-screen'), 'GrievancesScreen'),
          },
          {
            id: 'vendorLogin',
            path: paths.vendorLogin,
            lazy: publicRoute(async () => (await import('./routes/login-screen')).vendorLoginRoute),
          },
          { path: paths.vendorRegistration, lazy: signUpRoute('vendor') },
          {
            id: 'userLogin',
            path: paths.userLogin,
            lazy: publicRoute(async () => (await import('./routes/login-screen')).userLoginRoute),
          },
          { path: paths.userRegister, lazy: signUpRoute('user') },
          {
            // A suspended vendor's appeal of the account (decision 0066): not a first-view page.
            path: paths.accountAppeal,
            lazy: screen(() => import('./routes/account-appeal-screen'), 'AccountAppealScreen'),
          },
          // "Forgot password?", its e-mailed link, and a new address's link (decision 0068).
          {
            path: paths.forgotPassword,
            lazy: screen(
              () => import('./routes/password-recovery-screens'),
              'ForgotPasswordScreen',
            ),
          },
          {
            path: paths.resetPassword,
            lazy: screen(() => import('./routes/password-recovery-screens'), 'ResetPasswordScreen'),
          },
          {
            path: paths.confirmEmail,
            lazy: screen(() => import('./routes/confirm-email-screen'), 'ConfirmEmailScreen'),
          },
          {
            // After "Delete my account" (decision 0072): signed out, and told when it is erased.
            path: paths.accountClosed,
            lazy: screen(() => import('./routes/account-closed-screen'), 'AccountClosedScreen'),
          },
          {
            path: paths.verifyEmail,
            lazy: screen(() => import('./routes/verify-email-screen'), 'VerifyEmailScreen'),
          },
          {
            // The couple's answer from an e-mailed link (decision 0075): the token is the proof.
            path: paths.bookingAnswer,
            lazy: screen(() => import('./routes/booking-answer-screen'), 'BookingAnswerScreen'),
          },
          {
            // R5, spec 6: vendor pages need a vendor session; a visitor logs in and comes back, a
            // signed-in couple is told the page is for vendors (issue 31).
            element: <RequireSession allow={isVendor} loginPath={paths.vendorLogin} vendorsOnly />,
            children: [
              {
                // The vendor's home (issue 31): where a vendor lands after signing in.
                path: paths.vendorHome,
                lazy: screen(() => import('./routes/vendor-home-screen'), 'VendorHomeScreen'),
              },
              {
                path: paths.vendorProfile,
                lazy: screen(() => import('./routes/vendor-portal-screen'), 'VendorPortalScreen'),
              },
              ...listingFormPaths.map((path) => ({ path, lazy: listingFormRoute })),
              {
                path: paths.listings,
                lazy: screen(() => import('./routes/listings-screen'), 'ListingsScreen'),
              },
              {
                path: paths.listingPrices,
                lazy: screen(() => import('./routes/listing-prices-screen'), 'ListingPricesScreen'),
              },
              {
                path: paths.editListing,
                lazy: screen(() => import('./routes/edit-listing-screen'), 'EditListingScreen'),
              },
              {
                path: paths.editDetails,
                lazy: screen(() => import('./routes/edit-details-screen'), 'EditDetailsScreen'),
              },
              {
                path: paths.editMedia,
                lazy: screen(() => import('./routes/edit-media-screen'), 'EditMediaScreen'),
              },
              {
                path: paths.payment,
                lazy: screen(() => import('./routes/payment-screen'), 'PaymentScreen'),
              },
              {
                // R13: recharts is imported only under features/analytics, so only this
                // route's chunks carry it (docs/decisions/0036).
                path: paths.analytics,
                lazy: screen(() => import('./routes/analytics-screen'), 'AnalyticsScreen'),
              },
              {
                path: paths.enquiries,
                lazy: screen(() => import('./routes/enquiries-screen'), 'EnquiriesScreen'),
              },
              {
                path: paths.availability,
                lazy: screen(() => import('./routes/availability-screen'), 'AvailabilityScreen'),
              },
              {
                // Every review of the vendor's listings, with its reply box (issue 31).
                path: paths.vendorReviews,
                lazy: screen(() => import('./routes/vendor-reviews-screen'), 'VendorReviewsScreen'),
              },
              {
                // Billing details, tax documents and commission (issue 30, decision 0074).
                path: paths.billing,
                lazy: screen(() => import('./routes/billing-screen'), 'BillingScreen'),
              },
              {
                path: `${paths.billing}/documents/:documentId`,
                lazy: screen(
                  () => import('./routes/billing-document-screen'),
                  'BillingDocumentScreen',
                ),
              },
              {
                // A commission statement, its lines and disputes (decision 0075).
                path: `${paths.billingStatements}/:statementId`,
                lazy: screen(() => import('./routes/statement-screen'), 'StatementScreen'),
              },
            ],
          },
          {
            // 'My Account', Chat and notifications are for anyone signed in, vendor or user.
            element: <RequireSession allow={isSignedIn} loginPath={paths.userLogin} />,
            children: [
              {
                path: paths.profile,
                lazy: screen(() => import('./routes/account-screen'), 'AccountScreen'),
              },
              {
                // Chat (spec 2.15) is for users and vendors alike: the list, or the list and a thread.
                path: `${paths.chat}/:enquiryId?`,
                lazy: screen(() => import('./routes/chat-screen'), 'ChatScreen'),
              },
              {
                path: paths.notifications,
                lazy: screen(() => import('./routes/notifications-screen'), 'NotificationsScreen'),
              },
            ],
          },
          {
            // The operator console (issue 28): its own sign-in and session, checked on the server.
            path: paths.admin,
            lazy: screen(() => import('./routes/admin-screen'), 'AdminScreen'),
          },
          {
            path: paths.adminSetup,
            lazy: screen(() => import('./routes/admin-screen'), 'AdminSetupScreen'),
          },
          {
            path: paths.adminReviews,
            lazy: screen(() => import('./routes/admin-screen'), 'AdminReviewsScreen'),
          },
          {
            path: paths.adminAudit,
            lazy: screen(() => import('./routes/admin-screen'), 'AdminAuditScreen'),
          },
          {
            path: paths.adminGrievances,
            lazy: screen(() => import('./routes/admin-screen'), 'AdminGrievancesScreen'),
          },
          {
            path: `${paths.adminGrievances}/:reference`,
            lazy: screen(() => import('./routes/admin-screen'), 'AdminGrievanceScreen'),
          },
          {
            path: paths.adminReportedListings,
            lazy: screen(() => import('./routes/admin-screen'), 'AdminReportedListingsScreen'),
          },
          {
            path: paths.adminReportedMessages,
            lazy: screen(() => import('./routes/admin-screen'), 'AdminReportedMessagesScreen'),
          },
          {
            path: paths.adminFind,
            lazy: screen(() => import('./routes/admin-screen'), 'AdminFindScreen'),
          },
          {
            path: paths.adminAppeals,
            lazy: screen(() => import('./routes/admin-screen'), 'AdminAppealsScreen'),
          },
          {
            path: `${paths.adminListings}/:listingId`,
            lazy: screen(() => import('./routes/admin-screen'), 'AdminListingScreen'),
          },
          {
            path: `${paths.adminVendors}/:vendorId`,
            lazy: screen(() => import('./routes/admin-screen'), 'AdminVendorScreen'),
          },
          {
            path: `${paths.adminUsers}/:userId`,
            lazy: screen(() => import('./routes/admin-screen'), 'AdminUserScreen'),
          },
          {
            path: paths.adminCommissionDisputes,
            lazy: screen(() => import('./routes/admin-screen'), 'AdminCommissionDisputesScreen'),
          },
          // Already in the main chunk: the error boundary shows it for a 404 too. Its loader
          // makes a path no route answers a 404, which the server renders (decision 0038).
          { id: NOT_FOUND_ROUTE_ID, path: '*', loader: notFound, Component: NotFound },
        ],
      },
    ],
  },
];

declare global {
  interface Window {
    /** Where createBrowserRouter looks for the server's data (and revives its errors). */
    __staticRouterHydrationData?: HydrationData;
  }
}

/**
 * Where this build's pages live: the Hindi build's under /hi/ (issue 32), so every link and
 * navigation of the app stays in the page's language.
 */
export const ROUTER_BASENAME: string | undefined = pathPrefix === '' ? undefined : pathPrefix;

/** The browser's router for a page the server did not render: it loads and renders everything. */
export function createAppRouter() {
  return createBrowserRouter(routes, { basename: ROUTER_BASENAME });
}

/**
 * The browser's router for a server-rendered page. The code of the routes on the page is loaded
 * first: a route still lazy would render the loading screen instead of the server's HTML and
 * hydration would fail. The router then starts from the server's data without loading it again.
 */
export async function createHydratingRouter(
  hydrationData: HydrationData,
  routeList: RouteObject[] = routes,
) {
  window.__staticRouterHydrationData = hydrationData;
  const matches = matchRoutes(routeList, window.location, ROUTER_BASENAME) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
  return createBrowserRouter(routeList, { basename: ROUTER_BASENAME });
}
