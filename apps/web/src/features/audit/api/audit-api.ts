import type { AuditEntry } from '@grant/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api-client';

export const AUDIT_PAGE_SIZE = 20;

/** The audit log of admin actions, newest first. */
export function useAuditLog(page: number) {
  const params = new URLSearchParams({ page: String(page), limit: String(AUDIT_PAGE_SIZE) });
  return useQuery({
    queryKey: ['audit-log', page],
    queryFn: () => apiPage<AuditEntry>(`/audit?${params}`),
    placeholderData: keepPreviousData,
    // An inbox and a log are read for what is new: opening the page always asks again.
    refetchOnMount: 'always',
  });
}
