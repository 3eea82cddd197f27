import * as t from '@mandap/shared/messages/en/server-accounts';
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
  auth: t.auth,
  account: t.account,
  server: t.server,
  general: t.general,
  /** With the 403 `suspended` (decision 0066): the link to the account's appeal page. */
  appealLink: t.appealLink,
} as const;

/** Spec 8 'User login and registration'. */
export const USER_MESSAGES = {
  loginFallback: t.loginFallback,
  loginNetwork: t.loginNetwork,
  registrationFallback: t.registrationFallback,
  registrationNetwork: t.registrationNetwork,
} as const;

/** Spec 8 'Profile'. */
export const PROFILE_MESSAGES = {
  saved: t.saved,
  failed: t.failed,
} as const;

/**
 * The account page's own texts (issue 29, decision 0070): the profile's name and phone, the
 * password change and "Where you are signed in", for vendors and users alike.
 */
export const ACCOUNT_MESSAGES = {
  profileHeading: t.profileHeading,
  passwordHeading: t.passwordHeading,
  sessionsHeading: t.sessionsHeading,
  /** Where the change of e-mail goes (its own form, another part of issue 29). */
  currentPasswordRequired: t.currentPasswordRequired,
  /** A wrong current password: counted with the sign-in's failures (decision 0070). */
  wrongCurrentPassword: t.wrongCurrentPassword,
  samePassword: t.samePassword,
  passwordChanged: t.passwordChanged,
  passwordFailed: t.passwordFailed,
  changePassword: t.changePassword,
  changingPassword: t.changingPassword,
  /** Someone else's session and a missing one are answered alike, word for word. */
  sessionNotFound: t.sessionNotFound,
  /** The current session is signed out with Logout, not from the list. */
  sessionIsCurrent: t.sessionIsCurrent,
  sessionsFailed: t.sessionsFailed,
  thisDevice: t.thisDevice,
  unknownDevice: t.unknownDevice,
  lastUsed: t.lastUsed,
  signOut: t.signOut,
  signingOut: t.signingOut,
  signOutOthers: t.signOutOthers,
  signOutOthersTitle: t.signOutOthersTitle,
  signOutOthersConfirm: t.signOutOthersConfirm,
  keepSignedIn: t.keepSignedIn,
  signedOutOne: t.signedOutOne,
  signedOutOthers: t.signedOutOthers,
  signOutFailed: t.signOutFailed,
  onlyThisDevice: t.onlyThisDevice,
  /** The e-mail to the owner after a password change (no link in it: nothing to click). */
  passwordChangedMailSubject: t.passwordChangedMailSubject,
} as const;
