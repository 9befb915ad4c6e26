import {
  type EraseUser,
  type erasurePreviewSchema,
  LIMITS,
  type modifiedCountSchema,
  type noContentSchema,
  type userRecordListSchema,
} from '@grant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';

export const USERS_PAGE_SIZE = LIMITS.pageSizeDefault;

/** Every user, found by name or email; a new search starts again at page 1. */
export const useUsers = (search: string) =>
  usePagedList<typeof userRecordListSchema>({ queryKey: ['users'], path: '/users', filters: { search }, pageSize: USERS_PAGE_SIZE });

/** The spec's four admin actions on a user, and the way back to donor (decision 0024), each answered with `modifiedCount`. */
export const USER_ACTIONS = {
  block: (id: string) => `/block/${id}`,
  activate: (id: string) => `/active/${id}`,
  makeVolunteer: (id: string) => `/volunteer/user/${id}`,
  makeAdmin: (id: string) => `/admin/man/${id}`,
  makeDonor: (id: string) => `/donor/user/${id}`,
} as const;
export type UserAction = keyof typeof USER_ACTIONS;

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: UserAction; id: string }) =>
      apiRequest<typeof modifiedCountSchema>(USER_ACTIONS[action](id), { method: 'PATCH' }),
    onSuccess: (result) => {
      if (result.modifiedCount > 0) void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

/** How many blog posts `id` wrote, for the admin's delete dialog (read when it opens; not under ['users'], which the erasure reads again). */
export const useErasurePreview = (id: string | undefined) =>
  useQuery({
    queryKey: ['erasure', 'user', id],
    queryFn: () => apiRequest<typeof erasurePreviewSchema>(`/users/${encodeURIComponent(id ?? '')}/erasure`),
    enabled: id !== undefined,
    staleTime: 0,
  });

/**
 * An admin deletes an account, with the same effects as its owner would (audited by the server). It
 * counts as done once the list has been read again, so the person is gone from it when the dialog closes.
 */
export function useEraseUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & EraseUser) =>
      apiRequest<typeof noContentSchema>(`/users/${encodeURIComponent(id)}`, { method: 'DELETE', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
