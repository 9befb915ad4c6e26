import type {
  consentStateListSchema,
  DeleteAccount,
  donorProfileSchema,
  erasurePreviewSchema,
  noContentSchema,
  Reauthenticate,
} from '@grant/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiDownload } from '../../../lib/api-download';

/** The consents list: the donor and alert forms change what it shows, so it is read afresh whenever the profile opens. */
export const consentsKey = ['account', 'consents'] as const;

export const useConsents = () =>
  useQuery({
    queryKey: consentsKey,
    queryFn: () => apiRequest<typeof consentStateListSchema>('/auth/account/consents'),
    refetchOnMount: 'always',
  });

const today = () => new Date().toISOString().slice(0, 10);

export const privacyApi = {
  reauthenticate: (proof: Reauthenticate) => apiRequest<typeof noContentSchema>('/auth/reauthenticate', { method: 'POST', json: proof }),
  /** The export as a file; refused (403) when the sign-in is older than ten minutes and the password was not typed again. */
  downloadMyData: () => apiDownload('/auth/account/export', `grant-my-data-${today()}.json`),
  /** The consent to be listed as a donor, given after a first Google sign-in (the registration form asks it itself). */
  listAsDonor: () => apiRequest<typeof donorProfileSchema>('/donors/me', { method: 'PATCH', json: { available: true } }),
  deleteAccount: (body: DeleteAccount) => apiRequest<typeof noContentSchema>('/auth/account', { method: 'DELETE', json: body }),
};

export const useDeleteAccount = () => useMutation({ mutationFn: privacyApi.deleteAccount });

/** How many blog posts the account wrote: read each time the deletion dialog opens, so it asks about them only when there are some. */
export const useOwnErasurePreview = (open: boolean) =>
  useQuery({
    queryKey: ['account', 'erasure'],
    queryFn: () => apiRequest<typeof erasurePreviewSchema>('/auth/account/erasure'),
    enabled: open,
    staleTime: 0,
  });
