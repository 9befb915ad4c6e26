import type { ReportBody, reportedSchema } from '@grant/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * A report of a request, from its details page. A file of its own: the details page bundles it,
 * where the moderation queue's calls beside it would be one more file to fetch before it paints.
 */
export const useReportRequest = (requestId: string) =>
  useMutation({
    mutationFn: (report: ReportBody) =>
      apiRequest<typeof reportedSchema>(`/request/${encodeURIComponent(requestId)}/report`, { method: 'POST', json: report }),
  });
