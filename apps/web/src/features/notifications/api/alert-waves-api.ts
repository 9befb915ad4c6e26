import type { alertWavesSchema, sentAlertWaveSchema } from '@grant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const wavesKey = (requestId: string) => ['alert-waves', requestId] as const;
const wavesUrl = (requestId: string) => `/request/${encodeURIComponent(requestId)}/waves`;

/** A minute: a wave's count and the next wave's time change in minutes, not seconds. */
const POLL_MS = 60_000;

export const useAlertWaves = (requestId: string) =>
  useQuery({
    queryKey: wavesKey(requestId),
    queryFn: () => apiRequest<typeof alertWavesSchema>(wavesUrl(requestId)),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });

/** Staff: the next wave now. The request's own counts (donors notified) change too. */
export function useSendNextWave(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<typeof sentAlertWaveSchema>(wavesUrl(requestId), { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: wavesKey(requestId) }),
        queryClient.invalidateQueries({ queryKey: ['requests'] }),
      ]),
  });
}
