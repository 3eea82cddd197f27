// The accounts module's front door: what the rest of the server may use of it.
export { type AccountPageRoutesOptions, accountPageRoutes } from './account-routes';
export { type AccountRef, closeAccount } from './closure';
export { lockAccountRow, pastGrace } from './closure-state';
export { deleteDemoVendors, insertDemoVendors } from './demo-seed';
export {
  hashPassword,
  usePasswordHashing,
  verifyAgainstNothing,
  verifyPassword,
} from './passwords';
export { type AccountMail, createAccountMail } from './recovery-mail';
export {
  accountEmailRoutes,
  publicRecoveryRoutes,
  type RecoveryRoutesOptions,
} from './recovery-routes';
export {
  type AccountRoutesOptions,
  publicAccountRoutes,
  userAccountRoutes,
  vendorAccountRoutes,
} from './routes';
export {
  accountsOfSessions,
  admitLoginAttempt,
  checkVendorCredentials,
  endAccountSessions,
  findSession,
  forgiveLoginFailures,
  getVendorProfile,
  LOGIN_LIMITS,
  lockedPasswordHash,
  newVendorUniqueId,
  SIGNUP_LIMITS,
  sweepSessions,
} from './service';
export {
  dropAccountTokens,
  issueAccountToken,
  TOKEN_LIFETIME_MS,
  type TokenAccount,
  type TokenPurpose,
  takeAccountToken,
} from './tokens';
export {
  requireVerifiedUser,
  requireVerifiedVendor,
  type VerificationMail,
} from './verification';
export {
  publicVerificationRoutes,
  type VerificationRoutesOptions,
  verificationRoutes,
} from './verification-routes';
