import type { contactMessageListSchema } from '@grant/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api-client';
import { pageQuery } from '../../../lib/paging';

export const MESSAGES_PAGE_SIZE = 20;

/** The admins' inbox: messages sent through the contact form, newest first. */
export function useContactMessages(page: number) {
  return useQuery({
    queryKey: ['contact-messages', page],
    queryFn: () => apiPage<typeof contactMessageListSchema>(`/contact?${pageQuery(page, MESSAGES_PAGE_SIZE)}`),
    placeholderData: keepPreviousData,
    // An inbox and a log are read for what is new: opening the page always asks again.
    refetchOnMount: 'always',
  });
}
