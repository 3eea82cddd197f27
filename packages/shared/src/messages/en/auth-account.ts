// The Vendor Portal (spec 2.6), its menu, the account's forms and sessions, and the pages
// around signing in: the session check, the sign-in notice, closed accounts, e-mail links.

export const portalTitle = 'Vendor Portal · Mandap';
export const portalHeading = 'Vendor Portal';
export const logoutFailed = 'Could not log out. Please try again.';
export const welcome = (firstName: string) => `Welcome, ${firstName}`;
export const vendorId = 'Vendor ID';
export const email = 'Email';
export const phone = 'Phone';
export const editProfileHeading = 'Edit Your Profile';
export const profileLoadFailed = 'We could not load your profile. Please try again.';
export const tryAgain = 'Try again';
export const loadingProfile = 'Loading your profile...';
export const portalFooter = (year: number) =>
  `© ${year} Mandap Vendor Portal. All rights reserved.`;

// The Vendor Portal's menu.
export const vendorMenu = 'Vendor menu';
export const menuVendorHome = 'Vendor home';
export const menuProfile = 'Profile';
export const menuAddServices = 'Add Services';
export const menuManageServices = 'Manage Services';
export const menuEnquiries = 'Enquiries';
export const menuAnalytics = 'Analytics';
export const menuReviews = 'Reviews';
export const menuBilling = 'Billing';
export const loggingOut = 'Logging out...';
export const logout = 'Logout';
/** Beside Enquiries: enquiries still New. */
export const newCount = (n: number) => `${n} new`;
/** Beside Enquiries: unread messages. */
export const unreadCount = (n: number) => `${n} unread`;

// Name, phone and password forms.
export const name = 'Name';
export const saving = 'Saving...';
export const saveChanges = 'Save Changes';
export const emailIs = 'Email:';
export const changeEmailLink = 'Change your e-mail address on My Account';
export const currentPassword = 'Current password';
export const newPassword = 'New password';

// Where you are signed in.
export const loadingSessions = 'Loading where you are signed in...';
export const indiaTime = '(India time)';
/** The Sign out button's name: 'Sign out Chrome on Android, last used 3 March 2026, 10:15 am'. */
export const signOutDevice = (device: string, lastUsed: string) =>
  `Sign out ${device}, last used ${lastUsed}`;

// Around signing in.
export const dismiss = 'Dismiss';
export const checkingSession = 'Checking your session...';
export const accountClosedTitle = 'Account closed · Mandap';
