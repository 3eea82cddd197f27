import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { SIGNED_OUT, sessionQueryKey } from './get-session';

/**
 * Goes to `destination` (with `state`) and forgets the account, once the server has ended its
 * session. The order matters: the navigation starts before the session cache says 'signed out',
 * so the guard of the page being left does not bounce to its own login page first; the rest of
 * the cache (the old account's data) goes once we have left.
 */
export async function leaveSignedOut(
  queryClient: QueryClient,
  navigate: NavigateFunction,
  destination: string,
  state?: unknown,
): Promise<void> {
  // flushSync: the router commits 'navigating' before the cache change re-renders the guard
  // (router updates are otherwise transitions, rendered after the cache's urgent update).
  const leaving = navigate(destination, { replace: true, flushSync: true, state });
  queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
  await leaving;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}
