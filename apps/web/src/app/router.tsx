import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '../components/ui/not-found';
import { paths, registrationFormPaths } from '../config/paths';
import { AppLoading, RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';

/** A screen not built yet: its name and 'Coming soon', sharing one small chunk. */
function placeholder(path: string, title: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { ComingSoon } = await import('../components/ui/coming-soon');
      return { element: <ComingSoon title={title} /> };
    },
  };
}

const registrationFormRoute: RouteObject['lazy'] = async () => {
  const { RegistrationFormScreen } = await import(
    '../features/registration/registration-form-screen'
  );
  return { Component: RegistrationFormScreen };
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
            index: true,
            lazy: async () => ({ Component: (await import('./routes/home')).HomeScreen }),
          },
          {
            path: paths.directory,
            lazy: async () => ({
              Component: (await import('../features/directory/directory-screen')).DirectoryScreen,
            }),
          },
          ...registrationFormPaths.map((path) => ({ path, lazy: registrationFormRoute })),
          {
            path: paths.terms,
            lazy: async () => ({
              Component: (await import('../features/legal/terms-screen')).TermsScreen,
            }),
          },
          {
            path: paths.privacy,
            lazy: async () => ({
              Component: (await import('../features/legal/terms-screen')).PrivacyScreen,
            }),
          },
          placeholder(paths.vendorLogin, 'Vendor Login'),
          placeholder(paths.vendorRegistration, 'Vendor Registration'),
          placeholder(paths.vendorProfile, 'Vendor Profile'),
          placeholder(paths.userLogin, 'User Login'),
          placeholder(paths.userRegister, 'User Registration'),
          placeholder(paths.vendors, 'Find Vendors'),
          placeholder(paths.services, 'Manage Services'),
          placeholder(paths.serviceDetails, 'Service Details'),
          placeholder(paths.editServices, 'Edit Services'),
          placeholder(paths.editHotel, 'Edit Service'),
          placeholder(paths.editMedia, 'Edit Media'),
          placeholder(paths.payment, 'Payment'),
          placeholder(paths.profile, 'My Account'),
          placeholder(paths.analytics, 'Analytics'),
          placeholder(paths.chat, 'Chat'),
          // Already in the main chunk: the error boundary shows it for a 404 too.
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
