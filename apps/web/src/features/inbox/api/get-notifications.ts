import { type Notification, NotificationListSchema } from '@mandap/shared/schemas/enquiries';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const notificationsQueryKey = ['inbox', 'notifications'] as const;

/** GET /api/notifications: the newest 50, newest first. */
export function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return apiRequest('/api/notifications', { schema: NotificationListSchema, signal }).then(
    (reply) => reply.notifications,
  );
}

export function useNotifications() {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    retry: false,
  });
}
