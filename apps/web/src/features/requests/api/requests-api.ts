import {
  type CreateRequestBody,
  type declineResultSchema,
  type deletedCountSchema,
  ifMatch,
  type insertedIdSchema,
  isRecordId,
  type modifiedCountSchema,
  type publicRequestListSchema,
  type RequestStatus,
  type requestListSchema,
  type requestResponsesSchema,
  type UpdateRequestBody,
  type verifiedSchema,
} from '@grant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type PageControl, usePagedList } from '../../../lib/use-paged-list';
import { requestKeys, requestQuery } from './request-query';

export const REQUESTS_PAGE_SIZE = 10;

export const useSearchRequests = (query: { blood: string; division: string; district: string } | null, control: PageControl) =>
  usePagedList<typeof publicRequestListSchema>({
    queryKey: requestKeys.search,
    path: '/search',
    filters: query ?? {},
    pageSize: REQUESTS_PAGE_SIZE,
    control,
    enabled: query !== null,
  });

export const usePendingRequests = (control: PageControl) =>
  usePagedList<typeof publicRequestListSchema>({
    queryKey: requestKeys.pending,
    path: '/pending',
    pageSize: REQUESTS_PAGE_SIZE,
    control,
  });

export const useRequest = (id: string) =>
  useQuery({
    ...requestQuery(id),
    // Not a request's id (a mistyped link): nothing to ask the server.
    enabled: isRecordId(id),
    // A new request's donors are being notified in the background: look again until the count is in.
    refetchInterval: (query) => (query.state.data?.notifiedCount === null ? 3_000 : false),
  });

/** The requester's own requests; without `control`, the first page only (the dashboard's latest). */
export const useOwnRequests = (email: string, status: RequestStatus | '', control?: PageControl, pageSize = REQUESTS_PAGE_SIZE) =>
  usePagedList<typeof requestListSchema>({
    queryKey: requestKeys.own(email),
    path: `/request/${encodeURIComponent(email)}`,
    filters: { status },
    pageSize,
    control,
  });

/** The Filter Data screen: every request in one status (staff), as the spec's /pending/all. */
export const useFilteredRequests = (status: RequestStatus | null, control: PageControl) =>
  usePagedList<typeof requestListSchema>({
    queryKey: requestKeys.filtered,
    path: '/pending/all',
    filters: { status },
    pageSize: REQUESTS_PAGE_SIZE,
    control,
    enabled: status !== null,
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

/** A volunteer checked the request with the hospital (the call sheet). */
export const useVerifyRequest = () =>
  useRequestMutation((id: string) => apiRequest<typeof verifiedSchema>(`/request/${encodeURIComponent(id)}/verify`, { method: 'POST' }));

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
