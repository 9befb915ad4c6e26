import type { DonationRequest, DonorProfile, DonorProfileUpdate, RequestDonor } from '@grant/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPage, apiRequest } from '../../../lib/api-client';

export const DONORS_PAGE_SIZE = 10;

const paging = (page: number) => new URLSearchParams({ page: String(page), limit: String(DONORS_PAGE_SIZE) }).toString();

export const donorKeys = {
  ofRequest: (id: string, page: number) => ['donors', 'request', id, page] as const,
  profile: ['donors', 'me'] as const,
  history: (page: number) => ['donors', 'me', 'donations', page] as const,
};

/** The donors who match one request; contacts only come back for its requester. */
export const useRequestDonors = (requestId: string, page: number) =>
  useQuery({
    queryKey: donorKeys.ofRequest(requestId, page),
    queryFn: () => apiPage<RequestDonor>(`/request/${encodeURIComponent(requestId)}/donors?${paging(page)}`),
    placeholderData: keepPreviousData,
  });

export const useDonorProfile = () => useQuery({ queryKey: donorKeys.profile, queryFn: () => apiRequest<DonorProfile>('/donors/me') });

export function useUpdateDonorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: DonorProfileUpdate) => apiRequest<DonorProfile>('/donors/me', { method: 'PATCH', json: changes }),
    onSuccess: (profile) => queryClient.setQueryData(donorKeys.profile, profile),
  });
}

export const useDonationHistory = (page: number) =>
  useQuery({
    queryKey: donorKeys.history(page),
    queryFn: () => apiPage<DonationRequest>(`/donors/me/donations?${paging(page)}`),
    placeholderData: keepPreviousData,
  });
