import type { modifiedCountSchema, notificationPageSchema } from '@grant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useDeclineRequest } from '../../requests';

/** The bell shows the newest few; the unread count covers them all. */
export const BELL_PAGE_SIZE = 10;
/** How often the bell asks for news. TanStack Query pauses it while the tab is hidden. */
const POLL_MS = 30_000;

export const notificationKeys = { all: ['notifications'] as const };

export const useNotifications = () =>
  useQuery({
    queryKey: notificationKeys.all,
    queryFn: () => apiRequest<typeof notificationPageSchema>(`/notifications?limit=${BELL_PAGE_SIZE}`),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });

function useNotificationsMutation<T>(send: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }) });
}

export const useMarkNotificationRead = () =>
  useNotificationsMutation((id: string) =>
    apiRequest<typeof modifiedCountSchema>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'PATCH' }),
  );

export const useMarkAllNotificationsRead = () =>
  useNotificationsMutation<void>(() => apiRequest<typeof modifiedCountSchema>('/notifications/read', { method: 'POST' }));

/** "Not this time" from the bell: recorded like the details page's, and the bell then shows the answer. */
export function useDeclineFromBell() {
  const queryClient = useQueryClient();
  const decline = useDeclineRequest();
  return (requestId: string, handlers: { onSuccess: () => void; onError: (error: Error) => void }) =>
    decline.mutate(requestId, { ...handlers, onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }) });
}
