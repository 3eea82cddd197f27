import type { Notification } from '@mandap/shared/schemas/enquiries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxCountsQueryKey } from '@/hooks/use-inbox-counts';
import { apiRequest } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/** POST /api/notifications/read: these notifications, or all of them when `ids` is absent. */
export function readNotifications(ids?: readonly number[]): Promise<void> {
  return apiRequest('/api/notifications/read', {
    method: 'POST',
    body: ids ? { ids } : {},
  });
}

/**
 * Marks notifications read at once on screen; if the server refuses, they show unread again.
 * `ids` undefined means all.
 */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[] | undefined) => readNotifications(ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const before = queryClient.getQueryData<Notification[]>(notificationsQueryKey);
      queryClient.setQueryData<Notification[]>(notificationsQueryKey, (list) =>
        list?.map((note) =>
          ids === undefined || ids.includes(note.id) ? { ...note, read: true } : note,
        ),
      );
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(notificationsQueryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxCountsQueryKey }),
  });
}

/**
 * Marks read the notifications leading to `link`, once a screen shows what they told of (the
 * Reviews screen, issue 31), and refreshes the bell and the notification centre.
 */
export function useReadNotificationsAbout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: string): Promise<void> =>
      apiRequest('/api/notifications/read', { method: 'POST', body: { link } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxCountsQueryKey }),
        queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
      ]),
  });
}
