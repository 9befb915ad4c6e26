import {
  type CreateRequestBody,
  type declineResultSchema,
  type deletedCountSchema,
  type donationRequestSchema,
  ifMatch,
  type insertedIdSchema,
  isRecordId,
  type modifiedCountSchema,
  type publicRequestListSchema,
  type RequestStatus,
  type requestListSchema,
  type requestResponsesSchema,
  type UpdateRequestBody,
} from '@grant/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPage, apiRequest } from '../../../lib/api-client';
import { pageQuery } from '../../../lib/paging';
import { queryClient } from '../../../lib/query-client';

export const REQUESTS_PAGE_SIZE = 10;

/** Every request list shares the 'requests' key, so one invalidation refreshes them all after a change. */
export const requestKeys = {
  all: ['requests'] as const,
  search: (query: Record<string, string>, page: number) => ['requests', 'search', query, page] as const,
  pending: (page: number) => ['requests', 'pending', page] as const,
  one: (id: string) => ['requests', 'one', id] as const,
  responses: (id: string) => ['requests', 'responses', id] as const,
  own: (email: string, status: string, page: number, limit: number) => ['requests', 'own', email, status, page, limit] as const,
  filtered: (status: string, page: number) => ['requests', 'filtered', status, page] as const,
};

export function useSearchRequests(query: { blood: string; division: string; district: string } | null, page: number) {
  return useQuery({
    queryKey: requestKeys.search(query ?? {}, page),
    queryFn: () => apiPage<typeof publicRequestListSchema>(`/search?${pageQuery(page, REQUESTS_PAGE_SIZE, query ?? {})}`),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export const usePendingRequests = (page: number) =>
  useQuery({
    queryKey: requestKeys.pending(page),
    queryFn: () => apiPage<typeof publicRequestListSchema>(`/pending?${pageQuery(page, REQUESTS_PAGE_SIZE)}`),
    placeholderData: keepPreviousData,
  });

/** One request, as the details page reads it (and its route starts reading it, ../request-details-preload.ts). */
export const requestQuery = (id: string) =>
  queryOptions({
    queryKey: requestKeys.one(id),
    queryFn: () => apiRequest<typeof donationRequestSchema>(`/request/man/${encodeURIComponent(id)}`),
  });

/** Starts reading a request into the cache before its page renders (the details route's loader). */
export const prefetchRequest = (id: string) => queryClient.prefetchQuery(requestQuery(id));

export const useRequest = (id: string) =>
  useQuery({
    ...requestQuery(id),
    // Not a request's id (a mistyped link): nothing to ask the server.
    enabled: isRecordId(id),
    // A new request's donors are being notified in the background: look again until the count is in.
    refetchInterval: (query) => (query.state.data?.notifiedCount === null ? 3_000 : false),
  });

export function useOwnRequests(email: string, status: RequestStatus | '', page: number, limit = REQUESTS_PAGE_SIZE) {
  return useQuery({
    queryKey: requestKeys.own(email, status, page, limit),
    queryFn: () => apiPage<typeof requestListSchema>(`/request/${encodeURIComponent(email)}?${pageQuery(page, limit, { status })}`),
    placeholderData: keepPreviousData,
  });
}

/** The Filter Data screen: every request in one status (staff), as the spec's /pending/all. */
export const useFilteredRequests = (status: RequestStatus | null, page: number) =>
  useQuery({
    queryKey: requestKeys.filtered(status ?? '', page),
    queryFn: () => apiPage<typeof requestListSchema>(`/pending/all?${pageQuery(page, REQUESTS_PAGE_SIZE, { status })}`),
    enabled: status !== null,
    placeholderData: keepPreviousData,
  });

/** Mutations refresh every request list, since a change can move a request between them. */
function useRequestMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }) });
}

export const useCreateRequest = () =>
  useRequestMutation((body: CreateRequestBody) => apiRequest<typeof insertedIdSchema>('/request', { method: 'POST', json: body }));

export const useUpdateRequest = () =>
  useRequestMutation(({ id, changes, version }: { id: string; changes: UpdateRequestBody; version: string }) =>
    apiRequest<typeof modifiedCountSchema>(`/update/${id}`, { method: 'PATCH', json: changes, headers: ifMatch(version) }),
  );

export const useConfirmDonation = () =>
  useRequestMutation((id: string) => apiRequest<typeof modifiedCountSchema>(`/request/${id}`, { method: 'PATCH' }));

export const useFinishRequest = () =>
  useRequestMutation(({ id, outcome }: { id: string; outcome: 'done' | 'cancel' }) =>
    apiRequest<typeof modifiedCountSchema>(`/request/${outcome}/${id}`, { method: 'PATCH' }),
  );

export const useDeleteRequest = () =>
  useRequestMutation((id: string) => apiRequest<typeof deletedCountSchema>(`/delete/${id}`, { method: 'DELETE' }));

/** "Not this time" (from the details page, its `?respond=decline` link, or the bell). */
export const useDeclineRequest = () =>
  useRequestMutation((id: string) =>
    apiRequest<typeof declineResultSchema>(`/request/${encodeURIComponent(id)}/decline`, { method: 'POST' }),
  );

/** Who answered a request (notified, declined, pledged): for its requester and staff only, so asked only for them. */
export const useRequestResponses = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: requestKeys.responses(id),
    queryFn: () => apiRequest<typeof requestResponsesSchema>(`/request/${encodeURIComponent(id)}/responses`),
    enabled,
  });
