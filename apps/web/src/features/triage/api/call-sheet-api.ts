import type { CallRecord, callRecordedSchema, callSheetDonorListSchema, donorNumberSchema } from '@grant/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type PageControl, usePagedList } from '../../../lib/use-paged-list';
import { requestKeys } from '../../requests';
import { triageKeys } from './triage-api';

export const CALL_SHEET_PAGE_SIZE = 20;

const callsPath = (requestId: string) => `/triage/${encodeURIComponent(requestId)}/calls`;
const callSheetKey = (requestId: string) => [...triageKeys.all, 'calls', requestId] as const;

export const useCallSheet = (requestId: string, control: PageControl) =>
  usePagedList<typeof callSheetDonorListSchema>({
    queryKey: callSheetKey(requestId),
    path: callsPath(requestId),
    pageSize: CALL_SHEET_PAGE_SIZE,
    control,
  });

/** A donor's number: each ask is audited by the server, so it is asked once per look, never kept in the cache. */
export const useRevealNumber = (requestId: string) =>
  useMutation({
    mutationFn: (donorId: string) =>
      apiRequest<typeof donorNumberSchema>(`${callsPath(requestId)}/${encodeURIComponent(donorId)}/number`, { method: 'POST' }),
  });

/** Records a call; the sheet, the board and (after a pledge) the request are read again. */
export function useRecordCall(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: CallRecord) => apiRequest<typeof callRecordedSchema>(callsPath(requestId), { method: 'POST', json: call }),
    onSuccess: ({ pledged }) => {
      void queryClient.invalidateQueries({ queryKey: triageKeys.all });
      if (pledged) void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    },
  });
}
