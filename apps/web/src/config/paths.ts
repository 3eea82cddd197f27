import { CATEGORIES } from '@mandap/shared/catalogue/categories';

/**
 * Every route of spec 2.1, spelled the canonical way links use (R1). Matching is
 * case-insensitive and ignores a trailing slash, so `/Services` and `/services` are one route.
 */
export const paths = {
  home: '/',
  directory: '/VendorList',
  vendorLogin: '/VendorLogin',
  vendorRegistration: '/VendorRegistration',
  vendorProfile: '/VendorProfile',
  userLogin: '/UserLogin',
  userRegister: '/UserRegister',
  vendors: '/Vendors',
  services: '/services',
  serviceDetails: '/ServiceDetails',
  editServices: '/EditServices',
  editHotel: '/edit-hotel',
  editMedia: '/editMedia',
  payment: '/payment',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  profile: '/profile',
  analytics: '/analytics',
  chat: '/chat',
} as const;

/** The 17 registration form routes, owned by the shared catalogue (R2). */
export const registrationFormPaths: readonly string[] = CATEGORIES.map((c) => c.route);
