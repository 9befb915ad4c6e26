import type { auditEntryListSchema } from '@grant/shared';
import { type PageControl, usePagedList } from '../../../lib/use-paged-list';

export const AUDIT_PAGE_SIZE = 20;

/** The audit log of admin actions, newest first. */
export const useAuditLog = (control: PageControl) =>
  usePagedList<typeof auditEntryListSchema>({
    queryKey: ['audit-log'],
    path: '/audit',
    pageSize: AUDIT_PAGE_SIZE,
    control,
    refetchOnMount: 'always',
  });
