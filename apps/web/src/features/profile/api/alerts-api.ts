import type {
  AlertPreferencesUpdate,
  alertPreferencesSchema,
  Language,
  PhoneStart,
  PhoneVerify,
  phoneCodeSentSchema,
  phoneVerifiedSchema,
} from '@grant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Under the donor profile's key: invalidating ['donors', 'me'] after a phone change refreshes both. */
export const alertKeys = { preferences: ['donors', 'me', 'alerts'] as const, donorMe: ['donors', 'me'] as const };

const updateAlerts = (changes: AlertPreferencesUpdate) =>
  apiRequest<typeof alertPreferencesSchema>('/donors/me/alerts', { method: 'PATCH', json: changes });

export const useAlertPreferences = () =>
  useQuery({ queryKey: alertKeys.preferences, queryFn: () => apiRequest<typeof alertPreferencesSchema>('/donors/me/alerts') });

export function useUpdateAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlerts,
    onSuccess: (preferences) => queryClient.setQueryData(alertKeys.preferences, preferences),
  });
}

/** The language alerts are written in, kept with the person's other alert settings. */
export async function saveAlertLanguage(language: Language, queryClient: ReturnType<typeof useQueryClient>) {
  queryClient.setQueryData(alertKeys.preferences, await updateAlerts({ language }));
}

export const phoneApi = {
  sendCode: (phone: string) =>
    apiRequest<typeof phoneCodeSentSchema>('/donors/me/phone', { method: 'POST', json: { phone } satisfies PhoneStart }),
  verify: (code: string) =>
    apiRequest<typeof phoneVerifiedSchema>('/donors/me/phone/verify', { method: 'POST', json: { code } satisfies PhoneVerify }),
};
