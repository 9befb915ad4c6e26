import type { ContactMessage, ContactMessageBody } from '@grant/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiPage, apiRequest } from '../../../lib/api-client';

export const MESSAGES_PAGE_SIZE = 20;

/** The admins' inbox: messages sent through the contact form, newest first. */
export function useContactMessages(page: number) {
  const params = new URLSearchParams({ page: String(page), limit: String(MESSAGES_PAGE_SIZE) });
  return useQuery({
    queryKey: ['contact-messages', page],
    queryFn: () => apiPage<ContactMessage>(`/contact?${params}`),
    placeholderData: keepPreviousData,
    // An inbox and a log are read for what is new: opening the page always asks again.
    refetchOnMount: 'always',
  });
}

/** POST /contact: what the home page's contact form calls (validate with `contactMessageBodySchema` first). */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (body: ContactMessageBody) => apiRequest<{ insertedId: string }>('/contact', { method: 'POST', json: body }),
  });
