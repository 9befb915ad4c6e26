import type { OutboxChannel, outboxMessageListSchema } from '@grant/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api-client';
import { pageQuery } from '../../../lib/paging';

export const OUTBOX_PAGE_SIZE = 20;

/** The e-mails and SMS kept instead of sent (no SMTP server, no SMS provider), newest first; of one channel when given. */
export function useOutbox(page: number, channel?: OutboxChannel) {
  return useQuery({
    queryKey: ['outbox', page, channel ?? 'all'],
    queryFn: () => apiPage<typeof outboxMessageListSchema>(`/outbox?${pageQuery(page, OUTBOX_PAGE_SIZE, { channel })}`),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
