import type { dismissedSchema, HideBody, hiddenSchema, moderationListSchema } from '@grant/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type PageControl, usePagedList } from '../../../lib/use-paged-list';
import { requestKeys } from '../../requests';

export const MODERATION_PAGE_SIZE = 10;

const moderationKeys = { queue: ['moderation', 'queue'] as const };

/** The requests with open reports; read again each time the page opens (new reports arrive at any time). */
export const useModerationQueue = (control: PageControl) =>
  usePagedList<typeof moderationListSchema>({
    queryKey: moderationKeys.queue,
    path: '/moderation/reports',
    pageSize: MODERATION_PAGE_SIZE,
    control,
    refetchOnMount: 'always',
  });

/** A decision on a reported request: the queue is read again, and the request lists (a hidden one leaves them). */
function useDecision<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.queue });
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    },
  });
}

const decisionPath = (id: string, decision: 'hide' | 'dismiss') => `/moderation/requests/${encodeURIComponent(id)}/${decision}`;

export const useHideRequest = () =>
  useDecision(({ id, body }: { id: string; body: HideBody }) =>
    apiRequest<typeof hiddenSchema>(decisionPath(id, 'hide'), { method: 'POST', json: body }),
  );

export const useDismissReports = () =>
  useDecision((id: string) => apiRequest<typeof dismissedSchema>(decisionPath(id, 'dismiss'), { method: 'POST' }));
