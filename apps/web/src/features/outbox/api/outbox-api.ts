import type { OutboxChannel, outboxMessageListSchema } from '@grant/shared';
import { type PageControl, usePagedList } from '../../../lib/use-paged-list';

export const OUTBOX_PAGE_SIZE = 20;

/** The e-mails and SMS kept instead of sent (no SMTP server, no SMS provider), newest first; of one channel when given. */
export const useOutbox = (channel: OutboxChannel | undefined, control: PageControl) =>
  usePagedList<typeof outboxMessageListSchema>({
    queryKey: ['outbox'],
    path: '/outbox',
    filters: { channel },
    pageSize: OUTBOX_PAGE_SIZE,
    control,
    refetchOnMount: 'always',
  });
