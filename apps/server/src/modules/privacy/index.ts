// The privacy module's front door (issue 29, decision 0072): "Download my data" (exports built by
// a job into the media storage's private area) and the erasure of accounts their owners closed.
// Closing an account, and a sign-in cancelling that, are the accounts module's.
export { accountPrivacyRoutes, type PrivacyRoutesOptions } from './routes';
export { eraseAccount, eraseDueAccounts, sweepExports } from './service';
export { createPrivacy, type Privacy } from './setup';
