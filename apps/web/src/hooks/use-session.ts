import type { UserProfile, VendorProfile } from '@mandap/shared/schemas/accounts';
import { useSessionQuery } from '@/lib/get-session';

export type Session =
  | { status: 'loading'; signedIn: false }
  | { status: 'signed-out'; signedIn: false }
  | { status: 'vendor'; signedIn: true; vendor: VendorProfile }
  | { status: 'user'; signedIn: true; user: UserProfile };

/**
 * Who is signed in, from GET /api/session (R5: the server holds the session; the browser only
 * caches this non-secret profile). A session that cannot be read counts as signed out, so a
 * guarded page sends the person to login rather than hanging.
 */
export function useSession(): Session {
  const { data, isPending } = useSessionQuery();
  if (data?.role === 'vendor') return { status: 'vendor', signedIn: true, vendor: data.vendor };
  if (data?.role === 'user') return { status: 'user', signedIn: true, user: data.user };
  if (isPending) return { status: 'loading', signedIn: false };
  return { status: 'signed-out', signedIn: false };
}
