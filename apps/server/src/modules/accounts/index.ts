// The accounts module's front door: what the rest of the server may use of it.
export { type AccountRef, closeAccount } from './closure';
export { lockAccountRow, pastGrace } from './closure-state';
export { deleteDemoVendors, insertDemoVendors } from './demo-seed';
export {
  hashPassword,
  usePasswordHashing,
  verifyAgainstNothing,
  verifyPassword,
} from './passwords';
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
