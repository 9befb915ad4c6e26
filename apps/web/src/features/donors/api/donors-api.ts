import type {
  DonorProfileUpdate,
  donorProfileSchema,
  donorSearchResultListSchema,
  requestDonorListSchema,
  requestListSchema,
} from '@grant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type PageControl, usePagedList } from '../../../lib/use-paged-list';

export const DONORS_PAGE_SIZE = 10;

export const donorKeys = {
  ofRequest: (id: string) => ['donors', 'request', id] as const,
  profile: ['donors', 'me'] as const,
  history: ['donors', 'me', 'donations'] as const,
  search: ['donors', 'search'] as const,
};

/** The place and group the search page asks about. */
export interface DonorSearch {
  blood: string;
  division: string;
  district: string;
}

/** The search page's donors: compatible, listed, eligible, nearest district first; no contacts. */
export const useDonorSearch = (query: DonorSearch, control: PageControl) =>
  usePagedList<typeof donorSearchResultListSchema>({
    queryKey: donorKeys.search,
    path: '/donors/search',
    filters: { ...query },
    pageSize: DONORS_PAGE_SIZE,
    control,
  });

/** The donors who match one request; contacts only come back for its requester. */
export const useRequestDonors = (requestId: string) =>
  usePagedList<typeof requestDonorListSchema>({
    queryKey: donorKeys.ofRequest(requestId),
    path: `/request/${encodeURIComponent(requestId)}/donors`,
    pageSize: DONORS_PAGE_SIZE,
  });

/** `enabled`: only for someone signed in (a page open to visitors asks only then). */
export const useDonorProfile = (enabled = true) =>
  useQuery({ queryKey: donorKeys.profile, enabled, queryFn: () => apiRequest<typeof donorProfileSchema>('/donors/me') });

export function useUpdateDonorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: DonorProfileUpdate) => apiRequest<typeof donorProfileSchema>('/donors/me', { method: 'PATCH', json: changes }),
    onSuccess: (profile) => queryClient.setQueryData(donorKeys.profile, profile),
  });
}

export const useDonationHistory = () =>
  usePagedList<typeof requestListSchema>({ queryKey: donorKeys.history, path: '/donors/me/donations', pageSize: DONORS_PAGE_SIZE });
