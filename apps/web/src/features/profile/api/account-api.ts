import type {
  ChangePassword,
  noContentSchema,
  recoveryCodesSchema,
  revokedCountSchema,
  sessionListSchema,
  TwoFactorCodeBody,
  TwoFactorProof,
  TwoFactorSetupBody,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@grant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What the person typed where a code or the password is asked for. */
export const proofOf = (value: string): TwoFactorProof => (/^\d{6}$/.test(value) ? { code: value } : { password: value });

export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
  twoFactor: ['account', 'two-factor'] as const,
};

export const accountApi = {
  sessions: () => apiRequest<typeof sessionListSchema>('/auth/sessions'),
  revokeSession: (id: string) => apiRequest<typeof noContentSchema>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  revokeOthers: () => apiRequest<typeof revokedCountSchema>('/auth/sessions/revoke-others', { method: 'POST' }),
  changePassword: (body: ChangePassword) => apiRequest<typeof revokedCountSchema>('/auth/password', { method: 'POST', json: body }),
  twoFactorStatus: () => apiRequest<typeof twoFactorStatusSchema>('/auth/2fa'),
  /** With the current password again; an account without one (Google sign-in) sends none. */
  setupTwoFactor: (password?: string) =>
    apiRequest<typeof twoFactorSetupSchema>('/auth/2fa/setup', { method: 'POST', json: { password } satisfies TwoFactorSetupBody }),
  enableTwoFactor: (code: string) =>
    apiRequest<typeof recoveryCodesSchema>('/auth/2fa/enable', { method: 'POST', json: { code } satisfies TwoFactorCodeBody }),
  disableTwoFactor: (proof: TwoFactorProof) => apiRequest<typeof noContentSchema>('/auth/2fa/disable', { method: 'POST', json: proof }),
  /** New recovery codes; the earlier ones stop working. */
  regenerateRecoveryCodes: (proof: TwoFactorProof) =>
    apiRequest<typeof recoveryCodesSchema>('/auth/2fa/recovery-codes', { method: 'POST', json: proof }),
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
