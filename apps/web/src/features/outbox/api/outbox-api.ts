import type { OutboxMessage } from '@grant/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api-client';

export const OUTBOX_PAGE_SIZE = 20;

/** The e-mails kept instead of sent (no SMTP server configured), newest first. */
export function useOutbox(page: number) {
  const params = new URLSearchParams({ page: String(page), limit: String(OUTBOX_PAGE_SIZE) });
  return useQuery({
    queryKey: ['outbox', page],
    queryFn: () => apiPage<OutboxMessage>(`/outbox?${params}`),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
