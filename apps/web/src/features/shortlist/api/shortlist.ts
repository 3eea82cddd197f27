import type { Shortlist } from '@mandap/shared/schemas/enquiries';
import type { SearchResult } from '@mandap/shared/schemas/marketplace';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { takeWantedListings } from '@/features/shortlist/lib/wanted-listings';
import { useSession } from '@/hooks/use-session';
import { apiRequest } from '@/lib/api-client';

const SHORTLIST_PATH = '/api/user/shortlist';

/** One user's shortlist in the cache: an account's list is never shown to another. */
export const shortlistQueryKey = (email: string) => ['shortlist', email] as const;

const toggleMutationKey = ['shortlist-toggle'] as const;

/** GET /api/user/shortlist: the signed-in user's shortlisted active listings, newest first. */
export async function getShortlist(signal?: AbortSignal): Promise<Shortlist> {
  const { ShortlistSchema } = await import('@mandap/shared/schemas/enquiries');
  return apiRequest(SHORTLIST_PATH, { schema: ShortlistSchema, signal });
}

/** PUT (add) or DELETE (remove) /api/user/shortlist/:listingId; both answer 204 and repeat safely. */
export function setShortlisted(listingId: number, shortlisted: boolean): Promise<void> {
  return apiRequest<void>(`${SHORTLIST_PATH}/${listingId}`, {
    method: shortlisted ? 'PUT' : 'DELETE',
  });
}

/** The signed-in user's email, the shortlist's cache key; null for anyone else. */
function useShortlistOwner(): string | null {
  const session = useSession();
  return session.status === 'user' ? session.user.email : null;
}

/**
 * The signed-in user's shortlist: one query that every heart on a page and the /profile list
 * share. Not asked for anyone but a user (the server's render never asks at all).
 */
export function useShortlistQuery() {
  const owner = useShortlistOwner();
  return useQuery({
    queryKey: shortlistQueryKey(owner ?? ''),
    queryFn: ({ signal }) => getShortlist(signal),
    enabled: owner !== null,
  });
}

export interface ShortlistChange {
  /** The card to show at once when adding (the list holds cards, newest first). */
  listing: SearchResult;
  shortlisted: boolean;
}

interface Rollback {
  /** The item a failed removal puts back, and where it was. */
  removed: { item: Shortlist['items'][number]; index: number } | null;
}

/**
 * Adds or removes a listing, showing the change at once. A failure undoes only this change (other
 * hearts may have changed the list meanwhile); the list is read again when the last change is in.
 */
export function useShortlistToggle() {
  const owner = useShortlistOwner();
  const queryClient = useQueryClient();
  const key = shortlistQueryKey(owner ?? '');

  return useMutation<void, Error, ShortlistChange, Rollback>({
    mutationKey: toggleMutationKey,
    mutationFn: ({ listing, shortlisted }) => setShortlisted(listing.listingId, shortlisted),
    onMutate: async ({ listing, shortlisted }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const items = queryClient.getQueryData<Shortlist>(key)?.items ?? [];
      const index = items.findIndex((item) => item.listingId === listing.listingId);
      const without = items.filter((item) => item.listingId !== listing.listingId);
      const added = { ...listing, addedAt: new Date().toISOString() };
      queryClient.setQueryData<Shortlist>(key, {
        items: shortlisted ? [added, ...without] : without,
      });
      const item = items[index];
      return { removed: !shortlisted && item ? { item, index } : null };
    },
    onError: (_error, { listing, shortlisted }, rollback) => {
      queryClient.setQueryData<Shortlist>(key, (current) => {
        const items = (current?.items ?? []).filter((item) => item.listingId !== listing.listingId);
        if (!shortlisted && rollback?.removed) {
          items.splice(Math.min(rollback.removed.index, items.length), 0, rollback.removed.item);
        }
        return { items };
      });
    },
    onSettled: async () => {
      // Reading the list while another change is on its way would undo that change on screen.
      if (queryClient.isMutating({ mutationKey: toggleMutationKey }) === 1) {
        await queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

/**
 * Listings a visitor tapped the heart of before signing in, whose page is not open now (a heart
 * on the page adds its own): added once a user is signed in, then the list is read again.
 */
export function useAddWantedListings(onFailed: () => void) {
  const owner = useShortlistOwner();
  const queryClient = useQueryClient();
  const failed = useEffectEvent(onFailed);
  useEffect(() => {
    if (owner === null) return;
    const ids = takeWantedListings();
    if (ids.length === 0) return;
    void Promise.allSettled(ids.map((id) => setShortlisted(id, true))).then(async (results) => {
      if (results.some((result) => result.status === 'rejected')) failed();
      // A first read still on its way left before these were added: it is asked again, not joined.
      const queryKey = shortlistQueryKey(owner);
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    });
  }, [owner, queryClient]);
}
