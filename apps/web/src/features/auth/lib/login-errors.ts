import { type Role, USER_MESSAGES, VENDOR_LOGIN_MESSAGES } from '@mandap/shared/accounts';
import { ApiError, NetworkError } from '@/lib/api-client';

export type LoginField = 'email' | 'password';

export interface LoginFailure {
  message: string;
  /** The fields to highlight: both for a wrong password, the email for an unknown account. */
  fields: readonly LoginField[];
  /** A suspended vendor's refusal (decision 0066): the form links the account's appeal page. */
  appeal?: boolean;
}

function highlighted(error: ApiError): readonly LoginField[] {
  if (error.kind === 'auth') return ['email', 'password'];
  if (error.kind === 'account') return ['email'];
  return [];
}

/** Spec 8 'Vendor login': the message for each kind of failure. */
function vendorLoginFailure(error: unknown): LoginFailure {
  if (error instanceof NetworkError) return { message: VENDOR_LOGIN_MESSAGES.server, fields: [] };
  if (!(error instanceof ApiError)) return { message: VENDOR_LOGIN_MESSAGES.general, fields: [] };
  const fields = highlighted(error);
  if (error.kind === 'auth') return { message: VENDOR_LOGIN_MESSAGES.auth, fields };
  if (error.kind === 'account') return { message: VENDOR_LOGIN_MESSAGES.account, fields };
  if (error.kind === 'suspended' && error.hasServerMessage) {
    return { message: error.message, fields, appeal: true };
  }
  if (error.kind === 'rate_limited' && error.hasServerMessage) {
    return { message: error.message, fields };
  }
  if (error.status >= 500) return { message: VENDOR_LOGIN_MESSAGES.server, fields };
  return {
    message: error.hasServerMessage ? error.message : VENDOR_LOGIN_MESSAGES.general,
    fields,
  };
}

/** Spec 8 'User login': the server's message, or the fallback; a network failure has its own. */
function userLoginFailure(error: unknown): LoginFailure {
  if (error instanceof NetworkError) return { message: USER_MESSAGES.loginNetwork, fields: [] };
  if (!(error instanceof ApiError)) return { message: USER_MESSAGES.loginFallback, fields: [] };
  return {
    message: error.hasServerMessage ? error.message : USER_MESSAGES.loginFallback,
    fields: highlighted(error),
  };
}

export function loginFailure(role: Role, error: unknown): LoginFailure {
  return role === 'vendor' ? vendorLoginFailure(error) : userLoginFailure(error);
}

/** Spec 8 'User login and registration', used for both roles' registration. */
export function registrationFailureMessage(error: unknown): string {
  if (error instanceof NetworkError) return USER_MESSAGES.registrationNetwork;
  if (error instanceof ApiError && error.hasServerMessage) return error.message;
  return USER_MESSAGES.registrationFallback;
}
