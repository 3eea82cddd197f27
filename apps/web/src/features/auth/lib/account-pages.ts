import type { Role } from '@mandap/shared/schemas/accounts';
import { paths } from '@/config/paths';

/**
 * Where each role signs in, registers and lands after signing in (R5): a vendor on their home
 * (issue 31, decision 0077, departing from R5's /VendorList).
 */
export const ACCOUNT_PAGES = {
  vendor: {
    login: paths.vendorLogin,
    register: paths.vendorRegistration,
    afterLogin: paths.vendorHome,
  },
  user: {
    login: paths.userLogin,
    register: paths.userRegister,
    afterLogin: paths.vendors,
  },
} as const satisfies Record<Role, { login: string; register: string; afterLogin: string }>;

/** Pages a login must never return to: they would send a signed-in person straight on again. */
export const ACCOUNT_ENTRY_PATHS: readonly string[] = [
  paths.vendorLogin,
  paths.vendorRegistration,
  paths.userLogin,
  paths.userRegister,
];
