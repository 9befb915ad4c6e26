import type {
  AddManagerBody,
  bloodBankListSchema,
  bloodBankSchema,
  CreateBloodBankBody,
  insertedIdSchema,
  managedBloodBankListSchema,
  noContentSchema,
  StockUpdateBody,
  UpdateBloodBankBody,
} from '@grant/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type PageControl, usePagedList } from '../../../lib/use-paged-list';

export const BANKS_PAGE_SIZE = 10;

const bankKeys = {
  all: ['blood-banks'] as const,
  directory: ['blood-banks', 'directory'] as const,
  managed: ['blood-banks', 'managed'] as const,
};
const bankPath = (id: string, rest = '') => `/blood-banks/${encodeURIComponent(id)}${rest}`;

export interface BankFilters {
  blood: string;
  division: string;
  district: string;
  match: string;
}

/** Who holds a group near a place (the filters as the URL has them; empty ones are left out). */
export const useBloodBanks = (filters: BankFilters, control: PageControl) =>
  usePagedList<typeof bloodBankListSchema>({
    queryKey: bankKeys.directory,
    path: '/blood-banks',
    filters: { ...filters },
    pageSize: BANKS_PAGE_SIZE,
    control,
  });

export const useManagedBanks = (control: PageControl) =>
  usePagedList<typeof managedBloodBankListSchema>({
    queryKey: bankKeys.managed,
    path: '/blood-banks/managed',
    pageSize: BANKS_PAGE_SIZE,
    control,
    refetchOnMount: 'always',
  });

/** Every change reads the directory and the managed list again. */
function useBankMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: bankKeys.all }) });
}

export const useCreateBank = () =>
  useBankMutation((body: CreateBloodBankBody) => apiRequest<typeof insertedIdSchema>('/blood-banks', { method: 'POST', json: body }));

export const useUpdateBank = (id: string) =>
  useBankMutation((body: UpdateBloodBankBody) => apiRequest<typeof bloodBankSchema>(bankPath(id), { method: 'PATCH', json: body }));

export const useSetStock = (id: string) =>
  useBankMutation((body: StockUpdateBody) => apiRequest<typeof bloodBankSchema>(bankPath(id, '/stock'), { method: 'PUT', json: body }));

export const useAddManager = (id: string) =>
  useBankMutation((body: AddManagerBody) => apiRequest<typeof noContentSchema>(bankPath(id, '/managers'), { method: 'POST', json: body }));

export const useRemoveManager = (id: string) =>
  useBankMutation((userId: string) =>
    apiRequest<typeof noContentSchema>(bankPath(id, `/managers/${encodeURIComponent(userId)}`), { method: 'DELETE' }),
  );
