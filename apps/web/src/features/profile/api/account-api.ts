import type { ChangePassword, RecoveryCodes, SessionInfo, TwoFactorSetup, TwoFactorStatus } from '@grant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
  twoFactor: ['account', 'two-factor'] as const,
};

export const accountApi = {
  sessions: () => apiRequest<SessionInfo[]>('/auth/sessions'),
  revokeSession: (id: string) => apiRequest<void>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  revokeOthers: () => apiRequest<{ deletedCount: number }>('/auth/sessions/revoke-others', { method: 'POST' }),
  changePassword: (body: ChangePassword) => apiRequest<{ deletedCount: number }>('/auth/password', { method: 'POST', json: body }),
  twoFactorStatus: () => apiRequest<TwoFactorStatus>('/auth/2fa'),
  setupTwoFactor: () => apiRequest<TwoFactorSetup>('/auth/2fa/setup', { method: 'POST' }),
  enableTwoFactor: (code: string) => apiRequest<RecoveryCodes>('/auth/2fa/enable', { method: 'POST', json: { code } }),
  disableTwoFactor: (proof: { code?: string; password?: string }) => apiRequest<void>('/auth/2fa/disable', { method: 'POST', json: proof }),
};

export const useSessions = () => useQuery({ queryKey: accountKeys.sessions, queryFn: accountApi.sessions });

/** Whether two-factor sign-in is on, and whether the server requires it of this user. */
export const useTwoFactorStatus = (enabled = true) =>
  useQuery({ queryKey: accountKeys.twoFactor, queryFn: accountApi.twoFactorStatus, enabled });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | 'others'): Promise<void> => {
      if (id === 'others') await accountApi.revokeOthers();
      else await accountApi.revokeSession(id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
