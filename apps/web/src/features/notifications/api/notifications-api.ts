import type { NotificationPage } from '@grant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The bell shows the newest few; the unread count covers them all. */
export const BELL_PAGE_SIZE = 10;
/** How often the bell asks for news. TanStack Query pauses it while the tab is hidden. */
const POLL_MS = 30_000;

export const notificationKeys = { all: ['notifications'] as const };

export const useNotifications = () =>
  useQuery({
    queryKey: notificationKeys.all,
    queryFn: () => apiRequest<NotificationPage>(`/notifications?limit=${BELL_PAGE_SIZE}`),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });

function useNotificationsMutation<T>(send: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }) });
}

export const useMarkNotificationRead = () =>
  useNotificationsMutation((id: string) => apiRequest(`/notifications/${encodeURIComponent(id)}/read`, { method: 'PATCH' }));

export const useMarkAllNotificationsRead = () =>
  useNotificationsMutation<void>(() => apiRequest('/notifications/read', { method: 'POST' }));
