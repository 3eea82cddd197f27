import type { InboxCounts } from '@mandap/shared/schemas/enquiries';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type Session, useSession } from './use-session';

/** How often the badges ask for new counts while the tab is visible. */
export const INBOX_COUNTS_POLL_MS = 20_000;

/** Every count query starts with this: invalidate it after reading a thread or a notification. */
export const inboxCountsQueryKey = ['inbox', 'counts'] as const;

/** GET /api/inbox/counts: unread messages and notifications, and a vendor's New enquiries. */
export async function getInboxCounts(signal?: AbortSignal): Promise<InboxCounts> {
  // Loaded with the first count, not with the page: the navbar is in every first view.
  const { InboxCountsSchema } = await import('@mandap/shared/schemas/enquiries');
  return apiRequest('/api/inbox/counts', { schema: InboxCountsSchema, signal });
}

function whoIs(session: Session): string {
  if (session.status === 'vendor') return `vendor:${session.vendor.vendorUniqueId}`;
  if (session.status === 'user') return `user:${session.user.email}`;
  return 'nobody';
}

/**
 * The unread counts behind the Chat, notification and Enquiries badges: asked every 20 seconds
 * while someone is signed in and the tab is visible (TanStack Query skips the interval's fetch in
 * a hidden tab), never for a visitor. Undefined until known and when signed out.
 */
export function useInboxCounts(): InboxCounts | undefined {
  const session = useSession();
  const query = useQuery({
    // Keyed by account: one account's counts never show for another.
    queryKey: [...inboxCountsQueryKey, whoIs(session)],
    queryFn: ({ signal }) => getInboxCounts(signal),
    enabled: session.signedIn,
    staleTime: 10_000,
    refetchInterval: INBOX_COUNTS_POLL_MS,
    refetchIntervalInBackground: false,
    // Coming back to the tab catches up at once instead of at the next tick.
    refetchOnWindowFocus: true,
    retry: false,
  });
  return session.signedIn ? query.data : undefined;
}
