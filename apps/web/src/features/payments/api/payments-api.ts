import type {
  adminPaymentListSchema,
  CreatePaymentBody,
  createPaymentResponseSchema,
  Payment,
  PaymentStatus,
  paymentConfigSchema,
  paymentListSchema,
  paymentSchema,
  paymentTotalsSchema,
} from '@grant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type PageControl, usePagedList } from '../../../lib/use-paged-list';

export const PAYMENTS_PAGE_SIZE = 10;

/** Every payment query shares the 'payments' key; the admin's stat cards ('stats') change with them. */
export const paymentKeys = {
  all: ['payments'] as const,
  config: ['payments', 'config'] as const,
  one: (id: string) => ['payments', 'one', id] as const,
  own: ['payments', 'own'] as const,
  ownTotals: ['payments', 'own', 'totals'] as const,
  everyone: ['payments', 'everyone'] as const,
  totals: ['payments', 'totals'] as const,
};

/** The provider is fixed while the server runs. */
export const usePaymentConfig = () =>
  useQuery({
    queryKey: paymentKeys.config,
    queryFn: () => apiRequest<typeof paymentConfigSchema>('/payments/config'),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A key per attempt: a double submit or a retried request is one payment on the server. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreatePaymentBody; idempotencyKey: string }) =>
      apiRequest<typeof createPaymentResponseSchema>('/payments', {
        method: 'POST',
        json: body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['stats'] });
    },
  });
}

/** A receipt; while Stripe has not confirmed it yet (its webhook), it is asked again every 2 s. */
export const usePayment = (initial: Payment) =>
  useQuery({
    queryKey: paymentKeys.one(initial._id),
    queryFn: () => apiRequest<typeof paymentSchema>(`/payments/${initial._id}`),
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });

export const useOwnPayments = (control: PageControl) =>
  usePagedList<typeof paymentListSchema>({ queryKey: paymentKeys.own, path: '/payments/mine', pageSize: PAYMENTS_PAGE_SIZE, control });

export const useOwnTotals = () =>
  useQuery({ queryKey: paymentKeys.ownTotals, queryFn: () => apiRequest<typeof paymentTotalsSchema>('/payments/mine/totals') });

export const useAllPayments = (status: PaymentStatus | '', control: PageControl) =>
  usePagedList<typeof adminPaymentListSchema>({
    queryKey: paymentKeys.everyone,
    path: '/payments',
    filters: { status },
    pageSize: PAYMENTS_PAGE_SIZE,
    control,
  });

export const usePaymentTotals = () =>
  useQuery({ queryKey: paymentKeys.totals, queryFn: () => apiRequest<typeof paymentTotalsSchema>('/payments/totals') });
