import type { StartSurgeBody, surgeListSchema, surgeSchema } from '@grant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const surgeKeys = { live: ['surges'] as const };

/** The surges on now (public): the home page's banner and the admin's switch. */
export const useLiveSurges = () =>
  useQuery({
    queryKey: surgeKeys.live,
    queryFn: () => apiRequest<typeof surgeListSchema>('/surges'),
    staleTime: 60_000,
    // A live surge ends at its time: the banner goes without a reload.
    refetchInterval: 5 * 60_000,
  });

function useSurgeMutation<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: surgeKeys.live }) });
}

export const useStartSurge = () =>
  useSurgeMutation((body: StartSurgeBody) => apiRequest<typeof surgeSchema>('/surges', { method: 'POST', json: body }));

export const useEndSurge = () =>
  useSurgeMutation((id: string) => apiRequest<typeof surgeSchema>(`/surges/${encodeURIComponent(id)}/end`, { method: 'POST' }));
