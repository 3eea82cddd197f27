import type { ResendVerificationReply, VerifyEmailReply } from '@mandap/shared/schemas/accounts';
import { apiRequest } from '@/lib/api-client';

// Verified e-mail addresses (decision 0069): following the e-mailed link, and asking for it
// again. Shared by the storefront's enquiry form, the payment screen and the verify page.

/** POST /api/account/email/verify: the link's token proves the address it was sent to. */
export function verifyEmail(token: string): Promise<VerifyEmailReply> {
  return apiRequest<VerifyEmailReply>('/api/account/email/verify', {
    method: 'POST',
    body: { token },
  });
}

/** POST /api/account/email/verification: a new link to the signed-in account's address. */
export function resendVerification(): Promise<ResendVerificationReply> {
  return apiRequest<ResendVerificationReply>('/api/account/email/verification', {
    method: 'POST',
  });
}

// Where the person was when asked to verify: the verify page, opened from the e-mail in another
// tab, offers to go back there. localStorage, so that the other tab sees it.
const RETURN_KEY = 'mandap:verify-return';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Remembers `path` (a path of this site) as where to continue after verifying. */
export function rememberVerifyReturn(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) return;
  storage()?.setItem(RETURN_KEY, path);
}

/** The path remembered by rememberVerifyReturn, if any. */
export function verifyReturn(): string | null {
  const path = storage()?.getItem(RETURN_KEY) ?? null;
  return path?.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function forgetVerifyReturn(): void {
  storage()?.removeItem(RETURN_KEY);
}
