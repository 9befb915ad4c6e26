import type { contactMessageListSchema } from '@grant/shared';
import { type PageControl, usePagedList } from '../../../lib/use-paged-list';

export const MESSAGES_PAGE_SIZE = 20;

/** The admins' inbox: messages sent through the contact form, newest first. */
export const useContactMessages = (control: PageControl) =>
  usePagedList<typeof contactMessageListSchema>({
    queryKey: ['contact-messages'],
    path: '/contact',
    pageSize: MESSAGES_PAGE_SIZE,
    control,
    refetchOnMount: 'always',
  });
