// The operator console (issue 28): its frame, navigation, sign-in and set-up, dashboard, audit
// log and finder; the console's replies (operators.ts takes its OPERATOR_MESSAGES from here).

/** The browser tab's title of a console screen. */
export const documentTitle = (title: string) => `${title} · Mandap operator console`;
export const operatorConsole = 'Operator console';
export const loading = 'Loading…';
export const recoveryCodesTitle = 'Your recovery codes';
export const setUpAuthenticatorTitle = 'Set up your authenticator';
export const enterCodeTitle = 'Enter your code';
export const signInTitle = 'Operator sign-in';
export const setUpAccountTitle = 'Set up your operator account';
export const signOut = 'Sign out';
/** An operator's role, as the console names it. */
export const roles = { moderator: 'moderator', admin: 'admin' } as const;
export const signedInAs = (email: string, role: string) => `${email} (${role})`;

/** The sections' titles, which the navigation names too. */
export const dashboard = 'Dashboard';
export const reportedReviews = 'Reported reviews';
export const reportedListings = 'Reported listings';
export const reportedMessages = 'Reported messages';
export const auditLog = 'Audit log';
export const grievances = 'Grievances';
export const grievance = 'Grievance';
export const grievanceTitle = (reference: string) => `Grievance ${reference}`;
/** A listing's or an account's screen: its kind, then its id. */
export const objectTitle = (title: string, id: number) => `${title} ${id}`;
export const navLabel = 'Console';

// ---- Replies and shared words (OPERATOR_MESSAGES) ----
/** The console's confirmation step of a decision. */
export const confirm = 'Confirm';
export const cancel = 'Cancel';
export const signInRequired = 'Please sign in to the operator console to continue.';
export const adminOnly = 'Only an admin may see this.';
export const secondFactorFirst = 'Enter the code from your authenticator app to finish signing in.';
export const enrolFirst = 'Set up your authenticator app to finish setting up your account.';
export const invalidCredentials = 'Invalid email or password.';
export const invalidCode =
  'That code is not right, or was already used. Enter a new code from your app.';
export const setupLinkInvalid =
  'This set-up link has expired or was already used. Ask an admin for a new one (npm run operator -- create).';
export const codeRequired =
  'Enter the 6-digit code from your authenticator app, or a recovery code.';
export const tokenRequired = 'The set-up link is incomplete. Open the whole link you were given.';
export const network = 'Connection error. Please check your connection and try again.';
export const recoveryCodesOnce =
  'Keep these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are shown only now.';

// ---- Sign-in and set-up ----
export const email = 'Email';
export const password = 'Password';
export const continueLabel = 'Continue';
export const authenticatorCode = 'Authenticator code';
export const authenticatorCodeHint =
  'The 6-digit code your authenticator app shows for Mandap, or one of your recovery codes.';
export const signIn = 'Sign in';
export const newPassword = 'New password';
export const setPassword = 'Set password';
export const preparingAuthenticator = 'Preparing your authenticator…';
export const scanIntro =
  'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…), then enter the code it shows.';
export const qrAlt = (issuer: string, account: string) =>
  `QR code for ${issuer} (${account}) in an authenticator app`;
export const cannotScan = 'Cannot scan? Enter this key in the app instead:';
export const codeFromApp = 'Code from the app';
export const codeFromAppHint = '6 digits; a new one every 30 seconds.';
export const recoveryCodes = 'Recovery codes';
export const keptThem = 'I have kept them: open the console';

// ---- Dashboard ----
export const loadingDashboard = 'Loading the dashboard…';
export const todayIs = (today: string, weekStart: string) =>
  `Today is ${today}; the week began on ${weekStart} (India's time).`;
export const listings = 'Listings';
export const waitingForPayment = 'Waiting for payment';
export const active = 'Active';
export const suspended = 'Suspended';
export const openReports = 'Open reports';
export const reportedReviewsWaiting = 'Reported reviews waiting';
export const reportedListingsWaiting = 'Reported listings waiting';
export const reportedMessagesWaiting = 'Reported messages waiting';
export const allOpenReports = 'All open reports';
export const oldestReported = (ago: string) => `oldest reported ${ago}`;
export const oldestReceived = (ago: string) => `oldest received ${ago}`;
export const openGrievances = 'Open grievances';
export const overdueGrievances = 'Overdue grievances';
export const enquiriesAndReviews = 'Enquiries and reviews';
export const enquiriesToday = 'Enquiries today';
export const enquiriesThisWeek = 'Enquiries this week';
export const reviewsToday = 'Reviews today';
export const reviewsThisWeek = 'Reviews this week';
export const paymentsThisWeek = 'Payments this week';
export const paymentsReceived = 'Payments received';
export const refundsMade = 'Refunds made';
/** How long ago: '3 hours ago', '2 days ago'. */
export const minutesAgo = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'} ago`;
export const hoursAgo = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'} ago`;
export const daysAgo = (n: number) => `${n} days ago`;

// ---- Audit log ----
export const auditModeratorNote =
  'Moderators see the entries about reviews, listings, chat messages and grievances.';
export const objectType = 'Object type';
export const objectId = 'Object id';
export const actorKind = 'Actor kind';
export const actorId = 'Actor id';
export const any = 'Any';
/** The kinds of object and actor an audit entry names (the filters' choices and the table). */
export const auditKinds = {
  vendor: 'vendor',
  user: 'user',
  operator: 'operator',
  system: 'system',
  address: 'address',
  listing: 'listing',
  payment: 'payment',
  media: 'media',
  review: 'review',
  grievance: 'grievance',
  message: 'message',
  commission_line: 'commission_line',
} as const;
export const showEntries = 'Show entries';
export const downloadCsv = 'Download these entries as CSV';
export const loadingAudit = 'Loading the audit log…';
export const noEntries = 'No entries match.';
export const auditEntries = 'Audit entries';
export const auditCaption = 'Audit entries, newest first';
export const timeIndia = 'Time (India)';
export const actor = 'Actor';
export const action = 'Action';
export const object = 'Object';
export const reason = 'Reason';
export const beforeAfter = 'Before → after';
export const newerEntries = 'Newer entries';
export const olderEntries = 'Older entries';

// ---- Finder ----
export const results = 'Results';
/** What a result is, beside its id: '(listing 12)'. */
export const resultKinds = { listing: 'listing', vendor: 'vendor', user: 'user' } as const;
