import type { DonorProfileUpdate, donorProfileSchema, requestDonorListSchema, requestListSchema } from '@grant/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPage, apiRequest } from '../../../lib/api-client';
import { pageQuery } from '../../../lib/paging';

export const DONORS_PAGE_SIZE = 10;

export const donorKeys = {
  ofRequest: (id: string, page: number) => ['donors', 'request', id, page] as const,
  profile: ['donors', 'me'] as const,
  history: (page: number) => ['donors', 'me', 'donations', page] as const,
};

/** The donors who match one request; contacts only come back for its requester. */
export const useRequestDonors = (requestId: string, page: number) =>
  useQuery({
    queryKey: donorKeys.ofRequest(requestId, page),
    queryFn: () =>
      apiPage<typeof requestDonorListSchema>(`/request/${encodeURIComponent(requestId)}/donors?${pageQuery(page, DONORS_PAGE_SIZE)}`),
    placeholderData: keepPreviousData,
  });

export const useDonorProfile = () =>
  useQuery({ queryKey: donorKeys.profile, queryFn: () => apiRequest<typeof donorProfileSchema>('/donors/me') });

export function useUpdateDonorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: DonorProfileUpdate) => apiRequest<typeof donorProfileSchema>('/donors/me', { method: 'PATCH', json: changes }),
    onSuccess: (profile) => queryClient.setQueryData(donorKeys.profile, profile),
  });
}

export const useDonationHistory = (page: number) =>
  useQuery({
    queryKey: donorKeys.history(page),
    queryFn: () => apiPage<typeof requestListSchema>(`/donors/me/donations?${pageQuery(page, DONORS_PAGE_SIZE)}`),
    placeholderData: keepPreviousData,
  });
