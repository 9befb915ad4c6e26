import { LIMITS, type modifiedCountSchema, type userRecordListSchema } from '@grant/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPage, apiRequest } from '../../../lib/api-client';
import { pageQuery } from '../../../lib/paging';

export const USERS_PAGE_SIZE = LIMITS.pageSizeDefault;

export function useUsers(page: number, search: string) {
  return useQuery({
    queryKey: ['users', page, search],
    queryFn: () => apiPage<typeof userRecordListSchema>(`/users?${pageQuery(page, USERS_PAGE_SIZE, { search })}`),
    placeholderData: keepPreviousData,
  });
}

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
