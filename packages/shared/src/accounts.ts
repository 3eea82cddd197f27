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

/**
 * The account page's own texts (issue 29, decision 0070): the profile's name and phone, the
 * password change and "Where you are signed in", for vendors and users alike.
 */
export const ACCOUNT_MESSAGES = {
  profileHeading: 'Profile',
  passwordHeading: 'Password',
  sessionsHeading: 'Where you are signed in',
  /** Where the change of e-mail goes (its own form, another part of issue 29). */
  currentPasswordRequired: 'Please enter your current password.',
  /** A wrong current password: counted with the sign-in's failures (decision 0070). */
  wrongCurrentPassword: 'Your current password is not correct.',
  samePassword: 'Choose a new password that is different from your current one.',
  passwordChanged: 'Your password was changed. You have been signed out everywhere else.',
  passwordFailed: 'Your password could not be changed. Please try again.',
  changePassword: 'Change password',
  changingPassword: 'Changing...',
  /** Someone else's session and a missing one are answered alike, word for word. */
  sessionNotFound: 'This sign-in was not found. It may have ended already.',
  /** The current session is signed out with Logout, not from the list. */
  sessionIsCurrent: 'This is the device you are using now. Use Logout to sign out here.',
  sessionsFailed: 'We could not load where you are signed in. Please try again.',
  thisDevice: 'This device',
  unknownDevice: 'Unknown device',
  lastUsed: 'Last used',
  signOut: 'Sign out',
  signingOut: 'Signing out...',
  signOutOthers: 'Sign out everywhere else',
  signOutOthersTitle: 'Sign out everywhere else?',
  signOutOthersConfirm:
    'Every other browser and device signed in to your account will be signed out. This device stays signed in.',
  keepSignedIn: 'Keep signed in',
  signedOutOne: 'That device was signed out.',
  signedOutOthers: 'You were signed out everywhere else.',
  signOutFailed: 'That could not be signed out. Please try again.',
  onlyThisDevice: 'You are signed in on this device only.',
  /** The e-mail to the owner after a password change (no link in it: nothing to click). */
  passwordChangedMailSubject: 'Your Mandap password was changed',
} as const;
