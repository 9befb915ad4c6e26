import type { auditEntryListSchema } from '@grant/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api-client';
import { pageQuery } from '../../../lib/paging';

export const AUDIT_PAGE_SIZE = 20;

/** The audit log of admin actions, newest first. */
export function useAuditLog(page: number) {
  return useQuery({
    queryKey: ['audit-log', page],
    queryFn: () => apiPage<typeof auditEntryListSchema>(`/audit?${pageQuery(page, AUDIT_PAGE_SIZE)}`),
    placeholderData: keepPreviousData,
    // An inbox and a log are read for what is new: opening the page always asks again.
    refetchOnMount: 'always',
  });
}
