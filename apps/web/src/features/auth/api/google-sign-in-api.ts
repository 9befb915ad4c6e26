import type { authProvidersSchema, GoogleExchangeBody, loginResponseSchema } from '@grant/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A full-page navigation, not a fetch: the server answers with a redirect to Google. */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';

const providersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: ({ signal }) => apiRequest<typeof authProvidersSchema>('/auth/providers', { signal }),
  // The server's configuration: fixed while it runs.
  staleTime: Number.POSITIVE_INFINITY,
});

/** GET /auth/providers: whether Google sign-in is offered (its button is hidden otherwise). */
export const useAuthProviders = () => useQuery(providersQuery);

/** POST /auth/google/exchange: the callback's one-time code for a session, or a two-factor challenge. */
export const exchangeGoogleCode = (code: string) =>
  apiRequest<typeof loginResponseSchema>('/auth/google/exchange', { method: 'POST', json: { code } satisfies GoogleExchangeBody });
