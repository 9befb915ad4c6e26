import {
  isRecordId,
  type noContentSchema,
  type ReassignBody,
  type triageHandlerChoiceListSchema,
  type triageHandlerSchema,
  type triageItemSchema,
  type triageListSchema,
} from '@grant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Filters } from '../../../lib/paging';
import { type PageControl, usePagedList } from '../../../lib/use-paged-list';

export const TRIAGE_PAGE_SIZE = 20;

export const triageKeys = {
  all: ['triage'] as const,
  board: ['triage', 'board'] as const,
  one: (id: string) => ['triage', 'one', id] as const,
};

export const useTriageBoard = (filters: Filters, control: PageControl) =>
  usePagedList<typeof triageListSchema>({ queryKey: triageKeys.board, path: '/triage', filters, pageSize: TRIAGE_PAGE_SIZE, control });

/** One request as the board shows it, with who handles it (the call sheet's heading). */
export const useTriageItem = (id: string) =>
  useQuery({
    queryKey: triageKeys.one(id),
    queryFn: () => apiRequest<typeof triageItemSchema>(`/triage/${encodeURIComponent(id)}`),
    enabled: isRecordId(id),
  });

const claimPath = (id: string) => `/triage/${encodeURIComponent(id)}/claim`;

/** Claim and release; either way the board is read again (a refused claim means someone else was faster). */
function useClaimMutation<V, T>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: triageKeys.all }) });
}

export const useClaim = () => useClaimMutation((id: string) => apiRequest<typeof triageHandlerSchema>(claimPath(id), { method: 'POST' }));

export const useRelease = () => useClaimMutation((id: string) => apiRequest<typeof noContentSchema>(claimPath(id), { method: 'DELETE' }));

/** An admin gives a request to another volunteer or admin (audited by the server). */
export const useReassign = () =>
  useClaimMutation(({ id, userId }: { id: string; userId: string }) =>
    apiRequest<typeof triageHandlerSchema>(claimPath(id), { method: 'PUT', json: { userId } satisfies ReassignBody }),
  );

/** Whom an admin may give a request to; asked for when the dialog opens. */
export const useHandlerChoices = (enabled: boolean) =>
  useQuery({
    queryKey: [...triageKeys.all, 'handlers'],
    queryFn: () => apiRequest<typeof triageHandlerChoiceListSchema>('/triage/handlers'),
    enabled,
  });
