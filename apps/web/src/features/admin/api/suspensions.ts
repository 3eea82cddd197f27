import type {
  ActionReply,
  AdminAccount,
  AdminListing,
  AdminRefundInput,
  AdminSearchReply,
  AppealDecisionInput,
  AppealQueue,
  MediaRemovalInput,
  SuspensionActionInput,
} from '@mandap/shared/schemas/suspensions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The console's listing and account pages, the finder and the appeals (decision 0066).

export type AccountKind = 'vendor' | 'user';

const listingKey = (id: number) => ['operator-listing', id] as const;
const accountKey = (kind: AccountKind, id: number) => ['operator-account', kind, id] as const;

/** GET /api/admin/listings/:id: the listing as the console shows it, with its version. */
export function useAdminListing(id: number) {
  return useQuery({
    queryKey: listingKey(id),
    queryFn: () => apiRequest<AdminListing>(`/api/admin/listings/${id}`),
  });
}

/** GET /api/admin/{vendors,users}/:id. */
export function useAdminAccount(kind: AccountKind, id: number) {
  return useQuery({
    queryKey: accountKey(kind, id),
    queryFn: () => apiRequest<AdminAccount>(`/api/admin/${kind}s/${id}`),
  });
}

/** GET /api/admin/lookup?q=: listings and accounts by id, VND-… or e-mail; off while q is empty. */
export function useAdminLookup(q: string) {
  return useQuery({
    queryKey: ['operator-lookup', q],
    queryFn: () => apiRequest<AdminSearchReply>(`/api/admin/lookup?q=${encodeURIComponent(q)}`),
    enabled: q !== '',
  });
}

/** GET /api/admin/appeals: the open appeals, oldest first. */
export function useAppealQueue() {
  return useQuery({
    queryKey: ['operator-appeals'],
    queryFn: () => apiRequest<AppealQueue>('/api/admin/appeals'),
  });
}

/** What a console action sends: where, and the body with the version seen. */
export type ConsoleAction =
  | { kind: 'listing-suspension'; listingId: number; body: SuspensionActionInput }
  | { kind: 'account-suspension'; account: AccountKind; id: number; body: SuspensionActionInput }
  | { kind: 'media-removal'; listingId: number; mediaId: number; body: MediaRemovalInput }
  | { kind: 'refund'; listingId: number; body: AdminRefundInput }
  | { kind: 'appeal-decision'; appealId: number; body: AppealDecisionInput };

function actionPath(action: ConsoleAction): string {
  switch (action.kind) {
    case 'listing-suspension':
      return `/api/admin/listings/${action.listingId}/suspension`;
    case 'account-suspension':
      return `/api/admin/${action.account}s/${action.id}/suspension`;
    case 'media-removal':
      return `/api/admin/listings/${action.listingId}/media/${action.mediaId}/removal`;
    case 'refund':
      return `/api/admin/listings/${action.listingId}/refund`;
    case 'appeal-decision':
      return `/api/admin/appeals/${action.appealId}/decision`;
  }
}

/**
 * One console action. Success or refusal alike, the pages it touches are asked again, so a 409
 * shows what someone else did and a success the new state.
 */
export function useConsoleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ConsoleAction) =>
      apiRequest<ActionReply>(actionPath(action), { method: 'POST', body: action.body }),
    onSettled: () => {
      for (const key of [
        'operator-listing',
        'operator-account',
        'operator-appeals',
        'operator-lookup',
        'operator-reports',
        'operator-dashboard',
      ]) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
