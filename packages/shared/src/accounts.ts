// Roles and the account screens' messages (spec 8), without zod: the login page's first view
// shows them; the schemas are in schemas/accounts.ts.

export const ROLES = ['vendor', 'user'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Why a login failed, so the form can show spec 8's message: 'auth' (wrong password),
 * 'account' (no such account), 'rate_limited' (too many failures; the message says when to retry).
 */
export const LOGIN_ERROR_KINDS = ['auth', 'account', 'rate_limited'] as const;
export type LoginErrorKind = (typeof LOGIN_ERROR_KINDS)[number];

/** Spec 8 'Vendor login': what the vendor login form shows for each kind of failure. */
export const VENDOR_LOGIN_MESSAGES = {
  auth: 'Invalid email or password. Please check your credentials and try again.',
  account: 'Account not found. Please check your email or register as a new vendor.',
  server: 'Connection error. Please check your internet connection or try again later.',
  general: 'Login failed. Please try again.',
  /** With the 403 `suspended` (decision 0066): the link to the account's appeal page. */
  appealLink: 'Appeal the suspension of your account',
} as const;

/** Spec 8 'User login and registration'. */
export const USER_MESSAGES = {
  loginFallback: 'Invalid credentials. Please try again.',
  loginNetwork: 'An error occurred while submitting the form. Please try again later.',
  registrationFallback: 'Registration failed. Please try again.',
  registrationNetwork: 'An error occurred while submitting the form. Please try again.',
} as const;

/** Spec 8 'Profile'. */
export const PROFILE_MESSAGES = {
  saved: 'Profile updated successfully!',
  failed: 'An error occurred. Please try again later.',
} as const;
